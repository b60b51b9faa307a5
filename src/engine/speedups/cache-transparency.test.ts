// The proof that a mode's merge-result cache is transparent (cache-transparency.ts): rules and
// modes that must qualify, and the many that must not. tests/cache-bypass.test.ts plays modes with
// the cache left out and kept and compares them.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../calc/values.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { mayBypassCache, rulesTransparent } from './cache-transparency.ts';
import { Game } from '../game.ts';
import { defaultMode, type ModeDefinition } from '../mode.ts';

const eq = (d: number, k: number): Value => [`@Next ${d} ${k}`, '=', `@This ${k}`];
const ne = (at: string, k: number): Value => [`${at} ${k}`, '!=', `@This ${k}`];

/** 180's rules (recorded mode 38): five, three and two equal tiles, with look-behind guards. */
function rule180(L: number): Value {
  const same: Value[] = [];
  for (let d = 1; d < L; d++) for (let k = 0; k < 3; k++) same.push('&&', eq(d, k));
  const behind: Value = [ne('@NextNE -1', 0), '||', ne('@NextNE -1', 1), '||', ne('@NextNE -1', 2)];
  const after: Value = [ne(`@Next ${L}`, 0), '||', ne(`@Next ${L}`, 1), '||', ne(`@Next ${L}`, 2)];
  const out: Value = ['@This 0', ['@This 1', '+', 1], '@This 2'];
  return [
    L,
    [behind, '&&', after, ...same],
    true,
    [out],
    [[2, '^', '@This 0'], '*', L],
    [false, ...new Array<Value>(L - 1).fill(true)],
  ];
}
const RULES_180 = [rule180(5), rule180(3), rule180(2)];

/** A two-tile rule of `cond` with one result. */
const pair = (cond: Value, out: Value = [[['@This 0', '+', 1]]], ordered: Value = true): Value => [
  2,
  cond,
  ordered,
  out,
  0,
];

describe('rulesTransparent', () => {
  it("holds for 180's rules with its key (six checked cells, lookback 2) and classic's rule", () => {
    expect(rulesTransparent(RULES_180, 6, 2)).toBe(true);
    expect(rulesTransparent([pair(eq(1, 0))], 2, 0)).toBe(true);
    expect(rulesTransparent([pair(eq(1, 0), [[['@This 0', '+', 1]]], false)], 2, 0)).toBe(true);
  });

  it('fails when a rule that can merge reads past the key', () => {
    // Five tiles need five checked cells (their used-up flags decide the key).
    expect(rulesTransparent(RULES_180, 4, 2)).toBe(false);
    // Without a cell in front, the five-tile rule's `@Next 5` lies outside.
    expect(rulesTransparent(RULES_180, 6, 1)).toBe(false);
    // Without look-behind, `@NextNE -1` lies outside.
    expect(rulesTransparent(RULES_180, 6, 0)).toBe(false);
    const guarded = pair([eq(1, 0), '&&', ne('@Next 3', 0)]);
    expect(rulesTransparent([guarded], 2, 2)).toBe(false);
    expect(rulesTransparent([guarded], 2, 3)).toBe(true);
    // `@NextNE 1` is the first non-empty cell ahead: the key's look-behind list may stop before it.
    expect(rulesTransparent([pair([eq(1, 0), '&&', ne('@NextNE 1', 0)])], 6, 4)).toBe(false);
  });

  it('fails for rules that read what the key ignores', () => {
    expect(rulesTransparent([pair([eq(1, 0), '&&', ['@HDir', '=', -1]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair([eq(1, 0), '&&', ['@Var 0', '=', 0]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair([eq(1, 0), '&&', ['@GVar 0', '=', 0]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair([eq(1, 0), '&&', ['@Position', '=', 0]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair([eq(1, 0), '&&', [['rand_int', 2], '=', 0]])], 2, 1)).toBe(false);
    // Rule variables (a prefix) and computed slots are left to the cache.
    expect(rulesTransparent([['@var_retain', 1, ...(pair(eq(1, 0)) as Value[])]], 2, 1)).toBe(false);
  });

  it('fails for outputs a hit would place differently, or that can be −0', () => {
    expect(rulesTransparent([pair(eq(1, 0), ['@MergeOverflowPush', ['@This 0'], ['@This 0']])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), ['@MergeReverseStart', ['@This 0']])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [['@This 0'], ['@This 0'], ['@This 0']])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [['@CalcArray', '@This 0']])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), ['@This 0'])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [[['@This 0', '*', 2]]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [[-0]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [[['@This 0', '/', -1]]])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [['-0']])], 2, 1)).toBe(false);
    expect(rulesTransparent([pair(eq(1, 0), [[['@This 0', '-', 1, '+', '@Next 1 0']]])], 2, 1)).toBe(true);
  });
});

/** A 4×4 game of classic's rule, started, with `changes`. */
function started(changes: Partial<ModeDefinition>, opts: { cacheBypass?: boolean } = {}): Game {
  const g = new Game(defaultMode({ mergeRules: [pair(eq(1, 0))], ...changes }), {
    evaluator: calcEvaluator,
    seed: 3,
    clock: () => 0,
    ...opts,
  });
  g.start();
  return g;
}

describe('mayBypassCache', () => {
  it('lets a plain mode leave its cache out, and keeps it when asked to', () => {
    expect(started({}).core.cache.bypass).toBe(true);
    expect(started({}, { cacheBypass: false }).core.cache.bypass).toBe(false);
    expect(started({ mergeResultKnownLevel: 0 }).core.cache.bypass).toBe(false);
    // Replay playback feeds recorded tiles from outside the mode.
    const replayed = new Game(defaultMode({ mergeRules: [pair(eq(1, 0))] }), {
      evaluator: calcEvaluator,
      seed: 3,
      clock: () => 0,
    });
    replayed.start({ spawns: [] });
    expect(replayed.core.cache.bypass).toBe(false);
  });

  it('keeps the cache for modes where something else could make a hit differ', () => {
    // Merge scripts get no rule variables after a hit; any script may write tiles.
    expect(started({ scripts: [[[0], 'Merge']] }).core.cache.bypass).toBe(false);
    expect(started({ multiMerge: true }).core.cache.bypass).toBe(false);
    expect(started({ movementParameters: ['@VDir', '@HDir', 1] }).core.cache.bypass).toBe(false);
    expect(started({ mergeRules: [pair([eq(1, 0), '&&', ['@VDir', '=', 1]])] }).core.cache.bypass).toBe(false);
    // An expression anywhere in the mode that writes a tile or a spawn entry (display code, stat
    // boxes, directions) could bring a −0 tile.
    const box: Value = ['Edit', ['@GVar 0'], false, null, null, null, true, ['@replace_tile', 0, 0, [-0]]];
    expect(started({ statBoxes: [box] }).core.cache.bypass).toBe(false);
    expect(
      started({ statBoxes: [['Edit', 0, false, null, null, null, true, ['@edit_spawn', 0, [[1], 1]]]] }).core.cache
        .bypass,
    ).toBe(false);
    // Spawns that are evaluated, or hold −0.
    expect(started({ startTileSpawns: [[[[0, '*', -1]], 1]] }).core.cache.bypass).toBe(false);
    expect(started({ startTileSpawns: [[[-0], 1]] }).core.cache.bypass).toBe(false);
    expect(started({ startTileSpawns: [[[1], 1]] }).core.cache.bypass).toBe(true);
  });

  it('is decided for a lifetime: a game whose board holds −0 keeps it', () => {
    const g = started({});
    g.state.grid[0]![0] = [-0];
    expect(mayBypassCache(g.core)).toBe(false);
    g.state.grid[0]![0] = [0];
    expect(mayBypassCache(g.core)).toBe(true);
    // Once a lifetime has stored or snapshotted anything, it does not switch.
    g.core.cache.snapshot();
    g.core.cache.setBypass(false);
    expect(g.core.cache.bypass).toBe(true);
  });

  it('answers alike when asked again (rules and spawn entries are remembered by object)', () => {
    const g = started({});
    for (let k = 0; k < 2; k++) {
      expect(mayBypassCache(g.core)).toBe(true);
      // An entry added to the live spawn table is looked at, a forbidden word inside it found.
      g.state.tileSpawns.push([['@run_script', 0], 1]);
      expect(mayBypassCache(g.core)).toBe(false);
      g.state.tileSpawns.pop();
      g.state.tileSpawns.push([[1, ['@edit_spawn']], 1]);
      expect(mayBypassCache(g.core)).toBe(false);
      g.state.tileSpawns.pop();
      // So is a rule list with one more rule.
      const rules = g.state.mergeRules;
      g.state.mergeRules = [...rules, [2, eq(1, 0), true, [[['@This 0', '+', 1]]], ['@CalcArray', 0]]];
      expect(mayBypassCache(g.core)).toBe(false);
      g.state.mergeRules = rules;
      // −0 anywhere in a tile on the board, in any row.
      g.state.grid[3]![2] = [1, [2, -0]];
      expect(mayBypassCache(g.core)).toBe(false);
      g.state.grid[3]![2] = '@Empty';
      g.state.grid[1] = [...g.state.grid[1]!, [-0]];
      expect(mayBypassCache(g.core)).toBe(false);
      g.state.grid[1]!.pop();
    }
    expect(mayBypassCache(g.core)).toBe(true);
  });

  it('comes back with undo across a new game', () => {
    const g = new Game(defaultMode({ mergeRules: [pair(eq(1, 0))] }), {
      evaluator: calcEvaluator,
      seed: 3,
      clock: () => 0,
    });
    g.start();
    expect(g.core.cache.bypass).toBe(true);
    const snap = g.core.cache.snapshot();
    g.core.cache.clear();
    expect(g.core.cache.bypass).toBe(false);
    g.core.cache.restore(snap);
    expect(g.core.cache.bypass).toBe(true);
  });
});
