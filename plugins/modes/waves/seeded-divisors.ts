// Waves modes on whole-number tiles `[v]` with DIVE's seeds and DIVE-style scoring (a merge scores
// its smallest input):
//   96.50118 HICEM (replaces LOCEF) — three tiles merge when one is the gcd of the other two.
//   91.50118 Aquatic 1845 (replaces 1845) — two tiles merge when their ratio is 1, 2, or a whole
//   number plus a unit fraction (1 + 1/2, 2 + 1/3, …).
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, eq, or, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hicemNext, withDiveGoals } from '../shared/dive-goals.ts';
import { exactSum, schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { RANDOM_SEED, seedsParagraph, wavesSeedScripts, wavesStartVars, wavesStatBoxes } from './seeds-w1.ts';
import {
  WAVES_OPTIONS,
  seedOrderValue,
  wavesChoices,
  wavesOptionsFromModeVars,
  type WavesChoices,
} from './waves-options.ts';

const isBig = (t: TileRef): Expr => [t.c(0), 'typeof', '=', 'bigint'];

/** The smallest of the tiles' numbers, as the merge's score. */
function smallest(tiles: readonly TileRef[]): Expr {
  const out: Value[] = [tiles[0]!.c(0)];
  for (const t of tiles.slice(1)) out.push('min', t.c(0));
  return out;
}

function wavesDefinition(
  size: number,
  text: RulesText,
  startSeed: bigint,
  goalMinimum: bigint,
  mergeRules: Value[][],
  maxLength: number,
  c: WavesChoices,
  scheme: string,
) {
  const permanent = c.seeds === 'permanent';
  const seed = c.ones ? 1n : startSeed;
  const paragraphs = [...text.paragraphs, seedsParagraph(seed, true, permanent, c.order === 'minimum')];
  return defaultMode({
    width: size,
    height: size,
    // The original's look: the special colour scheme of the mode this one replaces.
    tileTypes: schemeTileTypes(scheme),
    mergeRules,
    startTileSpawns: [RANDOM_SEED],
    startGameVars: wavesStartVars({ startSeed: seed, goalMinimum, order: seedOrderValue(c) }),
    scripts: wavesSeedScripts(true, undefined, permanent),
    statBoxes: wavesStatBoxes(undefined, undefined, permanent),
    winConditions: [],
    winRequirement: false,
    gameplayRulesText: gameplayRules({ ...text, paragraphs }),
    tileValueFunction: ['@This 0'],
    mergeResultKnownLevel: 2,
    knownMergeMaxLength: maxLength,
    knownMergeLookbackDistance: 0,
  });
}

// ---------------------------------------------------------------- HICEM

const trio = tilesFrom(0, 3);
const [gcdTile, x, y] = trio as [TileRef, TileRef, TileRef];

/** One tile (in any position) is the greatest common divisor of the other two. */
const gcdOfOthers = mergeRule({
  length: 3,
  cond: and(eq([x.c(0), 'gcdB', y.c(0)], gcdTile.c(0)), isBig(gcdTile), isBig(x), isBig(y)),
  ordered: false,
  outputs: [[exactSum(trio)]],
  score: smallest(trio),
  flags: [false, true],
});

const HICEM_TEXT: RulesText = {
  heading: 'Waves',
  title: 'HICEM',
  paragraphs: [
    'Three tiles merge into their sum when one of them is the greatest common divisor of the other two: 3 + 3 + 3 = 9, 3 + 6 + 9 = 18, 5 + 10 + 15 = 30, 3 + 5 + 1… A merge scores only its smallest tile.',
  ],
};

/** 96.50118 — HICEM. */
export const modeHicem: ModePlugin = withDiveGoals(
  builtinMode({
    id: 'pc.hicem',
    size: 5,
    name: 'HICEM',
    description: 'Three tiles merge when one is the gcd of the other two; DIVE seeds',
    category: 'Waves',
    rules: plainRules({ ...HICEM_TEXT, paragraphs: [...HICEM_TEXT.paragraphs, seedsParagraph(3n)] }),
    options: WAVES_OPTIONS,
    recreates: [{ modeId: '96.50118' }],
    optionsFromModeVars: wavesOptionsFromModeVars,
    build: (o) => wavesDefinition(5, HICEM_TEXT, 3n, 5n, [gcdOfOthers], 3, wavesChoices(o), 'LOCEF'),
  }),
  { goal: 7, reached: 8, made: 9, minimum: 10, modeVar: 3, minimumModeVar: 4, defaultMinimum: 5, next: hicemNext },
);

// ---------------------------------------------------------------- Aquatic 1845

const [big, small] = tilesFrom(0, 2) as [TileRef, TileRef];
const rest: Expr = [big.c(0), 'modB', small.c(0)];

/**
 * big / small is 1, 2, or q + 1/k (k ≥ 2): the remainder of big by small is a proper divisor of
 * small. Tried in both orders.
 */
const aquaticRatio = mergeRule({
  length: 2,
  cond: and(
    or(
      eq(big.c(0), small.c(0)),
      eq(big.c(0), [small.c(0), '*B', 2n]),
      and([big.c(0), '>', small.c(0)], [rest, '!=', 0n], eq([small.c(0), 'modB', rest], 0n)),
    ),
    isBig(big),
    isBig(small),
  ),
  ordered: false,
  outputs: [[exactSum([big, small])]],
  score: smallest([big, small]),
  flags: [false, true],
});

const AQUATIC_1845_TEXT: RulesText = {
  heading: 'Waves',
  title: 'Aquatic 1845',
  paragraphs: [
    'Two tiles merge into their sum when the larger is equal to the smaller, twice the smaller, or a whole number of times the smaller plus a unit fraction of it: 2 and 3 (1 + 1/2), 3 and 4 (1 + 1/3), 2 and 5 (2 + 1/2), 3 and 7 (2 + 1/3)… A merge scores only the smaller tile.',
  ],
};

/** 91.50118 — Aquatic 1845. */
export const modeAquatic1845: ModePlugin = builtinMode({
  id: 'pc.aquatic-1845',
  size: 4,
  name: 'Aquatic 1845',
  description: 'Ratios 1, 2 or a whole number plus a unit fraction; DIVE seeds',
  category: 'Waves',
  rules: plainRules({ ...AQUATIC_1845_TEXT, paragraphs: [...AQUATIC_1845_TEXT.paragraphs, seedsParagraph(1n)] }),
  options: WAVES_OPTIONS,
  recreates: [{ modeId: '91.50118' }],
  optionsFromModeVars: wavesOptionsFromModeVars,
  build: (o) => wavesDefinition(4, AQUATIC_1845_TEXT, 1n, 3n, [aquaticRatio], 2, wavesChoices(o), '1845'),
});
