import { describe, expect, it } from 'vitest';
import { dependsOnlyOnTile } from './display-purity.ts';

describe('dependsOnlyOnTile', () => {
  it('accepts expressions over the tile itself, text and colour words', () => {
    expect(dependsOnlyOnTile([[true, [2, '^', '@This 0'], ['@HSLA', ['@This 1', '*', 30], 70, 50, 1], '#fff']])).toBe(true);
    expect(dependsOnlyOnTile(['@TextE', ['@Bold', '@This 0'], ['@Superscript', 2]])).toBe(true);
    expect(dependsOnlyOnTile(['#776e65', '@if', ['@This 0', '>=', 3], '2nd', '#fff', '@end-if'])).toBe(true);
    expect(dependsOnlyOnTile([1, '@end_vars', '@Var 0', '+', 1])).toBe(true);
    expect(dependsOnlyOnTile('#123456')).toBe(true);
  });

  it('rejects anything that reads the position, the board, game state, time or randomness', () => {
    for (const x of ['@Score', '@This @VCoord', '@VCoord', '@Next 1 0', '@Relative 0 1', '@Grid 0 0', '@GVar 0', '@MVar', '@Moves', '@TimeSinceStartGame', '@include_gvars', '@This 0 @FromVCoord 1', '@global_var_retain'])
      expect(dependsOnlyOnTile([[true, ['@This 0', '+', x]]]), x).toBe(false);
    for (const op of ['rand_int', 'weightedRandomArrayEntry', 'tileValue', 'mergeRuleApplies']) expect(dependsOnlyOnTile([1, op, 6]), op).toBe(false);
  });

  it('handles shared and cyclic structure', () => {
    const a: unknown[] = ['@This 0'];
    a.push(a);
    expect(dependsOnlyOnTile(a as never)).toBe(true);
  });
});
