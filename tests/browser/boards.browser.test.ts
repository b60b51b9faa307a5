// Boards of the global modifiers, played with CDP touch swipes (issue 28): a hexagon board (Grid
// shape modifier) swiped in its six directions and an eight-direction board (Directions modifier)
// on its diagonals, both switched on in the Modifiers screen. After every swipe the board shown is
// the one the app's own engine gives in Node for the same seed, modifiers and direction (the
// direction the swipe's angle points to on screen). Screenshots: `test-artifacts/boards-*.png`.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BoardView, ModifierChoice } from '../../src/worker/protocol.ts';
import { RealEngine } from '../../src/worker/real-engine.ts';
import {
  artifactPath,
  axeViolations,
  baseUrl,
  boardRect,
  callHook,
  cdpSwipe,
  launch,
  stored,
  view,
  waitForView,
  waitReady,
  watchErrors,
} from './helpers.ts';
import { decodePng, pixel } from './png.ts';
import { registry } from './positions.ts';

const engine = new RealEngine(registry);

/** Tiles as `v,h:text`, sorted (what a board shows). */
const tilesOf = (v: BoardView): string[] =>
  v.tiles.map((t) => `${t.v},${t.h}:${t.text.map((r) => r.text).join('')}`).sort();

/** The engine's direction index of grid vector (dv, dh) in a view. */
function indexOf(v: BoardView, dv: number, dh: number): number {
  const d = v.directions.find((x) => x.vector[0] === dv && x.vector[1] === dh);
  if (!d) throw new Error(`no direction (${dv}, ${dh}) in ${JSON.stringify(v.directions.map((x) => x.vector))}`);
  return d.index;
}

/** The engine in Node: a new game with these modifiers and seed, then these moves. */
function nodeGame(
  mods: readonly ModifierChoice[],
  seed: number,
  moves: readonly number[],
): { view: BoardView; moved: boolean } {
  const s = engine.newGame({ source: { kind: 'mode', modeId: '2048' }, seed, modifiers: mods });
  let moved = true;
  for (const d of moves) moved = s.move(d).moved;
  return { view: s.view(), moved };
}

describe('modifier boards played by touch', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let errors: string[];

  beforeAll(async () => {
    browser = await launch();
    context = await browser.newContext({
      viewport: { width: 390, height: 760 },
      deviceScaleFactor: 1,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(baseUrl());
    await waitReady(page);
    cdp = await context.newCDPSession(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Switches exactly these modifiers on in the Modifiers screen, sets option fields, and closes it. */
  async function chooseModifiers(on: Record<string, Record<string, string>>): Promise<void> {
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    await screen.locator('[data-modifier]').first().waitFor();
    await screen.getByRole('button', { name: 'Reset all modifiers' }).click();
    for (const [id, fields] of Object.entries(on)) {
      const item = screen.locator('li.modifier', { has: page.locator(`[data-modifier="${id}"]`) });
      await item.locator(`[data-modifier="${id}"]`).check();
      for (const [label, value] of Object.entries(fields)) {
        const control = item.locator('.opt-list').getByLabel(label, { exact: true });
        if ((await control.evaluate((e) => e.tagName)) === 'SELECT') await control.selectOption(value);
        else await control.fill(value);
      }
    }
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('#screen-modifiers').count()).toBe(0);
  }

  /** The modifiers the app will start games with (its stored settings, as the worker gets them). */
  async function storedChoices(): Promise<ModifierChoice[]> {
    const json = await stored(page, 'settings', 'settings');
    return json === undefined ? [] : (JSON.parse(json) as { modifiers: ModifierChoice[] }).modifiers;
  }

  /**
   * Starts a seeded game, then swipes each named grid vector (in an order where each one moves
   * something), checking the board against the engine after every swipe.
   */
  async function playBySwipes(
    name: string,
    mods: readonly ModifierChoice[],
    vectors: readonly (readonly [number, number])[],
    toScreen: (dv: number, dh: number) => [number, number],
  ): Promise<void> {
    let seed = 11;
    // A seed whose start position lets every direction move in some order (greedy).
    let order: (readonly [number, number])[] = [];
    for (; seed < 60; seed++) {
      const start = nodeGame(mods, seed, []).view;
      const left = [...vectors];
      const played: number[] = [];
      order = [];
      while (left.length) {
        const i = left.findIndex(([dv, dh]) => nodeGame(mods, seed, [...played, indexOf(start, dv, dh)]).moved);
        if (i < 0) break;
        played.push(indexOf(start, left[i]![0], left[i]![1]));
        order.push(left.splice(i, 1)[0]!);
      }
      if (!left.length) break;
    }
    expect(order).toHaveLength(vectors.length);
    await callHook(page, 'newGame', '2048', seed);
    await waitForView(page, (v) => v.moves === 0);
    const start = await view(page);
    expect(tilesOf(start)).toEqual(tilesOf(nodeGame(mods, seed, []).view));
    expect(start.cells.map((c) => c.kind)).toEqual(nodeGame(mods, seed, []).view.cells.map((c) => c.kind));
    await page.screenshot({ path: artifactPath(`boards-${name}-start.png`) });
    const played: number[] = [];
    for (const [dv, dh] of order) {
      const [sx, sy] = toScreen(dv, dh);
      const r = await boardRect(page);
      const cx = r.x + r.width / 2;
      const cy = r.y + r.height / 2;
      const len = Math.min(120, r.width / 3);
      const k = len / Math.hypot(sx, sy);
      await cdpSwipe(cdp, cx - (sx * k) / 2, cy - (sy * k) / 2, cx + (sx * k) / 2, cy + (sy * k) / 2);
      played.push(indexOf(start, dv, dh));
      const want = nodeGame(mods, seed, played).view;
      await waitForView(page, (v) => v.moves === played.length, 5000);
      const shown = await view(page);
      expect({ direction: [dv, dh], tiles: tilesOf(shown), score: shown.score }).toEqual({
        direction: [dv, dh],
        tiles: tilesOf(want),
        score: want.score,
      });
    }
    await waitForView(page, () => true);
    await page.screenshot({ path: artifactPath(`boards-${name}-played.png`) });
  }

  it('a hexagon board moves in its six directions by swipe angle', async () => {
    await chooseModifiers({ 'pc.grid-shape': { Shape: 'hexagon' } });
    const mods = await storedChoices();
    expect(mods.map((m) => [m.id, m.options['shape']])).toEqual([['pc.grid-shape', 'hexagon']]);
    const v = nodeGame(mods, 1, []).view;
    expect(v.hexagonal).toBe(true);
    expect(v.directions).toHaveLength(6);
    // Pointy-top hexagons on doubled columns: (0, ±2) is sideways, (±1, ±1) at ±60° from it.
    const hexScreen = (dv: number, dh: number): [number, number] => [dh / 2, (dv * Math.sqrt(3)) / 2];
    await playBySwipes(
      'hexagon',
      mods,
      [
        [0, 2],
        [0, -2],
        [-1, -1],
        [-1, 1],
        [1, -1],
        [1, 1],
      ],
      hexScreen,
    );
    const shown = await view(page);
    expect(shown.hexagonal).toBe(true);
    expect(shown.cells.filter((c) => c.kind !== 'void')).toHaveLength(19);
    // Six move buttons, the slanted ones with their arrows turned as the original turns them.
    expect(await page.locator('.dirpad .dir').count()).toBe(6);
    const turned = await page
      .locator('.dirpad .dir-label')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLElement).style.transform));
    expect(turned.filter((t) => t.startsWith('rotate('))).toHaveLength(4);
    expect(errors).toEqual([]);
  }, 120_000);

  it('an eight-direction board moves on its diagonals by swipe angle', async () => {
    await chooseModifiers({ 'pc.directions': { Directions: 'both' } });
    const mods = await storedChoices();
    expect(mods.map((m) => m.id)).toEqual(['pc.directions']);
    expect(nodeGame(mods, 1, []).view.directions).toHaveLength(8);
    await playBySwipes(
      'eight',
      mods,
      [
        [-1, -1],
        [1, 1],
        [-1, 1],
        [1, -1],
      ],
      (dv, dh) => [dh, dv],
    );
    expect(errors).toEqual([]);
  }, 120_000);

  it('a custom grid drawn in the editor is played', async () => {
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    await screen.locator('[data-modifier="pc.custom-grid"]').check();
    await screen.getByRole('button', { name: 'Width: one more' }).click();
    const cell = (r: number, c: number) => screen.locator(`.cg-cell[data-cell="${r},${c}"]`);
    await cell(0, 0).tap(); // next state: a hole
    await cell(1, 2).tap();
    await cell(1, 2).tap(); // hole, then a block tile
    await screen.getByLabel('Slippery', { exact: true }).check();
    await cell(2, 4).tap();
    await screen.getByLabel('No spawns', { exact: true }).check();
    await cell(3, 0).tap();
    expect(await cell(1, 2).getAttribute('aria-label')).toBe('Row 2, column 3: block tile');
    // Touch targets: every cell at least 44 px.
    const sizes = await screen
      .locator('.cg-cell')
      .evaluateAll((cs) => cs.map((c) => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height)));
    expect(sizes).toHaveLength(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    await screen.locator('.cg-editor').screenshot({ path: artifactPath('boards-custom-editor.png') });
    // The editor and the code box open: no serious accessibility problem.
    await screen.locator('summary', { hasText: 'Modifiers code' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await screen.locator('summary', { hasText: 'Modifiers code' }).click();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('#screen-modifiers').count()).toBe(0);

    let mods: ModifierChoice[] = [];
    await expect.poll(async () => (mods = await storedChoices()).map((m) => m.id)).toEqual(['pc.custom-grid']);
    const E = 'empty';
    expect(mods[0]!.grid).toEqual({
      width: 5,
      height: 4,
      hexagonal: false,
      cells: [
        ['hole', E, E, E, E],
        [E, E, 'block', E, E],
        [E, E, E, E, 'slippery'],
        ['noSpawn', E, E, E, E],
      ],
    });
    await playBySwipes(
      'custom',
      mods,
      [
        [0, -1],
        [0, 1],
        [-1, 0],
        [1, 0],
      ],
      (dv, dh) => [dh, dv],
    );
    const shown = await view(page);
    expect([shown.width, shown.height]).toEqual([5, 4]);
    expect(shown.cells[0]!.kind).toBe('void');
    expect(shown.cells[2 * 5 + 4]!.kind).toBe('slippery');
    expect(shown.setup?.modifiers).toEqual(['Custom grid 5×4']);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a custom grid on hexagonal tiles drawn in the editor is played in its six directions', async () => {
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    await screen.locator('[data-modifier="pc.custom-grid"]').check();
    await screen.getByLabel('Hexagonal tiles (six directions)').check();
    // A 4×4 grid becomes the hexagon of size 2 (19 cells, its corners' 4 cells holes that a tap
    // can add); one size counter replaces width and height.
    expect(await screen.getByRole('button', { name: 'Width: one more' }).count()).toBe(0);
    expect(await screen.locator('.cg-cell:not(.cg-hole)').count()).toBe(19);
    expect(await screen.locator('.cg-cell').count()).toBe(23);
    await screen.getByRole('button', { name: 'Size: one less' }).click();
    expect(await screen.locator('.cg-cell').count()).toBe(7);
    const cell = (r: number, c: number) => screen.locator(`.cg-cell[data-cell="${r},${c}"]`);
    await cell(2, 1).tap(); // a hole at the bottom left
    // Each row is offset by half a cell: (2, 1) sits halfway between (1, 0) and (1, 2).
    const x = async (r: number, c: number) => (await cell(r, c).boundingBox())!.x;
    expect((await x(2, 1)) - (await x(1, 0))).toBeCloseTo(((await x(1, 2)) - (await x(1, 0))) / 2, 0);
    expect(await cell(2, 1).getAttribute('aria-label')).toBe('Row 3, column 2: hole');
    await screen.locator('.cg-editor').screenshot({ path: artifactPath('boards-custom-hex-editor.png') });
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('#screen-modifiers').count()).toBe(0);

    let mods: ModifierChoice[] = [];
    await expect.poll(async () => (mods = await storedChoices()).map((m) => m.id)).toEqual(['pc.custom-grid']);
    expect(mods[0]!.grid).toMatchObject({ width: 5, height: 3, hexagonal: true });
    const v = nodeGame(mods, 1, []).view;
    expect([v.hexagonal, v.directions.length, v.cells.filter((c) => c.kind !== 'void').length]).toEqual([true, 6, 6]);
    const hexScreen = (dv: number, dh: number): [number, number] => [dh / 2, (dv * Math.sqrt(3)) / 2];
    await playBySwipes(
      'custom-hex',
      mods,
      [
        [0, 2],
        [0, -2],
        [-1, -1],
        [-1, 1],
        [1, -1],
        [1, 1],
      ],
      hexScreen,
    );
    expect((await view(page)).hexagonal).toBe(true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a list of automatic moves: a second one added in the Modifiers screen plays after the first', async () => {
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    const item = screen.locator('li.modifier', { has: page.locator('[data-modifier="pc.automatic-move"]') });
    await item.locator('[data-modifier="pc.automatic-move"]').check();
    expect(await item.locator('legend').first().textContent()).toBe('Automatic move 1 of 1');
    await item.getByRole('button', { name: 'Add another automatic move' }).click();
    const second = item.locator('fieldset.opt-entry').nth(1);
    expect(await second.locator('legend').first().textContent()).toBe('Automatic move 2 of 2');
    // The second one: one step to the right, every other turn.
    await second.getByLabel('Vertical movement magnitude (down is positive)', { exact: true }).fill('0');
    await second.getByLabel('Horizontal movement magnitude (right is positive)', { exact: true }).fill('1');
    await second.getByLabel('Turns between each move', { exact: true }).fill('2');
    await item.getByRole('button', { name: 'Add another automatic move' }).click();
    await item.getByRole('button', { name: 'Remove automatic move 3' }).click();
    expect(await item.locator('fieldset.opt-entry').count()).toBe(2);
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('#screen-modifiers').count()).toBe(0);

    let mods: ModifierChoice[] = [];
    await expect
      .poll(async () => (mods = await storedChoices()).map((m) => [m.id, m.options['horizontal']]))
      .toEqual([
        ['pc.automatic-move', 0],
        ['pc.automatic-move', 1],
      ]);
    // Both count: with the second one the engine's board differs from the first one's alone.
    const moves = [0, 1, 2, 3].map((d) => d % nodeGame(mods, 11, []).view.directions.length);
    expect(tilesOf(nodeGame(mods, 11, moves).view)).not.toEqual(tilesOf(nodeGame(mods.slice(0, 1), 11, moves).view));
    await playBySwipes(
      'automatic-moves',
      mods,
      [
        [-1, 0],
        [0, -1],
      ],
      (dv, dh) => [dh, dv],
    );
    // Reopened, the screen shows both.
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    await page.locator('#screen-modifiers fieldset.opt-entry').first().waitFor();
    expect(await page.locator('#screen-modifiers fieldset.opt-entry').count()).toBe(2);
    await page.locator('#screen-modifiers').getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  }, 120_000);

  it('Modifiers codes: a pasted code switches its modifiers on (∞ included), and the code written back is the same', async () => {
    const recorded = (name: string): string =>
      (
        JSON.parse(readFileSync(`../shared/conformance/replays-modifiers/${name}.json`, 'utf8')) as {
          modifiersCode: string;
        }
      ).modifiersCode;
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    for (const [name, id] of [
      ['m05-hexagon__1', 'pc.grid-shape'],
      ['m01-spawnInf__1', 'pc.spawns-per-move'],
      ['m05-custom__1', 'pc.custom-grid'],
    ] as const) {
      await screen.locator('summary', { hasText: 'Modifiers code' }).click();
      await screen.getByLabel('Modifiers code', { exact: true }).fill(recorded(name));
      await screen.getByRole('button', { name: 'Use the pasted code' }).click();
      await expect
        .poll(() => screen.locator('.modifiers-code .code-status').textContent())
        .toMatch(/Switched on 1 modifier/);
      expect(await screen.locator(`[data-modifier="${id}"]`).isChecked()).toBe(true);
      expect(await screen.locator('[data-modifier]:checked').count()).toBe(1);
      if (id === 'pc.spawns-per-move') {
        const item = screen.locator('li.modifier', { has: page.locator(`[data-modifier="${id}"]`) });
        expect(await item.getByLabel('∞ (no limit)').isChecked()).toBe(true);
      }
      if (id === 'pc.custom-grid') expect(await screen.locator('.cg-cell').count()).toBeGreaterThan(0);
      await screen.getByLabel('Modifiers code', { exact: true }).fill('');
      await screen.getByRole('button', { name: 'Write the code' }).click();
      await expect.poll(() => screen.locator('.modifiers-code .code-status').textContent()).toMatch(/in the box/);
      await expect.poll(() => screen.getByLabel('Modifiers code', { exact: true }).inputValue()).toBe(recorded(name));
      // The summary toggles the section: closed again for the next code.
      await screen.locator('summary', { hasText: 'Modifiers code' }).click();
    }
    await screen.screenshot({ path: artifactPath('boards-modifiers-code.png') });
    // Shared by link like a mode: the link opens the app, says what it holds, and switches them on.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
    await screen.locator('summary', { hasText: 'Modifiers code' }).click();
    await screen.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => screen.locator('.modifiers-code .code-status').textContent()).toMatch(/^Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#c=[A-Za-z0-9_-]+$/);
    await screen.locator('summary', { hasText: 'Modifiers code' }).click();
    const other = await page.context().newPage();
    try {
      await other.goto(link);
      await waitReady(other);
      await expect
        .poll(() => other.locator('.shared-bar span').textContent())
        .toMatch(/^Shared with you: a modifiers code/);
      await other.locator('.shared-bar').getByRole('button', { name: 'Open' }).click();
      await expect
        .poll(async () => (await other.locator('.toast').allTextContents()).join(' '))
        .toMatch(/Switched on 1 modifier/);
    } finally {
      await other.close();
    }
    await screen.getByRole('button', { name: 'Close' }).click();
    // The custom grid from the code is what the next game is played on.
    await callHook(page, 'newGame', '2048', 5);
    await waitForView(page, (v) => v.moves === 0 && v.setup?.modifiers[0]?.startsWith('Custom grid') === true);
    expect(errors).toEqual([]);
  }, 120_000);

  it('statistics boxes: counters follow the moves, a live timer runs between moves', async () => {
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    const screen = page.locator('#screen-modifiers');
    const item = screen.locator('li.modifier', { has: page.locator('[data-modifier="pc.stat-boxes"]') });
    await item.locator('[data-modifier="pc.stat-boxes"]').check();
    await item.locator('.opt-list').getByLabel('Moves', { exact: true }).check();
    await item.locator('.opt-list').getByLabel('Time Since Game Began', { exact: true }).selectOption('10');
    await item.locator('.opt-list').getByLabel('Time It Took To Win', { exact: true }).check();
    await screen.getByRole('button', { name: 'Close' }).click();
    await callHook(page, 'newGame', '2048', 3);
    await waitForView(page, (v) => v.moves === 0 && v.statBoxes.some((b) => b.title === 'Time Since Game Began'));
    const box = (title: string) =>
      page.locator('.stat', { has: page.locator('.stat-title', { hasText: title }) }).locator('.stat-value');
    expect(await box('Time It Took To Win').textContent()).toBe('N/A');
    expect(await box('Moves').textContent()).toBe('0');
    const first = Number(await box('Time Since Game Began').textContent());
    await expect
      .poll(async () => Number(await box('Time Since Game Began').textContent()), { timeout: 5000 })
      .toBeGreaterThanOrEqual(first + 1);
    await callHook(page, 'move', 2);
    await callHook(page, 'move', 3);
    await expect.poll(async () => Number(await box('Moves').textContent())).toBe((await view(page)).moves);
    await page.screenshot({ path: artifactPath('boards-stat-boxes.png') });
    expect(errors).toEqual([]);
  }, 120_000);

  it('the restart setting: New game ends a game in progress as a game over first', async () => {
    await chooseModifiers({});
    await callHook(page, 'newGame', '2048', 8);
    await waitForView(page, (v) => v.moves === 0);
    await callHook(page, 'move', 2);
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await page.locator('#screen-settings').getByLabel('Ends a game in progress first (a game over)').check();
    await page.locator('#screen-settings').getByRole('button', { name: 'Close' }).click();
    await page.locator('.bar-actions').getByRole('button', { name: 'New game' }).click();
    await waitForView(page, (v) => v.status === 'over' && v.moves > 0);
    await page.screenshot({ path: artifactPath('boards-restart-game-over.png') });
    // Over: the same button starts a new game.
    await page.locator('.bar-actions').getByRole('button', { name: 'New game' }).click();
    await waitForView(page, (v) => v.status === 'playing' && v.moves === 0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the replay delay setting: a replay plays its moves that far apart at 1× speed', async () => {
    await chooseModifiers({});
    await callHook(page, 'newGame', '2048', 8);
    await waitForView(page, (v) => v.moves === 0);
    for (let i = 0; i < 3; i++) {
      const before = (await view(page)).moves;
      for (let d = 0; d < 4 && (await view(page)).moves === before; d++) await callHook(page, 'move', d);
    }
    await page.getByRole('button', { name: 'Settings' }).first().click();
    const settings = page.locator('#screen-settings');
    await settings.getByLabel('0.1 second (as the original)').check();
    await expect
      .poll(
        async () => (JSON.parse((await stored(page, 'settings', 'settings'))!) as { replayDelay: number }).replayDelay,
      )
      .toBe(100);
    await settings.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Replays' }).first().click();
    const replays = page.locator('#screen-replays');
    await replays.getByRole('button', { name: 'Watch this game', exact: true }).click();
    await expect.poll(() => replays.locator('.replay-counter').textContent()).toBe('Move 0 of 3');
    // The delays the player asks for: the setting's, divided by the chosen speed.
    await page.evaluate(() => {
      const w = window as unknown as { delays: number[] };
      w.delays = [];
      const real = window.setTimeout.bind(window);
      window.setTimeout = ((f: () => void, ms?: number) => {
        w.delays.push(ms ?? 0);
        return real(f, ms);
      }) as typeof window.setTimeout;
    });
    await replays.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => replays.locator('.replay-counter').textContent()).toBe('Move 3 of 3');
    const delays = await page.evaluate(() => (window as unknown as { delays: number[] }).delays);
    expect(delays).toContain(100);
    expect(delays).not.toContain(600);
    await replays.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  }, 120_000);

  it('a 4D board is drawn as a grid of separate boards, the lines between them left open', async () => {
    await chooseModifiers({ 'pc.grid-shape': { Shape: '4d', '4D depth': '2' } });
    const mods = await storedChoices();
    await callHook(page, 'newGame', '2048', 5);
    await waitForView(page, (v) => v.moves === 0 && v.width === 5 && v.height === 5);
    const v = await view(page);
    // 2 × 2 boards of 2 × 2 cells: row 2 and column 2 are the lines between them.
    const kinds = v.cells.map((c) => (c.kind === 'void' ? '.' : 'o'));
    expect(Array.from({ length: 5 }, (_, r) => kinds.slice(r * 5, r * 5 + 5).join(''))).toEqual([
      'oo.oo',
      'oo.oo',
      '.....',
      'oo.oo',
      'oo.oo',
    ]);
    expect(tilesOf(v)).toEqual(tilesOf(nodeGame(mods, 5, []).view));
    await waitForView(page, () => true);
    const r = await boardRect(page);
    const img = decodePng(await page.screenshot({ path: artifactPath('boards-4d.png') }));
    const at = (x: number, y: number) => pixel(img, Math.round(x), Math.round(y));
    const page0 = at(r.x - 4, r.y + r.height / 2);
    // The centre, where the lines cross, shows the page; a cell of the first board does not.
    expect(at(r.x + r.width / 2, r.y + r.height / 2)).toEqual(page0);
    expect(at(r.x + r.width / 10, r.y + r.height / 10)).not.toEqual(page0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('statistics boxes and timers chosen in Settings: the Statistics boxes modifier, on while any is chosen', async () => {
    await chooseModifiers({});
    await page.getByRole('button', { name: 'Settings' }).first().click();
    const section = page.locator('#screen-settings .stat-box-settings');
    await section.getByLabel('Merges', { exact: true }).check();
    await section.getByLabel('Time Since First Move', { exact: true }).selectOption('1');
    let mods: ModifierChoice[] = [];
    await expect.poll(async () => (mods = await storedChoices()).map((m) => m.id)).toEqual(['pc.stat-boxes']);
    expect(mods[0]!.options).toMatchObject({ merges: true, sinceFirstMove: '1', moves: false });
    await page.locator('#screen-settings').getByRole('button', { name: 'Close' }).click();
    await callHook(page, 'newGame', '2048', 3);
    await waitForView(page, (v) => v.moves === 0 && v.statBoxes.some((b) => b.title === 'Merges'));
    expect((await view(page)).statBoxes.map((b) => b.title)).toContain('Time Since First Move');
    // The Modifiers screen shows the same choice.
    await page.getByRole('button', { name: 'Modifiers' }).first().click();
    expect(await page.locator('#screen-modifiers [data-modifier="pc.stat-boxes"]').isChecked()).toBe(true);
    await page.locator('#screen-modifiers').getByRole('button', { name: 'Close' }).click();
    // All back to their defaults: the modifier is off.
    await page.getByRole('button', { name: 'Settings' }).first().click();
    await section.getByLabel('Merges', { exact: true }).uncheck();
    await section.getByLabel('Time Since First Move', { exact: true }).selectOption('0');
    await expect.poll(async () => (await storedChoices()).length).toBe(0);
    await page.locator('#screen-settings').getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  }, 120_000);
});
