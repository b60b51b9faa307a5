import { describe, expect, it } from 'vitest';
import { CLASSIC_MERGE_RULES } from '../../calc/host.ts';
import { tryRule, type RuleAttempt } from '../rules/merge-rules.ts';
import type { Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { Core } from '../core.ts';
import { defaultMode } from '../mode.ts';
import { Sfc32 } from '../rng.ts';
import { firstPossibleRule, numericBoard, provablyNoMatch, readPairOnly } from './rule-filter.ts';

const eq = (a: string, b: string): Value => [a, '=', b];
const ne = (a: string, b: string): Value => [a, '!=', b];

/** 180-like three-number rules with look-behind guards, and the classic rule. */
const RULES: Value[] = [
  ...CLASSIC_MERGE_RULES,
  [
    2,
    [
      [ne('@NextNE -1 0', '@This 0'), '||', ne('@NextNE -1 1', '@This 1')],
      '&&',
      [ne('@Next 2 0', '@This 0'), '||', ne('@Next 2 1', '@This 1')],
      '&&',
      eq('@Next 1 0', '@This 0'),
      '&&',
      eq('@Next 1 1', '@This 1'),
    ],
    true,
    [[['@This 0', '+', 1], '@This 1']],
    1,
  ],
  [
    3,
    [eq('@Next 1 0', '@This 0'), '&&', eq('@Next 2 1', '@This 1'), '||', ['@This 1', '=', '@NextNE -2 0']],
    true,
    [['@This 0']],
    1,
  ],
  // Shares its look-behind guard with the 2-tile rule (one value per tile) and walks further.
  [
    3,
    [
      [ne('@NextNE -1 0', '@This 0'), '||', ne('@NextNE -1 1', '@This 1')],
      '&&',
      [ne('@Next 3 0', '@This 0'), '||', ne('@Next 3 1', '@This 1')],
      '&&',
      eq('@Next 1 0', '@This 0'),
      '&&',
      eq('@Next 2 1', '@This 1'),
    ],
    true,
    [[1]],
    1,
  ],
];

/**
 * Gives `s` a random board of 2–6 × 2–6 cells made by `cell` and 1–2 numbers per tile; returns its
 * size, its tile size and a random cell of it.
 */
function randomBoard(
  s: Core['state'],
  int: (n: number) => number,
  cell: () => Value,
): { W: number; H: number; tna: number; v: number; h: number } {
  const W = 2 + int(5);
  const H = 2 + int(5);
  const tna = 1 + int(2);
  s.tileNumAmount = tna;
  s.width = W;
  s.height = H;
  s.grid = Array.from({ length: H }, () => Array.from({ length: W }, cell));
  return { W, H, tna, v: int(H), h: int(W) };
}

describe('merge-rule pre-filter', () => {
  it('only rules out attempts the real rule rejects', () => {
    const rng = new Sfc32('rule-filter');
    const int = (n: number): number => Math.floor(rng.next() * n);
    const core = new Core(defaultMode(), { evaluator: calcEvaluator, seed: 1 });
    const s = core.state;
    s.tileNumAmount = 2;
    let ruledOut = 0;
    let matched = 0;
    for (let round = 0; round < 3000; round++) {
      const W = 2 + int(4);
      const H = 2 + int(4);
      s.width = W;
      s.height = H;
      const cell = (): Value => {
        const r = int(10);
        if (r === 0) return '@Empty';
        if (r === 1) return '@Void';
        if (r === 2) return '@Slippery';
        if (r === 3) return [int(2), true];
        return [int(3), int(2)];
      };
      s.grid = Array.from({ length: H }, () => Array.from({ length: W }, cell));
      const v = int(H);
      const h = int(W);
      if (!Array.isArray(s.grid[v]![h])) s.grid[v]![h] = [int(3), int(2)];
      const [vdir, hdir] = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ][int(4)]!;
      const b = core.board;
      // Over the whole list (cells shared between rules) it skips exactly what each rule alone would.
      const ruledIn = RULES.map((_, r) => r).filter(
        (r) => !provablyNoMatch(RULES[r], b, v, h, vdir!, hdir!, s.tileNumAmount),
      );
      const walked: number[] = [];
      for (
        let r = firstPossibleRule(RULES, 0, b, v, h, vdir!, hdir!, 2);
        r < RULES.length;
        r = firstPossibleRule(RULES, r + 1, b, v, h, vdir!, hdir!, 2)
      )
        walked.push(r);
      expect(walked).toEqual(ruledIn);
      for (const rule of RULES) {
        const attempt: RuleAttempt = { v, h, vdir: vdir!, hdir: hdir!, addTail: [Infinity, 0, 1], board: b };
        const real = tryRule(rule, attempt, core.ruleEvaluate);
        if (provablyNoMatch(rule, b, v, h, vdir!, hdir!, s.tileNumAmount)) {
          ruledOut++;
          expect(real).toBeNull();
        } else if (real) matched++;
      }
    }
    expect(ruledOut).toBeGreaterThan(1000);
    expect(matched).toBeGreaterThan(50);
  });

  it('on a numeric board, reading sequences cheapest first rules out exactly the same', () => {
    const rng = new Sfc32('rule-filter-numeric');
    const int = (n: number): number => Math.floor(rng.next() * n);
    const core = new Core(defaultMode(), { evaluator: calcEvaluator, seed: 1 });
    const s = core.state;
    let numeric = 0;
    let ruledOut = 0;
    for (let round = 0; round < 3000; round++) {
      const cell = (): Value => {
        const r = int(40);
        if (r < 8) return '@Empty';
        if (r === 8) return '@Void';
        if (r === 9) return '@Slippery';
        // Now and then a component the filter does not model (the board is then not numeric).
        if (r === 10) return [int(2), 'x'];
        if (r === 11) return [BigInt(int(2)), 0];
        if (r === 12) return [int(2)];
        if (r < 16) return [int(2), true];
        return [int(2), int(2)];
      };
      const { tna, v, h } = randomBoard(s, int, cell);
      if (int(8) > 0 && !Array.isArray(s.grid[v]![h])) s.grid[v]![h] = [int(2), int(2)];
      const [vdir, hdir] = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ][int(4)]!;
      const b = core.board;
      const isNumeric = numericBoard(b, tna);
      if (isNumeric) numeric++;
      const walk = (num: boolean): number[] => {
        const out: number[] = [];
        for (
          let r = firstPossibleRule(RULES, 0, b, v, h, vdir!, hdir!, tna, num);
          r < RULES.length;
          r = firstPossibleRule(RULES, r + 1, b, v, h, vdir!, hdir!, tna, num)
        )
          out.push(r);
        return out;
      };
      const walked = walk(isNumeric);
      expect(walked).toEqual(walk(false));
      for (let r = 0; r < RULES.length; r++) {
        if (walked.includes(r)) continue;
        ruledOut++;
        const attempt: RuleAttempt = { v, h, vdir: vdir!, hdir: hdir!, addTail: [Infinity, 0, 1], board: b };
        expect(tryRule(RULES[r]!, attempt, core.ruleEvaluate)).toBeNull();
      }
    }
    expect(numeric).toBeGreaterThan(300);
    expect(ruledOut).toBeGreaterThan(1000);
  });

  it('when it read only the tile and the one in front, its answer depends on nothing else', () => {
    // What `Core.noMatchPairs` relies on: any other cell may change, numeric board kept.
    // The second list's rules are all decided on the pair when the tiles differ (most attempts).
    const lists = [RULES, [RULES[0], RULES[1], RULES[3]]];
    const rng = new Sfc32('rule-filter-pair-only');
    const int = (n: number): number => Math.floor(rng.next() * n);
    const core = new Core(defaultMode(), { evaluator: calcEvaluator, seed: 1 });
    const s = core.state;
    let pairOnly = 0;
    let ruledOut = 0;
    for (let round = 0; round < 4000; round++) {
      const rules = lists[round % 2]!;
      const cell = (): Value => {
        const r = int(20);
        if (r < 5) return '@Empty';
        if (r === 5) return '@Void';
        if (r < 8) return [int(2), true];
        return [int(2), int(2)];
      };
      const { W, H, tna, v, h } = randomBoard(s, int, cell);
      s.grid[v]![h] = [int(2), int(2)];
      const [vdir, hdir] = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ][int(4)]!;
      const b = core.board;
      expect(numericBoard(b, tna)).toBe(true);
      const first = firstPossibleRule(rules, 0, b, v, h, vdir!, hdir!, tna, true);
      if (!readPairOnly()) continue;
      pairOnly++;
      if (first === rules.length) ruledOut++;
      const nv = v + vdir!;
      const nh = h + hdir!;
      for (let k = 0; k < 4; k++) {
        for (let r = 0; r < H; r++)
          for (let c = 0; c < W; c++) if (!((r === v && c === h) || (r === nv && c === nh))) s.grid[r]![c] = cell();
        expect(firstPossibleRule(rules, 0, b, v, h, vdir!, hdir!, tna, true)).toBe(first);
        expect(readPairOnly()).toBe(true);
      }
    }
    expect(pairOnly).toBeGreaterThan(1500);
    expect(ruledOut).toBeGreaterThan(500);
  });

  it('leaves rules it cannot read to the evaluator', () => {
    const b = { cells: [[[1], [2]]], width: 2, height: 1 };
    const withVars: Value = ['@end_vars', 2, eq('@Next 1 0', '@This 0'), true, [[1]], 1];
    const unordered: Value = [2, eq('@Next 1 0', '@This 0'), false, [[1]], 1];
    const scripted: Value = [2, [eq('@Next 1 0', '@This 0'), '&&', ['@GVar 0', '=', 1]], true, [[1]], 1];
    for (const rule of [withVars, unordered, scripted]) expect(provablyNoMatch(rule, b, 0, 0, 0, 1, 1)).toBe(false);
    expect(firstPossibleRule([CLASSIC_MERGE_RULES[0]!, scripted, CLASSIC_MERGE_RULES[0]!], 0, b, 0, 0, 0, 1, 1)).toBe(
      1,
    );
    expect(firstPossibleRule([CLASSIC_MERGE_RULES[0]!, scripted, CLASSIC_MERGE_RULES[0]!], 2, b, 0, 0, 0, 1, 1)).toBe(
      3,
    );
    expect(provablyNoMatch(CLASSIC_MERGE_RULES[0]!, b, 0, 0, 0, 1, 1)).toBe(true);
  });
});
