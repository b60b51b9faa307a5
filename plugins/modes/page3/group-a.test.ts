// Page 3, group A as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import { evaluateColor } from '../../../src/calc/index.ts';
import type { Value } from '../../../src/calc/values.ts';
import { displayRule, tileText } from '../../../src/engine/statboxes.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { define, displayedText, playOn, recorded, replayWithPlugin } from '../page2/test-kit.ts';
import { page3GroupA } from './group-a.ts';

/** Page 3 slots 1–9 (catalog-modes.md): the original's mode numbers. */
const SLOTS = ['54', '55', '56', '57', '68', '67', '77', '78', '80'];

describe('page 3 group A mode plugins', () => {
  it('are 9 plugins in menu order, one per original mode', () => {
    expect(page3GroupA.map((p) => p.recreates?.[0]?.modeId)).toEqual(SLOTS);
    expect(new Set(page3GroupA.map((p) => p.id)).size).toBe(9);
    for (const p of page3GroupA) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(3);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
    }
  });

  it('register through the public registry and build with their defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page3GroupA) reg.register(p);
    for (const p of page3GroupA) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid).toHaveLength(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
      expect(def.winConditions.length).toBeGreaterThan(0);
    }
  });

  it('treat odd mode variables and option values as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true];
    for (const p of page3GroupA) {
      for (const options of [p.optionsFromModeVars?.(hostile) ?? {}, { level: '__proto__', extraMerge: 'yes', harder: 1 }]) {
        const def = p.build(options as Record<string, never>);
        expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
        expect(playOn(p, [['@Empty', '@Empty']], options).state.screen, p.name).toBe('Gameplay');
      }
    }
  });

  it('show the winning tile with the number in the mode name', () => {
    for (const p of page3GroupA) {
      const g = playOn(p, [['@Empty']]);
      expect(tileText(g.core, define(p).winConditions[0]!, 'Self'), p.name).toBe(p.name);
    }
  });
});

describe('tile texts and colours', () => {
  for (const p of page3GroupA) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const g = playOn(p, [['@Empty']]);
      for (const [json, text] of Object.entries(file!.tileTexts ?? {})) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        expect(Array.isArray(text) ? text : [text], json).toContain(displayedText(g, tile));
        const rule = displayRule(g.core, tile, 'None', 'None', tile)!;
        const colour = (c: Value): string => String(evaluateColor(c, g.state, 0, 0, [[tile]]));
        expect(colour(rule[2]!), json).toMatch(/^hsla\(/);
        expect(colour(rule[3]!), json).toMatch(/^#[0-9a-f]{6}$/);
      }
    });
  }
});

describe('recorded games of the original replay identically with our definitions', () => {
  for (const p of page3GroupA) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const reports = replayWithPlugin(p, file!);
      for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
      expect(reports.length).toBe(file!.games.length);
    });
  }
});
