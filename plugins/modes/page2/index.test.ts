// The Page 2 plugins as a whole: declared through the public plugin API, in menu order, and
// identical to the original on its recorded games (every snapshot of every game).
import { describe, expect, it } from 'vitest';
import { tileText } from '../../../src/engine/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { page2Modes } from './index.ts';
import { define, playOn } from './test-kit.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';
import type { Value } from '../../../src/calc/values.ts';

/** Menu order of Page 2 (catalog-modes.md): the original's mode numbers. */
const PAGE_ORDER = [
  '26',
  '27',
  '28',
  '46',
  '52',
  '33',
  '76',
  '63',
  '53',
  '30',
  '64',
  '65',
  '66',
  '32',
  '42',
  '29',
  '47',
  '51',
  '48',
  '87',
  '83',
  '84',
  '90',
  '94',
  '38',
];

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
      for (const options of [
        fromVars,
        { lengths: '__proto__', lengthList: 'constructor', firstGoalMinimum: Infinity, largestFilled: 'yes' },
      ]) {
        const def = p.build(options as Record<string, never>);
        expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
        const g = playOn(p, [['@Empty', '@Empty']], options);
        expect(g.state.screen, p.name).toBe('Gameplay');
      }
    }
  });

  it('show the winning tile with the number in the mode name', () => {
    const expected: Record<string, string> = {
      '29': '1535',
      '47': '2187',
      '51': '1365',
      '94': '9261',
      '90': '3375',
      '84': '1024',
      '83': '1296',
    };
    for (const p of page2Modes) {
      const id = p.recreates![0]!.modeId;
      const def = define(p);
      const g = playOn(p, [['@Empty']]);
      const want = expected[id] ?? p.name.replace(/^\D+/, '');
      expect(tileText(g.core, def.winConditions[0]!, 'Self').replace(/,/g, ''), p.name).toBe(want);
    }
  });
});

// Colours are compared with the original's in looks.test.ts.
describeRecordedChecks(page2Modes, { textualOnly: TEXTUAL_ONLY });
