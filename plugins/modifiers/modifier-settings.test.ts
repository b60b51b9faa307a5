// Every Modifiers code the original exported for the recorded games imports into our modifier
// plugins and exports back to the same code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODIFIERS } from '../../src/engine/index.ts';
import { orthogonalDirections } from '../../src/engine/index.ts';
import { exportModifiersCode, importModifiersCode, mergeImportedModifiers } from '../../src/formats/modifiers-code.ts';
import { registeredBuiltins } from '../index.ts';
import { choicesFromModifiers, customGridFromRaw, modifiersFromChoices, pluginOfChoice } from './modifier-settings.ts';
import type { ModifierPlugin } from '../../src/plugins/types.ts';

const DIR = '../shared/conformance/replays-modifiers';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json');
const registered = registeredBuiltins.filter((p): p is ModifierPlugin => p.kind === 'modifier');

describe('Modifiers codes of the recordings ↔ our modifier plugins', () => {
  it('finds the recordings', () => {
    expect(files.length).toBe(91);
  });
  it.each(files)('%s: imports into our plugins and exports the same code', (f) => {
    const code = (JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { modifiersCode: string }).modifiersCode;
    const raw = importModifiersCode(code).modifiers;
    // As a page where the secrets were found reads it (index 16 back in place).
    const full = mergeImportedModifiers(raw.modifiers, DEFAULT_MODIFIERS, () => true);
    const choices = choicesFromModifiers(
      full,
      raw.auto_directions,
      raw.customGrid ? customGridFromRaw(raw.customGrid) : null,
    );
    for (const c of choices) expect(pluginOfChoice(c, registered), c.id).toBeDefined();
    const back = modifiersFromChoices(choices, orthogonalDirections);
    expect(exportModifiersCode(back.raw)).toBe(code);
  });
  it('a default setting is no plugin at all', () => {
    expect(choicesFromModifiers(DEFAULT_MODIFIERS)).toEqual([]);
  });
});
