// Waves mode 31.50118 — Isotopic DIVE (takes Isotopic 256's menu tile when the waves are unleashed).
// DIVE with decaying tiles: a tile is `[v, t]`, a whole number v (BigInt) and the turns t left
// before it decays (shown small below the number). Two tiles merge when one divides the other, into
// their sum with a fresh lifespan (4 turns), scoring the smaller tile. At the end of every turn each
// tile that is not itself a seed counts down; when its time is up it decays: the largest seed it is
// a multiple of is taken away from it (and it starts a new lifespan). A tile that is exactly that
// seed — or that no seed divides, 1 then being taken away from a 1 — disappears instead. The
// "Tile Decays" box counts decays. Seeds as in DIVE, checked at the end of the turn.
//
// Game variables (the original's layout): 0 seeds, 1 seeds seen, 2/3 seeds unlocked/eliminated by
// this turn, 4 unused flag, 5 which "seeds seen" box shows, 6 seed check order (largest first),
// 7 lifespan, 8–11 random-goal bookkeeping (off), 12 decays so far.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { looksIsotopicDive } from './looks.ts';
import { divides } from './number-tests-w2.ts';
import { diveSeedLayout, bigintsOnly, randomFrom, seedScripts, seedStatBoxes } from './seeds-w2.ts';

/** The number of every tile on the board (the timers left out). */
const BOARD_VALUES: Expr = bigintsOnly(['@Grid', 'arr_flat', 2]);

const SEEDS = diveSeedLayout(BOARD_VALUES, { when: 'EndTurn' });
const LIFESPAN = '@GVar 7';
const DECAYS = '@GVar 12';

const START_VARS: Value[] = [[2n], [2n], [], [], false, 0, 0, 4, 4n, 0, false, 4n, 0];

const [V, T, NV] = ['@This 0', '@This 1', '@Next 1 0'];

const fresh = (v: Expr): Value[] => [v, [LIFESPAN]];

/** A whole-number tile that is not itself a seed (seeds' timers are paused). */
const decaying: Expr = [
  [V, 'typeof', '=', 'bigint'],
  '&&',
  ['@GVar 0', 'arr_indexOf', [V, 'absB'], '=', -1, '||', false],
];

/** The largest seed the tile is a multiple of (1 if none), with the tile's sign. */
const DECAY_AMOUNT: Expr = [
  '@GVar 0',
  'arr_filter',
  [V, '%B', '@Var -1', '=', 0n],
  'arr_sort',
  ['@Var -2', '-B', '@Var -1', 'Number'],
  'arr_elem',
  -1,
  '@if',
  ['@Parent -2', '>', 0n, '!'],
  '2nd',
  1n,
  '@end-if',
  '*B',
  [V, 'signB'],
];

const countDecay: Expr = [0, '@edit_gvar', 12, [DECAYS, '+', 1]];

const mergeRules: Value[] = [
  mergeRule({
    length: 2,
    cond: [divides(V, NV), '&&', [V, 'typeof', '=', 'bigint'], '&&', [NV, 'typeof', '=', 'bigint']],
    ordered: false,
    outputs: [fresh([V, '+B', NV])],
    score: [V, 'min', NV],
    flags: [false, true],
  }),
  // End of turn: a tile whose time is up and that equals what it would lose disappears …
  mergeRule({
    length: 0,
    cond: [decaying, '&&', [T, '=', 1], '&&', [V, '=', DECAY_AMOUNT]],
    ordered: true,
    outputs: [],
    score: countDecay,
    flags: [],
  }),
  // … any other such tile loses it and starts a new lifespan …
  mergeRule({
    length: 0,
    cond: [decaying, '&&', [T, '=', 1]],
    ordered: true,
    outputs: [fresh([V, '-B', DECAY_AMOUNT])],
    score: countDecay,
    flags: [],
  }),
  // … and the others count down.
  mergeRule({
    length: 0,
    cond: [decaying, '&&', [T, '>', 1]],
    ordered: true,
    outputs: [[V, [T, '-', 1]]],
    score: 0,
    flags: [],
  }),
];

const text: RulesText = {
  heading: 'Waves',
  title: 'Isotopic DIVE',
  paragraphs: [
    'DIVE with decaying tiles. A tile merges with any multiple of itself into their sum, and the merge scores the smaller tile.',
    'Each tile shows, below its number, how many turns it has left. A new or merged tile has 4. At the end of each turn the tiles that are not seeds count down; when a tile runs out it decays: the largest seed it is a multiple of is taken away from it (12 with the seeds 2 and 3 becomes 9) and it gets 4 turns again. A tile equal to that seed disappears. Seeds never decay.',
    'Seeds work as in DIVE: the first seed is 2, new tiles are seeds, and seeds are unlocked and eliminated after every turn.',
    'There is no winning tile: score as much as you can.',
  ],
};

/** 31.50118 — Isotopic DIVE. */
export const modeIsotopicDive: ModePlugin = builtinMode({
  id: 'pc.isotopic-dive',
  size: 4,
  name: 'Isotopic DIVE',
  description: 'DIVE where tiles decay by their largest seed',
  category: 'Waves',
  rules: plainRules(text),
  recreates: [{ modeId: '31.50118' }],
  optionsFromModeVars: () => ({}),
  build: () =>
    defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: looksIsotopicDive(V, [
        'Innerscript',
        ['', '@if', [T, '<', Infinity], '2nd', [T, 'defaultAbbrev'], '@end-if'],
        'bottom-center',
        6,
        0,
      ]),
      mergeRules,
      startTileSpawns: [[[randomFrom(SEEDS.seeds), [LIFESPAN]], 1]],
      startGameVars: START_VARS,
      scripts: seedScripts(SEEDS),
      statBoxes: [...seedStatBoxes(SEEDS, 'DIVE'), ['Tile Decays', DECAYS]],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: [V],
      // A tile is discovered by its number, whatever its timer.
      discoveredTilesFilter: ['arr_edit_elem', 1, Infinity],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
