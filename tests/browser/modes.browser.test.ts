// (6) Issue #5 point 2, every mode is playable in the app: each built-in mode (pages 1–4, secrets) is
// opened from the picker, 20 moves are played, and the board shows its tiles with the text of the
// mode's display rule. The expected texts are computed here, independently of the worker's view
// code: the game is exported as a Game code through the Codes screen, resumed in Node, and each
// tile's display rule is evaluated with the engine's plain-text evaluator.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Value } from '../../src/calc/values.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { modeFromRaw } from '../../src/engine/index.ts';
import { resumeGame } from '../../src/engine/index.ts';
import { displayRule } from '../../src/engine/index.ts';
import { importGameCode } from '../../src/formats/index.ts';
import type { BoardView } from '../../src/worker/protocol.ts';
import { RealEngine } from '../../src/worker/real-engine.ts';
import { baseUrl, callHook, launch, view, waitReady, watchErrors } from './helpers.ts';
import { registry } from './positions.ts';

/** What each tile of a Game code's position should read, by cell. */
function expectedTexts(code: string): Map<string, string> {
  const imp = importGameCode(code);
  const game = new Game(modeFromRaw(imp.mode), { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  game.start();
  resumeGame(game, imp.game);
  const s = game.state;
  const out = new Map<string, string>();
  s.grid.forEach((row, v) =>
    row.forEach((cell: Value, h) => {
      if (!Array.isArray(cell)) return;
      const rule = displayRule(game.core, cell, v, h, s.grid);
      out.set(`${v},${h}`, !rule || game.mode.hiddenTileText ? '' : calcEvaluator.text!(rule[1], s, v, h, s.grid));
    }),
  );
  return out;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !(globalThis as unknown as { __pow2048: { animating(): boolean } }).__pow2048.animating(),
  );
}

async function exportedCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save codes: import and export' }).click();
  const box = page.getByLabel('Save code of this game');
  await expect.poll(() => box.inputValue()).toMatch(/^@2048PowCompGame\|/);
  const code = await box.inputValue();
  await page.getByRole('button', { name: 'Close' }).click();
  return code;
}

describe('every built-in mode in the app', () => {
  const modes = new RealEngine(registry).listModes();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    // No animations: this test is about what is drawn, and software WebGL is slow.
    context = await browser.newContext({
      viewport: { width: 360, height: 700 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has the pages’ modes registered', () => {
    for (const page of [1, 2, 3, 4])
      expect(modes.filter((m) => m.page === page).length, `page ${page}`).toBeGreaterThanOrEqual(25);
    expect(modes[0]!.id).toBe('2048');
  });

  it(
    'opens each from the picker, plays 20 moves, and draws its tiles with their display rule’s text',
    async () => {
      const problems: string[] = [];
      for (const m of modes) {
        await page.getByRole('button', { name: 'Choose a mode' }).click();
        const button = page.locator(`.mode-btn[data-mode="${m.id}"]`);
        await button.click();
        await page.waitForFunction((id) => {
          const v = (globalThis as unknown as { __pow2048: { view(): BoardView | null } }).__pow2048.view();
          return v !== null && v.modeId === id && v.moves === 0;
        }, m.id);
        // 20 moves in the page (each waits for its result), stopping if the game ends.
        await page.evaluate(async () => {
          const h = (globalThis as unknown as { __pow2048: { view(): BoardView; move(d: number): Promise<void> } })
            .__pow2048;
          const order = [2, 1, 3, 0];
          for (let i = 0; i < 20; i++) {
            const v = h.view();
            if (v.status !== 'playing' && v.status !== 'continued') break;
            await h.move(order[i % order.length]! % v.directions.length);
          }
        });
        await settled(page);
        const v = await view(page);
        if (v.moves === 0) problems.push(`${m.id}: no move was possible`);
        const stats = await callHook(page, 'stats');
        expect(stats?.['tiles'], m.id).toBe(v.tiles.length);
        for (const t of v.tiles)
          expect(await callHook(page, 'tileRect', t.id), `${m.id} tile ${t.id} drawn`).not.toBeNull();
        const want = expectedTexts(await exportedCode(page));
        expect(v.tiles.length, m.id).toBe(want.size);
        for (const t of v.tiles) {
          const got = t.text.map((r) => r.text).join('');
          expect(got, `${m.id} (${m.name}): tile at (${t.v}, ${t.h})`).toBe(want.get(`${t.v},${t.h}`));
          if (got === '') problems.push(`${m.id}: an empty tile text at (${t.v}, ${t.h})`);
        }
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      // About a second per mode on a quiet machine; generous for CI's software WebGL.
    },
    60_000 + modes.length * 6_000,
  );
});
