// Every community code opens in the Mode maker, and saving it unchanged gives the same mode back.
// Custom codes: the draft's parts equal the imported parts, the exported Custom code imports to them
// again, and the playable mode built from them is the same — also through the plugin file the maker
// writes. Infused codes (the maker's Infused form) the same way: the saved values equal the imported
// ones, the exported code imports to them again, the mode built at the controls' start values is the
// same, the draft of the saved code is the draft, and the plugin file builds that mode.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labelCodes, loadCodes } from '../src/conformance/code-cases.ts';
import { customModeFromRaw } from '../src/engine/codes/custom-mode.ts';
import { importCustomCode } from '../src/formats/custom-code.ts';
import { sameData } from '../src/formats/equality.ts';
import { parseDataPlugin } from '../src/plugins/data-plugin.ts';
import { importInfusedCode } from '../src/formats/infused-code.ts';
import { buildInfused, draftFromInfusedCode, infusedFromDraft } from '../src/maker/infused.ts';
import { codeFromDraft, customFromDraft, draftFromCode, openInMaker } from '../src/maker/model.ts';

const corpus = fileURLToPath(new URL('../../shared/conformance/community', import.meta.url));
const codes = loadCodes(corpus);
const labels = labelCodes(codes);
const custom = codes
  .map((c, i) => [labels[i]!, c.code] as const)
  .filter(([, code]) => code.startsWith('@2048PowCompCustom|'));
const infused = codes
  .map((c, i) => [labels[i]!, c.code] as const)
  .filter(([, code]) => code.startsWith('@2048PowCompInfused|'));

describe('community Custom codes in the maker', () => {
  it('the folder has its 94 Custom codes and 5 Infused codes, and each opens in the maker', () => {
    expect(custom.length).toBe(94);
    expect(infused.length).toBe(5);
    expect(custom.length + infused.length).toBe(codes.length);
    for (const c of codes) expect(() => openInMaker(c.code)).not.toThrow();
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
});

describe('community Infused codes in the maker', () => {
  it.each(infused)('%s', (_label, code) => {
    const imported = importInfusedCode(code).infused;
    const draft = draftFromInfusedCode(code);
    expect(openInMaker(code)).toEqual(draft);
    const { infused: saved, issues } = infusedFromDraft(draft);
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(saved).not.toBeNull();
    expect(sameData(saved!.values, imported.values)).toBe(true);
    const out = codeFromDraft(draft);
    const again = out.code!;
    // Each value is saved as the text its author typed: the very code comes back.
    expect(again).toBe(code.trim());
    const reimported = importInfusedCode(again).infused;
    expect(sameData(reimported.values, imported.values)).toBe(true);
    const a = buildInfused(imported);
    const b = buildInfused(reimported);
    expect(sameData(b.mode as never, a.mode as never)).toBe(true);
    expect(b.defaultSize).toBe(a.defaultSize);
    expect(sameData(b.modeVars, a.modeVars)).toBe(true);
    // And the draft of the saved code is the draft the maker started from.
    expect(draftFromInfusedCode(again)).toEqual(draft);
    // Its plugin file builds the same mode (at the variables' start values) through the data-plugin path.
    const plugin = parseDataPlugin(out.plugin!);
    if (plugin.kind !== 'mode') throw new Error('not a mode plugin');
    expect(sameData(plugin.build({}) as never, a.mode as never)).toBe(true);
  });
});
