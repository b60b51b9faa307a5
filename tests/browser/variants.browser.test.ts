// Issue 27 point 3: a mode's variants chosen in the picker. For three recorded variant games of
// ../shared/conformance/replays-variants (a choice, a switch, and grid sizes with a choice), the
// options our plugin reads from the recorded mode variables are set in the picker's option form by
// tapping and typing, each control first showing its default. The game that starts is the variant:
// its exported Game code holds the rules of our plugin built with those options (the definition
// that replays the original's recorded game of the variant, `conformance --plugins`), and every
// tile of its first board reads what the recorded mode code's own display rules give it.

import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Value } from '../../src/calc/values.ts';
import { deepEqual } from '../../src/calc/values.ts';
import { pluginFor } from '../../src/conformance/replay-cases.ts';
import {
  calcEvaluator,
  displayRule,
  Game,
  modeFromRaw,
  resumeGame,
  type ModeDefinition,
} from '../../src/engine/index.ts';
import { decodeCorpusValue, importGameCode, importModeCode } from '../../src/formats/index.ts';
import { resolveOptions } from '../../src/plugins/registry.ts';
import type { ModePlugin, OptionSpec } from '../../src/plugins/types.ts';
import { registeredBuiltins } from '../../plugins/index.ts';
import { baseUrl, launch, view, waitForView, waitReady, watchErrors } from './helpers.ts';

const VARIANTS = [
  '95--3385_exponent_plus.json',
  '69--232_240_ordered_coprime_button.json',
  '100--alternate5040_variantTile_9.json',
];
const DIR = '../shared/conformance/replays-variants';
const MODES = registeredBuiltins.filter((p): p is ModePlugin => p.kind === 'mode');

interface Variant {
  file: string;
  plugin: ModePlugin;
  /** The options that differ from the defaults, with their specs. */
  changed: { spec: OptionSpec; value: unknown; byDefault: unknown }[];
  options: Record<string, unknown>;
  /** The recorded variant's own mode code. */
  recorded: ModeDefinition;
}

function variant(file: string): Variant {
  const json = JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')) as {
    modeId: string;
    modeVars?: unknown;
    modeCode?: string;
    games: { modeCode?: string }[];
  };
  const plugin = pluginFor(MODES, json.modeId);
  if (!plugin) throw new Error(`no plugin for ${json.modeId}`);
  const read = plugin.optionsFromModeVars?.(decodeCorpusValue(json.modeVars ?? []) as Value[]) ?? {};
  const options = resolveOptions(plugin.options, read) as Record<string, unknown>;
  const defaults = resolveOptions(plugin.options, {}) as Record<string, unknown>;
  const specs = Object.values(plugin.options ?? {}) as OptionSpec[];
  const changed = specs
    .filter((s) => JSON.stringify(options[s.id]) !== JSON.stringify(defaults[s.id]))
    .map((spec) => ({ spec, value: options[spec.id], byDefault: defaults[spec.id] }));
  const code = json.games[0]?.modeCode ?? json.modeCode;
  if (!code) throw new Error(`${file} has no mode code`);
  return { file, plugin, changed, options, recorded: modeFromRaw(importModeCode(code).mode) };
}

/** Each tile's text on a Game code's board by the display rules of `rules` (the recorded code's). */
function textsBy(rules: ModeDefinition, code: string): Map<string, string> {
  const imp = importGameCode(code);
  const game = new Game(modeFromRaw(imp.mode), { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  game.start();
  resumeGame(game, imp.game);
  const judge = new Game(rules, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  judge.start();
  const s = game.state;
  const out = new Map<string, string>();
  s.grid.forEach((row, v) =>
    row.forEach((cell: Value, h) => {
      if (!Array.isArray(cell)) return;
      const rule = displayRule(judge.core, cell, v, h, s.grid);
      out.set(`${v},${h}`, !rule || rules.hiddenTileText ? '' : calcEvaluator.text!(rule[1], s, v, h, s.grid));
    }),
  );
  return out;
}

async function exportedCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Save codes: import and export' }).click();
  const box = page.getByLabel('Save code of this game');
  await expect.poll(() => box.inputValue()).toMatch(/^@2048PowCompGame\|/);
  const code = await box.inputValue();
  await page.getByRole('button', { name: 'Close' }).click();
  return code;
}

describe('mode variants chosen in the picker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const file of VARIANTS) {
    it(`${file}: its options set in the picker start the recorded variant`, async () => {
      const v = variant(file);
      expect(v.changed.length).toBeGreaterThan(0);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      const errors = watchErrors(page);
      try {
        await page.goto(baseUrl());
        await waitReady(page);
        await page.getByRole('button', { name: 'Choose a mode' }).click();
        await page.getByLabel('Search modes').fill(v.plugin.name);
        const key = v.plugin.id;
        const item = page.locator('li.mode-item', { has: page.locator(`.mode-btn[data-mode="${key}"]`) });
        const toggle = item.locator(`button[data-options="${key}"]`);
        await toggle.tap();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        for (const { spec, value, byDefault } of v.changed) {
          const control = item.getByLabel(spec.label, { exact: true });
          if (spec.type === 'boolean') {
            expect(await control.isChecked()).toBe(byDefault === true);
            await control.tap();
          } else if (spec.type === 'choice') {
            expect(await control.inputValue()).toBe(String(byDefault));
            await control.selectOption(String(value));
          } else {
            // A number field, or a list field holding "2, 3, 5".
            const text = (x: unknown): string => (Array.isArray(x) ? x.join(', ') : String(x));
            expect(await control.inputValue()).toBe(text(byDefault));
            await control.fill(text(value));
          }
        }
        await item.getByRole('button', { name: 'Play with these options' }).tap();
        await waitForView(
          page,
          `v.modeId === '${key}' && v.width === ${Number(v.options['width'] ?? v.recorded.width)} && v.moves === 0`,
        );
        const code = await exportedCode(page);
        // The rules of the game started are our plugin's for this variant.
        const started = modeFromRaw(importGameCode(code).mode);
        const built = v.plugin.build(v.options as never);
        for (const field of ['width', 'height', 'mergeRules', 'winConditions', 'tileTypes'] as const)
          expect(deepEqual(started[field] as Value, built[field] as Value), `${file}: ${field}`).toBe(true);
        // Its first board reads as the original's code for the variant shows it.
        const want = textsBy(v.recorded, code);
        expect(want.size).toBeGreaterThan(0);
        const tiles = (await view(page)).tiles;
        expect(tiles.length).toBe(want.size);
        for (const t of tiles)
          expect(t.text.map((r) => r.text).join(''), `${file}: tile at (${t.v}, ${t.h})`).toBe(
            want.get(`${t.v},${t.h}`),
          );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('a list field (XXXX run lengths): a wrong entry is named, a good list starts the game with it', async () => {
    const xxxx = registeredBuiltins.find((p): p is ModePlugin => p.kind === 'mode' && p.id === 'pc.xxxx')!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(baseUrl());
      await waitReady(page);
      await page.getByRole('button', { name: 'Choose a mode' }).click();
      await page.getByLabel('Search modes').fill(xxxx.name);
      const item = page.locator('li.mode-item', { has: page.locator(`.mode-btn[data-mode="pc.xxxx"]`) });
      await item.locator(`button[data-options="pc.xxxx"]`).tap();
      await item.getByLabel('Allowed lengths of runs of 1s', { exact: true }).selectOption('list');
      const field = item.getByLabel('Listed run lengths (list form)', { exact: true });
      expect(await field.inputValue()).toBe('2, 3, 5');
      await field.fill('2, x4');
      await item.getByRole('button', { name: 'Play with these options' }).tap();
      await expect.poll(() => item.locator('.opt-numbers .opt-error').textContent()).toContain('“x4” is not a number');
      await field.fill('4');
      await item.getByRole('button', { name: 'Play with these options' }).tap();
      await waitForView(page, `v.modeId === 'pc.xxxx' && v.moves === 0`);
      const started = modeFromRaw(importGameCode(await exportedCode(page)).mode);
      const built = xxxx.build(resolveOptions(xxxx.options, { lengthForm: 'list', lengthList: [4] }));
      expect(deepEqual(started.mergeRules as Value, built.mergeRules as Value)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
