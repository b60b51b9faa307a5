// Page 2 plugins draw every tile the original showed with the original's colours (issue 27): each
// recorded tile's background, text colour and glow under our rules equal those of the recorded
// mode code's rules (both evaluated by our engine), plus the helpers' own behaviour.
import { describe, expect, it } from 'vitest';
import type { Value } from '../../../src/calc/values.ts';
import { faceParts } from '../../../src/conformance/display-compare.ts';
import type { Core } from '../../../src/engine/index.ts';
import { modeFromRaw } from '../../../src/engine/index.ts';
import { decodeCorpusValue, importModeCode } from '../../../src/formats/index.ts';
import { TileDisplay } from '../../../src/worker/display.ts';
import { page2Modes } from './index.ts';
import { colourCases, tierColour } from './looks.ts';
import { playOn, recorded } from './test-kit.ts';

/** The look (background, text colour, glow) of `tile` under the game's rules and under `mode`'s. */
function looks(core: Core, mode: ReturnType<typeof modeFromRaw>, tile: Value): [string[], string[]] {
  const theirs = new TileDisplay(Object.create(core, { mode: { value: mode, enumerable: true } }) as Core);
  const ours = new TileDisplay(core);
  const parts = (d: TileDisplay): string[] => {
    const f = faceParts(d.face(tile, 0, 0, [[tile]]));
    return [f.background, f.color, f.glow];
  };
  return [parts(ours), parts(theirs)];
}

describe('page 2 tiles look like the original', () => {
  for (const p of page2Modes) {
    const id = p.recreates![0]!.modeId;
    const file = recorded(id);
    it.skipIf(!file)(`${p.name} (mode ${id}): every recorded tile's colours`, () => {
      const options = p.optionsFromModeVars?.(decodeCorpusValue(file!.modeVars ?? []) as Value[]) ?? {};
      const g = playOn(p, [['@Empty']], options);
      const mode = modeFromRaw(importModeCode(file!.modeCode).mode);
      const tiles = Object.keys(file!.tileTexts ?? {});
      expect(tiles.length).toBeGreaterThan(0);
      for (const json of tiles) {
        const tile = decodeCorpusValue(JSON.parse(json)) as Value;
        const [ours, theirs] = looks(g.core, mode, tile);
        expect(ours, json).toEqual(theirs);
      }
    });
  }
});

describe('looks helpers', () => {
  const tiers = (colour: Value, ns: number[]): string[] =>
    ns.map((n) => {
      const g = playOn(page2Modes[0]!, [['@Empty']]);
      const mode = { ...g.core.mode, tileTypes: [[true, '@This 0', colour, '#000000']] };
      const core = Object.create(g.core, { mode: { value: mode } }) as Core;
      return new TileDisplay(core).face([n], 0, 0, [[[n]]]).background;
    });

  it('tierColour takes the table inside it and the formula outside, below and above', () => {
    const c = tierColour('@This 0', ['#111111', '#222222'], ['@HSLA', ['@This 0', '*', 10], 50, 50, 1], 1);
    expect(tiers(c as Value, [0, 1, 2, 3])).toEqual([
      'hsla(0, 50%, 50%, 1)',
      '#111111',
      '#222222',
      'hsla(30, 50%, 50%, 1)',
    ]);
  });

  it('colourCases picks the first case that holds, else the default', () => {
    const c = colourCases('#000000', [
      [['@This 0', '>', 5], '#ff0000'],
      [
        ['@This 0', '>', 2],
        ['@HSLA', 120, 100, 50, 1],
      ],
    ]);
    expect(tiers(c as Value, [1, 3, 7])).toEqual(['#000000', 'hsla(120, 100%, 50%, 1)', '#ff0000']);
  });
});
