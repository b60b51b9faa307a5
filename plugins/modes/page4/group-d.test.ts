// Page 4, group D as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import { evaluateColor } from '../../../src/calc/index.ts';
import type { Value } from '../../../src/calc/values.ts';
import { displayRule } from '../../../src/engine/statboxes.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { displayedText, playOn, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { page4GroupD } from './group-d.ts';

/** Menu order of these slots (catalog-modes.md): the original's mode numbers. */
const ORDER = ['31', '49', '81', '82', '40', '43', '59', '70', '69', '97', '37', '71'];

describe('page 4 group D plugins', () => {
  it('are 12 plugins in menu order, one per original mode', () => {
    expect(page4GroupD.map((p) => p.recreates?.[0]?.modeId)).toEqual(ORDER);
    expect(new Set(page4GroupD.map((p) => p.id)).size).toBe(ORDER.length);
    for (const p of page4GroupD) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(4);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
    }
  });

  it('register through the public registry and build with their defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page4GroupD) reg.register(p);
    for (const p of page4GroupD) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid).toHaveLength(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
    }
  });

  it('treat odd or hostile mode variables as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 'list', 1e300];
    for (const p of page4GroupD) {
      const options = p.optionsFromModeVars?.(hostile) ?? {};
      expect(p.build(options).mergeRules.length, p.name).toBeGreaterThan(0);
      const g = playOn(p, [['@Empty', '@Empty']], options);
      expect(g.state.screen, p.name).toBe('Gameplay');
    }
  });
});

describe('tile texts match the ones the original showed', () => {
  for (const p of page4GroupD) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const g = playOn(p, [['@Empty']]);
      for (const [json, text] of Object.entries(file!.tileTexts ?? {})) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        const texts = Array.isArray(text) ? text : [text];
        expect(texts, json).toContain(displayedText(g, tile));
      }
    });
  }
});

describe('tile colours evaluate for every tile the original showed', () => {
  for (const p of page4GroupD) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const g = playOn(p, [['@Empty']]);
      for (const json of Object.keys(file!.tileTexts ?? {})) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        const rule = displayRule(g.core, tile, 'None', 'None', tile)!;
        const colour = (c: Value): string => String(evaluateColor(c, g.state, 0, 0, [[tile]]));
        expect(colour(rule[2]!), json).toMatch(/^(hsla|linear-gradient)\(|^#[0-9a-f]{6}$/);
        expect(colour(rule[3]!), json).toMatch(/^#[0-9a-f]{6}$/);
      }
    });
  }
});

describe('recorded games of the original replay identically with our definitions', () => {
  for (const p of page4GroupD) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const reports = replayWithPlugin(p, file!);
      for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
      expect(reports.length).toBe(file!.games.length);
    });
  }
});
