// Page 3, group A as a whole: declared through the public plugin API, in menu order, showing the
// tile texts the original showed, and identical to the original on its recorded games.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { tileText } from '../../../src/engine/index.ts';
import { PluginRegistry } from '../../../src/plugins/registry.ts';
import { define, playOn } from '../page2/test-kit.ts';
import { page3GroupA } from './group-a.ts';
import { describeRecordedChecks } from '../recorded-test-kit.ts';

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
      for (const options of [
        p.optionsFromModeVars?.(hostile) ?? {},
        { level: '__proto__', extraMerge: 'yes', harder: 1 },
      ]) {
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

// The original's colours: hex, HSLA or gradients (the --display replays compare them exactly).
describeRecordedChecks(page3GroupA, {
  colours: {
    background: /^(#[0-9a-f]{3,8}$|hsla\(|(linear|radial|conic)-gradient\()/,
    text: /^(#[0-9a-f]{3,8}$|hsla\()/,
  },
});
