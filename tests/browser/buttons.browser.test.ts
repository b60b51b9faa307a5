// No dead buttons: on each screen (the game with its menu bar and end panel, Modes, Rules,
// Modifiers, Codes, Replays, Settings) every visible, enabled `button` and `a[href]` is listed, the
// list must be exactly the one written here, and each one is pressed and what it should do is
// checked: an address change, a screen opening or closing, a status message, an aria state, a
// download, the board changing (New game's toast: its Undo brings the replaced game back). A new
// button that nobody wrote down here fails the test. Destructive ones (Remove) go through their
// confirmation ("Keep" first, then "Yes, remove").
//
// Not pressed here, and why: the mode buttons beyond one per category (modes.browser.test.ts opens
// every built-in mode from its button and plays it); Share on the Codes screen (only where
// navigator.share exists, which desktop Chromium lacks, and it opens the system's share sheet); the
// "Update now" / "Later" bar (shown only when a new service worker is waiting, src/app/pwa.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MODE_TAGS, type BoardView } from '../../src/worker/protocol.ts';
import { RealEngine } from '../../src/worker/real-engine.ts';
import { codeHash } from '../../src/worker/mode-catalog.ts';
import { baseUrl, callHook, launch, view, waitReady, waitForView, watchErrors } from './helpers.ts';
import { classicPosition, installedKey, modeCode, registry, testClassicMode } from './positions.ts';

const MENU = ['Rules', 'Modifiers', 'Save codes: import and export', 'Replays', 'Settings'];
/** Hint and Autoplay (src/app/assist.ts). */
const ASSIST = ['Hint: suggest a move', 'Autoplay'];
const redTiles = {
  format: 'pow2048-plugin/1',
  kind: 'colorScheme',
  id: 'test.red',
  version: '0.1.0',
  name: 'All red',
  background: '#ff0000',
};

/**
 * The visible, enabled buttons and links under `scope` (outside inert parts), each named by its
 * accessible name (aria-label, else its text); mode buttons and option toggles of the picker by
 * the mode they are for, clickable stat boxes by their title.
 */
function controls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((sel) => {
    const name = (e: HTMLElement): string => {
      if (e.dataset['mode']) return `mode:${e.dataset['mode']}`;
      if (e.dataset['options']) return `options:${e.dataset['options']}`;
      if (e.dataset['filter']) return `filter:${e.dataset['filter']}`;
      if (e.dataset['tag']) return `tag:${e.dataset['tag']}`;
      if (e.dataset['preview']) return `preview:${e.dataset['preview']}`;
      if (e.classList.contains('stat')) return `stat:${e.querySelector('.stat-title')?.textContent ?? ''}`;
      return (e.getAttribute('aria-label') ?? e.textContent ?? '').trim();
    };
    return [...document.querySelectorAll(sel)]
      .flatMap((root) => [...root.querySelectorAll<HTMLElement>('button, a[href]')])
      .filter(
        (e) =>
          e.checkVisibility({ visibilityProperty: true }) &&
          !(e instanceof HTMLButtonElement && e.disabled) &&
          !e.closest('[inert]'),
      )
      .map(name);
  }, scope);
}

const sorted = (a: readonly string[]): string[] => [...a].sort();
const path = (page: Page): string => new URL(page.url()).pathname;

function waitView(page: Page, ok: (v: BoardView) => boolean): Promise<void> {
  // `ok` is checked in Node (helpers.ts): the page's CSP allows no eval.
  return waitForView(page, ok);
}

async function open(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl()).origin });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(baseUrl());
  await waitReady(page);
  return { page, errors, close: () => context.close() };
}

const button = (page: Page, name: string, scope = 'body') =>
  page.locator(scope).getByRole('button', { name, exact: true });

/** Opens a menu screen from the game's bar: a dialog over the game and its own address. */
async function openScreen(page: Page, label: string, id: string, route: string): Promise<void> {
  await button(page, label).click();
  await expect.poll(() => page.locator(`#screen-${id}`).isVisible()).toBe(true);
  await expect.poll(() => path(page)).toBe(`/${route}`);
}

/** The screen's Close button: the dialog goes, the game is back at its own address. */
async function closeScreen(page: Page, id: string, back = '/'): Promise<void> {
  await button(page, 'Close', `#screen-${id}`).click();
  await expect.poll(() => page.locator(`#screen-${id}`).count()).toBe(0);
  await expect.poll(() => path(page)).toBe(back);
  expect(await page.locator('#game').getAttribute('inert')).toBeNull();
}

/** Moves (by the test hook) until one moves tiles. */
async function someMove(page: Page): Promise<void> {
  for (let d = 0; d < 4 && (await view(page)).moves === 0; d++) await callHook(page, 'move', d);
  expect((await view(page)).moves).toBeGreaterThan(0);
}

async function load(page: Page, code: string): Promise<void> {
  expect(await callHook(page, 'importCode', code)).toMatch(/Loaded a game/);
}

/** Pressing `name` puts `text` in the status line `status`. */
async function says(page: Page, name: string, scope: string, status: string, text: string | RegExp): Promise<void> {
  await page.locator(status).evaluate((e) => (e.textContent = ''));
  await button(page, name, scope).click();
  await expect.poll(async () => (await page.locator(status).textContent()) ?? '').toMatch(text);
}

/** Pressing `name` downloads a file called `file` holding a code that starts with `prefix`. */
async function downloads(page: Page, name: string, scope: string, file: string, prefix: RegExp): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, name, scope).click()]);
  expect(download.suggestedFilename()).toBe(file);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toMatch(prefix);
}

describe('every button does something', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the game screen: its bar and menu, the move buttons, and the win and game-over panels', async () => {
    const { page, errors, close } = await open(browser);
    await waitView(page, (v) => v.modeId === '2048');
    // A fresh game: nothing to undo or redo (both disabled), no move buttons for four directions.
    expect(sorted(await controls(page))).toEqual(sorted(['Modes: choose a mode', 'New game', ...MENU, ...ASSIST]));

    await openScreen(page, 'Modes: choose a mode', 'modes', 'modes');
    await closeScreen(page, 'modes');
    for (const [label, id] of [
      ['Rules', 'rules'],
      ['Modifiers', 'modifiers'],
      ['Save codes: import and export', 'import'],
      ['Replays', 'replays'],
      ['Settings', 'settings'],
    ] as const) {
      await openScreen(page, label, id, id);
      await closeScreen(page, id);
    }

    // Hint shows a direction over the board; Autoplay plays until pressed again (then Stop).
    await button(page, 'Hint: suggest a move').click();
    await expect.poll(() => page.locator('.hint').getAttribute('data-direction')).not.toBeNull();
    const auto = page.locator('button.assist-auto');
    await auto.click();
    await waitView(page, (v) => v.moves >= 3);
    await auto.click();
    await expect.poll(() => auto.textContent()).toBe('Autoplay');

    // Undo and Redo appear with something to undo or redo, and step the game.
    await someMove(page);
    expect(sorted(await controls(page))).toEqual(
      sorted(['Modes: choose a mode', 'Undo', 'New game', ...MENU, ...ASSIST]),
    );
    const moved = (await view(page)).moves;
    await button(page, 'Undo').click();
    await waitView(page, (v) => v.canRedo);
    expect((await view(page)).moves).toBe(moved - 1);
    expect(await controls(page)).toContain('Redo');
    await button(page, 'Redo').click();
    await waitView(page, (v) => !v.canRedo);
    expect((await view(page)).moves).toBe(moved);
    // New game: a fresh game of the same mode, and a toast whose only button brings the old one back.
    const replaced = JSON.stringify((await view(page)).tiles);
    await button(page, 'New game').click();
    await waitView(page, (v) => v.moves === 0 && !v.canUndo);
    expect((await view(page)).modeId).toBe('2048');
    expect(await controls(page, '.toasts')).toEqual(['Undo new game']);
    await button(page, 'Undo new game', '.toasts').click();
    await waitView(page, (v) => v.moves === moved);
    expect(JSON.stringify((await view(page)).tiles)).toBe(replaced);
    expect(await controls(page, '.toasts')).toEqual([]);
    await button(page, 'New game').click();
    await waitView(page, (v) => v.moves === 0 && !v.canUndo);

    // Move buttons (Settings → Always): each moves the board its way.
    await button(page, 'Settings').click();
    await page.getByRole('radio', { name: 'Always', exact: true }).check();
    await closeScreen(page, 'settings');
    const pad = ['Move up', 'Move down', 'Move left', 'Move right'];
    expect(sorted(await controls(page, '.dirpad'))).toEqual(sorted(pad));
    // Two tiles away from every edge: each direction moves both.
    const centre = classicPosition([
      [1, 1, 1],
      [2, 2, 2],
    ]);
    for (const [name, where] of [
      ['Move up', (v: BoardView) => v.tiles.some((t) => t.v === 0)],
      ['Move down', (v: BoardView) => v.tiles.some((t) => t.v === 3)],
      ['Move left', (v: BoardView) => v.tiles.some((t) => t.h === 0)],
      ['Move right', (v: BoardView) => v.tiles.some((t) => t.h === 3)],
    ] as const) {
      await load(page, centre);
      await waitView(page, (v) => v.moves === 0 && v.tiles.length === 2);
      await button(page, name, '.dirpad').click();
      await waitView(page, (v) => v.moves === 1);
      expect(where(await view(page)), name).toBe(true);
    }

    // The win panel: two 1024s merged.
    await load(
      page,
      classicPosition([
        [0, 0, 10],
        [0, 1, 10],
      ]),
    );
    await waitView(page, (v) => v.moves === 0 && v.tiles.length === 2);
    await button(page, 'Move left', '.dirpad').click();
    await waitView(page, (v) => v.status === 'won');
    expect(sorted(await controls(page, '.end-panel'))).toEqual(['Keep going', 'New game', 'See board']);
    // See board folds the panel into a strip at the board's foot; Hide board brings it back.
    await button(page, 'See board', '.end-panel').click();
    await expect.poll(() => page.locator('.end-panel').getAttribute('class')).toMatch(/\bpeek\b/);
    const panelBox = await page.locator('.end-panel').boundingBox();
    const boardBox = await page.locator('#board').boundingBox();
    expect(panelBox!.height).toBeLessThan(boardBox!.height / 2);
    await button(page, 'Hide board', '.end-panel').click();
    await expect.poll(() => page.locator('.end-panel').getAttribute('class')).not.toMatch(/\bpeek\b/);
    await button(page, 'Keep going', '.end-panel').click();
    await waitView(page, (v) => v.status === 'continued');
    await expect.poll(() => page.locator('.end-panel').isHidden()).toBe(true);
    await load(
      page,
      classicPosition([
        [0, 0, 10],
        [0, 1, 10],
      ]),
    );
    await waitView(page, (v) => v.moves === 0 && v.tiles.length === 2);
    await button(page, 'Move left', '.dirpad').click();
    await waitView(page, (v) => v.status === 'won');
    await button(page, 'New game', '.end-panel').click();
    await waitView(
      page,
      (v) => v.status === 'playing' && v.moves === 0 && !v.tiles.some((t) => t.text.some((r) => r.text === '2048')),
    );
    await expect.poll(() => page.locator('.end-panel').isHidden()).toBe(true);

    // The game-over panel: a full board with no merge once the top row slides right (whatever spawns).
    const rows = [
      [5, 6, 7, null],
      [3, 4, 3, 4],
      [4, 3, 4, 3],
      [3, 4, 3, 4],
    ];
    const stuck = classicPosition(
      rows.flatMap((r, v) => r.flatMap((k, h) => (k === null ? [] : [[v, h, k] as const]))),
    );
    const over = async (): Promise<void> => {
      await load(page, stuck);
      await waitView(page, (v) => v.moves === 0 && v.tiles.length === 15);
      await button(page, 'Move right', '.dirpad').click();
      await waitView(page, (v) => v.moves === 1);
      // The game is over once every direction has been tried and failed (as in the original).
      for (const d of [0, 1, 2, 3]) await callHook(page, 'move', d);
      await waitView(page, (v) => v.status === 'over');
    };
    await over();
    expect(sorted(await controls(page, '.end-panel'))).toEqual(['New game', 'See board', 'Undo']);
    await button(page, 'Undo', '.end-panel').click();
    // (Undo takes back the step that ended the game: the failed tries, as the original records them.)
    await waitView(page, (v) => v.status === 'playing');
    await expect.poll(() => page.locator('.end-panel').isHidden()).toBe(true);
    await over();
    await button(page, 'New game', '.end-panel').click();
    await waitView(page, (v) => v.status === 'playing' && v.moves === 0);
    await expect.poll(() => page.locator('.end-panel').isHidden()).toBe(true);

    // Clickable stat boxes (here 180's "Discovered Tiles", shown short or in full): a click swaps them.
    await callHook(page, 'newGame', 'pc.180');
    await waitView(page, (v) => v.modeId === 'pc.180');
    expect(await controls(page, '#game .stats')).toEqual(['stat:Discovered Tiles']);
    const boxes = async (): Promise<string> => JSON.stringify((await view(page)).statBoxes);
    const before = await boxes();
    await page.locator('#game .stat.clickable').click();
    await expect.poll(boxes).not.toBe(before);
    await page.locator('#game .stat.clickable').click();
    await expect.poll(boxes).toBe(before);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('the mode list: every mode button, the options toggles and their panel, and Remove (asked first)', async () => {
    const { page, errors, close } = await open(browser);
    await waitView(page, (v) => v.modeId === '2048');
    const mine = modeCode(testClassicMode('Mine'));
    expect(await callHook(page, 'importCode', mine)).toMatch(/Installed/);
    const key = installedKey(mine);
    await openScreen(page, 'Modes: choose a mode', 'modes', 'modes');
    await page.locator('.mode-btn').first().waitFor();
    // Tag chips and previews come with the worker's tags.
    await page.locator('[data-tag]').first().waitFor();

    const builtins = new RealEngine(registry).listModes();
    const found = await controls(page, '#screen-modes');
    // One button per mode (the built-ins and the installed one); an options toggle per mode with options.
    expect(sorted(found.filter((n) => n.startsWith('mode:')))).toEqual(
      sorted([...builtins.map((m) => `mode:${m.id}`), `mode:${key}`]),
    );
    const withOptions = builtins.filter((m) => (m.options?.length ?? 0) > 0).map((m) => m.id);
    expect(withOptions.length).toBeGreaterThan(0);
    expect(sorted(found.filter((n) => n.startsWith('options:')))).toEqual(
      sorted(withOptions.map((id) => `options:${id}`)),
    );
    // A preview per built-in mode (the installed code mode has none), a chip per tag some mode has.
    expect(sorted(found.filter((n) => n.startsWith('preview:')))).toEqual(
      sorted(builtins.map((m) => `preview:${m.id}`)),
    );
    const tags = new RealEngine(registry).modeTags();
    expect(found.filter((n) => n.startsWith('tag:'))).toEqual(
      MODE_TAGS.filter((t) => Object.values(tags).some((l) => l.includes(t))).map((t) => `tag:${t}`),
    );
    const other = (n: string): boolean =>
      !['mode:', 'options:', 'filter:', 'preview:', 'tag:'].some((p) => n.startsWith(p));
    expect(sorted(found.filter(other))).toEqual(['Close', 'Make a mode', 'Remove Mine']);
    // A filter per category (and All): each shows only its modes, All shows every one again.
    const categories = [...new Set(builtins.map((m) => m.category)), 'Installed'];
    expect(found.filter((n) => n.startsWith('filter:'))).toEqual([
      'filter:All',
      ...categories.map((c) => `filter:${c}`),
    ]);
    const shownModes = async (): Promise<string[]> =>
      (await controls(page, '#screen-modes')).filter((n) => n.startsWith('mode:'));
    for (const c of categories) {
      await page.locator(`[data-filter="${c}"]`).click();
      expect(await page.locator(`[data-filter="${c}"]`).getAttribute('aria-pressed'), c).toBe('true');
      const want =
        c === 'Installed' ? [`mode:${key}`] : builtins.filter((m) => m.category === c).map((m) => `mode:${m.id}`);
      expect(sorted(await shownModes()), c).toEqual(sorted(want));
    }
    await page.locator('[data-filter="All"]').click();
    expect((await shownModes()).length).toBe(builtins.length + 1);

    // Each options toggle opens its panel (aria-expanded) and closes it again.
    for (const id of withOptions) {
      const toggle = page.locator(`[data-options="${id}"]`);
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), id).toBe('true');
      expect(await panel.isVisible(), id).toBe(true);
      // Focus goes to the panel, never to a field in it (a phone would open its keyboard over the list).
      expect(await page.evaluate(() => document.activeElement?.className), id).toBe('mode-options');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), id).toBe('false');
      expect(await panel.isHidden(), id).toBe(true);
    }
    // An open panel's own buttons: Reset says so; Play starts that mode.
    const first = withOptions[0]!;
    await page.locator(`[data-options="${first}"]`).click();
    const panelId = `#${await page.locator(`[data-options="${first}"]`).getAttribute('aria-controls')}`;
    expect(sorted(await controls(page, panelId))).toEqual(['Play with these options', 'Reset to defaults']);
    await says(page, 'Reset to defaults', panelId, `${panelId} .opt-status`, /reset to their defaults/);

    // A preview toggle opens its panel (the mode's first board, and Play) and closes it.
    const pv = page.locator('[data-preview="2048"]');
    await pv.click();
    expect(await pv.getAttribute('aria-expanded')).toBe('true');
    const pvPanel = `#${await pv.getAttribute('aria-controls')}`;
    await page.locator(`${pvPanel} .first-tile`).first().waitFor();
    expect(await controls(page, pvPanel)).toEqual(['Play 2048']);
    await pv.click();
    expect(await page.locator(pvPanel).isHidden()).toBe(true);

    // Remove asks first: Keep keeps the mode, Yes removes it.
    await button(page, 'Remove Mine').click();
    await expect.poll(() => page.locator('#screen-modes .confirm [role="alert"]').textContent()).toBe('Remove “Mine”?');
    await button(page, 'Keep', '#screen-modes').click();
    expect(await page.locator(`[data-mode="${key}"]`).count()).toBe(1);
    await button(page, 'Remove Mine').click();
    await button(page, 'Yes, remove', '#screen-modes').click();
    await expect.poll(() => page.locator(`[data-mode="${key}"]`).count()).toBe(0);

    // (Removing re-drew the list: open the panel again.)
    await page.locator(`[data-options="${first}"]`).click();
    const panelAgain = `#${await page.locator(`[data-options="${first}"]`).getAttribute('aria-controls')}`;
    await button(page, 'Play with these options', panelAgain).click();
    await expect.poll(() => path(page)).toBe(`/play/${encodeURIComponent(first)}`);
    await waitView(page, (v) => v.modeId === first);
    expect(await page.locator('#screen-modes').count()).toBe(0);

    // A mode button starts its mode: one per category here (modes.browser.test.ts opens every
    // built-in mode from its button and plays it).
    const firstOf = new Map<string, string>();
    for (const m of builtins) if (!firstOf.has(m.category)) firstOf.set(m.category, m.id);
    for (const id of firstOf.values()) {
      await openScreen(page, 'Modes: choose a mode', 'modes', 'modes');
      await page.locator(`.mode-btn[data-mode="${id}"]`).click();
      await expect.poll(() => path(page)).toBe(`/play/${encodeURIComponent(id)}`);
      await waitView(page, (v) => v.modeId === id);
    }
    // Close goes back to the game's address (the last mode played).
    const playing = path(page);
    await openScreen(page, 'Modes: choose a mode', 'modes', 'modes');
    await closeScreen(page, 'modes', playing);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('Rules, Settings and Modifiers', async () => {
    const { page, errors, close } = await open(browser);
    await waitView(page, (v) => v.modeId === '2048');
    // Rules holds only its Close button; Settings (whose choices are radio buttons) adds About's two
    // credit links, which open the original's pages in a new tab without handing them this page.
    await openScreen(page, 'Rules', 'rules', 'rules');
    expect(await controls(page, '#screen-rules')).toEqual(['Close']);
    await closeScreen(page, 'rules');
    await openScreen(page, 'Settings', 'settings', 'settings');
    expect(await controls(page, '#screen-settings')).toEqual(['Close', 'the 2048 Power Compendium', '2048']);
    const links = await page
      .locator('#screen-settings .about a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(links).toEqual([
      ['https://mathcookie17.github.io/The-2048-Power-Compendium', '_blank', 'noopener noreferrer'],
      ['https://github.com/gabrielecirulli/2048', '_blank', 'noopener noreferrer'],
    ]);
    await closeScreen(page, 'settings');

    await openScreen(page, 'Modifiers', 'modifiers', 'modifiers');
    await page.locator('[data-modifier]').first().waitFor();
    expect(sorted(await controls(page, '#screen-modifiers'))).toEqual([
      'Close',
      'Reset all modifiers',
      'Start a new game now',
    ]);
    // Reset all: a modifier switched on is off again.
    const box = page.locator('[data-modifier]').first();
    await box.check();
    await says(
      page,
      'Reset all modifiers',
      '#screen-modifiers',
      '#screen-modifiers .opt-status',
      /All modifiers are off/,
    );
    expect(await page.locator('[data-modifier]').first().isChecked()).toBe(false);
    await closeScreen(page, 'modifiers');
    // Start a new game now: the screen closes on a new game.
    await someMove(page);
    await openScreen(page, 'Modifiers', 'modifiers', 'modifiers');
    await button(page, 'Start a new game now').click();
    await waitView(page, (v) => v.moves === 0);
    await expect.poll(() => page.locator('#screen-modifiers').count()).toBe(0);
    await expect.poll(() => path(page)).toBe('/');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('Codes: import, plugin install and removal (asked first), feeds, backup, copy and download', async () => {
    const { page, errors, close } = await open(browser);
    await waitView(page, (v) => v.modeId === '2048');
    await openScreen(page, 'Save codes: import and export', 'import', 'import');
    await expect.poll(() => page.getByLabel('Save code of this game').inputValue()).toMatch(/^@2048PowCompGame\|/);
    // navigator.share is absent in desktop Chromium, so there is no Share button here.
    expect(sorted(await controls(page, '#screen-import'))).toEqual([
      'Add feed',
      'Back up everything',
      'Close',
      'Copy',
      'Copy link',
      'Download',
      'Import',
      'Install plugin',
    ]);
    await says(page, 'Add feed', '#screen-import', '.feed-status', /not a web address/);
    await downloads(
      page,
      'Back up everything',
      '#screen-import',
      `pow2048-backup-${new Date().toISOString().slice(0, 10)}.json`,
      /^\{"format":"pow2048-backup\/1"/,
    );

    await says(page, 'Import', '#screen-import', '.code-status', 'Paste a code first.');
    await says(page, 'Install plugin', '#screen-import', '.plugin-status', 'Paste a plugin file or choose one first.');
    await says(
      page,
      'Copy',
      '#screen-import',
      '#screen-import .screen-body > section:last-child [role="status"]',
      'Copied.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^@2048PowCompGame\|/);
    await says(
      page,
      'Copy link',
      '#screen-import',
      '#screen-import .screen-body > section:last-child [role="status"]',
      /Link copied/,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/#c=[A-Za-z0-9_-]+$/,
    );
    await downloads(page, 'Download', '#screen-import', 'save-code.txt', /^@2048PowCompGame\|/);

    // A plugin installed, then removed after the question.
    await page.getByLabel('Plugin file to install').fill(JSON.stringify(redTiles));
    await says(page, 'Install plugin', '#screen-import', '.plugin-status', /Installed “All red”/);
    // Listed twice: with the plugin files, and in the Installed list (which also takes its saved game).
    await expect.poll(() => page.locator('[data-installed="test.red"]').count()).toBe(1);
    expect(sorted(await controls(page, '#screen-import'))).toEqual([
      'Add feed',
      'Back up everything',
      'Close',
      'Copy',
      'Copy link',
      'Download',
      'Import',
      'Install plugin',
      'Remove All red',
      'Share All red',
      'Uninstall All red',
    ]);
    await says(page, 'Share All red', '#screen-import', '.installed-status', /Link to “All red” copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/#p=[A-Za-z0-9_-]+$/,
    );
    await button(page, 'Remove All red').click();
    await expect
      .poll(() => page.locator('.plugin-list .confirm [role="alert"]').textContent())
      .toBe('Remove “All red”?');
    await button(page, 'Keep', '.plugin-list').click();
    expect(await page.locator('[data-plugin="test.red"]').count()).toBe(1);
    await button(page, 'Remove All red').click();
    await says(page, 'Yes, remove', '.plugin-list', '.plugin-status', 'Removed “All red”.');
    await expect.poll(() => page.locator('[data-plugin="test.red"]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-installed="test.red"]').count()).toBe(0);

    // Import with a code: the game is loaded, the screen closes, and the address names the game.
    const imported = classicPosition([[3, 3, 5]]);
    await page.getByLabel('Save code to import').fill(imported);
    await button(page, 'Import', '#screen-import').click();
    await waitView(page, (v) => v.tiles.length === 1 && v.tiles[0]!.v === 3 && v.tiles[0]!.h === 3);
    await expect.poll(() => page.locator('#screen-import').count()).toBe(0);
    const importedPath = `/play/${encodeURIComponent(`code:${codeHash(imported.trim())}`)}`;
    await expect.poll(() => path(page)).toBe(importedPath);

    await openScreen(page, 'Save codes: import and export', 'import', 'import');
    await closeScreen(page, 'import', importedPath);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('Replays: watch, the Replay code of this game (copy, download, watch) and the player’s controls', async () => {
    const { page, errors, close } = await open(browser);
    await waitView(page, (v) => v.modeId === '2048');
    for (let i = 0; i < 3; i++) {
      const before = (await view(page)).moves;
      for (let d = 0; d < 4 && (await view(page)).moves === before; d++) await callHook(page, 'move', d);
    }
    const moves = (await view(page)).moves;
    expect(moves).toBe(3);
    await openScreen(page, 'Replays', 'replays', 'replays');
    const scope = '#screen-replays';
    expect(sorted(await controls(page, scope))).toEqual([
      'Close',
      'Copy',
      'Download',
      'Get the Replay code',
      'Watch',
      'Watch this game',
    ]);

    await says(page, 'Watch', scope, '.code-status', 'Paste a Replay code first.');
    const exportStatus = `${scope} .screen-body > section:last-child [role="status"]`;
    await says(page, 'Get the Replay code', scope, exportStatus, 'The Replay code of this game is below.');
    expect(await page.getByLabel('Replay code of this game').isVisible()).toBe(true);
    await says(page, 'Copy', scope, exportStatus, 'Copied.');
    const code = await page.getByLabel('Replay code of this game').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await downloads(
      page,
      'Download',
      scope,
      'replay-code.txt',
      new RegExp(`^${code.slice(0, 20).replace(/[|\\^$.*+?()[\]{}]/g, '\\$&')}`),
    );

    // Watch this game: the player opens at the start, so only the forward controls are enabled.
    await says(page, 'Watch this game', scope, '.code-status', /Loaded a replay of .*: 3 moves/);
    const counter = (): Promise<string | null> => page.locator('.replay-counter').textContent();
    await expect.poll(counter).toBe(`Move 0 of ${moves}`);
    const player = '.replay-controls';
    expect(sorted(await controls(page, player))).toEqual(['Go to the end', 'Play', 'Step forward']);
    await button(page, 'Step forward', player).click();
    await expect.poll(counter).toBe(`Move 1 of ${moves}`);
    expect(sorted(await controls(page, player))).toEqual([
      'Go to the end',
      'Go to the start',
      'Play',
      'Step back',
      'Step forward',
    ]);
    await button(page, 'Step back', player).click();
    await expect.poll(counter).toBe(`Move 0 of ${moves}`);
    await button(page, 'Go to the end', player).click();
    await expect.poll(counter).toBe(`Move ${moves} of ${moves}`);
    await button(page, 'Go to the start', player).click();
    await expect.poll(counter).toBe(`Move 0 of ${moves}`);
    // Play toggles to Pause (and steps on); Pause stops it.
    await button(page, 'Play', player).click();
    await expect.poll(() => page.locator(`${player} .primary`).getAttribute('aria-label')).toBe('Pause');
    await expect.poll(counter).not.toBe(`Move 0 of ${moves}`);
    await button(page, 'Pause', player).click();
    await expect.poll(() => page.locator(`${player} .primary`).getAttribute('aria-label')).toBe('Play');
    await closeScreen(page, 'replays');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
