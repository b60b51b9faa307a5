// Every community Custom code opens in the Mode maker, and saving it unchanged gives the same mode
// back: the draft's parts equal the imported parts, the exported Custom code imports to them again,
// and the playable mode built from them is the same — also through the plugin file the maker writes. Other kinds of code are counted (the maker
// opens Custom codes only) and must be refused with a MakerOpenError-free, typed SaveCodeError.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labelCodes, loadCodes } from '../src/conformance/code-cases.ts';
import { customModeFromRaw } from '../src/engine/codes/custom-mode.ts';
import { importCustomCode } from '../src/formats/custom-code.ts';
import { sameData } from '../src/formats/equality.ts';
import { SaveCodeError } from '../src/formats/errors.ts';
import { parseDataPlugin } from '../src/plugins/data-plugin.ts';
import { codeFromDraft, customFromDraft, draftFromCode } from '../src/maker/model.ts';

const corpus = fileURLToPath(new URL('../../shared/conformance/community', import.meta.url));
const codes = loadCodes(corpus);
const labels = labelCodes(codes);
const custom = codes
  .map((c, i) => [labels[i]!, c.code] as const)
  .filter(([, code]) => code.startsWith('@2048PowCompCustom|'));
const others = codes.filter((c) => !c.code.startsWith('@2048PowCompCustom|'));

describe('community Custom codes in the maker', () => {
  it('the folder has its 94 Custom codes and 5 of another kind (Infused)', () => {
    expect(custom.length).toBe(94);
    expect(others.map((c) => c.code.split('|')[0])).toEqual(Array(5).fill('@2048PowCompInfused'));
  });

  it.each(custom)('%s', (_label, code) => {
    const imported = importCustomCode(code).custom;
    const draft = draftFromCode(code);
    const { custom: saved, issues } = customFromDraft(draft);
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(saved).not.toBeNull();
    expect(sameData(saved as never, imported as never)).toBe(true);
    const again = codeFromDraft(draft).code!;
    const reimported = importCustomCode(again).custom;
    expect(sameData(reimported as never, imported as never)).toBe(true);
    const a = customModeFromRaw(imported);
    const b = customModeFromRaw(reimported);
    expect(sameData(b.mode as never, a.mode as never)).toBe(true);
    expect(b.defaultSize).toBe(a.defaultSize);
    // And the draft of the saved code is the draft the maker started from.
    expect(draftFromCode(again)).toEqual(draft);
    // Its plugin file builds the same mode through the data-plugin path.
    const plugin = parseDataPlugin(codeFromDraft(draft).plugin!);
    if (plugin.kind !== 'mode') throw new Error('not a mode plugin');
    expect(sameData(plugin.build({}) as never, a.mode as never)).toBe(true);
  });

  it('refuses the other kinds of code with a typed error in a player’s words', () => {
    for (const c of others) expect(() => draftFromCode(c.code)).toThrow(SaveCodeError);
  });
});
