// Saving never loses a game (issue 24), as a property: random hostile modes (the generators of
// tests/hostile-scripts.fuzz.test.ts) plus scripts that push the save's limits every turn (values
// nested towards MAX_STORED_DEPTH and past it, variables copied into tiles and spawns, strings
// doubled towards the stored-value budget), played through the worker session as the app plays
// them. After every action:
//   - the save the app writes (src/worker/game-save.ts, through JSON) restores, to the same position
//     (every field's text equal);
//   - an action that was refused (a SessionError) left the saved position as it was;
//   - the Game code exports (never a Mode code instead; the one error allowed says the code would
//     pass the 8 MB a code may have) and imports as a Game code, and a game resumed from it has the
//     same board, score and variables.
//
// CI runs 12 cases; for a longer hunt:
//   SAVE_FUZZ_RUNS=500 SAVE_FUZZ_SEED=7 npx vitest run tests/save-restore.fuzz.test.ts
// (a failure prints the seed and path to replay it: SAVE_FUZZ_SEED=… SAVE_FUZZ_PATH=…).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../plugins/index.ts';
import { MAX_STORED_DEPTH } from '../src/calc/stored-size.ts';
import type { Value } from '../src/calc/values.ts';
import type { Game } from '../src/engine/index.ts';
import type { ModeDefinition } from '../src/engine/index.ts';
import { rawGameFromGame } from '../src/engine/index.ts';
import { importCode, SaveCodeError, scStringify } from '../src/formats/index.ts';
import { PluginRegistry } from '../src/plugins/registry.ts';
import { PositionCodec, type SavedPositions } from '../src/worker/game-save.ts';
import { SessionError, type SavedSession } from '../src/worker/protocol.ts';
import { RealEngine } from '../src/worker/real-engine.ts';
import type { GameSessionLike } from '../src/worker/session.ts';
import { modeCode } from '../src/worker/test-codes.ts';
import { fuzzSettings } from './helpers/fuzz-settings.ts';
import { actions, modeArb, playAction, type Action } from './helpers/hostile-modes.ts';

const FUZZ = fuzzSettings('SAVE', 12, 20_261_128);

const WRAP: Value[] = ['@edit_gvar', 0, [['@Literal'], 'arr_push', '@GVar 0']];
const nestBy = (k: number): Value => [0, '@repeat', k, ...WRAP, '@end-repeat'];
/** Scripts that push the limits a restore enforces, turn after turn. */
const limitScript: fc.Arbitrary<Value> = fc.oneof(
  // Nesting: reaches the depth limit in a few turns, some steps land on it exactly, some jump past.
  fc
    .constantFrom(MAX_STORED_DEPTH / 4, MAX_STORED_DEPTH / 2, MAX_STORED_DEPTH - 1, MAX_STORED_DEPTH + 1, 97)
    .map(nestBy),
  // The deep variable copied into the board, the spawns and the other variables.
  fc.constantFrom<Value>(
    [0, '@replace_tile', 0, 0, '@GVar 0'],
    [0, '@replace_tile', 1, 0, [['@Literal'], 'arr_push', '@GVar 0']],
    [0, '@add_spawn', '@GVar 0'],
    [0, '@add_gvar', '@GVar 0'],
    [0, '@edit_gvar', 2, [['@Literal'], 'arr_push', '@Grid']],
  ),
  // A string doubled every turn, towards and past the stored-value budget.
  fc
    .constantFrom(4, 8)
    .map(
      (k): Value => [
        0,
        '@repeat',
        k,
        '@edit_gvar',
        1,
        [['@GVar 1', 'String'], 'str_concat', ['@GVar 1', 'String']],
        '@end-repeat',
      ],
    ),
);

const limitMode: fc.Arbitrary<ModeDefinition> = fc
  .tuple(
    modeArb,
    fc.array(limitScript, { minLength: 1, maxLength: 3 }),
    fc.constantFrom<Value>('EndTurn', 'BeginTurn', 'TileClick'),
  )
  .map(([mode, extra, when]) => ({
    ...mode,
    startGameVars: [0, 'ab', 0, ...mode.startGameVars.slice(3)],
    scripts: [...mode.scripts, ...extra.map((e): Value => [e, when])],
  }));

const engine = new RealEngine(registerBuiltins(new PluginRegistry()));

/** The session's game (the seam exposes views, not the engine). */
function gameOf(s: GameSessionLike): Game {
  return (s as unknown as { driver: { game: Game } }).driver.game;
}

function current(saved: SavedSession): readonly string[] {
  return PositionCodec.read((saved.data as { game: SavedPositions }).game).current;
}

function describeError(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** The parts of a Game code's game compared with the game it came from (the clock's aside). */
const COMPARED = [
  'Grid',
  'score',
  'won',
  'game_vars',
  'modifier_vars',
  'TileSpawns',
  'SpawnBoxes',
  'spawnConveyor',
  'discoveredTiles',
  'moves_so_far',
] as const;

function checkAll(s: GameSessionLike, what: string): SavedSession {
  const saved = s.save();
  const clone = JSON.parse(JSON.stringify(saved)) as SavedSession;
  let restored: GameSessionLike;
  try {
    restored = engine.restore(clone);
  } catch (e) {
    throw new Error(`${what}: the saved game does not resume: ${describeError(e)}`);
  }
  expect(current(restored.save()), `${what}: restored position`).toEqual(current(saved));

  let code: string;
  try {
    code = s.exportCode();
  } catch (e) {
    // The one refusal allowed: a position too long for a code (8 MB) is saved but not shareable, and the player is told.
    if (
      e instanceof SessionError &&
      /^This game cannot be written as a Game code: the code would be \d+ characters long/.test(e.message)
    )
      return saved;
    throw new Error(`${what}: no Game code: ${describeError(e)}`);
  }
  expect(code.startsWith('@2048PowCompGame|'), `${what}: a Game code`).toBe(true);
  const imp = importCode(code);
  if (imp.kind !== 'game') throw new Error(`${what}: the code imports as ${imp.kind}`);
  const raw = rawGameFromGame(gameOf(s), 0);
  for (const k of COMPARED) expect(scStringify(imp.game[k]), `${what}: Game code ${k}`).toBe(scStringify(raw[k]));
  let resumed: GameSessionLike;
  try {
    resumed = engine.newGame({ source: { kind: 'code', code }, seed: 1 });
  } catch (e) {
    throw new Error(`${what}: the Game code does not resume: ${describeError(e)}`);
  }
  const back = rawGameFromGame(gameOf(resumed), 0);
  for (const k of ['Grid', 'score', 'game_vars'] as const)
    expect(scStringify(back[k]), `${what}: resumed ${k}`).toBe(scStringify(raw[k]));
  return saved;
}

function play(mode: ModeDefinition, acts: readonly Action[]): void {
  let code: string;
  try {
    code = modeCode(mode);
  } catch (e) {
    if (e instanceof SaveCodeError) return; // a mode no code can hold: nobody can share it
    throw e;
  }
  let s: GameSessionLike;
  try {
    s = engine.newGame({ source: { kind: 'code', code }, seed: 5 });
  } catch (e) {
    if (e instanceof SessionError) return; // refused before anything is saved
    throw e;
  }
  let saved = checkAll(s, 'start');
  for (const [n, a] of acts.entries()) {
    const what = `action ${n} (${JSON.stringify(a)})`;
    const run = (f: () => unknown): void => {
      try {
        f();
      } catch (e) {
        if (!(e instanceof SessionError)) throw new Error(`${what} threw ${describeError(e)}`);
        // Refused: the saved position is the one before.
        expect(current(s.save()), `${what}: position after a refused action`).toEqual(current(saved));
      }
    };
    playAction(s, a, run);
    saved = checkAll(s, what);
  }
}

describe('what the app saves it restores', () => {
  it(`hostile modes pushing the limits: every action's save restores, its Game code exports and imports (${FUZZ.numRuns} runs, seed ${FUZZ.seed})`, {
    timeout: Math.max(60_000, FUZZ.numRuns * 5_000),
  }, () => {
    fc.assert(
      fc.property(limitMode, actions, (mode, acts) => play(mode, acts)),
      FUZZ,
    );
  });
});
