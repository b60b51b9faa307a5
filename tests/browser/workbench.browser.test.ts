// Issue 30, done-when 3: the Playground evaluates a formula on the live board (in the engine worker),
// and the Rule inspector explains a recorded move of 180 — loaded through the Replays screen from the
// conformance corpus — saying which rule merged which cells (the engine's own trace of the move).
// Screenshots: test-artifacts/workbench-*.png
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ReplayFrameView } from '../../src/worker/protocol.ts';
import { artifactPath, axeViolations, baseUrl, callHook, launch, view, waitReady, watchErrors } from './helpers.ts';

interface RecordedGame {
  replayCode: string;
  steps: { i?: number; merges?: number }[];
}

const game180 = (): RecordedGame =>
  (
    JSON.parse(readFileSync(new URL('../../../shared/conformance/replays/38.json', import.meta.url), 'utf8')) as {
      games: RecordedGame[];
    }
  ).games[0]!;

/** The first recorded move that merged, and how many merges it made. */
function firstMerge(g: RecordedGame): { move: number; merges: number } {
  let last = 0;
  for (const s of g.steps) {
    if (typeof s.merges !== 'number') continue;
    if (s.merges > last && s.i !== undefined) return { move: s.i, merges: s.merges - last };
    last = s.merges;
  }
  throw new Error('no recorded move merged');
}

const replay = (page: Page): Promise<ReplayFrameView | null> => callHook(page, 'replay');

describe('mode author workbench', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the Playground evaluates a formula on the live board, step by step, and points at a typing mistake', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 568 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      const tile = (await view(page)).tiles[0]!;
      const number = tile.text.map((r) => r.text).join('');
      await page.getByRole('button', { name: 'Rules', exact: true }).click();
      const playground = page.locator('#screen-rules .rules-playground');
      await playground.locator('summary').click();
      await page.getByLabel('Formula or CalcArray').fill('[2 ^ @This(0)] + 0');
      await page.getByLabel('Tile row (from 0)').fill(String(tile.v));
      await page.getByLabel('Tile column (from 0)').fill(String(tile.h));
      await playground.getByRole('button', { name: 'Evaluate' }).click();
      const value = playground.locator('.playground-value');
      await expect.poll(() => value.textContent(), { timeout: 20_000 }).toBe(number);
      expect(await playground.locator('.playground-type').textContent()).toBe('number');
      expect(Number(await playground.locator('.playground-steps').textContent())).toBeGreaterThan(0);
      // Each part in evaluation order: the tile's number, then the sum.
      expect(await playground.locator('.playground-trace li').allTextContents()).toEqual([
        `2 ^ @This(0) → ${number} (number)`,
        `[2 ^ @This(0)] + 0 → ${number} (number)`,
      ]);
      // A typing mistake: the column it is at, with a caret under it.
      await page.getByLabel('Formula or CalcArray').fill('1 + [2 * 3');
      await playground.getByRole('button', { name: 'Evaluate' }).click();
      await expect
        .poll(() => playground.locator('.playground-error').textContent(), { timeout: 20_000 })
        .toMatch(/^Column \d+: /);
      expect(await playground.locator('.playground-caret').textContent()).toMatch(/^1 \+ \[2 \* 3\n *\^$/);
      // Open on a 320 px phone: nothing reaches past the right edge, and axe finds nothing serious.
      await page.locator('#screen-rules .rules-inspector summary').first().click();
      await page.locator('#screen-rules .inspector-move, #screen-rules .inspector-trace').first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await playground.screenshot({ path: artifactPath('workbench-playground.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the Rule inspector explains a recorded move of 180: which rule merged which cells', async () => {
    const recorded = game180();
    const { move, merges } = firstMerge(recorded);
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      await page.getByRole('button', { name: 'Replays' }).click();
      await page.getByLabel('Replay code to watch').fill(recorded.replayCode);
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect.poll(async () => (await replay(page))?.total ?? 0, { timeout: 30_000 }).toBeGreaterThan(move);
      await page.getByLabel('Replay position').fill(String(move));
      await expect.poll(async () => (await replay(page))?.index, { timeout: 30_000 }).toBe(move);
      const inspector = page.locator('#screen-replays .rules-inspector');
      await inspector.locator('summary').first().click();
      const heading = inspector.locator('.inspector-move h4');
      await expect
        .poll(() => heading.textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^Recorded move ${move} of `));
      const merged = await inspector.locator('.trace-merge').allTextContents();
      expect(merged).toHaveLength(merges);
      for (const m of merged)
        expect(m).toMatch(/^Rule \d+ merged \(\d, \d\) with \(\d, \d\)(, \(\d, \d\))* → .+ at \(\d, \d\)/);
      // And why other blocked tiles did not merge, rule by rule; the phases in the engine's order.
      expect(await inspector.locator('.trace-noMerge').count()).toBeGreaterThan(0);
      const phases = await inspector.locator('.trace-phase').allTextContents();
      expect(phases[0]).toBe('Before the move');
      expect(phases.at(-1)).toBe('Discovery, win and lose checks');
      // 180's merge rules, expanded: lengths 5, 3 and 2, each tried in the four directions.
      await inspector.locator('.inspector-rules summary').click();
      const lengths = await inspector.locator('.inspector-rules .formula-parts dd:nth-of-type(1)').allTextContents();
      expect(lengths).toEqual(['5', '3', '2']);
      expect(await inspector.locator('.inspector-rules .formula-parts ul').first().locator('li').count()).toBe(4);
      await inspector.locator('.inspector-move').screenshot({ path: artifactPath('workbench-inspector-180.png') });
      // Stepping on re-explains: the next move's title.
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect
        .poll(() => heading.textContent(), { timeout: 30_000 })
        .toMatch(new RegExp(`^Recorded move ${move + 1} of `));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
