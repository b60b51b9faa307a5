// Render benchmark (browser): `npm run -s bench -- render`.
// Builds the app, serves it, and drives Debian's Chromium (playwright-core) to measure
//   - frame work p95 while animating moves on 4×4 and 8×8 boards (our JS per animation frame:
//     tween update + Pixi render submission; GPU time is not on the main thread),
//   - cold start to a playable board offline (fresh browser, service worker cache only),
//   - the gzipped size of the initial JS (entry script + module preloads of index.html).
// Prints `<figure>: <number> <unit>` lines.

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildAndServe, ROOT } from '../scripts/serve-build.ts';
import { report } from './_measure.ts';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const OUT = resolve(ROOT, 'test-artifacts/bench-build');

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN;
}

function median(xs: number[]): number {
  return percentile(xs, 0.5);
}

async function ready(page: Page): Promise<void> {
  // A function's source, not an expression: Playwright evaluates it once (the page's CSP allows no
  // eval while polling) and then calls it.
  await page.waitForFunction(`() => document.documentElement.dataset.board === 'ready'`, null, { timeout: 60_000 });
}

// In-page driver, kept as source text: tsx's name-keeping helpers do not exist in the page.
const DRIVER = `async ({ size, moves }) => {
  const h = globalThis.__pow2048;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  let seed = 1;
  await h.newGame('2048', seed, size, size);
  while (h.animating()) await frame();
  h.frameTimes();
  const order = [2, 1, 3, 1, 2, 0];
  for (let i = 0; i < moves; i++) {
    await h.move(order[i % order.length]);
    while (h.animating()) await frame();
    if (h.view().status !== 'playing') {
      await h.newGame('2048', ++seed, size, size);
      while (h.animating()) await frame();
    }
  }
  return h.frameTimes();
}`;

/** Plays `moves` moves, letting each animation finish; returns the frame work times (ms). */
async function animateMoves(page: Page, size: number, moves: number): Promise<number[]> {
  return (await page.evaluate(`(${DRIVER})(${JSON.stringify({ size, moves })})`)) as number[];
}

function initialJsGzip(dir: string): number {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  let n = 0;
  for (const f of files) n += gzipSync(readFileSync(join(dir, f.replace(/^\//, ''))), { level: 9 }).length;
  return n;
}

export async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`the render benchmark needs Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  const { url, server } = await buildAndServe(OUT);
  const profile = mkdtempSync(join(tmpdir(), 'pow2048-bench-'));
  let context: BrowserContext | null = null;
  try {
    const launch = (): Promise<BrowserContext> =>
      chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, headless: true, viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
    context = await launch();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await ready(page);
    for (const size of [4, 8]) {
      const times = await animateMoves(page, size, size === 4 ? 80 : 60);
      report(`render.frame_work_p95_${size}x${size}`, percentile(times, 0.95), 'ms');
      report(`render.frame_work_p50_${size}x${size}`, median(times), 'ms');
    }
    // The service worker has installed during the visit; now start cold with the network off.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await context.close();
    const starts: number[] = [];
    for (let i = 0; i < 3; i++) {
      context = await launch();
      await context.setOffline(true);
      const p = context.pages()[0] ?? (await context.newPage());
      await p.goto(url);
      await ready(p);
      starts.push((await p.evaluate(`performance.getEntriesByName('board-ready')[0]?.startTime ?? NaN`)) as number);
      await context.close();
      context = null;
    }
    report('render.cold_start_offline', median(starts), 'ms');
    report('render.initial_js_gzip', initialJsGzip(OUT) / 1024, 'KB');
  } finally {
    await context?.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
