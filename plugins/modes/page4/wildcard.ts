// Page 4, slot 5 — Wildcard 2048 (menu label "2 4 8"). A tile `[mask]` (a BigInt bit mask) is a
// wildcard: bit k set means "this tile could be 2^k". Two tiles that share a possibility merge into
// the shared possibilities, doubled (AND, then shift left). Game variable 0 keeps the highest power
// reached (as an exponent) for the rare random wildcard spawn.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { row, schemeRow } from './looks.ts';
import { DIM_LOW_2048_COLOURS } from '../shared/original-2048-colours.ts';

const MASK = '@This 0';
const SHARED = '@Var 0';
const HIGHEST = '@GVar 0';

/** Possibilities shown on tiles: 1, 2, 4, … 2^62. */
const POWERS: Value = ['@Literal', ...Array.from({ length: 63 }, (_, k) => 2n ** BigInt(k))];

/** "1 2 8" for the mask 0b1011: the powers the tile could be, smallest first. */
const maskText: Expr = [
  POWERS,
  'arr_filter',
  ['@Var -1', 'bit&B', MASK],
  'arr_reduce',
  '',
  ['str_concat', ' ', 'str_concat', ['@var_retain', '@Var -1']],
  'str_slice',
  1,
  4096,
];

/**
 * The rare random wildcard: every possibility below 2^x for a random x up to the highest power
 * reached (rounded; at least the 1).
 */
const RANDOM_WILDCARD: Value = [[[2, '^', [HIGHEST, 'rand_float', 1], 'round', 1, '-', 1, 'max', 1, 'BigInt']], 4];

const text: RulesText = {
  title: 'Wildcard 2048',
  paragraphs: [
    'Some tiles are wildcards: a tile showing "1 2" could be a 1 or a 2, one showing "2 4 8" could be a 2, a 4 or an 8.',
    'Two tiles merge when they have at least one possibility in common. The new tile keeps only the common possibilities, doubled: 1 2 + 2 4 → 4, 1 2 4 + 2 4 → 4 8, 4 + 4 → 8. Tiles with nothing in common do not merge.',
    'A merge scores the new tile (the sum of its possibilities).',
    'New tiles: 1, 2, 4, 1 2, 1 4, 2 4 or 1 2 4, and now and then a random wildcard of the powers below your best tile.',
    'Make a plain 2048 to win.',
  ],
};

function rulesText(meltingPot: boolean, chaos: boolean): RulesText {
  const p = text.paragraphs.slice();
  if (meltingPot)
    p[1] =
      'Two tiles merge when they have at least one possibility in common. The new tile adds up all their possibilities, melting-pot fashion: 4 + 2 4 → 8 2, 1 2 + 1 4 → 8.';
  if (chaos) p[3] = 'New tiles: random wildcards of the powers below your best tile, smaller ones more often.';
  return { ...text, title: meltingPot ? 'Wildcard 2048 (Melting Pot Mode)' : text.title, paragraphs: p };
}

// The original's look: a single power on its classic 2048 colour (then purples and blues up to
// 2^19), light text; a wildcard in the original's "Wildcard 2048" colour scheme.
const POWER_COLOURS = DIM_LOW_2048_COLOURS;

function tileTypes(): Value[] {
  return [
    ...POWER_COLOURS.map((bg, k) => row([1n << BigInt(k)], maskText, bg, '#f9f6f2')),
    schemeRow(true, maskText, 'Wildcard 2048', [MASK, true]),
  ];
}

/** 40 — Wildcard 2048. */
export const modeWildcard2048: ModePlugin = builtinMode({
  id: 'pc.wildcard-2048',
  size: 4,
  name: '2 4 8',
  description: 'Wildcard 2048: tiles that could be several powers of 2',
  page: 4,
  category: 'Wildcard 2048',
  rules: plainRules(text),
  options: [
    {
      id: 'meltingPot',
      label: 'Melting pot merges',
      type: 'boolean',
      default: false,
      help: 'Merging tiles add up all their possibilities (4 and 2 4 make 8 2; 1 2 and 1 4 make 8).',
    },
    {
      id: 'chaosSpawns',
      label: 'Only random wildcards spawn',
      type: 'boolean',
      default: false,
      help: 'Every new tile is a random wildcard of the powers below your best tile.',
    },
  ],
  recreates: [{ modeId: '40' }],
  // mv[0] the merge kind (1: melting pot), mv[1] chaos spawns.
  optionsFromModeVars: (mv) => ({ meltingPot: mv[0] === 1, chaosSpawns: mv[1] === true }),
  build: (o) => {
    const meltingPot = optBool(o, 'meltingPot', false);
    const chaos = optBool(o, 'chaosSpawns', false);
    const sum: Expr = [MASK, '+B', '@Next 1 0'];
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: tileTypes(),
      mergeRules: [
        // Shared possibilities (game variable of the rule: Var 0), doubled; remember the highest power.
        [
          [MASK, 'bit&B', '@Next 1 0'],
          '@end_vars',
          ...mergeRule({
            length: 2,
            cond: ['@var_retain', SHARED, '>', 0],
            ordered: true,
            // Melting pot: the two masks added (a carry turns shared powers into the next one).
            outputs: meltingPot ? [[sum]] : [[['@var_retain', SHARED, '*B', 2n]]],
            score: meltingPot
              ? [...sum, '@edit_gvar', 0, [sum, 'logB', 2n, 'max', HIGHEST]]
              : [
                  '@var_retain',
                  SHARED,
                  '*',
                  2,
                  '@edit_gvar',
                  0,
                  ['@var_retain', ['@var_retain', SHARED, '*B', 2n, 'logB', 2n], 'max', HIGHEST],
                ],
          }),
        ],
      ],
      startTileSpawns: chaos
        ? [[RANDOM_WILDCARD[0]!, 1]]
        : [[[1n], 35], [[2n], 15], [[4n], 10], [[3n], 12], [[5n], 8], [[6n], 8], [[7n], 8], RANDOM_WILDCARD],
      winConditions: [[2048n]],
      winRequirement: 1,
      startGameVars: [1n],
      gameplayRulesText: gameplayRules(rulesText(meltingPot, chaos)),
      tileValueFunction: MASK,
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
