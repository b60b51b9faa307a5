// Hostile or malformed mode data must never crash the engine: failures surface as CalcArrayErrors
// reported in the MoveResult, never as bare JS errors or hangs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { MAX_BOARD_SIDE } from '../formats/board-size.ts';
import { calcEvaluator } from './calc-evaluator.ts';
import { Game } from './game.ts';
import { ModeBuildError } from './mode-build-error.ts';
import { defaultMode, modeFromFields } from './mode.ts';

const cell = fc.oneof(
  fc.constantFrom<Value>('@Empty', '@Empty', '@Void', '@Slippery', '@TemporaryHole 2', 'junk', 7, '__proto__'),
  fc.integer({ min: -2, max: 4 }).map((n): Value => [n]),
  fc.constant<Value>([['@Literal', 1], 'x']),
);

const expr = fc.constantFrom<Value>(
  true,
  false,
  ['@Next 1 0', '=', '@This 0'],
  ['@NextNE -1 0', '!=', '@This 0'],
  ['@This 0', '>', 1],
  [0, 'mergeRuleApplies', -1],
  [3, 'mergeRuleApplies', 0],
  ['@GVar 0', '+', 1],
  [1, '/', 0],
  '@Var 0',
  ['constructor'],
  [0, '@replace_tile', 9, 9, '@Empty'],
  [0, '@ScriptSignal', 'A'],
);

const rule = fc
  .tuple(
    fc.constantFrom<Value>(0, 1, 2, 3, '@This 0', 'x'),
    expr,
    fc.boolean(),
    fc.constantFrom<Value>(
      [[['@This 0', '+', 1]]],
      [],
      ['@MergeOverflowPush', [1], [2], [3]],
      ['@MergeReverseStart', '@MergeOverflowSlot', [1], [2], [3]],
      ['@CalcArray', '@Literal', [5]],
      [['@STCalcArray', '@TemporaryHole 3']],
      [[1], 'fill', [2]],
    ),
    expr,
  )
  .map(([l, c, o, out, score]): Value => [l, c, o, out, score]);

const script = fc.tuple(
  expr,
  fc.constantFrom<Value>('BeginTurn', 'Merge', 'MoveIteration', 'PossibleEnd', 'EndTurn', 'A', 'TileSpawn', [
    'Merge',
    'A',
  ]),
);

describe('hostile modes', () => {
  it('never throw anything but reported CalcArrayErrors', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
        fc.array(rule, { maxLength: 4 }),
        fc.array(script, { maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 8 }),
        (grid, rules, scripts, moves) => {
          const mode = defaultMode({
            width: 3,
            height: 3,
            startingGrid: grid,
            mergeRules: rules,
            scripts: scripts.map(([e, t]) => [e, t]),
            startGameVars: [0],
            knownMergeMaxLength: 3,
          });
          const g = new Game(mode, { evaluator: calcEvaluator, seed: 5, clock: () => 0 });
          g.start();
          for (const d of moves) {
            const r = g.move(d);
            if (r.error) expect(typeof r.error).toBe('string');
          }
          g.clickTile(1, 1);
        },
      ),
      { numRuns: 150 },
    );
  });
  it('an oversized grid is refused with a limit error', () => {
    const g = new Game(defaultMode({ width: 5000, height: 5000, startingGrid: [['@Empty']] }), {
      evaluator: calcEvaluator,
      seed: 1,
      clock: () => 0,
    });
    expect(g.start().error).toMatch(/too large/);
  });
  it('a mode asking for a huge board without a starting grid is refused before anything is allocated', () => {
    expect(() => modeFromFields({ width: 100_000, height: 100_000 })).toThrow(ModeBuildError);
    expect(() => modeFromFields({ width: 100_000, height: 100_000 })).toThrow(/too large/);
    // The largest board (formats/board-size.ts) is built; one more row is refused.
    expect(modeFromFields({ width: MAX_BOARD_SIDE, height: MAX_BOARD_SIDE }).startingGrid).toHaveLength(MAX_BOARD_SIDE);
    expect(() => modeFromFields({ width: MAX_BOARD_SIDE, height: MAX_BOARD_SIDE + 1 })).toThrow(/too large/);
  });
  it('a merge rule whose computed length is Infinity is reported, not a crash', () => {
    // Found by hostile-scripts.fuzz.test.ts: building Infinity used-up flags killed the process.
    const mode = defaultMode({ mergeRules: [[[1, '+', Infinity], true, true, [], 0], ...defaultMode().mergeRules] });
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    g.start();
    const before = JSON.stringify(g.state.grid);
    expect(g.move([0, 1, 2, 3].find((x) => g.canMove(x))!).error).toMatch(/merge length of Infinity/);
    expect(JSON.stringify(g.state.grid)).toBe(before);
  });
  it('a script that re-raises its own signal is stopped', () => {
    const mode = defaultMode({
      scripts: [
        [
          [0, '@ScriptSignal', 'A'],
          ['BeginTurn', 'A'],
        ],
      ],
    });
    const g = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
    g.start();
    const d = [0, 1, 2, 3].find((x) => g.canMove(x))!;
    expect(g.move(d).error).toMatch(/nested deeper/);
  });
});
