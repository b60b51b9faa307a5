// Waves mode 102 — RACUTE (takes 2216.838's menu tile when the waves are unleashed). Tiles are
// exact fractions `[q]` (BigRationals). Two tiles merge into their sum when the sum's denominator is
// no larger than the smaller of their denominators: 1/2 + 1/2 = 1, 1/3 + 1/6 = 1/2, 1/6 + 1/6 = 1/3,
// but not 1/2 + 1/3 = 5/6. A merge scores the least common multiple of the two denominators.
// New tiles are unit fractions 1/d, where d is a whole-number tile on the board or the denominator
// of a tile on the board; the list (game variable 0, the "Spawning Tiles" box) is rebuilt after
// every move, smallest d first, and is just 1 when the board offers nothing. No win condition.
import { BigRational, type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';

const SPAWNING = '@GVar 0';
const ONE = BigRational.of(1n);

const pair = tilesFrom(0, 2);
const [a, b] = pair as [TileRef, TileRef];
const den = (x: Expr): Expr => [x, 'denominatorBR'];
const isFraction = (x: Expr): Expr => [x, 'typeof', '=', 'bigrational'];

/** The sum keeps a denominator no larger than the smaller (or, loose, the larger) of the two. */
function denominatorKeeping(loose: boolean) {
  return mergeRule({
    length: 2,
    cond: [
      [[a.c(0), '+BR', b.c(0)], 'denominatorBR', '<=', [den(a.c(0)), loose ? 'max' : 'min', den(b.c(0))]],
      '&&',
      isFraction(a.c(0)),
      '&&',
      isFraction(b.c(0)),
    ],
    ordered: false,
    outputs: [[[a.c(0), '+BR', b.c(0)]]],
    score: [den(a.c(0)), 'lcmB', den(b.c(0))],
    flags: [false, true],
  });
}

/** Every fraction tile on the board. */
const BOARD_FRACTIONS: Expr = ['@Grid', 'arr_flat', 2, 'arr_filter', isFraction('@Var -1')];

/**
 * Inside a callback: 1/d for the tile `@Var -1` — d its value if whole, else its denominator (or,
 * with numerator spawns, its numerator whatever it is).
 */
function unitForTile(numerators: boolean): Expr {
  if (numerators) return ['@var_retain', '@Var -1', 'numeratorBR', 'absB', 'recipBR'];
  return [
    '@var_retain',
    '@Var -1',
    'denominatorBR',
    '@if',
    ['@var_retain', '@Var -1', 'denominatorBR', '=', 1n],
    '2nd',
    ['@var_retain', '@Var -1', 'numeratorBR', 'absB'],
    '@end-if',
    'recipBR',
  ];
}

function rebuildSpawns(numerators: boolean): Expr {
  const candidates: Expr = [BOARD_FRACTIONS, 'arr_map', unitForTile(numerators)];
  // Each candidate once (its first occurrence), by increasing denominator.
  const list: Expr = [
    candidates,
    'arr_filter',
    ['@var_retain', candidates, 'arr_indexOf', '@Var -1', '=', '@Var -2'],
    'arr_sort',
    ['@var_retain', '@Var -2', 'denominatorBR', '-B', ['@var_retain', '@Var -1', 'denominatorBR'], 'Number'],
  ];
  return [
    0,
    '@edit_gvar',
    0,
    list,
    '@if',
    [SPAWNING, 'arr_length', '=', 0],
    '@edit_gvar',
    0,
    ['@Literal', ONE],
    '@end-if',
  ];
}

/** Spawns: one of the listed unit fractions (wrapped once more, as the original's spawn table is). */
const RANDOM_UNIT: Value = [[[[SPAWNING, 'arr_elem', [0, 'rand_int', [SPAWNING, 'arr_length', '-', 1]]]]], 1];

function rulesText(loose: boolean, numerators: boolean): RulesText {
  return {
    heading: 'Waves',
    title: `${loose ? 'Loose ' : ''}RACUTE${numerators ? '-NS' : ''}`,
    paragraphs: [
      loose
        ? 'Tiles are fractions. Two tiles merge into their sum when the sum has a denominator no larger than the larger of their denominators: 1/3 + 1/6 = 1/2 and 1/2 + 1/2 = 1 merge, 1/2 + 1/3 = 5/6 does not. A merge scores the least common multiple of the two denominators.'
        : 'Tiles are fractions. Two tiles merge into their sum when the sum has a denominator no larger than the smaller of their denominators: 1/3 + 1/6 = 1/2 and 1/2 + 1/2 = 1 merge, 1/2 + 1/3 = 5/6 does not. A merge scores the least common multiple of the two denominators.',
      `New tiles are unit fractions 1/d: d can be any whole-number tile on the board or the ${numerators ? 'numerator' : 'denominator'} of any tile on the board (see the "Spawning Tiles" box). When there is none, 1 spawns.`,
      'There is no winning tile: try to make the largest whole number you can.',
    ],
  };
}

/** 102 — RACUTE. */
export const modeRacute: ModePlugin = builtinMode({
  id: 'pc.racute',
  size: 4,
  name: 'RACUTE',
  description: 'Fractions merge when the sum keeps a small denominator; unit fractions spawn',
  category: 'Waves',
  rules: plainRules(rulesText(false, false)),
  options: [
    {
      id: 'loose',
      label: 'Loose (the larger denominator)',
      type: 'boolean',
      default: false,
      help: "Two tiles merge when their sum's denominator is no larger than the larger of theirs.",
    },
    {
      id: 'numeratorSpawns',
      label: 'Spawn from numerators (RACUTE-NS)',
      type: 'boolean',
      default: false,
      help: 'New unit fractions take the numerators of the tiles on the board.',
    },
  ],
  recreates: [{ modeId: '102' }],
  // mv[0] the merge rule (1: loose), mv[1] the spawn rule (1: numerators).
  optionsFromModeVars: (mv) => ({ loose: mv[0] === 1, numeratorSpawns: mv[1] === 1 }),
  build: (o) => {
    const loose = optBool(o, 'loose', false);
    const numerators = optBool(o, 'numeratorSpawns', false);
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: schemeTileTypes('RACUTE'),
      mergeRules: [denominatorKeeping(loose)],
      startTileSpawns: [RANDOM_UNIT],
      startGameVars: [[ONE]],
      scripts: [[rebuildSpawns(numerators), 'EndMovement']],
      statBoxes: [
        // The original names the scheme rather than 'Self' (the same picture: the scheme draws RACUTE tiles too).
        ['Score', '@Score', false, false, 'Tile', 'Rational DIVE'],
        ['Spawning Tiles', SPAWNING, false, false, 'TileArray', 'Self'],
      ],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(rulesText(loose, numerators)),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
