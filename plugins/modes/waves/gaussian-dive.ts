// Waves mode 50.1 — Gaussian DIVE (replaces 16+16i). DIVE over the Gaussian integers a + bi: a tile
// merges with any multiple of itself (in either order) into their sum, scoring the smaller
// magnitude; two exactly opposite tiles (x and −x) annihilate. Seeds start with 1 + i; after each
// move every tile is divided by the seeds as far as possible, and a leftover bigger than a unit is
// turned into the first quadrant and becomes a new seed. A seed without multiples on the board is
// eliminated and scores its magnitude (unless it is the last one).
//
// Game variables: 0 = seeds, 1 = seeds seen (in Gaussian order), 2/3 = unlocked/eliminated this
// move, 4 = which "seeds seen" box is shown, 5 = "seeds may be unknown" flag (off).
import {
  GaussianBigInt,
  type Value,
  defaultMode,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import {
  SEED_ORDER_OPTION,
  SEED_SYSTEM_OPTION,
  seedOrderValue,
  wavesChoices,
  type WavesChoices,
} from './waves-options.ts';
import { and, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { builtinMode, gameplayRules, optBool, optNumbers, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { SEEN, randomSeed, wavesSeedScripts, wavesStatBoxes, type SeedArithmetic } from './seeds-w1.ts';

const g = (re: bigint, im: bigint): GaussianBigInt => new GaussianBigInt(re, im);
const ZERO = g(0n, 0n);
const ONE = g(1n, 0n);

/** Seeds for Gaussian integers in the chosen check order, leftovers optionally turned into the first quadrant. */
const gaussianSeeds = (order: number, firstQuadrant: boolean): SeedArithmetic => ({
  type: 'gaussianbigint',
  zero: ZERO,
  leftover: (tile) => [tile, 'GaussianDIVESeedUnlock', '@GVar 0', order, firstQuadrant],
  isNewSeed: (x) => [x, 'normGB', '>', 1n],
  divides: (x, seed) => [x, 'modGB', seed, '=', ZERO],
  insertSeen: (seed) => ['@var_retain', SEEN, 'arr_push', seed, 'arr_sort', ['@Var -2', 'gaussianSort', '@Var -1']],
  score: (seed) => [seed, 'normGB', '^', 0.5],
  seenBoxVar: 4,
});

const [rear, front] = tilesFrom(0, 2) as [TileRef, TileRef];
const [a, b] = [rear.c(0), front.c(0)];
const magnitude = (x: Expr): Expr => [x, 'normGB', '^', 0.5];

/** x and −x cancel out: both tiles vanish, without score. */
const annihilate = mergeRule({ length: 2, cond: [a, '*GB', -1n, '=', b], ordered: true, outputs: [], score: 0 });

/** One tile is a multiple of the other (0 counts as 1): their sum, scoring the smaller magnitude. */
const multipleMerge = mergeRule({
  length: 2,
  cond: and(
    [b, 'modGB', [a, '@if', [a, 'GaussianBigInt', '=', ZERO], '2nd', ONE, '@end-if'], '=', ZERO],
    [a, 'typeof', '=', 'gaussianbigint'],
    [b, 'typeof', '=', 'gaussianbigint'],
  ),
  ordered: false,
  outputs: [[[a, '+GB', b]]],
  score: [magnitude(a), 'min', magnitude(b)],
  flags: [false, true],
});

/** Spawns: a seed times 1, i, −1 or −i, with the units' weights (by default only 1 has weight). */
const UNITS: readonly Value[] = [ONE, g(0n, 1n), g(-1n, 0n), g(0n, -1n)];
const DEFAULT_WEIGHTS: readonly number[] = [1, 0, 0, 0];

function spawns(weights: readonly number[]): Value[] {
  // Four finite weights ≥ 0, one of them positive (else nothing could spawn): the default otherwise.
  const fit = weights.length === 4 && weights.every((w) => w >= 0) && weights.some((w) => w > 0);
  const w = fit ? weights : DEFAULT_WEIGHTS;
  return UNITS.map((u, k) => [[randomSeed(u)], w[k]!]);
}

interface Choices {
  readonly waves: WavesChoices;
  /** Start with 1+i and 1−i rather than 1+i alone. */
  readonly conjugates: boolean;
  readonly firstQuadrant: boolean;
}

function choices(o: OptionValues): Choices {
  return {
    waves: wavesChoices(o),
    conjugates: optBool(o, 'conjugateSeeds', false),
    firstQuadrant: optBool(o, 'firstQuadrant', true),
  };
}

function rulesText(c: Choices): RulesText {
  return {
    heading: 'Waves',
    title: 'Gaussian DIVE',
    paragraphs: [
      'DIVE with Gaussian integers (a + bi). A tile merges with any multiple of itself, in either order, into their sum: (1+i) + 2i = 1+3i, since 2i = (1+i)(1+i). A merge scores the smaller magnitude. Two opposite tiles (x and −x) cancel out.',
      `The first seed${c.conjugates ? 's are 1+i and 1−i' : ' is 1+i'}; new tiles are picked from the seeds. After each move every tile is divided by the seeds (${c.waves.order === 'minimum' ? 'in the order that leaves the smallest number' : 'largest seed first'}) as often as possible; a leftover larger than a unit${c.firstQuadrant ? ', turned into the first quadrant,' : ''} becomes a new seed. ${c.waves.seeds === 'permanent' ? 'Seeds are unlocked permanently.' : 'A seed with no multiple left on the board is eliminated and scores its magnitude, unless it is the last one.'}`,
      'There is no winning tile: score as much as you can.',
    ],
  };
}

/** 50.1 — Gaussian DIVE. */
export const modeGaussianDive: ModePlugin = builtinMode({
  id: 'pc.gaussian-dive',
  size: 4,
  name: 'Gaussian DIVE',
  description: 'DIVE over the Gaussian integers; opposite tiles cancel out',
  category: 'Waves',
  rules: plainRules(rulesText(choices({}))),
  options: [
    {
      id: 'conjugateSeeds',
      label: 'Start with 1+i and 1−i',
      type: 'boolean',
      default: false,
      help: 'The game starts with two seeds instead of 1+i alone.',
    },
    SEED_SYSTEM_OPTION,
    {
      id: 'firstQuadrant',
      label: 'New seeds turned into the first quadrant',
      type: 'boolean',
      default: true,
      help: 'Off: a new seed keeps the sign it was found with.',
    },
    SEED_ORDER_OPTION,
    {
      id: 'unitWeights',
      label: 'Spawn weights of seed × 1, i, −1, −i',
      type: 'numbers',
      default: DEFAULT_WEIGHTS,
      min: 0,
      max: 1e6,
      minCount: 4,
      maxCount: 4,
      help: 'A new tile is a seed times a unit, picked with these weights (at least one above 0).',
    },
  ],
  recreates: [{ modeId: '50.1' }],
  // mv[0] start seeds (1: 1+i and 1−i), mv[1] eliminations on, mv[2] first quadrant, mv[3] unit
  // weights, mv[4] check order.
  optionsFromModeVars: (mv) => ({
    conjugateSeeds: mv[0] === 1,
    seeds: mv[1] === false ? 'permanent' : 'both',
    firstQuadrant: mv[2] !== false,
    seedOrder: mv[4] === 1 ? 'minimum' : 'largest',
    unitWeights: Array.isArray(mv[3]) ? mv[3].map((w) => Number(w)) : DEFAULT_WEIGHTS,
  }),
  build: (o) => {
    const c = choices(o);
    const seeds = gaussianSeeds(seedOrderValue(c.waves), c.firstQuadrant);
    const start: Value[] = c.conjugates ? [g(1n, 1n), g(1n, -1n)] : [g(1n, 1n)];
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('Gaussian DIVE'),
      mergeRules: [annihilate, multipleMerge],
      startTileSpawns: spawns(optNumbers(o, 'unitWeights', DEFAULT_WEIGHTS)),
      startGameVars: [start, start.slice(), [], [], 0, false],
      scripts: wavesSeedScripts(true, seeds, c.waves.seeds === 'permanent'),
      statBoxes: wavesStatBoxes(seeds, ['Score', '@Score']),
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(rulesText(c)),
      tileValueFunction: magnitude('@This 0'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
