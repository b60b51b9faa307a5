// Test helpers for the Page 2 plugins: play a plugin's mode on a hand-made board (no random
// spawns), read tile texts the way the display does, and replay the original's recorded games.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Value } from '../../../src/calc/values.ts';
import { calcEvaluator } from '../../../src/engine/index.ts';
import { Game } from '../../../src/engine/index.ts';
import type { ModeDefinition } from '../../../src/engine/index.ts';
import { runReplayGame, type GameReport, type ReplayFileJson } from '../../../src/conformance/replay.ts';
import { displayRule, tileText } from '../../../src/engine/index.ts';
import { decodeCorpusValue } from '../../../src/formats/index.ts';
import { resolveOptions } from '../../../src/plugins/registry.ts';
import type { ModePlugin } from '../../../src/plugins/types.ts';

export const UP = 0;
export const DOWN = 1;
export const LEFT = 2;
export const RIGHT = 3;
export const E = '@Empty';

export const REPLAYS = fileURLToPath(new URL('../../../../shared/conformance/replays', import.meta.url));

/** The plugin's definition for these options (declared defaults elsewhere). */
export function define(p: ModePlugin, options: Record<string, unknown> = {}): ModeDefinition {
  return p.build(resolveOptions(p.options, options));
}

/** A started game of the plugin's mode whose board is `rows` (no start or move spawns). */
export function playOn(p: ModePlugin, rows: Value[][], options: Record<string, unknown> = {}): Game {
  const def = define(p, options);
  const mode: ModeDefinition = {
    ...def,
    width: rows[0]!.length,
    height: rows.length,
    startingGrid: rows.map((r) => r.map((): Value => E)),
    startTileAmount: 0,
    randomTileAmount: 0,
  };
  const g = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
  g.start();
  g.state.grid = rows.map((r) => r.slice());
  g.core.tiles.reset();
  return g;
}

/** The text a tile shows, with its Innerscript addons appended (as the recorded texts are). */
export function displayedText(g: Game, tile: Value): string {
  let out = tileText(g.core, tile, 'Self');
  const rule = displayRule(g.core, tile, 'None', 'None', tile) ?? [];
  const text = g.core.evaluator.text;
  for (const addon of rule.slice(7))
    if (Array.isArray(addon) && addon[0] === 'Innerscript' && text)
      out += text(addon[1], g.state, 'None', 'None', tile);
  return out;
}

export interface RecordedFile extends ReplayFileJson {
  modeVars?: unknown;
  tileTexts?: Record<string, string | string[]>;
}

export function recorded(modeId: string): RecordedFile | null {
  const path = `${REPLAYS}/${modeId}.json`;
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RecordedFile) : null;
}

/**
 * Replays every recorded game of the file with the plugin's definition (options from the
 * recorded mode variables). `ignore` drops snapshot fields from the comparison.
 */
export function replayWithPlugin(p: ModePlugin, file: RecordedFile, ignore: readonly string[] = []): GameReport[] {
  const options = p.optionsFromModeVars?.(decodeCorpusValue(file.modeVars ?? []) as Value[]) ?? {};
  const def = p.build(resolveOptions(p.options, options));
  const strip = (o: Record<string, unknown> | undefined): void => {
    if (o) for (const k of ignore) delete o[k];
  };
  const games = file.games.map((g) => {
    const copy = structuredClone(g);
    strip(copy.initial);
    copy.steps.forEach((s) => strip(s));
    strip(copy.final);
    return copy;
  });
  return games.map((g) => runReplayGame(file, g, { modeFor: () => def }));
}
