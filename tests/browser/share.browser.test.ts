// Share links, offline: a community mode's link opens the installed app with the network off, says
// what it holds (kind, name, size), and installs and starts it on one tap; the address forgets the
// code so a reload does not ask again; a cut-off link is told in plain words; text shared to the app
// (the manifest's share_target) is offered the same way.

import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { shareFragment } from '../../src/app/share-link.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import {
  baseUrl,
  launchPersistent,
  tempProfile,
  view,
  waitForServiceWorker,
  waitReady,
  watchErrors,
} from './helpers.ts';

const community = JSON.parse(
  readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { title: string; code: string }[];

describe('share links', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

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
});
