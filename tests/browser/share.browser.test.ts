// Share links, offline: a community mode's link opens the installed app with the network off, says
// what it holds (kind, name, size), and installs and starts it on one tap; the address forgets the
// code so a reload does not ask again; a cut-off link is told in plain words; text shared to the app
// (the manifest's share_target) is offered the same way.

import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shareFragment, sharePluginFragment } from '../../src/app/share-link.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import { THREES_PLUGIN } from '../../src/worker/test-codes.ts';
import {
  baseUrl,
  callHook,
  launchPersistent,
  tempProfile,
  view,
  waitForServiceWorker,
  waitForView,
  waitReady,
  watchErrors,
} from './helpers.ts';

/** Opens `fragment` as a fresh load of the app and gives the offer's text. */
async function openLink(page: Page, fragment: string): Promise<string> {
  await page.goto('about:blank');
  await page.goto(baseUrl() + fragment);
  await page.locator('.shared-bar').waitFor();
  return (await page.locator('.shared-bar span').textContent()) ?? '';
}

const kb = (text: string): string => `${Math.max(1, Math.round(text.length / 1024))} KB`;

const community = JSON.parse(
  readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { title: string; code: string }[];

describe('share links', () => {
  const profile = tempProfile();
  const others: (() => void)[] = [];
  /** A profile of its own (cleaned up with the rest). */
  const tempProfileDir = (): string => {
    const p = tempProfile();
    others.push(p.cleanup);
    return p.dir;
  };
  afterAll(() => {
    profile.cleanup();
    for (const c of others) c();
  });

  it('open offline, say what they hold, and install and play on one tap', async () => {
    const context = await launchPersistent(profile.dir, { viewport: { width: 390, height: 800 } });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await page.goto(baseUrl());
      await waitReady(page);
      await waitForServiceWorker(page);
      await context.setOffline(true);

      const { code } = community[1]!;
      // (From another page: a fragment change alone would not load the app again.)
      await page.goto('about:blank');
      await page.goto(baseUrl() + (await shareFragment(code)));
      const bar = page.locator('.shared-bar');
      await bar.waitFor();
      const text = (await bar.locator('span').textContent()) ?? '';
      const name = /the mode “(.+)” \((\d+) KB\)\./.exec(text);
      expect(name, text).not.toBeNull();
      expect(Number(name![2])).toBe(Math.max(1, Math.round(code.length / 1024)));
      expect(await page.evaluate(() => location.hash)).toBe('');
      await bar.getByRole('button', { name: 'Install and play' }).click();
      await page.waitForFunction(
        (n) => (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view()?.modeName === n,
        name![1],
      );
      expect((await view(page)).tiles.length).toBeGreaterThan(0);

      // A reload does not offer it again.
      await page.reload();
      await waitReady(page);
      await page.waitForTimeout(500);
      expect(await page.locator('.shared-bar').count()).toBe(0);

      // Cut off: told so.
      const fragment = await shareFragment(community[2]!.code);
      await page.goto('about:blank');
      await page.goto(baseUrl() + fragment.slice(0, fragment.length >> 1));
      await expect
        .poll(() => page.locator('.toast').allTextContents())
        .toContainEqual(expect.stringMatching(/cut off or damaged/));

      // Shared text (share_target): a code in ?text= is offered the same way.
      await page.goto(`${baseUrl()}?text=${encodeURIComponent(community[3]!.code)}`);
      await page.locator('.shared-bar').waitFor();
      expect(await page.locator('.shared-bar span').textContent()).toMatch(/^Shared with you: /);
      await page.locator('.shared-bar').getByRole('button', { name: 'Not now' }).click();
      expect(await page.locator('.shared-bar').count()).toBe(0);
      expect(await page.evaluate(() => location.search)).toBe('');
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a game, a replay and a plugin file by link, offline: each says what it is and who made it', async () => {
    // The same profile: the app is cached from the test above; the network is off from the start.
    const context = await launchPersistent(profile.dir, { viewport: { width: 390, height: 800 }, offline: true });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      await page.goto(baseUrl());
      await waitReady(page);
      await callHook(page, 'newGame', '2048');
      await waitForView(page, "v.modeId === '2048' && v.moves === 0");
      for (const d of [0, 1, 2, 3, 0, 1]) await callHook(page, 'move', d);
      await waitForView(page, 'v.moves >= 4');
      const played = await view(page);
      const hook = (name: 'gameCode' | 'replayCode'): Promise<string> =>
        page.evaluate(
          (n) => (globalThis as unknown as Record<string, Record<string, () => Promise<string>>>).__pow2048![n]!(),
          name,
        );
      const game = await hook('gameCode');
      const replay = await hook('replayCode');

      // A game: named with its mode and author; Open plays it from where it was.
      await callHook(page, 'newGame', '2048');
      expect(await openLink(page, await shareFragment(game, 'Ann'))).toBe(
        `Shared with you: a game of 2048 by Ann (${kb(game)}).`,
      );
      await page.locator('.shared-bar').getByRole('button', { name: 'Open' }).click();
      await waitForView(page, `v.moves === ${played.moves} && v.score === ${JSON.stringify(played.score)}`);

      // A replay: opens on the Replays screen.
      expect(await openLink(page, await shareFragment(replay))).toBe(`Shared with you: a replay (${kb(replay)}).`);
      await page.locator('.shared-bar').getByRole('button', { name: 'Open' }).click();
      await page.locator('#screen-replays').waitFor();
      await expect.poll(() => callHook(page, 'replay').then((r) => r !== null)).toBe(true);

      // A plugin file: kind, name, version, author and size; installed and played on one tap.
      const file = JSON.stringify(THREES_PLUGIN);
      expect(await openLink(page, await sharePluginFragment(file))).toBe(
        `Shared with you: the mode plugin “Threes on 3x3” v1.2.0 by Tess (${kb(file)}).`,
      );
      await page.locator('.shared-bar').getByRole('button', { name: 'Install and play' }).click();
      await waitForView(page, `v.modeId === '${THREES_PLUGIN.id}'`);
      await page.getByRole('button', { name: 'Save codes: import and export' }).click();
      await expect
        .poll(() => page.locator(`[data-installed="${THREES_PLUGIN.id}"]`).getAttribute('data-source'))
        .toBe('link');
      expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a file opened with the app (file_handlers, read from launchQueue at start) is offered and installed', async () => {
    const context = await launchPersistent(tempProfileDir(), { viewport: { width: 390, height: 800 } });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors = watchErrors(page);
      const file = JSON.stringify({ ...THREES_PLUGIN, version: '3.0.0' });
      // What Chromium hands an installed app launched with a file (the headless browser cannot install one).
      await page.addInitScript((text) => {
        // (Chromium has a window.launchQueue of its own, which never calls back in a page that is not an installed app.)
        Object.defineProperty(globalThis, 'launchQueue', {
          configurable: true,
          value: {
            setConsumer(consume: (p: { files: { getFile(): Promise<File> }[] }) => void) {
              consume({ files: [{ getFile: async () => new File([text], 'threes.pow2048.json') }] });
            },
          },
        });
      }, file);
      await page.goto(baseUrl());
      await waitReady(page);
      await page.locator('.shared-bar').waitFor();
      expect(await page.locator('.shared-bar span').textContent()).toBe(
        `Opened “threes.pow2048.json”: the mode plugin “Threes on 3x3” v3.0.0 by Tess (${kb(file)}).`,
      );
      await page.locator('.shared-bar').getByRole('button', { name: 'Install and play' }).click();
      await waitForView(page, `v.modeId === '${THREES_PLUGIN.id}'`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
