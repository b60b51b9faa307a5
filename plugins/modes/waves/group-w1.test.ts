// Waves group W1 as a whole: declared through the public plugin API, without a menu page, showing
// the tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { builtinPlugins } from '../../index.ts';
import { playOn, recorded } from '../page2/test-kit.ts';
import { wavesGroupW1 } from './group-w1.ts';
import { describeRecordedChecks } from '../recorded-suites.ts';

const MODE_IDS = ['96.50118', '101', '34.50118', '50.22', '50.1', '91.50118', '98.01'];

describe('waves group W1', () => {
  it('is one plugin per original mode, with no menu page', () => {
    expect(wavesGroupW1.map((p) => p.recreates?.[0]?.modeId)).toEqual(MODE_IDS);
    expect(new Set(wavesGroupW1.map((p) => p.id)).size).toBe(MODE_IDS.length);
    for (const p of wavesGroupW1) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBeUndefined();
      expect(p.category).toBe(p.recreates?.[0]?.modeId === '98.01' ? 'Secret' : 'Waves');
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
    }
  });

  it('is registered with the built-in plugins', () => {
    for (const p of wavesGroupW1) expect(builtinPlugins).toContain(p);
  });

  it('registers through the public registry and builds with its defaults', () => {
    const reg = new PluginRegistry();
    for (const p of wavesGroupW1) reg.register(p);
    for (const p of wavesGroupW1) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid, p.name).toHaveLength(def.height);
      expect(def.mergeRules.length, p.name).toBeGreaterThan(0);
      expect(def.gameplayRulesText, p.name).not.toEqual([]);
    }
  });

  it('treats odd mode variables as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 1e300];
    for (const p of wavesGroupW1) {
      const options = p.optionsFromModeVars?.(hostile) ?? {};
      const g = playOn(p, [['@Empty', '@Empty']], options);
      expect(g.state.screen, p.name).toBe('Gameplay');
    }
  });
});

describeRecordedChecks(wavesGroupW1, { colours: { background: /^hsla\(/, text: /^#[0-9a-f]{6}$/ }, statBoxes: true });
