// Faults and attacks on the page side (issue 24): nothing leaves the page (a hostile mode colour
// and the Content-Security-Policy), and no saved game is lost when the worker is killed mid-move,
// a resume takes longer than the watchdog, the page reloads mid-save, two tabs play different
// modes, storage is full, or a record of any kind is damaged. Each case says what happened.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Value } from '../../src/calc/values.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import {
  baseUrl,
  callHook,
  launchPersistent,
  stored,
  tempProfile,
  view,
  waitReady,
  waitSaved,
  watchErrors,
} from './helpers.ts';
import { gameCode, testClassicMode } from './positions.ts';

type Hooked = { __pow2048: { view(): BoardView | null; drain(): Promise<void> } };

/** Contexts still open: a failed test closes its own, so the next one can open the same profile. */
const opened = new Set<BrowserContext>();
afterEach(async () => {
  for (const c of opened) await c.close().catch(() => undefined);
  opened.clear();
});

async function open(
  dir: string,
  init?: (context: BrowserContext) => Promise<void>,
  whileLoading?: (page: Page) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // No service worker: routes must see the worker script (the service worker would answer from its cache).
  const context = await launchPersistent(dir, {
    viewport: { width: 360, height: 640 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  opened.add(context);
  context.on('close', () => opened.delete(context));
  await init?.(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchErrors(page);
  await page.goto(baseUrl());
  await whileLoading?.(page);
  await waitReady(page);
  return { context, page, errors };
}

/** `n` moves that change the board (blocked directions are skipped). */
async function play(page: Page, n: number): Promise<void> {
  const start = (await view(page)).moves;
  for (let d = 0, blocked = 0, moves = start; moves < start + n; d = (d + 1) % 4) {
    if (blocked > 8) throw new Error('no move possible');
    await callHook(page, 'move', d);
    const now = (await view(page)).moves;
    blocked = now > moves ? 0 : blocked + 1;
    moves = now;
  }
}

function toasts(page: Page): Promise<string[]> {
  return page.locator('.toast').allTextContents();
}

/** Writes `value` (structured-cloned) under `key` in the app's store `pow2048-<store>`. */
function corrupt(page: Page, store: string, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ({ store, key, value }) =>
      new Promise<void>((ok, fail) => {
        const req = indexedDB.open(`pow2048-${store}`);
        req.onerror = () => fail(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(value, key);
          tx.oncomplete = () => (db.close(), ok());
          tx.onerror = () => fail(tx.error);
        };
      }),
    { store, key, value },
  );
}

/** The saved-games index as stored (mode keys, oldest save first). */
async function indexKeys(page: Page): Promise<string[]> {
  const json = await stored(page, 'game', 'index');
  return (
    (json === undefined ? undefined : (JSON.parse(json) as { entries?: { modeKey: string }[] }))?.entries ?? []
  ).map((e) => e.modeKey);
}

/** Makes the engine worker run `code` (a listener on its messages, registered before the app's). */
async function patchWorker(context: BrowserContext, code: string): Promise<void> {
  await context.route(/engine-worker[^/]*\.js$/, async (route) => {
    const res = await route.fetch();
    await route.fulfill({
      response: res,
      body: `addEventListener('message', (e) => { ${code} }, true);\n${await res.text()}`,
    });
  });
}

describe('nothing leaves the page', () => {
  let server: Server;
  const hits: string[] = [];
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('x');
    });
    // This device, on another port than the app's: another origin, which connect-src ('self') refuses.
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
  });
  const profile = tempProfile();
  afterAll(async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    profile.cleanup();
  });

  it('a mode colour url(…) in next-tile previews fetches nothing; the CSP blocks remote loads and connections; the app still draws (finding 9)', async () => {
    const { context, page, errors } = await open(profile.dir);
    // The app runs under its policy: board drawn by PixiJS, no refusal reported.
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(1);
    expect(
      await page.evaluate(() => (globalThis as unknown as { __pow2048: { stats(): unknown } }).__pow2048.stats()),
    ).not.toBeNull();
    expect(errors).toEqual([]);

    const hostile = `url(http://127.0.0.1:${port}/tile.png)`;
    const text: Value = [2, '^', '@This 0'];
    const tileTypes: Value[] = [
      ...[1, 2, 3, 4].map((k): Value => [[k], text, hostile, hostile]),
      [true, text, hostile, hostile],
    ];
    const code = gameCode(testClassicMode('Hostile colours', { tileTypes, nextTiles: 2 }), [[0, 0, 1]]);
    expect(await callHook(page, 'importCode', code)).toMatch(/Loaded a game/);
    await page.waitForFunction(() => ((globalThis as unknown as Hooked).__pow2048.view()?.nextTiles.length ?? 0) > 0);
    expect((await view(page)).nextTiles[0]!.background).toBe(hostile);
    await play(page, 2);
    // The previews are drawn with the app's own style: the mode's string never reached CSS.
    const styles = await page
      .locator('.mini-tile')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).style.background));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((s) => s === '')).toBe(true);

    // The policy itself: a remote image, a CSS background, a fetch and a script are all refused.
    const refused = await page.evaluate(async (origin) => {
      const img = new Image();
      img.src = `${origin}/img.png`;
      document.body.style.backgroundImage = `url(${origin}/bg.png)`;
      const s = document.createElement('script');
      s.src = `${origin}/s.js`;
      document.head.append(s);
      const fetched = await fetch(`${origin}/f`).then(
        () => true,
        () => false,
      );
      await new Promise((r) => setTimeout(r, 500));
      document.body.style.backgroundImage = '';
      return !fetched;
    }, `http://127.0.0.1:${port}`);
    expect(refused).toBe(true);
    expect(hits).toEqual([]);

    // Feeds are fetched by the service worker only (blocked here): the page says so and fetches nothing.
    await page.getByRole('button', { name: 'Save codes: import and export' }).click();
    await page.getByLabel('Feed address').fill(`http://127.0.0.1:${port}/index.json`);
    await page.getByRole('button', { name: 'Add feed' }).click();
    await page.waitForFunction(() => !/Fetching/.test(document.querySelector('.feed-status')?.textContent ?? ''));
    expect(await page.locator('.feed-status').textContent()).toMatch(/^Feeds need the installed app/);
    // A feed that could not be fetched is not kept.
    await expect.poll(() => page.locator('.feed-list').textContent()).toContain('No feeds added');
    expect(hits).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('bounded saves', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

  it('a mode whose every position holds a large distinct text writes a bounded save per move (finding 10)', async () => {
    const { context, page } = await open(profile.dir);
    // A 30,000-character game variable, and a value added each turn: 100 undo positions would be 3M characters.
    const mode = testClassicMode('Heavy history', {
      startGameVars: ['x'.repeat(30_000)],
      scripts: [[[0, '@add_gvar', ['@Literal', 1]], 'EndTurn']],
    });
    expect(await callHook(page, 'importCode', gameCode(mode, [[0, 0, 1]]))).toMatch(/Loaded a game/);
    await page.waitForFunction(() => (globalThis as unknown as Hooked).__pow2048.view()?.modeName === 'Heavy history');
    // 25 moves (a 4×4 game may end soon after): 25 positions of 30,000 characters without the bound.
    await play(page, 25);
    await waitSaved(page);
    const size = await page.evaluate(
      (key) =>
        new Promise<number>((ok, fail) => {
          const req = indexedDB.open('pow2048-game');
          req.onerror = () => fail(req.error);
          req.onsuccess = () => {
            const db = req.result;
            const get = db.transaction('kv').objectStore('kv').get(`mode:${key}`);
            get.onsuccess = () => (db.close(), ok(JSON.stringify(get.result).length));
          };
        }),
      (await indexKeys(page)).pop()!,
    );
    // The current position (about 30,000 characters), at most 2^18 of history, and the Game code the
    // game came from (in the record's source and the save's); without the bound, 25 × 30,000 more.
    expect(size).toBeGreaterThan(30_000);
    expect(size).toBeLessThan(600_000);
    expect((await view(page)).canUndo).toBe(true);
    await context.close();
  }, 180_000);
});

describe('no lost game', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

  it('a resume slower than the watchdog shows progress and resumes the game, never a new one (finding 3)', async () => {
    let { context, page } = await open(profile.dir);
    await callHook(page, 'newGame', '2048', 7);
    await play(page, 3);
    const before = await view(page);
    await waitSaved(page);
    await context.close();
    // The worker takes 10 s over the resume (longer than the 8 s watchdog).
    ({ context, page } = await open(
      profile.dir,
      (c) =>
        patchWorker(
          c,
          "if (e.data && e.data.type === 'restore') { const end = Date.now() + 10000; while (Date.now() < end); }",
        ),
      // While it resumes, the player is told so.
      (p) =>
        expect
          .poll(() => toasts(p), { timeout: 8000 })
          .toContainEqual(expect.stringMatching(/^Resuming your game of “.+”…/)),
    ));
    const after = await view(page);
    expect([after.modeId, after.moves, after.score]).toEqual([before.modeId, 3, before.score]);
    expect(await indexKeys(page)).toEqual(['2048']);
    await context.close();
  }, 120_000);

  it('a worker killed mid-move: the game comes back at its last saved move, with a message naming the mode', async () => {
    let { context, page } = await open(profile.dir, (c) =>
      patchWorker(
        c,
        "if (e.data && e.data.type === 'move' && globalThis.__killNext) { e.stopImmediatePropagation(); close(); }",
      ),
    );
    await play(page, 2);
    const saved = await view(page);
    await waitSaved(page);
    const worker = page.workers().find((w) => w.url().includes('engine-worker'))!;
    await worker.evaluate(() => void ((globalThis as unknown as { __killNext: boolean }).__killNext = true));
    void callHook(page, 'move', 0).catch(() => undefined);
    // The watchdog (8 s) replaces the worker; the replacement is not told to stop.
    await expect
      .poll(() => toasts(page), { timeout: 20_000 })
      .toContainEqual(
        expect.stringMatching(/^“.+” stopped answering for 8 seconds.*start a new game, or choose another mode/),
      );
    await page.waitForFunction((m) => (globalThis as unknown as Hooked).__pow2048.view()?.moves === m, saved.moves);
    expect((await view(page)).score).toBe(saved.score);
    await play(page, 1);
    await waitSaved(page);
    await context.close();
    ({ context, page } = await open(profile.dir));
    expect((await view(page)).moves).toBe(saved.moves + 1);
    await context.close();
  }, 120_000);

  it('a reload in the middle of saves resumes a whole game (no damaged record)', async () => {
    const { context, page } = await open(profile.dir);
    const start = (await view(page)).moves;
    for (let i = 0; i < 6; i++) void callHook(page, 'move', i % 4).catch(() => undefined);
    await page.reload();
    await waitReady(page);
    const v = await view(page);
    expect(v.modeId).toBe('2048');
    expect(v.moves).toBeGreaterThanOrEqual(start);
    expect(await page.getByText(/could not be resumed|damaged/).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('two tabs playing different modes: both games stay listed and resume (finding 7)', async () => {
    const { context, page: a } = await open(profile.dir);
    const b = await context.newPage();
    await b.goto(baseUrl());
    await waitReady(b);
    await callHook(b, 'newGame', 'pc.180', 3);
    await play(b, 2);
    await waitSaved(b);
    // Tab A read the index before B's game existed; its next saves must not drop B's game.
    await play(a, 2);
    await waitSaved(a);
    expect((await indexKeys(a)).sort()).toEqual(['2048', 'pc.180']);
    // Both tabs on 2048: a move in one is taken up by the other (one game, never two writers).
    await b.getByRole('button', { name: 'Choose a mode' }).click();
    await b.locator('.mode-btn[data-mode="2048"]').click();
    await b.waitForFunction(
      (m) => (globalThis as unknown as Hooked).__pow2048.view()?.moves === m,
      (await view(a)).moves,
    );
    await play(b, 1);
    await waitSaved(b);
    await a.waitForFunction(
      (m) => (globalThis as unknown as Hooked).__pow2048.view()?.moves === m,
      (await view(b)).moves,
    );
    await expect.poll(() => toasts(a)).toContainEqual(expect.stringMatching(/played on in another tab/));
    await play(a, 1);
    await waitSaved(a);
    const moves2048 = (await view(a)).moves;
    await b.close();
    await a.reload();
    await waitReady(a);
    await a.getByRole('button', { name: 'Choose a mode' }).click();
    await expect
      .poll(() => a.locator('.mode-btn[data-mode="pc.180"] .mode-progress').textContent())
      .toBe('In progress');
    await a.locator('.mode-btn[data-mode="pc.180"]').click();
    await a.waitForFunction(() => (globalThis as unknown as Hooked).__pow2048.view()?.modeId === 'pc.180');
    expect((await view(a)).moves).toBe(2);
    await a.getByRole('button', { name: 'Choose a mode' }).click();
    await a.locator('.mode-btn[data-mode="2048"]').click();
    await a.waitForFunction(() => (globalThis as unknown as Hooked).__pow2048.view()?.modeId === '2048');
    expect((await view(a)).moves).toBe(moves2048);
    await context.close();
  }, 120_000);

  it('storage full: play goes on with a clear message, and the last saved game is kept', async () => {
    let { context, page } = await open(profile.dir);
    const kept = (await view(page)).moves;
    await waitSaved(page);
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = (): never => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await play(page, 2);
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringMatching(/^Storage is full, so new moves are not being saved/));
    await context.close();
    ({ context, page } = await open(profile.dir));
    expect((await view(page)).moves).toBe(kept);
    await context.close();
  }, 120_000);

  it('damaged records of each kind: intact games kept, the damaged one listed, exportable and removable (finding 8)', async () => {
    let { context, page, errors } = await open(profile.dir);
    const moves2048 = (await view(page)).moves;
    // The index: rebuilt from the records.
    await corrupt(page, 'game', 'index', 'junk');
    await page.reload();
    await waitReady(page);
    expect((await view(page)).moves).toBe(moves2048);
    expect((await indexKeys(page)).sort()).toEqual(['2048', 'pc.180']);
    // A game record the engine cannot resume, an installed mode's record, the settings.
    await corrupt(page, 'game', 'mode:pc.180', {
      seq: 1,
      modeKey: 'pc.180',
      savedAt: 1,
      source: { kind: 'mode', modeId: 'pc.180' },
      session: { format: 'real-1', modeId: 'pc.180', data: 'junk' },
    });
    await corrupt(page, 'modes', 'installed:broken', { summary: null, code: 3 });
    await corrupt(page, 'settings', 'settings', { theme: 5, speed: [] });
    await context.close();
    ({ context, page, errors } = await open(profile.dir));
    expect((await view(page)).moves).toBe(moves2048);
    await expect.poll(() => toasts(page)).toContainEqual(expect.stringMatching(/settings were damaged/));
    await expect.poll(() => toasts(page)).toContainEqual(expect.stringMatching(/installed mode is damaged/));
    // The picker lists every mode and the damaged records.
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await expect.poll(() => page.locator('.mode-btn[data-mode]').count()).toBeGreaterThan(10);
    await page.locator('.mode-btn[data-mode="pc.180"]').click();
    await page.waitForFunction(() => (globalThis as unknown as Hooked).__pow2048.view()?.modeId === 'pc.180');
    await expect
      .poll(() => toasts(page))
      .toContainEqual(expect.stringMatching(/saved game of “.*” could not be resumed .*It is kept/));
    expect((await view(page)).moves).toBe(0);
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    const damaged = page.locator('section[aria-label="Damaged saved games"] li');
    await expect.poll(() => damaged.count()).toBe(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Saved game of pc.180' }).click();
    const text = await (await download).createReadStream().then(async (s) => {
      let out = '';
      for await (const chunk of s) out += String(chunk);
      return out;
    });
    expect(JSON.parse(text)).toMatchObject({ modeKey: 'pc.180', session: { data: 'junk' } });
    await page.getByRole('button', { name: 'Remove Installed mode installed:broken' }).click();
    await page.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => damaged.count()).toBe(1);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);

  it('past 24 saved games nothing is dropped: the app asks before removing the oldest', async () => {
    const { context, page } = await open(profile.dir);
    // 24 older saved games the index does not list (as an older version's two tabs left them): listed again.
    for (let i = 0; i < 24; i++)
      await corrupt(page, 'game', `mode:old${i}`, {
        seq: 1,
        modeKey: `old${i}`,
        savedAt: i + 1,
        source: { kind: 'mode', modeId: `old${i}` },
        session: { format: 'real-1', modeId: `old${i}`, data: null },
        title: `Old ${i}`,
      });
    await page.reload();
    await waitReady(page);
    expect(await indexKeys(page)).toHaveLength(26);
    await callHook(page, 'newGame', '2048', 5);
    await expect
      .poll(() => toasts(page))
      .toContainEqual(
        expect.stringMatching(/^You have 26 saved games\. The oldest, “Old 0”, is kept until you remove it\./),
      );
    expect(await indexKeys(page)).toHaveLength(26);
    await page.getByRole('button', { name: 'Remove the saved game of Old 0' }).click();
    await expect.poll(() => indexKeys(page)).toHaveLength(25);
    expect(await indexKeys(page)).not.toContain('old0');
    await context.close();
  }, 120_000);
});
