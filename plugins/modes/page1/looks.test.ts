// Our Page 1 tiles look like the original's: every recorded tile and tiles well past them (where
// the colour formulas take over from the tables) drawn with our display rules and with the
// recorded mode code's, through our engine: same text, background, text colour and glow.
import { describe, expect, it } from 'vitest';
import { calcEvaluator, Game, modeFromRaw, type ModeDefinition } from '../../../src/engine/index.ts';
import { faceParts } from '../../../src/conformance/display-compare.ts';
import { decodeCorpusValue, importModeCode, scStringify } from '../../../src/formats/index.ts';
import type { Value } from '../../../src/calc/values.ts';
import { TileDisplay } from '../../../src/worker/display.ts';
import { FACTORIAL_TIERS } from './factorials.ts';
import { page1Modes } from './index.ts';
import { optionsOf, recordedFile } from './test-kit.ts';

/** Recorded tiles, and each with its first number moved by −24 … +24 (lower and higher tiers). */
function tilesAround(recorded: readonly Value[]): Value[] {
  const out = new Map<string, Value>();
  for (const t of recorded) {
    if (!Array.isArray(t) || !t.every((x) => typeof x === 'number')) continue;
    for (let k = -24; k <= 24; k++) {
      const moved = [(t[0] as number) + k, ...t.slice(1)] as Value;
      out.set(scStringify(moved), moved);
    }
  }
  return [...out.values()];
}

function displayOf(def: ModeDefinition): TileDisplay {
  const game = new Game({ ...def, startTileAmount: 0 }, { evaluator: calcEvaluator, seed: 1 });
  game.start();
  return new TileDisplay(game.core);
}

/** Tiles our rules do not draw like the original's, with both looks. */
function differences(ours: ModeDefinition, original: ModeDefinition, tiles: readonly Value[]): string[] {
  const a = displayOf(original);
  const b = displayOf(ours);
  const out: string[] = [];
  for (const tile of tiles) {
    const want = faceParts(a.face(tile, 'None', 'None', tile));
    const got = faceParts(b.face(tile, 'None', 'None', tile));
    if (JSON.stringify(want) !== JSON.stringify(got))
      out.push(`${scStringify(tile)}: original ${JSON.stringify(want)} / ours ${JSON.stringify(got)}`);
  }
  return out;
}

/** 5040 draws only the tiles its tiers make (up to 12!); the original gives others its last rule's look. */
const isFactorialTile = (t: Value): boolean =>
  Array.isArray(t) &&
  ((t[0] === 12 && t[1] === 1) || FACTORIAL_TIERS[(t[0] as number) - 1]?.steps.includes(t[1] as number) === true);
const UNDRAWN: Readonly<Record<string, (tile: Value) => boolean>> = { '15': (t) => !isFactorialTile(t) };

for (const plugin of page1Modes) {
  const id = plugin.recreates![0]!.modeId;
  describe(`mode ${id} (${plugin.name}) looks like the original`, () => {
    it('draws recorded tiles and tiles past them with the original colours', () => {
      const file = recordedFile(id);
      const ours = plugin.build(optionsOf(plugin, decodeCorpusValue(file.modeVars ?? []) as Value[]));
      const original = modeFromRaw(importModeCode(file.modeCode).mode);
      const recorded = Object.keys(file.tileTexts).map((k) => decodeCorpusValue(JSON.parse(k)));
      const skip = UNDRAWN[id];
      const tiles = [...recorded, ...tilesAround(recorded).filter((t) => !skip?.(t))];
      expect(tiles.length).toBeGreaterThan(recorded.length);
      expect(differences(ours, original, tiles)).toEqual([]);
    });
  });
}
