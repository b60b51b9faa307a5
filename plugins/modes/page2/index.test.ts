// The Page 2 plugins as a whole: declared through the public plugin API, in menu order, and
// identical to the original on its recorded games (every snapshot of every game).
import { describe, expect, it } from 'vitest';
import { evaluateColor } from '../../../src/calc/index.ts';
import { displayRule, tileText } from '../../../src/engine/statboxes.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { page2Modes } from './index.ts';
import { define, displayedText, playOn, recorded, replayWithPlugin } from './test-kit.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import type { Value } from '../../../src/calc/values.ts';

/** Menu order of Page 2 (catalog-modes.md): the original's mode numbers. */
const PAGE_ORDER = ['26', '27', '28', '46', '52', '33', '76', '63', '53', '30', '64', '65', '66', '32', '42', '29', '47', '51', '48', '87', '83', '84', '90', '94', '38'];

/**
 * Snapshot fields that cannot match by construction. 3072's spawn table holds the bonus-spawn
 * expression itself, and ours is written from the rules (same behaviour, different text).
 */
const TEXTUAL_ONLY: Record<string, string[]> = { '30': ['tileSpawns'] };

describe('page 2 mode plugins', () => {
  it('are 25 plugins in menu order, one per original mode', () => {
    expect(page2Modes.map((p) => p.recreates?.[0]?.modeId)).toEqual(PAGE_ORDER);
    expect(new Set(page2Modes.map((p) => p.id)).size).toBe(25);
    for (const p of page2Modes) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(2);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
    }
  });

  it('register through the public registry and build with their defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page2Modes) reg.register(p);
    for (const p of page2Modes) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid).toHaveLength(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
      expect(def.winConditions.length).toBeGreaterThan(0);
    }
  });

  it('treat odd or hostile option values and mode variables as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 'list', 1e300];
    for (const p of page2Modes) {
      const fromVars = p.optionsFromModeVars?.(hostile) ?? {};
      for (const options of [fromVars, { lengths: '__proto__', lengthList: 'constructor', firstGoalMinimum: Infinity, largestFilled: 'yes' }]) {
        const def = p.build(options as Record<string, never>);
        expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
        const g = playOn(p, [['@Empty', '@Empty']], options);
        expect(g.state.screen, p.name).toBe('Gameplay');
      }
    }
  });

  it('show the winning tile with the number in the mode name', () => {
    const expected: Record<string, string> = { '29': '1535', '47': '2187', '51': '1365', '94': '9261', '90': '3375', '84': '1024', '83': '1296' };
    for (const p of page2Modes) {
      const id = p.recreates![0]!.modeId;
      const def = define(p);
      const g = playOn(p, [['@Empty']]);
      const want = expected[id] ?? p.name.replace(/^\D+/, '');
      expect(tileText(g.core, def.winConditions[0]!, 'Self').replace(/,/g, ''), p.name).toBe(want);
    }
  });
});

describe('tile texts match the ones the original showed', () => {
  for (const p of page2Modes) {
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
  for (const p of page2Modes) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const g = playOn(p, [['@Empty']]);
      for (const json of Object.keys(file!.tileTexts ?? {})) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        const rule = displayRule(g.core, tile, 'None', 'None', tile)!;
        // Colours of a lone tile: its own cell is (0, 0) of a one-tile container.
        const colour = (c: Value): string => String(evaluateColor(c, g.state, 0, 0, [[tile]]));
        expect(colour(rule[2]!), json).toMatch(/^(hsla|linear-gradient)\(/);
        expect(colour(rule[3]!), json).toMatch(/^#[0-9a-f]{6}$/);
        for (const addon of rule.slice(7)) if (Array.isArray(addon) && addon[0] === 'PrimeImage') expect(colour(addon[1]!)).toMatch(/^hsla\(/);
      }
    });
  }
});

describe('recorded games of the original replay identically with our definitions', () => {
  for (const p of page2Modes) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id})`, () => {
      const reports = replayWithPlugin(p, file!, TEXTUAL_ONLY[id] ?? []);
      for (const r of reports) expect(r.passed, `seed ${r.seed}: ${JSON.stringify(r.mismatch ?? r.error)}`).toBe(true);
      expect(reports.length).toBe(file!.games.length);
    });
  }
});
