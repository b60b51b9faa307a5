// What the app saves it can restore (issue 24): one nesting limit and one board-size limit shared by
// the engine's stores, the position save (game-save.ts), the Game code and the importers. A move
// that would store past a limit is refused with a reported error and the previous position stays
// the saved one; a Game-code export either writes the game or says why it cannot.
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { MAX_SAVED_DEPTH, MAX_STORED_DEPTH } from '../calc/stored-size.ts';
import type { Value } from '../calc/values.ts';
import type { Game } from '../engine/index.ts';
import { rawModeFromMode } from '../engine/index.ts';
import { MAX_GRID_SIDE } from '../engine/index.ts';
import { MAX_BOARD_SIDE } from '../formats/board-size.ts';
import {
  decodeCorpusValue,
  DEFAULT_FORMAT_LIMITS,
  encodeCorpusValue,
  exportModeCode,
  importCode,
  SaveCodeError,
  scParse,
  scStringify,
} from '../formats/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { PositionCodec, type SavedPositions } from './game-save.ts';
import { SessionError, type SavedSession } from './protocol.ts';
import { RealEngine } from './real-engine.ts';
import type { GameSessionLike } from './session.ts';
import { errorKind } from './session-error-kind.ts';
import { modeCode, testClassicMode, THREES_PLUGIN } from './test-codes.ts';

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

/** The current position of a save, as field texts. */
function current(saved: SavedSession): readonly string[] {
  return PositionCodec.read((saved.data as { game: SavedPositions }).game).current;
}

function depthOf(v: Value): number {
  let d = 0;
  for (let x = v; Array.isArray(x); x = x[0]) d++;
  return d;
}

/** The session's game (tests only: the seam exposes views, not the engine). */
function gameOf(s: GameSessionLike): Game {
  return (s as unknown as { driver: { game: Game } }).driver.game;
}

/** Every turn wraps game variable 0 in `per` more arrays. */
function nestingCode(per: number): string {
  const wrap = ['@edit_gvar', 0, [['@Literal'], 'arr_push', '@GVar 0']];
  return modeCode(
    testClassicMode('Nesting', {
      startGameVars: [0],
      scripts: [[[0, '@repeat', per, ...wrap, '@end-repeat'], 'EndTurn']],
    }),
  );
}

/** Plays until a move moved (or throws); returns the error thrown, if any. */
function moveOnce(s: GameSessionLike): SessionError | null {
  for (let d = 0; d < 4; d++) {
    try {
      if (s.move(d).moved) return null;
    } catch (e) {
      if (e instanceof SessionError) return e;
      throw e;
    }
  }
  throw new Error('no move moved');
}

describe('finding 1: a game variable nested past the save limit', () => {
  const per = MAX_STORED_DEPTH / 10;

  it('nests up to the limit, saves, restores and exports; the move past it is refused and the save stays', () => {
    const s = engine.newGame({ source: { kind: 'code', code: nestingCode(per) }, seed: 4 });
    for (let turn = 1; turn <= 10; turn++) expect(moveOnce(s)).toBeNull();
    expect(depthOf(gameOf(s).state.gameVars[0])).toBe(MAX_STORED_DEPTH);
    const atLimit = s.save();
    // Restores to the same position…
    const back = engine.restore(structuredClone(atLimit));
    expect(current(back.save())).toEqual(current(atLimit));
    // …and the Game code carries it.
    const code = s.exportCode();
    const imp = importCode(code);
    expect(imp.kind).toBe('game');
    if (imp.kind === 'game') expect(depthOf((imp.game.game_vars as Value[])[0])).toBe(MAX_STORED_DEPTH);
    const resumed = engine.newGame({ source: { kind: 'code', code }, seed: 1 });
    expect(depthOf(gameOf(resumed).state.gameVars[0])).toBe(MAX_STORED_DEPTH);

    // One more turn would nest past the limit: refused, reported, the game as it was.
    const e = moveOnce(s);
    expect(e).toBeInstanceOf(SessionError);
    expect(e!.message).toMatch(/nest/);
    expect(current(s.save())).toEqual(current(atLimit));
    expect(engine.restore(structuredClone(s.save())).view()).toEqual(back.view());
    // The Game code still writes that game (its clock readings aside).
    const again = importCode(s.exportCode());
    if (again.kind !== 'game' || imp.kind !== 'game') throw new Error('not a Game code');
    for (const k of ['Grid', 'game_vars', 'score', 'moves_so_far'] as const) expect(again.game[k]).toEqual(imp.game[k]);
  });
});

describe('Game-code export', () => {
  it('never falls back to a Mode code: a game it cannot write is an error that says why', () => {
    const s = engine.newGame({ source: { kind: 'code', code: nestingCode(1) }, seed: 4 });
    moveOnce(s);
    // A state no action could reach (stores are checked): written directly.
    let deep: Value = 0;
    for (let i = 0; i < 600; i++) deep = [deep];
    gameOf(s).state.gameVars[0] = deep;
    let thrown: unknown = null;
    try {
      const code = s.exportCode();
      expect(code.startsWith('@2048PowCompGame|')).toBe(true);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SessionError);
    expect((thrown as Error).message).toMatch(/Game code/);
    expect((thrown as Error).message).toMatch(/nest/);
  });
});

describe('finding 11: one board-size limit for codes, plugin files, modifiers and saves', () => {
  /** A Mode code of classic 2048 whose board is `w` × `h` (its starting grid left out past the limit: the test's own time). */
  function sizedCode(w: number, h: number): string {
    const raw = rawModeFromMode(testClassicMode('Sized'));
    const startingGrid =
      w > MAX_BOARD_SIDE || h > MAX_BOARD_SIDE
        ? [['@Empty']]
        : Array.from({ length: h }, () => Array.from({ length: w }, () => '@Empty'));
    return exportModeCode({ ...raw, width: w, height: h, startingGrid });
  }

  it('a 500×500 Mode code is refused at import with a typed limit error in a player’s words', () => {
    const huge = sizedCode(500, 500);
    let thrown: unknown = null;
    try {
      importCode(huge);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SaveCodeError);
    expect((thrown as SaveCodeError).kind).toBe('limit');
    expect((thrown as Error).message).toMatch(new RegExp(`500×500 board is too large.*at most ${MAX_BOARD_SIDE}`));
    // The worker reports it as a bad code (no game is started).
    expect(errorKind(() => engine.newGame({ source: { kind: 'code', code: huge }, seed: 1 }))).toBe('bad-code');
    expect(
      errorKind(() => engine.newGame({ source: { kind: 'code', code: sizedCode(1, MAX_BOARD_SIDE + 1) }, seed: 1 })),
    ).toBe('bad-code');
  });

  it('the limit itself is playable from a code, and its save restores', () => {
    const s = engine.newGame({ source: { kind: 'code', code: sizedCode(MAX_BOARD_SIDE, 3) }, seed: 1 });
    expect(moveOnce(s)).toBeNull();
    expect(engine.restore(structuredClone(s.save())).view().width).toBe(MAX_BOARD_SIDE);
  });

  it('plugin files and the size option use the same limit', () => {
    const plugin = (id: string, width: number): string =>
      JSON.stringify({ ...THREES_PLUGIN, id, definition: { ...THREES_PLUGIN.definition, width, height: 2 } });
    expect(engine.installPlugin(plugin('test.wide', MAX_BOARD_SIDE)).id).toBe('test.wide');
    expect(errorKind(() => engine.installPlugin(plugin('test.wider', MAX_BOARD_SIDE + 1)))).not.toBe('ok');
    expect(
      errorKind(() =>
        engine.newGame({
          source: { kind: 'mode', modeId: '2048' },
          seed: 1,
          size: { width: MAX_BOARD_SIDE + 1, height: 4 },
        }),
      ),
    ).toBe('bad-request');
    expect(
      engine
        .newGame({ source: { kind: 'mode', modeId: '2048' }, seed: 1, size: { width: MAX_BOARD_SIDE, height: 2 } })
        .view().width,
    ).toBe(MAX_BOARD_SIDE);
  });

  it('the grid-size converters stop at the same side', () => {
    expect(MAX_GRID_SIDE).toBe(MAX_BOARD_SIDE);
  });
});

describe('one limit for the encoder and the decoder', () => {
  const nested = (levels: number): Value => {
    let v: Value = 1;
    for (let i = 0; i < levels; i++) v = [v];
    return v;
  };

  it('nesting: the save codecs write and read exactly MAX_SAVED_DEPTH levels, and refuse one more both ways', () => {
    expect(DEFAULT_FORMAT_LIMITS.maxDepth).toBe(MAX_SAVED_DEPTH);
    const atLimit = nested(MAX_SAVED_DEPTH);
    expect(depthOf(scParse(scStringify(atLimit)))).toBe(MAX_SAVED_DEPTH);
    expect(depthOf(decodeCorpusValue(JSON.parse(JSON.stringify(encodeCorpusValue(atLimit))) as unknown))).toBe(
      MAX_SAVED_DEPTH,
    );
    const past = nested(MAX_SAVED_DEPTH + 1);
    expect(() => scStringify(past)).toThrow(SaveCodeError);
    expect(() => scParse('['.repeat(MAX_SAVED_DEPTH + 1) + ']'.repeat(MAX_SAVED_DEPTH + 1))).toThrow(SaveCodeError);
    expect(() => encodeCorpusValue(past)).toThrow(SaveCodeError);
    // Stores stop short of it by the containers a save wraps around a value.
    expect(MAX_STORED_DEPTH).toBeLessThan(MAX_SAVED_DEPTH - 4);
  });

  it('code length: an exporter refuses a code its importer would refuse', () => {
    const code = modeCode(testClassicMode('Long'));
    const limits = { ...DEFAULT_FORMAT_LIMITS, maxCodeLength: code.length - 1 };
    expect(() => importCode(code, limits)).toThrow(/code longer than/);
    let thrown: unknown = null;
    try {
      exportModeCode(rawModeFromMode(testClassicMode('Long')), limits);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SaveCodeError);
    expect((thrown as SaveCodeError).kind).toBe('limit');
  });
});

describe('found by tests/save-restore.fuzz.test.ts', () => {
  it('a Game code of a game whose row a script lengthened resumes at the same width, and its save restores', () => {
    const mode = testClassicMode('Long row', {
      width: 3,
      height: 3,
      startingGrid: Array.from({ length: 3 }, () => ['@Empty', '@Empty', '@Empty']),
      scripts: [[[0, '@replace_tile', 0, 4, ['@Literal', 3]], 'StartModeBM']],
    });
    const s = engine.newGame({ source: { kind: 'code', code: modeCode(mode) }, seed: 5 });
    expect(gameOf(s).state.grid[0]).toHaveLength(5);
    const resumed = engine.newGame({ source: { kind: 'code', code: s.exportCode() }, seed: 1 });
    expect([gameOf(resumed).state.width, gameOf(resumed).state.height]).toEqual([3, 3]);
    expect(gameOf(resumed).state.grid).toEqual(gameOf(s).state.grid);
    expect(current(engine.restore(structuredClone(resumed.save())).save())).toEqual(current(resumed.save()));
  });
});
