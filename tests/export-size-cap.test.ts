// Issue 24: a value too large to write as a code is refused with a typed error by every encoder,
// before its text is built, and the engine never keeps a state it could not save.
//
// The hostile-sim fuzz's case 14 (HOSTILE_SIM_FUZZ_RUNS=15) once killed the process with
// "Fatal JavaScript invalid size error 169220804" inside the Mode-code export: one of its game
// variables was the fuzz pool's shared array ([x, x] nested 40 times over [1, 2]: 81 arrays in
// memory, 2^41 elements as text), and scStringify pushed piece after piece into one JS array
// until V8 gave up (a fatal error, which no `catch` sees: in the app it kills the worker).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playAccepted } from '../src/conformance/testing.ts';
import { MAX_STATE_SIZE, stateSize, stateTextLength } from '../src/engine/state-budget.ts';
import { heEncode } from '../src/formats/entities.ts';
import { MAX_STATE_TEXT, savedTextLength } from '../src/formats/saved-length.ts';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator, Game, rawGameFromGame, rawModeFromMode } from '../src/engine/index.ts';
import { encodeStrPart } from '../src/formats/envelope.ts';
import { SaveCodeError } from '../src/formats/errors.ts';
import { scStringify } from '../src/formats/extended-json.ts';
import { exportGameCode, importGameCode } from '../src/formats/index.ts';
import { modeCode, testClassicMode } from '../src/worker/test-codes.ts';
import { bigOf, textOf } from './helpers/hostile-operands.ts';
import { BigRational } from '../src/calc/values.ts';

/** [1, 2] doubled `levels` times, the halves shared: tiny in memory, 2^(levels+1) leaves as text. */
function sharedHalves(levels: number): Value {
  let v: Value = [1, 2];
  for (let i = 0; i < levels; i++) v = [v, v];
  return v;
}

function limitError(f: () => unknown): SaveCodeError {
  try {
    f();
  } catch (e) {
    if (e instanceof SaveCodeError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('encoders refuse a value too long to write, before building it', () => {
  it('the hostile-sim case 14 mode: a typed limit error, not a fatal crash', () => {
    let app: Value = ['@GVar 0', 'factorListB', '@GVar 1', '@GVar 2', '@GVar 3'];
    for (let k = 0; k < 50; k++) app = [app];
    const vars: Value[] = [
      bigOf((1 << 20) - 8),
      BigRational.of(bigOf(1 << 18), bigOf(1 << 17) + 2n),
      textOf(1 << 16),
      sharedHalves(40),
    ];
    const mode = testClassicMode('hostile', { startGameVars: vars, scripts: [[[0, '@repeat', 1e9, app], 'EndTurn']] });
    const e = limitError(() => modeCode(mode));
    expect(e.kind).toBe('limit');
    expect(e.field).toBe('start_game_vars');
    expect(e.message).toMatch(/more than 8388608 characters/);
    // The same mode without the shared array still exports (the cap refuses only what cannot be a code).
    expect(modeCode({ ...mode, startGameVars: vars.slice(0, 3) })).toMatch(/^@2048PowCompMode\|/);
  });

  it('json and str parts alike, and a scalar whose length alone is past the cap', () => {
    expect(limitError(() => scStringify(sharedHalves(60))).kind).toBe('limit');
    expect(limitError(() => encodeStrPart(sharedHalves(60))).kind).toBe('limit');
    const limits = { maxCodeLength: 1000, maxParts: 256, maxDepth: 512, maxBigIntDigits: 320_000 };
    expect(limitError(() => scStringify([1n << 100_000n], limits)).kind).toBe('limit');
    expect(limitError(() => scStringify('x'.repeat(1000), limits)).kind).toBe('limit');
    expect(scStringify('x'.repeat(997), limits)).toHaveLength(999);
    // Entities grow the text: 300 quotes are 1,800 characters, 2,400 in base64.
    expect(limitError(() => encodeStrPart('"'.repeat(300), limits)).kind).toBe('limit');
  });
});

describe('a script growing a variable by sharing is refused, the game kept', () => {
  // Each turn appends variable 0 to itself 60 times: its text doubles each time.
  const grow: Value = [0, '@repeat', 60, '@edit_gvar', 0, ['@GVar 0', 'arr_push', '@GVar 0'], '@end-repeat'];
  const mode = testClassicMode('Doubler', { startGameVars: [[1, 2]], scripts: [[grow, 'EndTurn']] });

  it('the move is rolled back with a typed error and the game before it still exports and imports', () => {
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    let refused = 0;
    for (let d = 0; d < 4; d++) {
      const r = game.move(d);
      if (r.error !== undefined) {
        refused++;
        expect(r.error).toMatch(/more than \d+ units would be stored/);
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(game.state.gameVars).toEqual([[1, 2]]);
    expect(game.state.moves).toBe(0);
    const after = exportGameCode(rawModeFromMode(game.mode), rawGameFromGame(game));
    // Only the state as it was (the directions' availability is worked out again after each try).
    expect(after.length).toBeLessThan(20_000);
    expect(importGameCode(after).kind).toBe('game');
  });
});

describe('savedTextLength: the length a value takes in a code part, without writing it', () => {
  const scalar = fc.oneof(
    fc.double(),
    fc.boolean(),
    fc.constantFrom(null, undefined, Infinity, -Infinity, NaN, -0),
    fc.bigInt({ min: -(1n << 300n), max: 1n << 300n }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({
      unit: fc.constantFrom('"', '\\', '<', '&', "'", '\n', '\u0001', '\u0085', 'é', '→', '😀', '\ud800'),
      maxLength: 20,
    }),
    fc
      .tuple(fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }), fc.bigInt({ min: 1n, max: 1n << 200n }))
      .map(([p, q]) => BigRational.of(p, q) as Value),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('value'), { maxLength: 5 })),
  }));

  it("is never under the entity-encoded text, and over it only by big numbers' digits", () => {
    fc.assert(
      fc.property(value, (v) => {
        const text = heEncode(scStringify(v as Value)).length;
        const counted = savedTextLength(v as Value, 1e9);
        expect(counted).toBeGreaterThanOrEqual(text);
        expect(counted).toBeLessThanOrEqual(
          text + 4 * JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? 0 : x) ?? 0).length,
        );
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('stops once past its budget, on a value far too large to write', () => {
    const n = savedTextLength(sharedHalves(60), 1000);
    expect(n).toBeGreaterThan(1000);
    expect(n).toBeLessThan(1100);
  });
});

describe('the engine keeps no state too long for a Game code', () => {
  // 2000 strings of 15 quotes a turn: one unit each, 117 characters each in a code.
  const adder = [0, '@repeat', 2000, '@add_gvar', ['@Literal', '"'.repeat(15)], '@end-repeat'];
  const mode = testClassicMode('Quotes', { scripts: [[adder, 'EndTurn']] });

  it('the move that would pass MAX_STATE_TEXT is rolled back; the game still exports', () => {
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 3, clock: () => 0 });
    expect(game.start().error).toBeUndefined();
    const errors = playAccepted(game, 40);
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(e).toMatch(/more than \d+ characters in a Game code/);
    expect(stateTextLength(game.state)).toBeLessThanOrEqual(MAX_STATE_TEXT);
    expect(stateSize(game.state)).toBeLessThan(MAX_STATE_SIZE);
    const code = exportGameCode(rawModeFromMode(game.mode), rawGameFromGame(game));
    expect(importGameCode(code).kind).toBe('game');
  });
});
