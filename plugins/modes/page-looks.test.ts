// The built-in modes' page looks (page-looks.ts, applied by with-page-look.ts): every mode gets a
// safe, readable look, the table matches the plugins and the script that writes it, and a mode
// with a look of its own keeps it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  deriveLooks,
  fromHex,
  hexColours,
  KEEPS_DEFAULT_LOOK,
  leavesDefaultLook,
  MIN_CONTRAST,
  renderTable,
} from '../../scripts/mode-looks.ts';
import { passesFilter } from '../../src/app/safe-css.ts';
import { PluginRegistry, resolveOptions } from '../../src/plugins/registry.ts';
import type { ModePlugin } from '../../src/plugins/types.ts';
import { BUILTIN_MODES_AS_WRITTEN, registerBuiltins, registeredBuiltins } from '../index.ts';
import { PAGE_LOOKS } from './page-looks.ts';

/** The mode plugins the app registers, in their looks. */
const modes = registeredBuiltins.filter((p): p is ModePlugin => p.kind === 'mode');
const built = (p: ModePlugin) => p.build(resolveOptions(p.options, {}));
/** Modes that draw their own page (as written, before the table's looks). */
const ownLook = new Set(BUILTIN_MODES_AS_WRITTEN.filter((p) => !leavesDefaultLook(built(p))).map((p) => p.id));

describe('built-in modes’ page looks', () => {
  it('gives every mode a look that passes the CSS filter, with text readable on each stop', () => {
    for (const p of modes) {
      if (ownLook.has(p.id)) continue;
      const { gameplayBackground: bg, textBackground: text } = built(p);
      if (typeof bg !== 'string' || typeof text !== 'string')
        throw new Error(`${p.id}: page colours are not plain CSS`);
      expect(passesFilter(bg), p.id).toBe(true);
      expect(passesFilter(text), p.id).toBe(true);
      const stops = hexColours(bg);
      const ink = fromHex(text);
      expect(stops.length, p.id).toBeGreaterThan(0);
      expect(ink, p.id).not.toBeNull();
      for (const s of stops) expect(contrast(ink!, s), `${p.id} ${text} on ${bg}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('has a row for exactly the modes that leave the default look (classic 2048 keeps the defaults)', () => {
    const expected = BUILTIN_MODES_AS_WRITTEN.filter((p) => !ownLook.has(p.id) && !KEEPS_DEFAULT_LOOK.has(p.id)).map(
      (p) => p.id,
    );
    expect(Object.keys(PAGE_LOOKS).sort()).toEqual(expected.sort());
    const distinct = new Set(Object.values(PAGE_LOOKS).map((l) => l.background));
    expect(distinct.size).toBeGreaterThan(20);
  });

  it('leaves VS The Void Tiler its own look', () => {
    expect(ownLook).toEqual(new Set(['pc.void-tiler']));
    const asWritten = BUILTIN_MODES_AS_WRITTEN.find((p) => p.id === 'pc.void-tiler')!;
    const dressed = modes.find((p) => p.id === 'pc.void-tiler')!;
    expect(built(dressed).gameplayBackground).toEqual(built(asWritten).gameplayBackground);
    expect(built(dressed).textBackground).toEqual(built(asWritten).textBackground);
  });

  it('keeps the dressed plugins plain ModePlugins with the same declarations, looks on every option', () => {
    expect(modes.map((p) => p.id)).toEqual(BUILTIN_MODES_AS_WRITTEN.map((p) => p.id));
    for (const [i, p] of modes.entries()) {
      const w = BUILTIN_MODES_AS_WRITTEN[i]!;
      const { build: _b, look, ...rest } = p;
      const { build: _w, ...restWritten } = w;
      expect(rest, p.id).toEqual(restWritten);
      expect(p.optionsFromModeVars).toBe(w.optionsFromModeVars);
      // The menu card wears the table's look (a plugin with its own look keeps it).
      expect(look, p.id).toEqual(w.look ?? PAGE_LOOKS[p.id]);
    }
    // A non-default option value gets the same look (the table is keyed by plugin, not variant).
    const sized = modes.find((p) => p.id === 'pc.2187')!;
    const def = sized.build(resolveOptions(sized.options, { width: 5, height: 5 }));
    expect(def.gameplayBackground).toBe(PAGE_LOOKS['pc.2187']!.background);
    expect(def.width).toBe(5);
    // The app's registry holds the dressed plugins.
    const registered = registerBuiltins(new PluginRegistry()).get('mode', 'pc.2187')!;
    expect(built(registered).textBackground).toBe(PAGE_LOOKS['pc.2187']!.text);
  });

  it('is what scripts/mode-looks.ts writes', () => {
    const file = readFileSync(fileURLToPath(new URL('./page-looks.ts', import.meta.url)), 'utf8');
    expect(renderTable(deriveLooks())).toBe(file);
  });
});
