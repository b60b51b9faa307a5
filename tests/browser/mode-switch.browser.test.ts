// Switching modes or pressing New never loses a game: each mode keeps its saved game (resumed when
// chosen again in the picker or by its address), New game can be undone from its toast, a reload
// resumes the mode shown last, and the single saved game of an older version still loads. Importing
// a Game code can be undone the same way, and an undone game is not counted as a game played. Games
// imported from Game codes are listed in the picker under Imported (resumed from there or their
// address, removable with confirmation). The address names the game shown: the latest address
// asked for wins over a switch still loading, and an import from the Codes screen takes its place.

import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { BoardView } from '../../src/worker/protocol.ts';
import { codeHash } from '../../src/worker/mode-catalog.ts';
import {
  baseUrl,
  callHook,
  launchPersistent,
  stored,
  tempProfile,
  view,
  waitReady,
  waitSaved,
  waitForView,
  watchErrors,
} from './helpers.ts';
import { classicPosition, gameCode, testClassicMode } from './positions.ts';

const board = (v: BoardView): string =>
  JSON.stringify({
    mode: v.modeId,
    tiles: v.tiles.map((t) => [t.id, t.v, t.h, t.text]),
    score: v.score,
    moves: v.moves,
  });

/** A page of the app's origin that is not the app (to edit its IndexedDB before the app starts). */
const BLANK = '__blank-for-test';

async function open(dir: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // No service worker: it would answer the blank page's navigation with the app.
  const context = await launchPersistent(dir, {
    viewport: { width: 400, height: 800 },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.route(`${baseUrl()}${BLANK}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  return { context, page, errors: watchErrors(page) };
}

function waitView(page: Page, ok: string): Promise<void> {
  // `ok` is checked in Node (helpers.ts): the page's CSP allows no eval.
  return waitForView(page, ok);
}

/** `n` moves that change the board (blocked directions are skipped). */
async function play(page: Page, n: number): Promise<void> {
  const start = (await view(page)).moves;
  for (let d = 0, tries = 0; (await view(page)).moves < start + n; d = (d + 1) % 4, tries++) {
    if (tries > 40) throw new Error('no move possible');
    await callHook(page, 'move', d);
  }
}

async function pick(page: Page, modeId: string): Promise<void> {
  await page.getByRole('button', { name: 'Choose a mode' }).click();
  await page.locator(`.mode-btn[data-mode="${modeId}"]`).click();
  await waitView(page, `v.modeId === ${JSON.stringify(modeId)}`);
  await expect.poll(() => page.locator('#screen-modes').count()).toBe(0);
}

/** The keys in the app's 'game' store. */
function gameKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((ok, fail) => {
        const req = indexedDB.open('pow2048-game');
        req.onerror = () => fail(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const keys = db.transaction('kv').objectStore('kv').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            ok((keys.result as string[]).sort());
          };
        };
      }),
  );
}

/** The "games played" count of a mode, as stored. */
async function gamesPlayed(page: Page, modeKey: string): Promise<number> {
  const s = await stored(page, 'stats', modeKey);
  return s === undefined ? 0 : (JSON.parse(s) as { games: number }).games;
}

describe('a game per mode', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

  it('switching modes resumes each one’s game, New can be undone, and a reload resumes the mode shown', async () => {
    let { context, page, errors } = await open(profile.dir);
    await page.goto(baseUrl());
    await waitReady(page);
    await callHook(page, 'newGame', '2048', 4242);
    await play(page, 4);
    const game2048 = board(await view(page));

    // Modes lists 2048 as in progress; 180 starts a new game of its own.
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    await expect
      .poll(() => page.locator('.mode-btn[data-mode="2048"] .mode-progress').textContent())
      .toBe('In progress');
    expect(await page.locator('.mode-btn[data-mode="pc.180"] .mode-progress').count()).toBe(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await pick(page, 'pc.180');
    expect((await view(page)).moves).toBe(0);
    await play(page, 3);
    const game180 = board(await view(page));

    // Back to 2048: the same board, score and move count, with its undo history.
    await pick(page, '2048');
    expect(board(await view(page))).toBe(game2048);
    expect((await view(page)).canUndo).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/play/2048');
    // And 180 again.
    await pick(page, 'pc.180');
    expect(board(await view(page))).toBe(game180);
    await pick(page, '2048');
    expect(board(await view(page))).toBe(game2048);

    // New game, then the toast's Undo: the replaced game is back.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    await waitView(page, 'v.moves === 0');
    const toast = page.locator('.toasts .toast', { hasText: 'New game started' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    const undo = page.getByRole('button', { name: 'Undo new game', exact: true });
    expect(await undo.textContent()).toBe('Undo');
    await undo.click();
    await waitView(page, 'v.moves > 0');
    expect(board(await view(page))).toBe(game2048);
    await expect.poll(() => toast.count()).toBe(0);

    // Other options in the picker start a new game (the old one can be brought back the same way).
    await page.getByRole('button', { name: 'Choose a mode' }).click();
    const item = page.locator('li.mode-item', { has: page.locator('.mode-btn[data-mode="2048"]') });
    await item.locator('button[data-options="2048"]').click();
    await item.getByLabel('Grid width').fill('5');
    await item.getByRole('button', { name: 'Play with these options' }).click();
    await waitView(page, 'v.width === 5 && v.moves === 0');
    await page.getByRole('button', { name: 'Undo new game', exact: true }).click();
    await waitView(page, 'v.width === 4 && v.moves > 0');
    expect(board(await view(page))).toBe(game2048);

    // A reload resumes the mode shown last (at the app's own address too); 180's address resumes 180's game.
    await waitSaved(page);
    await page.reload();
    await waitReady(page);
    expect(board(await view(page))).toBe(game2048);
    await page.goto(baseUrl());
    await waitReady(page);
    expect(board(await view(page))).toBe(game2048);
    await page.goto(`${baseUrl()}play/pc.180`);
    await waitReady(page);
    expect(board(await view(page))).toBe(game180);
    await waitSaved(page);
    expect(errors).toEqual([]);
    await context.close();

    // An older version kept one game under 'current' (no index, no status): it still loads.
    ({ context, page, errors } = await open(profile.dir));
    await page.goto(`${baseUrl()}${BLANK}`);
    const legacyMode = await page.evaluate(
      () =>
        new Promise<string>((ok, fail) => {
          const req = indexedDB.open('pow2048-game');
          req.onerror = () => fail(req.error);
          req.onsuccess = () => {
            const db = req.result;
            const tx = db.transaction('kv', 'readwrite');
            const store = tx.objectStore('kv');
            const index = store.get('index');
            index.onsuccess = () => {
              const entries = (index.result as { entries: { modeKey: string }[] }).entries;
              const last = entries[entries.length - 1]!.modeKey;
              const rec = store.get(`mode:${last}`);
              rec.onsuccess = () => {
                const { status: _status, ...legacy } = rec.result as Record<string, unknown>;
                store.clear();
                store.put(legacy, 'current');
              };
              tx.oncomplete = () => {
                db.close();
                ok(last);
              };
            };
          };
        }),
    );
    expect(legacyMode).toBe('pc.180');
    expect(await gameKeys(page)).toEqual(['current']);
    await page.goto(baseUrl());
    await waitReady(page);
    expect(board(await view(page))).toBe(game180);
    await waitSaved(page);
    expect(await gameKeys(page)).toEqual(['index', 'mode:pc.180']);
    // Switching away and back keeps it, like any other saved game.
    await pick(page, '2048');
    expect((await view(page)).moves).toBe(0);
    await pick(page, 'pc.180');
    expect(board(await view(page))).toBe(game180);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('lists imported games under Imported: chosen again they resume, and one can be removed', async () => {
    const own = tempProfile();
    const { context, page, errors } = await open(own.dir);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      const alpha = gameCode(testClassicMode('Alpha'), [
        [0, 0, 1],
        [0, 1, 1],
        [3, 3, 2],
      ]);
      const beta = gameCode(testClassicMode('Beta'), [
        [1, 1, 2],
        [2, 2, 2],
      ]);
      const alphaKey = `code:${codeHash(alpha.trim())}`;
      const betaKey = `code:${codeHash(beta.trim())}`;
      expect(await callHook(page, 'importCode', alpha)).toMatch(/Loaded a game of Alpha/);
      await waitView(page, 'v.modeName === "Alpha"');
      await play(page, 2);
      const gameAlpha = board(await view(page));
      expect(await callHook(page, 'importCode', beta)).toMatch(/Loaded a game of Beta/);
      await waitView(page, 'v.modeName === "Beta"');
      await pick(page, '2048');

      // Both are listed by their title, most recently played first, with their progress.
      await page.getByRole('button', { name: 'Choose a mode' }).click();
      const imported = page.locator('#screen-modes section.mode-cat', {
        has: page.getByRole('heading', { name: 'Imported', exact: true }),
      });
      await expect.poll(() => imported.locator('.mode-btn .mode-name').allTextContents()).toEqual(['Beta', 'Alpha']);
      expect(
        await imported.locator('.mode-btn').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['mode'])),
      ).toEqual([betaKey, alphaKey]);
      expect(await imported.locator(`.mode-btn[data-mode="${alphaKey}"] .mode-progress`).textContent()).toBe(
        'In progress',
      );
      // Choosing one resumes its game (board, score, moves, undo history) at its own address.
      await imported.locator(`.mode-btn[data-mode="${alphaKey}"]`).click();
      await waitView(page, 'v.modeName === "Alpha"');
      expect(board(await view(page))).toBe(gameAlpha);
      expect((await view(page)).canUndo).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/play/${encodeURIComponent(alphaKey)}`);
      // The game shown cannot be removed under the player; the other one can.
      await page.getByRole('button', { name: 'Choose a mode' }).click();
      await expect.poll(() => imported.locator('.mode-btn').count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Remove Alpha', exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Remove Beta', exact: true }).count()).toBe(1);
      await page.getByRole('button', { name: 'Close' }).click();

      // Its address resumes it too, from another mode's game.
      await pick(page, '2048');
      await waitSaved(page);
      await page.goto(`${baseUrl()}play/${encodeURIComponent(alphaKey)}`);
      await waitReady(page);
      await waitView(page, 'v.modeName === "Alpha"');
      expect(board(await view(page))).toBe(gameAlpha);

      // Remove asks first: Keep keeps it; Yes forgets its saved game (gone after a reload too).
      await pick(page, '2048');
      await page.getByRole('button', { name: 'Choose a mode' }).click();
      await page.getByRole('button', { name: 'Remove Alpha', exact: true }).click();
      await expect
        .poll(() => page.locator('#screen-modes .confirm [role="alert"]').textContent())
        .toBe('Remove “Alpha” and its saved game?');
      await page.getByRole('button', { name: 'Keep', exact: true }).click();
      expect(await imported.locator(`.mode-btn[data-mode="${alphaKey}"]`).count()).toBe(1);
      await page.getByRole('button', { name: 'Remove Alpha', exact: true }).click();
      await page.getByRole('button', { name: 'Yes, remove', exact: true }).click();
      await expect.poll(() => imported.locator('.mode-btn .mode-name').allTextContents()).toEqual(['Beta']);
      await expect.poll(() => stored(page, 'game', `mode:${alphaKey}`)).toBeUndefined();
      expect(await stored(page, 'game', `mode:${betaKey}`)).toBeTruthy();
      // (The picker's own address: a reload opens it again, over 2048's game.)
      expect(new URL(page.url()).pathname).toBe('/modes');
      await page.reload();
      await waitReady(page);
      expect((await view(page)).modeId).toBe('2048');
      await expect.poll(() => imported.locator('.mode-btn .mode-name').allTextContents()).toEqual(['Beta']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      own.cleanup();
    }
  }, 180_000);

  it('the address names the game shown: the latest address wins, and an import takes the Codes screen’s place', async () => {
    const own = tempProfile();
    const { context, page, errors } = await open(own.dir);
    const path = (): string => new URL(page.url()).pathname;
    try {
      await page.goto(`${baseUrl()}play/pc.180`);
      await waitReady(page);
      await play(page, 2);
      const game180 = board(await view(page));
      await pick(page, '2048');
      await play(page, 2);
      const game2048 = board(await view(page));
      await waitSaved(page);

      // Two addresses in a row (Back then Forward, quickly): the second asks for the mode shown
      // while the first is still loading another one. The second wins.
      const before = await callHook(page, 'lastSeq');
      await page.evaluate(() => {
        for (const to of ['/play/pc.180', '/play/2048']) {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }
      });
      await page.waitForFunction(
        (n) => (globalThis as unknown as { __pow2048: { lastSeq(): number } }).__pow2048.lastSeq() > n,
        before,
      );
      await waitSaved(page);
      await page.waitForTimeout(300);
      expect(path()).toBe('/play/2048');
      expect(board(await view(page))).toBe(game2048);

      // A Game code imported on the Codes screen, opened over 2048's address: the address follows
      // the imported game (the entry under the screen is not routed to again), so a reload resumes it.
      const alpha = gameCode(testClassicMode('Alpha'), [
        [0, 0, 1],
        [2, 2, 2],
      ]);
      const alphaKey = `code:${codeHash(alpha.trim())}`;
      await page.getByRole('button', { name: 'Save codes: import and export' }).click();
      await page.getByLabel('Save code to import').fill(alpha);
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await waitView(page, 'v.modeName === "Alpha"');
      await expect.poll(() => path()).toBe(`/play/${encodeURIComponent(alphaKey)}`);
      await page.waitForTimeout(300);
      expect((await view(page)).modeName).toBe('Alpha');
      await play(page, 1);
      const gameAlpha = board(await view(page));
      await waitSaved(page);
      await page.reload();
      await waitReady(page);
      expect(board(await view(page))).toBe(gameAlpha);
      // Back: the mode shown before the import, its game resumed.
      await page.goBack();
      await waitView(page, 'v.modeId === "2048"');
      expect(path()).toBe('/play/2048');
      expect(board(await view(page))).toBe(game2048);
      await pick(page, 'pc.180');
      expect(board(await view(page))).toBe(game180);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      own.cleanup();
    }
  }, 180_000);

  it('Undo takes back the game it counted; importing a Game code can be undone, with the code’s own saved game', async () => {
    const own = tempProfile();
    const { context, page, errors } = await open(own.dir);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      // The first start's game, then this one: two games of 2048.
      await callHook(page, 'newGame', '2048', 4242);
      await play(page, 3);
      const game2048 = board(await view(page));
      await expect.poll(() => gamesPlayed(page, '2048')).toBe(2);
      const undo = page.getByRole('button', { name: 'Undo new game', exact: true });

      // New game counts one more; its Undo takes it back.
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await waitView(page, 'v.moves === 0');
      await expect.poll(() => gamesPlayed(page, '2048')).toBe(3);
      await undo.click();
      await waitView(page, 'v.moves > 0');
      expect(board(await view(page))).toBe(game2048);
      await expect.poll(() => gamesPlayed(page, '2048')).toBe(2);
      // A game resumed (from the picker) is never counted again.
      await pick(page, 'pc.180');
      await pick(page, '2048');
      expect(board(await view(page))).toBe(game2048);

      // A Game code replaces the game shown: the same toast brings it back, and the import is not counted.
      const code = classicPosition([
        [0, 0, 1],
        [0, 1, 1],
        [3, 3, 2],
      ]);
      const codeKey = `code:${codeHash(code.trim())}`;
      expect(await callHook(page, 'importCode', code)).toMatch(/Loaded a game/);
      await waitView(page, 'v.moves === 0 && v.tiles.length === 3');
      await expect.poll(() => gamesPlayed(page, codeKey)).toBe(1);
      await undo.click();
      await waitView(page, 'v.moves > 0');
      expect(board(await view(page))).toBe(game2048);
      await expect.poll(() => gamesPlayed(page, codeKey)).toBe(0);
      expect(await gamesPlayed(page, '2048')).toBe(2);

      // Imported again and played: the code's mode now has a game of its own.
      await callHook(page, 'importCode', code);
      await waitView(page, 'v.moves === 0 && v.tiles.length === 3');
      await play(page, 2);
      await waitSaved(page);
      const session = async (): Promise<unknown> =>
        (JSON.parse((await stored(page, 'game', `mode:${codeKey}`)) ?? 'null') as { session: unknown } | null)?.session;
      const codeGame = await session();
      expect(codeGame).toBeTruthy();
      await pick(page, '2048');
      expect(board(await view(page))).toBe(game2048);
      // A third import, from 2048, overwrites that game; Undo shows 2048's game and writes the code's back.
      await callHook(page, 'importCode', code);
      await waitView(page, 'v.moves === 0 && v.tiles.length === 3');
      await waitSaved(page);
      expect(await session()).not.toEqual(codeGame);
      await expect.poll(() => gamesPlayed(page, codeKey)).toBe(2);
      await undo.click();
      await waitView(page, 'v.moves > 0');
      expect(board(await view(page))).toBe(game2048);
      await expect.poll(() => gamesPlayed(page, codeKey)).toBe(1);
      await waitSaved(page);
      expect(await session()).toEqual(codeGame);
      // 2048's game stays the one shown at the next start.
      const index = JSON.parse((await stored(page, 'game', 'index'))!) as { entries: { modeKey: string }[] };
      expect(index.entries.map((e) => e.modeKey).slice(-2)).toEqual([codeKey, '2048']);
      await page.reload();
      await waitReady(page);
      expect(board(await view(page))).toBe(game2048);
      expect(await gamesPlayed(page, '2048')).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      own.cleanup();
    }
  }, 180_000);
});
