// Hostile community modes, played: classic 2048 with random scripts at random timings, random merge
// rules, display rules and stat boxes (expressions from the rich random grammar the differential
// fuzz test uses), then a few dozen actions. After every action:
//   - nothing escapes the Game API but what it documents (failures come back as `MoveResult.error`),
//     nor the worker session but SessionErrors;
//   - the position saves the way the app saves it (the worker's PositionCodec, JSON, loaded back
//     into a game; the session's save() restored), and as a Game code that imports again;
//   - the action terminates (the engine's step limits; the test finishes).
// A script storing the board in a cell every turn (`@replace_tile … "@TileContainer"` / `"@Grid"`,
// or into a variable) nests copies of copies, so the saved text grew exponentially move by move:
// the stored-value budget (CalcLimits.maxStoredSize) now stops it with a reported limit error (the
// tests at the end). Action lists were kept to 20 while it was open; with the budget, a run that
// reaches it still saves and exports a few megabytes per action (under a second), so 40.
//
// Deterministic by default (fixed seed, bounded runs). For a longer hunt:
//   HOSTILE_FUZZ_RUNS=2000 HOSTILE_FUZZ_SEED=7 npx vitest run tests/hostile-scripts.fuzz.test.ts
// (a failure prints the seed and path to replay it: HOSTILE_FUZZ_SEED=… HOSTILE_FUZZ_PATH=…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../plugins/index.ts';
import { DEFAULT_LIMITS } from '../src/calc/errors.ts';
import { storedSize } from '../src/calc/stored-size.ts';
import { exportGameCode, importCode, SaveCodeError } from '../src/formats/index.ts';
import { PluginRegistry } from '../src/plugins/registry.ts';
import { PositionCodec } from '../src/worker/game-save.ts';
import { SessionError } from '../src/worker/protocol.ts';
import { RealEngine } from '../src/worker/real-engine.ts';
import type { GameSessionLike } from '../src/worker/session.ts';
import { modeCode, testClassicMode } from '../src/worker/test-codes.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import type { MoveResult } from '../src/engine/index.ts';
import { Game } from '../src/engine/index.ts';
import type { ModeDefinition } from '../src/engine/index.ts';
import { rawGameFromGame, rawModeFromMode } from '../src/engine/index.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import { actions, modeArb, playAction, type Action } from './helpers/hostile-modes.ts';

const FUZZ = fuzzSettings('HOSTILE', 30, 20_251_125);
const RUNS = FUZZ.numRuns;

// ---------------------------------------------------------------------------------------------
// Checks.

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e);
}

/** Runs `f`; anything thrown but the documented error types fails the property, with `what`. */
function only<T>(what: string, allowed: readonly (abstract new (...a: never[]) => Error)[], f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (allowed.some((c) => e instanceof c)) return undefined;
    throw new Error(`${what} threw ${describeError(e)}`);
  }
}

/** A Game code of the position that imports again (both steps without throwing). */
function checkGameCode(mode: ModeDefinition, game: Game, what: string): void {
  let code: string;
  try {
    code = exportGameCode(rawModeFromMode(mode), rawGameFromGame(game, 0));
  } catch (e) {
    throw new Error(`${what}: exporting the Game code threw ${describeError(e)}`);
  }
  try {
    importCode(code);
  } catch (e) {
    throw new Error(`${what}: our own Game code does not import: ${describeError(e)}`);
  }
}

/** The worker's save of the position, through JSON, loaded into a fresh game of the same mode. */
function checkPositionSave(mode: ModeDefinition, game: Game, what: string): void {
  let json: string;
  try {
    const codec = new PositionCodec();
    const saved = codec.save(codec.encode(game), [], []);
    json = JSON.stringify(saved);
  } catch (e) {
    throw new Error(`${what}: saving the position threw ${describeError(e)}`);
  }
  try {
    const back = PositionCodec.read(JSON.parse(json) as unknown);
    // As the app resumes: the mode started afresh, then the saved position put in.
    const fresh = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    fresh.start();
    new PositionCodec().load(fresh, back.current);
  } catch (e) {
    throw new Error(`${what}: loading the saved position threw ${describeError(e)}`);
  }
}

function playGame(mode: ModeDefinition, acts: readonly Action[]): void {
  const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
  const api = <T>(what: string, f: () => T): T | undefined => only(`Game.${what}`, [], f);
  // A mode that cannot start is refused before anything is shown or saved (the app reports it).
  if (api('start', () => game.start())?.error !== undefined) return;
  const check = (what: string): void => {
    checkPositionSave(mode, game, what);
    checkGameCode(mode, game, what);
  };
  check('start');
  for (const [n, a] of acts.entries()) {
    const what = `action ${n} (${JSON.stringify(a)})`;
    switch (a.kind) {
      case 'move':
        api(what, () => game.move(a.d));
        break;
      case 'undo':
      case 'redo':
        // The engine keeps no undo (the app's positions are played by playSession).
        break;
      case 'playAgain':
        api(what, () => game.playAgain());
        break;
      case 'keepGoing':
        api(what, () => game.continuePlaying());
        break;
      case 'timer':
        api(what, () => game.fireTimer());
        break;
      case 'save':
        break;
      case 'tile':
        api(what, () => game.clickTile(a.v, a.h));
        break;
      case 'box':
        api(what, () => game.clickStatBox(a.i));
        break;
    }
    check(what);
  }
}

const registry = registerBuiltins(new PluginRegistry());
const engine = new RealEngine(registry);

/** The app's path: a session from the mode's code, its views, saves, restores and exports. */
function playSession(mode: ModeDefinition, acts: readonly Action[]): void {
  let code: string;
  try {
    code = modeCode(mode);
  } catch (e) {
    // Values no Mode code can hold (e.g. `undefined` inside a rule): not a mode anyone can share.
    if (e instanceof SaveCodeError) return;
    throw e;
  }
  const session = only('newGame', [SessionError], () => engine.newGame({ source: { kind: 'code', code }, seed: 5 }));
  if (!session) return;
  let s: GameSessionLike = session;
  /** Every action: a view, a save that is plain data, a code that imports. `resume`: the save resumes (slow: on "save" actions and at the end). */
  const check = (what: string, resume: boolean): void => {
    only(`${what}: view`, [SessionError], () => s.view());
    const saved = only(`${what}: save`, [], () => s.save())!;
    let clone: typeof saved;
    try {
      clone = JSON.parse(JSON.stringify(structuredClone(saved))) as typeof saved;
    } catch (e) {
      throw new Error(`${what}: the save is not plain data: ${describeError(e)}`);
    }
    const exported = only(`${what}: exportCode`, [SessionError], () => s.exportCode());
    if (exported !== undefined) {
      try {
        importCode(exported);
      } catch (e) {
        throw new Error(`${what}: the exported code does not import: ${describeError(e)}`);
      }
    }
    if (!resume) return;
    // A game the app saved must resume: a save that cannot be restored is a lost game.
    let restored: GameSessionLike;
    try {
      restored = engine.restore(clone);
    } catch (e) {
      throw new Error(`${what}: the saved game does not resume: ${describeError(e)}`);
    }
    expect(restored.view().score).toBe(s.view().score);
    // Play on in the resumed game.
    s = restored;
  };
  check('start', false);
  for (const [n, a] of acts.entries()) {
    const what = `session action ${n} (${JSON.stringify(a)})`;
    const run = (f: () => unknown): void => void only(what, [SessionError], f);
    playAction(s, a, run);
    check(what, a.kind === 'save' || n === acts.length - 1);
  }
}

describe('hostile modes, played', () => {
  // Well under a second a run; long hunts get the time they need.
  it(`keep the game API, saves and codes working (${RUNS} runs, seed ${FUZZ.seed})`, {
    timeout: Math.max(60_000, RUNS * 2_000),
  }, () => {
    fc.assert(
      fc.property(modeArb, actions, (mode, acts) => {
        playGame(mode, acts);
        playSession(mode, acts);
      }),
      FUZZ,
    );
  });

  it('a tile replaced by its own container (@TileContainer) leaves a position that saves and imports', () => {
    const mode = testClassicMode('TileContainer', {
      scripts: [[[0, '@replace_tile', 0, 0, '@TileContainer'], 'TileClick']],
    });
    playGame(mode, [{ kind: 'tile', v: 0, h: 0 }, { kind: 'move', d: 0 }, { kind: 'undo' }, { kind: 'redo' }]);
    playSession(mode, [{ kind: 'tile', v: 0, h: 0 }, { kind: 'save' }, { kind: 'move', d: 2 }]);
  });
});

describe('a script that stores the board into a cell every turn', () => {
  // Every stored copy holds the copies stored before it: without the stored-value budget the
  // written size grows ~1.5× a move in this game (position save 1.0 MB at move 13, 2.5 MB at move
  // 15, exponentially on while the moves go on). With it, the store that would pass the budget is
  // a reported limit error and the save levels off at ~1.0 MB.
  const mode = testClassicMode('Nesting', { scripts: [[[0, '@replace_tile', 0, 0, '@TileContainer'], 'EndTurn']] });
  const budget = DEFAULT_LIMITS.maxStoredSize;
  const overBudget = new RegExp(`^@replace_tile: a value of more than ${budget} units would be stored`);
  // A save writes a unit in ~15 characters (tiles as JSON inside JSON): the board of this mode
  // holds at most a few budget-sized copies. Checked after every move, so that without the budget
  // the test fails at this size instead of running out of memory.
  const MAX_SAVE = 40 * budget;

  /** One move: the first direction the game accepts (the move may fail with an error). */
  function moveOnce(game: Game, n: number): MoveResult | undefined {
    for (let k = 0; k < 4; k++) {
      const r = game.move((n + k) % 4);
      if (r.accepted) return r;
    }
    return undefined;
  }

  it('30 moves: the growth stops at the budget with a reported error, the saves stay small and load', () => {
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    const errors: string[] = [];
    let moved = 0;
    for (let n = 0; n < 30; n++) {
      const r = moveOnce(game, n);
      if (r?.error !== undefined) errors.push(r.error);
      else if (r?.moved) moved++;
      const codec = new PositionCodec();
      expect(JSON.stringify(codec.save(codec.encode(game), [], [])).length).toBeLessThan(MAX_SAVE);
      // No cell holds more than the budget.
      for (const row of game.state.grid)
        for (const cell of row) expect(storedSize(cell, budget)).toBeLessThanOrEqual(budget);
    }
    // It grew for a while, then every move that would store too much was refused with the error.
    expect(moved).toBeGreaterThan(5);
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors) expect(e).toMatch(overBudget);
    // The position saves, loads and exports as a Game code that imports again.
    checkPositionSave(mode, game, 'after 30 moves');
    checkGameCode(mode, game, 'after 30 moves');
    expect(exportGameCode(rawModeFromMode(mode), rawGameFromGame(game, 0)).length).toBeLessThan(MAX_SAVE);
  });

  it('30 moves in a session: the player gets the error, the app save stays small and resumes', () => {
    const s = engine.newGame({ source: { kind: 'code', code: modeCode(mode) }, seed: 5 });
    const errors: string[] = [];
    for (let n = 0; n < 30; n++) {
      try {
        s.move(n % 4);
      } catch (e) {
        if (!(e instanceof SessionError)) throw e;
        errors.push(e.message);
      }
      // The app saves after every move (undo history included).
      expect(JSON.stringify(s.save()).length).toBeLessThan(2 * MAX_SAVE);
    }
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors)
      expect(e).toMatch(
        /^The mode failed on this action: @replace_tile: a value of more than \d+ units would be stored/,
      );
    const restored = engine.restore(JSON.parse(JSON.stringify(s.save())) as ReturnType<typeof s.save>);
    expect(restored.view().score).toBe(s.view().score);
  });
});
