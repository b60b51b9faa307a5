// `npm run -s render-tiles -- <folder with cases.json> <out>`: draws every case of a colour-scheme
// conformance folder (shared/conformance/color-schemes/README.md) through the app's renderer in
// headless Chromium — 96 × 96 CSS px, device scale 1, over #808080, number text hidden — and writes
// <out>/png/<id>.png and <out>/text.json ({ id: { color, shadow } }). The pictures are computed
// here by the colour-scheme plugins, as the engine's worker does for the view model.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { registerBuiltins } from '../plugins/index.ts';
import { decodeCorpusValue } from '../src/formats/corpus-codec.ts';
import type { PictureBox } from '../src/plugins/picture.ts';
import { PluginRegistry } from '../src/plugins/registry.ts';
import { freePort, ROOT } from './serve-build.ts';

interface Case {
  readonly id: string;
  readonly scheme: string;
  readonly input: readonly unknown[];
  readonly hex: boolean;
}

export interface Drawn {
  readonly box: PictureBox | null;
  readonly color: string;
  readonly shadow: string;
  readonly error?: string;
}

/** The picture and text of one case, computed by the registered scheme plugin. */
export function drawCase(registry: PluginRegistry, c: Case): Drawn {
  const plugin = registry.scheme(c.scheme);
  if (!plugin?.picture) return { box: null, color: '', shadow: '', error: `no plugin draws “${c.scheme}”` };
  try {
    const input = c.input.map((x) => decodeCorpusValue(x));
    const p = plugin.picture(c.scheme, input, { hex: c.hex });
    return { box: p.box, color: p.textColor, shadow: p.textShadow };
  } catch (e) {
    return { box: null, color: '', shadow: '', error: e instanceof Error ? e.message : String(e) };
  }
}

/** Draws the cases of `dir` (only the schemes named in `only`, and only where `pick` says so) into `out`. */
export async function renderTiles(
  dir: string,
  out: string,
  only?: readonly string[],
  pick?: (id: string, index: number) => boolean,
): Promise<{ drawn: number; failed: number }> {
  const spec = JSON.parse(readFileSync(join(dir, 'cases.json'), 'utf8')) as { size?: number; cases: Case[] };
  const size = spec.size ?? 96;
  const cases = spec.cases.filter((c, i) => (!only || only.includes(c.scheme)) && (!pick || pick(c.id, i)));
  mkdirSync(join(out, 'png'), { recursive: true });
  const registry = registerBuiltins(new PluginRegistry());
  const port = await freePort();
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
  });
  await server.listen();
  const text: Record<string, { color: string; shadow: string }> = {};
  let failed = 0;
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--headless'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      page.on('pageerror', (e) => console.error('page error:', e.message));
      await page.goto(`http://127.0.0.1:${port}/scripts/render-tiles/index.html`);
      await page.waitForFunction(() => document.documentElement.dataset['ready'] === '1', null, { timeout: 120_000 });
      await page.evaluate(async (s) => {
        const g = globalThis as unknown as { __tiles: { start(n: number): Promise<unknown> }; __draw: unknown };
        g.__draw = await g.__tiles.start(s);
      }, size);
      for (const c of cases) {
        const d = drawCase(registry, c);
        if (d.error) {
          failed++;
          console.error(`${c.id}: ${d.error}`);
        }
        text[c.id] = { color: d.color, shadow: d.shadow };
        const box: PictureBox = d.box ?? { color: 'rgba(0, 0, 0, 0)' };
        await page.evaluate(
          async ([key, b]) => {
            const g = globalThis as unknown as { __draw(k: string, b: unknown): Promise<void> };
            await g.__draw(key, b);
          },
          [c.id, box] as const,
        );
        writeFileSync(join(out, 'png', `${c.id}.png`), await page.locator('canvas').screenshot());
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  writeFileSync(join(out, 'text.json'), JSON.stringify(text, null, 1));
  return { drawn: cases.length, failed };
}

async function main(): Promise<void> {
  const [dir, out, only] = process.argv.slice(2);
  if (!dir || !out) throw new Error('usage: render-tiles <folder with cases.json> <out> [scheme,scheme…]');
  // An optional third argument draws only the named schemes (quicker while working on one).
  const r = await renderTiles(dir, out, only ? only.split(',') : undefined);
  console.log(`${r.drawn} cases drawn into ${resolve(out)}${r.failed ? ` (${r.failed} without a scheme plugin)` : ''}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
