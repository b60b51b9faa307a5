// Waves modes, group W2 as a whole: declared through the public plugin API, showing the tile texts
// the original showed, and identical to the original on its recorded games (stat boxes included).
import { describe, expect, it } from 'vitest';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { builtinPlugins } from '../../index.ts';
import { wavesGroupW2 } from './group-w2.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';

describe('waves modes, group W2', () => {
  it('has no menu page, the Waves category and complete metadata', () => {
    expect(new Set(wavesGroupW2.map((p) => p.id)).size).toBe(wavesGroupW2.length);
    for (const p of wavesGroupW2) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBeUndefined();
      expect(p.category).toBe('Waves');
      expect(p.rules).toBeTruthy();
      expect(p.description).toBeTruthy();
      expect(p.recreates?.[0]?.modeId).toBeTruthy();
    }
  });

  it('is registered with the built-in plugins and builds through the registry', () => {
    const reg = new PluginRegistry();
    for (const p of wavesGroupW2) {
      expect(builtinPlugins).toContain(p);
      reg.register(p);
    }
    for (const p of wavesGroupW2) {
      const def = reg.buildMode(p.id);
      expect(def.winRequirement, p.name).toBe(false);
      expect(def.gameplayRulesText, p.name).not.toEqual([]);
    }
  });
});

describeRecordedChecks(wavesGroupW2, { statBoxes: true });
