// Page 4, group D as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { playOn } from '../page2/test-kit.ts';
import { page4GroupD } from './group-d.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';

/** The original's colours: hex, hsla, or a gradient (linear, radial or conic) of them. */
const ORIGINAL_COLOURS = {
  background: /^(hsla|(linear|radial|conic)-gradient)\(|^#([0-9a-f]{3}){1,2}$/,
  text: /^#[0-9a-f]{6}$/,
};

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

describeRecordedChecks(page4GroupD, {
  colours: ORIGINAL_COLOURS,
});
