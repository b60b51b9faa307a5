// Page 3, group C (slots 18–25) as a whole: declared through the public plugin API, in menu order,
// showing the tile texts the original showed, and replaying the original's recorded games exactly.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { playOn } from '../page2/test-kit.ts';
import { page3GroupC } from './group-c.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';

/** Menu slots 18–25 of Page 3 (catalog-modes.md): the original's mode numbers. */
const SLOTS = ['93', '95', '75', '85', '96', '92', '58', '41'];

describe('page 3 group C plugins', () => {
  it('are one plugin per original mode, in menu order', () => {
    expect(page3GroupC.map((p) => p.recreates?.[0]?.modeId)).toEqual(SLOTS);
    expect(page3GroupC.map((p) => p.name)).toEqual(['TRIGAT', '3385', '3307', '2669', 'LOCEF', 'SCAPRIM', '10', 'X^Y']);
    for (const p of page3GroupC) {
      expect(p.id).toMatch(/^pc\.[a-z0-9.-]+$/);
      expect(p.page).toBe(3);
      expect(p.category).toBeTruthy();
      expect(p.rules).toBeTruthy();
    }
  });

  it('register through the public registry and build with their defaults', () => {
    const reg = new PluginRegistry();
    for (const p of page3GroupC) reg.register(p);
    for (const p of page3GroupC) {
      const def = reg.buildMode(p.id);
      expect(def.startingGrid).toHaveLength(def.height);
      expect(def.mergeRules.length).toBeGreaterThan(0);
    }
  });

  it('treat odd mode variables and option values as defaults', () => {
    const hostile: Value[] = ['__proto__', 'constructor', Infinity, [[['x']]], -1, NaN, null, true];
    for (const p of page3GroupC) {
      const options = p.optionsFromModeVars?.(hostile) ?? {};
      for (const o of [options, { repeatLimit: -3, maxLength: 99 }]) {
        const g = playOn(p, [['@Empty', '@Empty']], o);
        expect(g.state.screen, p.name).toBe('Gameplay');
      }
    }
  });
});

describeRecordedChecks(page3GroupC, {
  colours: {
    background: /^(#[0-9a-f]{3,8}$|hsla\(|(linear|radial|conic)-gradient\()/,
    text: /^(#[0-9a-f]{3,8}$|hsla\()/,
  },
  statBoxes: true,
});
