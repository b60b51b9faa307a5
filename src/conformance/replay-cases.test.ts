import { describe, expect, it } from 'vitest';
import { GameState } from '../engine/state.ts';
import { pluginFor, spawnTablesEquivalent } from './replay-cases.ts';
import { defaultMode } from '../engine/mode.ts';
import type { ModePlugin } from '../plugins/types.ts';

describe('spawn tables written differently', () => {
  const state = new GameState();
  state.discoveredTiles = [[1], [5], [3]];
  const recorded = [[['@CalcArray', 1, 'rand_int', ['@DiscTiles', 'arr_length'], 'Array'], 10]];
  it('are equivalent when their expressions evaluate alike under the same draws', () => {
    const ours = [[['@CalcArray', 3, 'rand_int', 1, 'Array'], [5, '*', 2]]];
    expect(spawnTablesEquivalent(recorded, ours, state)).toBe(true);
  });
  it('are not when a value or a draw differs', () => {
    expect(spawnTablesEquivalent(recorded, [[['@CalcArray', 4, 'rand_int', 1, 'Array'], 10]], state)).toBe(false);
    expect(spawnTablesEquivalent(recorded, [[['@CalcArray', 1, 'rand_int', 3, 'Array'], 11]], state)).toBe(false);
    expect(spawnTablesEquivalent(recorded, [], state)).toBe(false);
  });
});

describe('pluginFor', () => {
  const p: ModePlugin = { id: 'pc.x', version: '1.0.0', kind: 'mode', name: 'X', recreates: [{ modeId: '38' }], build: () => defaultMode() };
  it('finds the plugin of a variant file by its base mode id', () => {
    expect(pluginFor([p], '38')).toBe(p);
    expect(pluginFor([p], '38--toggleArrangement')).toBe(p);
    expect(pluginFor([p], '3')).toBeUndefined();
  });
});
