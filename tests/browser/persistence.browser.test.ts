// (4) Play 10 moves, close the browser context abruptly, reopen: same board, score and undo
// history.

import { afterAll, describe, expect, it } from 'vitest';
import type { BoardView } from '../../src/worker/protocol.ts';
import {
  baseUrl,
  callHook,
  launchPersistent,
  tempProfile,
  view,
  waitReady,
  waitSaved,
  watchErrors,
} from './helpers.ts';

const board = (v: BoardView): string =>
  JSON.stringify({ tiles: v.tiles.map((t) => [t.id, t.v, t.h, t.text]), score: v.score, moves: v.moves });

describe('persistence', () => {
  const profile = tempProfile();
  afterAll(() => profile.cleanup());

  it('restores board, score and undo history after an abrupt close', async () => {
    let context = await launchPersistent(profile.dir, { viewport: { width: 400, height: 800 } });
    let page = context.pages()[0] ?? (await context.newPage());
    const errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    await callHook(page, 'newGame', '2048', 12345);
    const history: string[] = [board(await view(page))];
    // Ten moves that change the board (blocked directions are skipped).
    for (let d = 0; history.length <= 10; d = (d + 1) % 4) {
      await callHook(page, 'move', [2, 1, 3, 0][d]!);
      const b = board(await view(page));
      if (b !== history[history.length - 1]) history.push(b);
      if (d === 3 && history.length === 1) throw new Error('no move possible');
    }
    const before = await view(page);
    expect(before.moves).toBe(10);
    expect(before.canUndo).toBe(true);
    await waitSaved(page);
    expect(errors).toEqual([]);
    await context.close(); // no unload handshake: the save must already be on disk

    context = await launchPersistent(profile.dir, { viewport: { width: 400, height: 800 } });
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseUrl());
    await waitReady(page);
    const after = await view(page);
    expect(board(after)).toBe(board(before));
    expect(after.score).toBe(before.score);
    // Walk the undo history back to the start, state by state.
    for (let i = history.length - 2; i >= 0; i--) {
      await page.evaluate(() => (document.querySelector('button[aria-label="Undo"]') as HTMLButtonElement).click());
      await page.waitForFunction((want) => {
        const v = (globalThis as unknown as { __pow2048: { view(): BoardView } }).__pow2048.view();
        return v.moves === want;
      }, i);
      expect(board(await view(page))).toBe(history[i]);
    }
    expect((await view(page)).canUndo).toBe(false);
    await context.close();
  });
});
