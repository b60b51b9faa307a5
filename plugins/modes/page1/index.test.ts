import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import type { Value } from '../../../src/calc/values.ts';
import { page1Modes } from './index.ts';
import { definition, optionsOf, recordedFile, textOf } from './test-kit.ts';

describe('Page 1 mode plugins', () => {
  const menu = page1Modes.filter((p) => p.page === 1);
  it('declares one plugin per menu slot, recreating modes 1–25 in order, plus the secrets', () => {
    expect(menu.map((p) => p.recreates?.map((r) => r.modeId))).toEqual(
      Array.from({ length: 25 }, (_, i) => [String(i + 1)]),
    );
    expect(page1Modes.filter((p) => p.page === undefined).map((p) => p.recreates![0]!.modeId)).toEqual(['1.5', '3.24']);
    expect(new Set(page1Modes.map((p) => p.id)).size).toBe(27);
    for (const p of menu) {
      expect(p.id).toMatch(/^pc\.[a-z0-9-]+$/);
      expect(p.page).toBe(1);
      expect(p.rules?.length).toBeGreaterThan(20);
    }
  });

  it('registers through the public registry and builds with default options', () => {
    const reg = new PluginRegistry();
    for (const p of page1Modes) reg.register(p);
    for (const p of page1Modes) {
      const def = reg.buildMode(p.id);
      expect(def.width).toBeGreaterThan(0);
      expect(def.startingGrid.length).toBe(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
      expect(def.winConditions.length).toBeGreaterThan(0);
    }
  });

  it('honours the grid size options', () => {
    const def = definition(page1Modes[1]!, { width: 7, height: 3 });
    expect([def.width, def.height, def.startingGrid.length, def.startingGrid[0]!.length]).toEqual([7, 3, 3, 7]);
  });

  it('uses the spawn tables and winning tiles of the catalog', () => {
    const byMode = (id: string) => definition(page1Modes[Number(id) - 1]!);
    expect(byMode('1').startTileSpawns).toEqual([
      [[0], 85],
      [[1], 12],
      [[2], 3],
    ]);
    expect(byMode('2').startTileSpawns).toEqual([
      [[0, 1], 85],
      [[0, 2], 10],
      [[1, 1], 5],
    ]);
    expect(byMode('2').winConditions).toEqual([[7, 1]]);
    expect(byMode('14').startTileSpawns).toEqual([
      [[-1], 65],
      [[-2], 35],
    ]);
    expect(byMode('21').winConditions).toEqual([[2, 0]]);
    expect(byMode('22').width).toBe(7);
    expect(byMode('24').winConditions).toEqual([[7, 2]]);
    expect(byMode('25').winRequirement).toBe(4);
  });

  // Every tile a recorded game showed, with the text the original drew on it.
  for (const p of page1Modes) {
    const id = p.recreates![0]!.modeId;
    it(`mode ${id} (${p.name}) shows the recorded tile texts`, () => {
      const file = recordedFile(id);
      const def = p.build(optionsOf(p, decodeCorpusValue(file.modeVars ?? []) as Value[]));
      for (const [key, text] of Object.entries(file.tileTexts)) {
        const tile = decodeCorpusValue(JSON.parse(key));
        expect([key, textOf(def, tile)]).toEqual([key, Array.isArray(text) ? text[0] : text]);
      }
    });
  }
});

describe('variants from the original mode variables', () => {
  const [m2048, , , m3125] = page1Modes;
  it('2048: mode_vars[0] switches to the original 2048 spawns', () => {
    expect(optionsOf(m2048!, [false, 0])).toEqual({ originalSpawns: false });
    expect(definition(m2048!, optionsOf(m2048!, [true, 3])).startTileSpawns).toEqual([
      [[1], 90],
      [[2], 10],
    ]);
  });

  it('3125: without 3 + 1 only 2 + 2 makes 4, and the spawn weights change', () => {
    const def = definition(m3125!, optionsOf(m3125!, [false]));
    expect(def.startTileSpawns).toEqual([
      [[0, 1], 80],
      [[0, 2], 10],
      [[0, 3], 4],
      [[0, 4], 4],
      [[1, 1], 2],
    ]);
    expect(def.mergeRules.length).toBe(definition(m3125!).mergeRules.length - 1);
  });

  it('XXXX: [min, max] and ["Array", lengths] forms', () => {
    const xxxx = page1Modes[24]!;
    expect(optionsOf(xxxx, [2, Infinity])).toEqual({ lengthForm: 'range', minLength: 2, maxLength: 0 });
    const list = optionsOf(xxxx, ['Array', [2, 3, 5]]);
    expect(list).toEqual({ lengthForm: 'list', lengthList: [2, 3, 5] });
  });
});
