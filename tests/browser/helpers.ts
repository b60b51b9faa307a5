// Shared helpers for the browser tests: Debian Chromium through playwright-core, the served
// build's URL, the app's test hook, and CDP touch swipes.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { BoardView, ReplayFrameView } from '../../src/worker/protocol.ts';

export { cdpSwipe } from './touch.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
export const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');

/** Fails (never skips) when the browser is missing. */
export function requireChromium(): void {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM}, which is missing. Install it with: apt-get install -y chromium`,
    );
}

export function baseUrl(): string {
  const url = inject('browserBaseUrl');
  if (!url) throw new Error('The app was not built for browser tests (tests/browser/global-setup.ts did not run).');
  return url;
}

const launchOptions = (): LaunchOptions => ({ executablePath: CHROMIUM, args: CHROME_ARGS, headless: true });

export async function launch(): Promise<Browser> {
  requireChromium();
  return chromium.launch(launchOptions());
}

/** A persistent profile (service worker, IndexedDB and installability need one). */
export async function launchPersistent(
  dir: string,
  opts: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  requireChromium();
  return chromium.launchPersistentContext(dir, { ...launchOptions(), ...opts });
}

export function tempProfile(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'pow2048-profile-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/** Collects page errors so tests can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

export async function waitReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['board'] === 'ready', null, { timeout: 30_000 });
}

/**
 * Waits until the app's view passes `ok` (a predicate, or a predicate body over `v`), checked here
 * in Node: the page's Content-Security-Policy allows no eval, so no predicate is compiled there.
 */
export async function waitForView(
  page: Page,
  ok: ((v: BoardView) => boolean) | string,
  timeout = 30_000,
): Promise<void> {
  const test = typeof ok === 'string' ? (new Function('v', `return ${ok}`) as (v: BoardView) => boolean) : ok;
  const deadline = Date.now() + timeout;
  for (;;) {
    const v = await page.evaluate(
      () => (globalThis as unknown as { __pow2048?: { view(): BoardView | null } }).__pow2048?.view() ?? null,
    );
    if (v && test(v)) return;
    if (Date.now() > deadline) throw new Error(`The view never passed: ${String(ok)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function view(page: Page): Promise<BoardView> {
  return page.evaluate(() => (globalThis as unknown as { __pow2048: { view(): BoardView } }).__pow2048.view());
}

/** Waits until the service worker controls the page (after the first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise<void>((ok) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => ok(), { once: true }),
      );
  });
}

/** Waits until every save requested so far has been committed. */
export async function waitSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h = (globalThis as unknown as { __pow2048: { savedSeq(): number; lastSeq(): number } }).__pow2048;
    return h.lastSeq() > 0 && h.savedSeq() === h.lastSeq();
  });
}

export async function boardRect(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const r = await page.locator('#board').boundingBox();
  if (!r) throw new Error('board not visible');
  return r;
}

/** The app's test hook (src/app/debug.ts), as seen from Node. */
export interface AppHook {
  view(): BoardView;
  drawn(): BoardView | null;
  stats(): Record<string, number | string | boolean> | null;
  tileRect(id: number): { x: number; y: number; width: number; height: number } | null;
  savedSeq(): number;
  lastSeq(): number;
  move(d: number): Promise<void>;
  newGame(key: string, seed?: number, width?: number, height?: number): Promise<void>;
  importCode(code: string): Promise<string>;
  animating(): boolean;
  replay(): ReplayFrameView | null;
  frameTimes(): number[];
  loseContext(): boolean;
  showView(v: BoardView): void;
}

/** Calls a hook method in the page and returns its (serialisable) result. */
export function callHook<K extends keyof AppHook>(
  page: Page,
  name: K,
  ...args: Parameters<AppHook[K]>
): Promise<Awaited<ReturnType<AppHook[K]>>> {
  return page.evaluate(
    ({ name, args }) => {
      const h = (globalThis as unknown as { __pow2048: Record<string, (...a: unknown[]) => unknown> }).__pow2048;
      return h[name]!(...args);
    },
    { name, args: args as unknown[] },
  ) as Promise<Awaited<ReturnType<AppHook[K]>>>;
}

/** The value under `key` in one of the app's stores (`pow2048-<store>`), as JSON (undefined when absent). */
export function stored(page: Page, store: string, key: string): Promise<string | undefined> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<string | undefined>((ok, fail) => {
        const req = indexedDB.open(`pow2048-${store}`);
        req.onerror = () => fail(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const get = db.transaction('kv').objectStore('kv').get(key);
          get.onsuccess = () => {
            db.close();
            ok(get.result === undefined ? undefined : JSON.stringify(get.result));
          };
        };
      }),
    { store, key },
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(
            ctx: Document,
            o: object,
          ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const res = await axe.run(document, { resultTypes: ['violations'] });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  });
}
