// Every tile the recorded mode codes list in their tile tables, drawn by our mode plugin and by the
// recorded rules on the same board, must look the same (text, background, text colour, glow). Random
// play reaches only the tables' first rows; the held-out recordings may reach later ones, where a
// written number ("17711") and a computed one ("17,711") differ.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Value } from '../src/calc/values.ts';
import { displayChecker, type TileTexts } from '../src/conformance/display-compare.ts';
import {
  type PluginFileJson,
  pluginReplayOptions,
  registeredPlugins,
  replayFiles,
} from '../src/conformance/replay-cases.ts';
import { calcEvaluator, Game, type ModeDefinition, modeFromRaw } from '../src/engine/index.ts';
import { importModeCode } from '../src/formats/index.ts';

const CORPUS = join(import.meta.dirname, '../../shared/conformance');

/** The tiles a mode's tile table names as literal arrays of numbers. */
function listedTiles(mode: ModeDefinition): Value[][] {
  const out: Value[][] = [];
  for (const row of mode.tileTypes as Value[]) {
    const tile = Array.isArray(row) ? row[0] : undefined;
    if (Array.isArray(tile) && tile.length > 0 && tile.every((x) => typeof x === 'number' || typeof x === 'bigint'))
      out.push(tile);
  }
  return out;
}

describe("our mode plugins draw every tile of the recorded codes' tables as the original's rules do", async () => {
  const plugins = await registeredPlugins();
  for (const folder of ['replays', 'replays-variants', 'replays-modifiers'])
    it(folder, () => {
      const problems: string[] = [];
      let drawn = 0;
      for (const path of replayFiles(join(CORPUS, folder))) {
        const file = JSON.parse(readFileSync(path, 'utf8')) as PluginFileJson & { tileTexts?: TileTexts };
        const options = pluginReplayOptions(file, plugins);
        const first = file.games[0];
        if (!options || !first) continue;
        const ours = options(first).modeFor?.(file, first);
        if (!ours) continue;
        const recorded = modeFromRaw(importModeCode(first.modeCode ?? file.modeCode).mode);
        const check = displayChecker(recorded, file.tileTexts);
        const game = new Game(ours, { evaluator: calcEvaluator, seed: 1, clock: () => 0 });
        game.start();
        const grid = game.state.grid as Value[][];
        const kept = grid[0]![0]!;
        for (const tile of listedTiles(recorded)) {
          grid[0]![0] = tile;
          const d = check(game);
          drawn++;
          if (d) problems.push(`${path.split('/').pop()}: ${d.field}: expected ${d.expected}, got ${d.actual}`);
        }
        grid[0]![0] = kept;
      }
      expect(problems.slice(0, 20)).toEqual([]);
      expect(drawn).toBeGreaterThan(300);
    });
});
