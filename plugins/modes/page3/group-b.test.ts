// Page 3, group B as a whole: declared through the public plugin API, in menu order, and identical
// to the original on its recorded games (every snapshot of every game).
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { builtinPlugins } from '../../index.ts';
import { playOn } from '../page2/test-kit.ts';
import { page3GroupB } from './group-b.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';

/** Page 3 slots 10–17 (catalog-modes.md): the original's mode numbers. */
const SLOTS = ['86', '89', '72', '61', '79', '91', '73', '88'];

describe('page 3 group B plugins', () => {
  it('are 8 plugins in menu order, one per original mode, registered with the built-ins', () => {
    expect(page3GroupB.map((p) => p.recreates?.[0]?.modeId)).toEqual(SLOTS);
    expect(new Set(page3GroupB.map((p) => p.id)).size).toBe(8);
    for (const p of page3GroupB) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(3);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
      expect(builtinPlugins).toContain(p);
    }
  });

  it('register through the public registry and build with their defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page3GroupB) reg.register(p);
    for (const p of page3GroupB) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid).toHaveLength(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
    }
  });

  it('treat odd mode variables as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true, 'list', 1e300];
    for (const p of page3GroupB) {
      const options = p.optionsFromModeVars?.(hostile) ?? {};
      expect(p.build(options).mergeRules.length, p.name).toBeGreaterThan(0);
      expect(playOn(p, [['@Empty', '@Empty']], options).state.screen, p.name).toBe('Gameplay');
    }
  });
});

describeRecordedChecks(page3GroupB, {
  colours: {
    background: /^(#[0-9a-f]{3,8}$|hsla\(|(linear|radial|conic)-gradient\()/,
    text: /^(#[0-9a-f]{3,8}$|hsla\()/,
  },
});
