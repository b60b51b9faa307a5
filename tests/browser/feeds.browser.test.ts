// Catalog feeds: the sample feed (public/feeds/sample) served by a tiny http server on 127.0.0.1 is
// added on the Codes screen, browsed and installed from (the service worker fetches it: the page
// may connect to its own origin only); a file that is not the one the feed lists (its SHA-256
// differs) is refused; nothing is fetched from the feed's host before the player adds it, even when
// the page asks the service worker directly; when the feed's version of an installed plugin rises the app says so and updates it, keeping
// its saved game; and what was installed plays offline once the app is cached.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  callHook,
  launchPersistent,
  tempProfile,
  view,
  waitForServiceWorker,
  waitForView,
  waitReady,
  waitSaved,
  watchErrors,
} from './helpers.ts';

const DIR = new URL('../../public/feeds/sample/', import.meta.url);
const FEED_PATH = '/community/index.json';
const MODE = 'pow2048.sample.2187';

/** The files the server serves (path → body): the sample feed, changed as the test goes. */
const files = new Map<string, string>();
for (const f of readdirSync(DIR)) files.set(`/community/${f}`, readFileSync(new URL(f, DIR), 'utf8'));
const requests: string[] = [];

interface FeedJson {
  plugins: { id: string; file: string; version: string; size: number; sha256: string }[];
}

/** Raises one plugin's version in its file and in the feed (size and hash follow). */
function publish(id: string, version: string, name: string): void {
  const feed = JSON.parse(files.get(FEED_PATH)!) as FeedJson;
  const entry = feed.plugins.find((p) => p.id === id)!;
  const path = `/community/${entry.file}`;
  const text = JSON.stringify({ ...JSON.parse(files.get(path)!), version, name });
  files.set(path, text);
  Object.assign(entry, {
    version,
    name,
    size: Buffer.byteLength(text),
    sha256: createHash('sha256').update(text).digest('hex'),
  });
  files.set(FEED_PATH, JSON.stringify(feed));
}

async function status(page: Page, busy: RegExp): Promise<string> {
  await page.waitForFunction(
    (src) => !new RegExp(src).test(document.querySelector('.feed-status')?.textContent ?? ''),
    busy.source,
  );
  return (await page.locator('.feed-status').textContent()) ?? '';
}

describe('catalog feeds', () => {
  const profile = tempProfile();
  let server: Server;
  let feedUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const body = files.get(req.url ?? '');
      // A static host that allows other origins to read its files (what a feed host must do).
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (body === undefined) {
        res.writeHead(404).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${FEED_PATH}`;
  });
  afterAll(async () => {
    await new Promise((ok) => server?.close(ok));
    profile.cleanup();
  });

  it('installs from a feed served on 127.0.0.1, tells an update, keeps the saved game, plays offline', async () => {
    const context = await launchPersistent(profile.dir, { viewport: { width: 390, height: 800 } });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await page.goto(baseUrl());
      await waitReady(page);
      await waitForServiceWorker(page);
      await page.getByRole('button', { name: 'Save codes: import and export' }).click();
      // The list is filled from storage after the screen opens.
      await expect.poll(() => page.locator('.feed-list').textContent()).toContain('No feeds added');
      // Nothing reaches the feed's host until the player adds it.
      expect(requests).toEqual([]);
      // The page may not connect to it (CSP connect-src 'self'), and the service worker, which fetches
      // feeds for the page, refuses an address that is not in the player's list.
      const blocked = await page.evaluate(async (url) => {
        const direct = await fetch(url).then(
          () => 'fetched',
          () => 'refused',
        );
        const worker = (await navigator.serviceWorker.ready).active!;
        const channel = new MessageChannel();
        const reply = new Promise<unknown>((ok) => {
          channel.port1.onmessage = (e) => ok(e.data);
        });
        worker.postMessage({ type: 'pow2048-feed-fetch', url }, [channel.port2]);
        return { direct, relay: await reply };
      }, feedUrl);
      expect(blocked).toEqual({ direct: 'refused', relay: { ok: false, reason: 'refused' } });
      expect(requests).toEqual([]);

      // A file the feed lists with another hash is refused.
      const tampered = '/community/pow2048.sample.1024.pow2048.json';
      const original = files.get(tampered)!;
      files.set(tampered, original.replace('"version": "1.0.0"', '"version": "1.0.0" '));

      await page.getByLabel('Feed address').fill(feedUrl);
      await page.getByRole('button', { name: 'Add feed' }).click();
      expect(await status(page, /Fetching/)).toBe('“Pow2048 sample feed” lists 5 plugins.');
      await expect.poll(() => page.locator('[data-feed-entry]').count()).toBe(5);
      expect(await page.locator('.feed-list [data-feed]').getAttribute('data-feed')).toBe(feedUrl);

      await page.getByRole('button', { name: 'Install 1024 (sample feed)' }).click();
      expect(await status(page, /Installing/)).toMatch(/SHA-256 differs/);
      expect(await page.locator('[data-feed-entry="pow2048.sample.1024"]').getAttribute('data-state')).toBe('new');
      files.set(tampered, original);

      await page.getByRole('button', { name: 'Install 2187 (sample feed)' }).click();
      expect(await status(page, /Installing/)).toMatch(/^Installed “2187 \(sample feed\)” \(v1\.0\.0, by Pow2048\)/);
      expect(await page.locator(`[data-feed-entry="${MODE}"]`).getAttribute('data-state')).toBe('installed');
      expect(requests).toEqual([`GET ${FEED_PATH}`, `GET ${tampered}`, `GET /community/${MODE}.pow2048.json`]);
      await page.getByRole('button', { name: 'Close' }).click();

      // Installed list: where it came from, version, size; it plays and saves.
      await callHook(page, 'newGame', MODE);
      await waitForView(page, `v.modeId === '${MODE}' && v.moves === 0`);
      for (const d of [0, 1, 2, 3, 0, 1, 2, 3]) await callHook(page, 'move', d);
      await waitForView(page, 'v.moves > 0');
      await waitSaved(page);
      const played = await view(page);
      await page.getByRole('button', { name: 'Save codes: import and export' }).click();
      const row = page.locator(`[data-installed="${MODE}"]`);
      await row.waitFor();
      expect(await row.getAttribute('data-source')).toBe('feed');
      expect(await row.textContent()).toMatch(/Mode · from the feed 127\.0\.0\.1:\d+ · v1\.0\.0 · 3 KB · last played /);

      // The feed publishes v1.1.0: checking it tells the update; updating keeps the saved game.
      publish(MODE, '1.1.0', '2187 (sample feed, v1.1)');
      await page.getByRole('button', { name: 'Check Pow2048 sample feed' }).click();
      expect(await status(page, /Fetching/)).toBe(
        'An update in “Pow2048 sample feed”: 2187 (sample feed, v1.1) v1.1.0.',
      );
      expect(await page.locator(`[data-feed-entry="${MODE}"]`).getAttribute('data-state')).toBe('update');
      await page.getByRole('button', { name: 'Update 2187 (sample feed, v1.1)' }).click();
      expect(await status(page, /Updating/)).toBe(
        'Updated “2187 (sample feed, v1.1)” from v1.0.0 to v1.1.0. Its saved game was kept.',
      );
      await page.getByRole('button', { name: 'Close' }).click();

      // Offline, feed host gone: the installed (updated) mode's game comes back and plays on.
      await new Promise((ok) => server.close(ok));
      await context.setOffline(true);
      await page.reload();
      await waitReady(page);
      const resumed = await view(page);
      expect(resumed.modeId).toBe(MODE);
      expect(resumed.moves).toBe(played.moves);
      expect(resumed.score).toBe(played.score);
      for (const d of [0, 1, 2, 3]) await callHook(page, 'move', d);
      await waitForView(page, `v.moves > ${played.moves}`);
      await page.getByRole('button', { name: 'Save codes: import and export' }).click();
      expect(await page.locator(`[data-installed="${MODE}"]`).textContent()).toContain('v1.1.0');
      // The page's own attempt at the feed, refused above, is the only Content-Security-Policy report.
      const refusal = (e: string) => e.includes(feedUrl) && /Content Security Policy/.test(e);
      expect(errors.some(refusal)).toBe(true);
      expect(
        errors.filter((e) => !refusal(e) && !/ERR_INTERNET_DISCONNECTED|Failed to (fetch|load resource)/i.test(e)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
