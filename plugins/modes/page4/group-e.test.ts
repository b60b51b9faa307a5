// Page 4, group E as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { builtinPlugins } from '../../index.ts';
import { playOn, recorded } from '../page2/test-kit.ts';
import { page4GroupE } from './group-e.ts';
import { describeRecordedChecks } from '../recorded-suites.ts';

/** The original's mode numbers of Page 4 slots 11–15 and 18–25, in menu order. */
const MENU_ORDER = ['34', '98', '35', '36', '62', '39', '60', '99', '45', '74', '50', '44', '100'];

describe('page 4, group E', () => {
  it('is one plugin per original mode, in menu order, on page 4', () => {
    expect(page4GroupE.map((p) => p.recreates?.[0]?.modeId)).toEqual(MENU_ORDER);
    expect(new Set(page4GroupE.map((p) => p.id)).size).toBe(MENU_ORDER.length);
    for (const p of page4GroupE) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(4);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
  });

  it('is registered with the built-in plugins', () => {
    for (const p of page4GroupE) expect(builtinPlugins).toContain(p);
  });

  it('registers through the public registry and builds with its defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page4GroupE) reg.register(p);
    for (const p of page4GroupE) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid, p.name).toHaveLength(def.height);
      expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
      expect(def.gameplayRulesText, p.name).not.toEqual([]);
    }
  });

  it('treats odd mode variables as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 1e300];
    for (const p of page4GroupE) {
      const options = p.optionsFromModeVars?.(hostile) ?? {};
      const g = playOn(p, [['@Empty', '@Empty']], options);
      expect(g.state.screen, p.name).toBe('Gameplay');
    }
  });
});

describeRecordedChecks(page4GroupE, { colours: { background: /^hsla\(/, text: /^#[0-9a-f]{6}$/ }, statBoxes: true });
