import { describe, expect, it } from 'vitest';
import type { Value } from '../calc/values.ts';
import { MAX_BOARD_SIDE } from './board-size.ts';
import { encodeJsonPart, joinCode } from './envelope.ts';
import { SaveCodeError } from './errors.ts';
import { exportModifiersCode, importModifiersCode, mergeImportedModifiers, withoutIndex16 } from './modifiers-code.ts';

/** formats.md §8: the code of all-default modifiers, as exported by the original. */
const DEFAULTS =
  '@2048PowCompModifiers|3.0|WyYjeDIyO0BJbmZpbml0eSYjeDIyOywxLDIsZmFsc2UsJiN4MjI7QWxsJiN4MjI7LCYjeDIyO1NxdWFyZSYjeDIyOywwLDAsMCwwLCYjeDIyO09ydGhvZ29uYWwmI3gyMjssZmFsc2UsLTEsJiN4MjI7Tm9uZSYjeDIyOywwLCYjeDIyO1JlZ3VsYXImI3gyMjssMCwwLDEsMCxmYWxzZSwxLDEsMSwwLDEsMSwwLDEwMCwwLDAsZmFsc2UsMF0=|W10=|';

describe('Modifiers codes', () => {
  it('imports and re-exports the spec example byte for byte', () => {
    const { version, modifiers } = importModifiersCode(DEFAULTS);
    expect(version).toBe('3.0');
    const m = modifiers.modifiers;
    expect([m[0], m[1], m[2], m[3], m[4], m[5], m[10], m[12], m[13], m[15]]).toEqual([
      Infinity,
      1,
      2,
      false,
      'All',
      'Square',
      'Orthogonal',
      -1,
      'None',
      'Regular',
    ]);
    expect(m).toHaveLength(33); // 34 modifiers without index 16
    expect(modifiers.auto_directions).toEqual([]);
    expect(modifiers.customGrid).toBeNull();
    expect(exportModifiersCode(modifiers)).toBe(DEFAULTS);
  });

  it('reads the custom grid parts when modifier 5 is "Custom"', () => {
    const mods = importModifiersCode(DEFAULTS).modifiers.modifiers.slice();
    mods[5] = 'Custom';
    const grid = {
      width: 3,
      height: 2,
      hexagonal: false,
      startingGrid: [
        ['@Empty', '@Void', '@Empty'],
        ['@Slippery', '@Empty', '@BlackBox'],
      ],
      directions: [],
    };
    const code = exportModifiersCode({ modifiers: mods, auto_directions: [], customGrid: grid });
    expect(code.split('|')).toHaveLength(10);
    expect(importModifiersCode(code).modifiers.customGrid).toEqual(grid);
    expect(() => exportModifiersCode({ modifiers: mods, auto_directions: [], customGrid: null })).toThrow(
      SaveCodeError,
    );
    expect(() => importModifiersCode(code.split('|').slice(0, 7).join('|'))).toThrow(/part 7/);
  });

  it('refuses a custom grid past the one board-size limit before reading its grid', () => {
    const mods = importModifiersCode(DEFAULTS).modifiers.modifiers.slice();
    mods[5] = 'Custom';
    const grid = { width: 500, height: 500, hexagonal: false, startingGrid: 'not even a grid', directions: [] };
    const code = exportModifiersCode({ modifiers: mods, auto_directions: [], customGrid: grid });
    expect(() => importModifiersCode(code)).toThrow(/part 5 \(height\): a 500×500 board is too large/);
    const at = exportModifiersCode({
      modifiers: mods,
      auto_directions: [],
      customGrid: { ...grid, width: MAX_BOARD_SIDE, height: 1, startingGrid: [] },
    });
    expect(importModifiersCode(at).modifiers.customGrid?.width).toBe(MAX_BOARD_SIDE);
  });

  it('migrates a boolean modifier 12 and rejects a non-list', () => {
    const old: Value[] = importModifiersCode(DEFAULTS).modifiers.modifiers.slice();
    old[12] = true;
    const code = joinCode('modifiers', '2.1', [encodeJsonPart(old), encodeJsonPart([])]);
    expect(importModifiersCode(code).modifiers.modifiers[12]).toBe(0);
    old[12] = false;
    expect(
      importModifiersCode(joinCode('modifiers', '2.3.4', [encodeJsonPart(old), encodeJsonPart([])])).modifiers
        .modifiers[12],
    ).toBe(-1);
    expect(() => importModifiersCode(joinCode('modifiers', '3.0', [encodeJsonPart(5), encodeJsonPart([])]))).toThrow(
      SaveCodeError,
    );
  });

  it('merges with the current modifiers like the original', () => {
    const current = Array.from({ length: 34 }, (_, i) => i + 100);
    const saved = withoutIndex16(Array.from({ length: 34 }, (_, i) => i));
    expect(saved).toHaveLength(33);
    const merged = mergeImportedModifiers(saved, current);
    expect(merged).toHaveLength(34);
    expect(merged[15]).toBe(15);
    expect(merged[16]).toBe(1);
    expect(merged[17]).toBe(17);
    expect([merged[30], merged[31], merged[33]]).toEqual([0, 0, 0]);
    expect(mergeImportedModifiers(saved, current, (i) => i === 31)[31]).toBe(31);
    // An older, shorter list keeps the current values beyond it.
    const short = mergeImportedModifiers(saved.slice(0, 28), current);
    expect(short).toHaveLength(34);
    expect(short.slice(27, 31)).toEqual([27, 28, 129, 0]);
  });
});
