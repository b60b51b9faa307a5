// Secret mode 0.0001 — VS The Void Tiler (reached from a Custom Mode whose only spawning tile is 0
// and that has no merges: "Enter the void"). Plain 2048 merges on a 4×4 grid, against the clock:
// from the first move on, every few seconds the Void Tiler wipes out a handful of cells, picked
// (and shown) one attack ahead. Every so many attacks the void deepens and one more cell is hit
// each time. Make 256 to win; a grid with no number tiles, or with no empty cells, or a void so deep
// that every cell it can hit is hit at once, loses.
//
// Everything runs on game variables and scripts (engine.md §7): a 30 ms Interval timer checks
// whether an attack is due, drifts the background spots, and plays the fade to white (won) or to
// black (lost) that ends the game.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, ge, or, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';

const SIZE = 4;
const E = '@This 0';
/** Timer period of the Interval scripts and the redraw, in ms. */
const TICK_MS = 30;
/** How far the win and loss fades move per tick (the loss fade ends at 1, the win fade at 3). */
const FADE_STEP = 0.015;

/** The game variables. */
const V = {
  /** Cells `[row, column]` the next attack hits. */
  targets: 0,
  /** When the last attack happened (s since the game started); −1 until the first move. */
  lastAttack: 1,
  /** Attacks since the void last deepened. */
  attacksThisDepth: 2,
  /** Background spots `[x%, y%]`, drifting upwards. */
  spots: 3,
  /** When the last background spot appeared. */
  lastSpot: 4,
  /** Seconds between attacks. */
  attackInterval: 5,
  /** Attacks between deepenings. */
  deepeningInterval: 6,
  /** Progress of the fade into the void (−1: not lost). */
  lossFade: 7,
  /** Progress of the fade out of the void (−1: not won). */
  winFade: 8,
  /** 1 won, −1 lost, 0 still fighting. */
  outcome: 9,
  /** Cells per attack. */
  attackSize: 10,
  /** Cells added to each attack when the void deepens. */
  deepeningSize: 11,
} as const;

type VarName = keyof typeof V;
const gv = (name: VarName): string => `@GVar ${V[name]}`;
const set = (name: VarName, value: Expr): Value[] => ['@edit_gvar', V[name], value];
const signal = (name: string): Value[] => ['@ScriptSignal', `@ScriptSignal_${name}`];
const NOW = '@TimeSinceStartGame';

const fighting: Expr = and([gv('lossFade'), '<', 0], [gv('winFade'), '<', 0]);
const fading: Expr = or(ge(gv('lossFade'), 0), ge(gv('winFade'), 0));
const beginLoss = set('lossFade', 0);
const idle: Expr = ['@InGameStatus', '<', 2];
const attackDue: Expr = and([gv('lastAttack'), '>', -1], [NOW, '-', gv('lastAttack'), '>=', gv('attackInterval')]);

/** A cell the void can target: empty, a number tile, or a hole/zero tile of the modifiers. */
const targetable = (tile: string): Expr =>
  or(
    eq(tile, '@Empty'),
    [tile, 'arr_elem', 0, 'typeof', '=', 'number'],
    eq([tile, 'arr_elem', 0], 'BlackBox'),
    eq([tile, 'arr_elem', 0], 'Zero'),
  );
/** A cell an attack clears (a BlackBox hole survives it). */
const destructible = (tile: string): Expr =>
  or(eq(tile, '@Empty'), [tile, 'arr_elem', 0, 'typeof', '=', 'number'], eq([tile, 'arr_elem', 0], 'Zero'));

/** Script-local variables: 0 unused, 1 row, 2 column, 3 the tile there. */
const LOCALS: Value[] = ['@global_var_retain_inner', ['@Literal'], 0, 0, 0, '@end_vars', 0];
const ROW = '@Var 1';
const COL = '@Var 2';
const TILE = '@Var 3';

/**
 * Marks the next attack: every targetable cell (row-major), then random cells dropped until
 * `attackSize` remain. The surplus is the loop's count; a surplus of exactly 0 means every cell
 * the void can reach is hit at once, which loses.
 */
const PICK_TARGETS: Value[] = [
  ...set('targets', ['@Literal']),
  '@edit_var',
  1,
  0,
  '@repeat',
  [ROW, '<', '@GridHeight'],
  '@edit_var',
  2,
  0,
  '@repeat',
  [COL, '<', '@GridWidth'],
  '@edit_var',
  3,
  ['@Grid', 'arr_elem', ROW, 'arr_elem', COL],
  '@if',
  targetable(TILE),
  ...set('targets', [gv('targets'), 'arr_push', [ROW, 'arr_push', COL]]),
  '@end-if',
  '@edit_var',
  2,
  [COL, '+', 1],
  '@end-repeat',
  '@edit_var',
  1,
  [ROW, '+', 1],
  '@end-repeat',
  // A count-form repeat (its count is evaluated twice; the loss check inside is idempotent), each
  // pass dropping a random one of the remaining cells.
  '@repeat',
  [gv('targets'), 'arr_length', '-', gv('attackSize'), '@if', ['@Parent -2', '=', 0], ...beginLoss, '@end-if'],
  ...set('targets', [
    gv('targets'),
    'arr_splice',
    [gv('targets'), 'arr_length', '-', 1, 'rand_int', 0],
    1,
    ['@Literal'],
  ]),
  '@end-repeat',
];

/** BeginTurn: the first move starts the clock and marks the first attack. */
const START_THE_CLOCK: Value = [
  ...LOCALS,
  '@if',
  [gv('lastAttack'), '=', -1],
  ...set('lastAttack', NOW),
  ...PICK_TARGETS,
  ...signal('DisplayGrid'),
  '@end-if',
];

/** Interval: when an attack is due (and no move is running), wipe the marked cells and mark the next. */
const ATTACK: Value = [
  ...LOCALS,
  '@if',
  and(attackDue, idle),
  '@edit_var',
  1,
  0,
  '@repeat',
  [gv('targets'), 'arr_length', '>', ROW],
  '@edit_var',
  3,
  [
    '@Grid',
    'arr_elem',
    [gv('targets'), 'arr_elem', ROW, 'arr_elem', 0],
    'arr_elem',
    [gv('targets'), 'arr_elem', ROW, 'arr_elem', 1],
  ],
  '@if',
  destructible(TILE),
  '@replace_tile',
  [gv('targets'), 'arr_elem', ROW, 'arr_elem', 0],
  [gv('targets'), 'arr_elem', ROW, 'arr_elem', 1],
  '@Empty',
  '@end-if',
  '@edit_var',
  1,
  [ROW, '+', 1],
  '@end-repeat',
  ...signal('MovementOccurred'),
  // No number tile left: lost.
  '@if',
  ['@Grid', 'arr_flat', 2, 'arr_filter', ['@Var -1', 'typeof', '=', 'number'], 'arr_length', '=', 0],
  ...beginLoss,
  '@end-if',
  // Deepening.
  ...set('attacksThisDepth', [gv('attacksThisDepth'), '+', 1]),
  '@if',
  [gv('attacksThisDepth'), '=', gv('deepeningInterval')],
  ...set('attacksThisDepth', 0),
  ...set('attackSize', [gv('attackSize'), '+', gv('deepeningSize')]),
  '@end-if',
  ...PICK_TARGETS,
  ...set('lastAttack', NOW),
  ...signal('DisplayGrid'),
  '@end-if',
];

/**
 * Interval: once the fight is on, a new background spot (at a random x%, just below the page)
 * every 0.12·W·H/attackSize seconds; every spot drifts up attackSize·6.25/(W·H) % per tick and
 * is dropped once it is above the page. Bigger attacks, busier background.
 */
const DRIFT_SPOTS: Value = [
  0,
  '@if',
  [
    NOW,
    '-',
    [0.12, '/', gv('attackSize'), '*', '@GridWidth', '*', '@GridHeight'],
    '>',
    gv('lastSpot'),
    '&&',
    [gv('lastAttack'), '>', -1],
  ],
  ...set('spots', [gv('spots'), 'arr_push', [0, 'rand_float', 100, 'arr_push', 110]]),
  ...set('lastSpot', NOW),
  '@end-if',
  ...set('spots', [
    gv('spots'),
    'arr_map',
    [
      '@Var -1',
      'arr_edit_elem',
      1,
      [
        '@var_retain',
        '@Var -1',
        'arr_elem',
        1,
        '-',
        [gv('attackSize'), '*', 6.25, '/', '@GridWidth', '/', '@GridHeight'],
      ],
    ],
    'arr_filter',
    ['@Var -1', 'arr_elem', 1, '>', -10],
  ]),
];

/** Merge: making 256 starts the win (the last script variable lists the merge's results). */
const WIN_ON_256: Value = [
  '@global_var_retain',
  0,
  '@if',
  ['@Var -1', 'arr_elem', 0, 'arr_elem', 0, '>=', 8],
  ...set('winFade', 0),
  '@end-if',
];

/** EndTurn: a full grid starts the loss. */
const LOSE_WHEN_FULL: Value = [
  0,
  '@if',
  ['@Grid', 'arr_flat', 2, 'arr_indexOf', '@Empty', '=', -1, '&&', fighting],
  ...beginLoss,
  '@end-if',
];

/** Interval: the fade into the void, then the loss. */
const FADE_TO_LOSS: Value = [
  0,
  '@if',
  [gv('lossFade'), '>=', 0, '&&', idle],
  ...set('targets', ['@Literal']),
  ...set('lossFade', [gv('lossFade'), '+', FADE_STEP]),
  ...signal('DisplayGrid'),
  '@if',
  [gv('lossFade'), '>=', 1],
  ...set('outcome', -1),
  ...signal('WinCheck'),
  '@end-if',
  '@end-if',
];

/** Interval: the fade out of the void (the spots vanish at 2), then the win. */
const FADE_TO_WIN: Value = [
  0,
  '@if',
  [gv('winFade'), '>=', 0, '&&', idle],
  ...set('targets', ['@Literal']),
  ...set('winFade', [gv('winFade'), '+', FADE_STEP]),
  ...signal('DisplayGrid'),
  '@if',
  [gv('winFade'), '>=', 2],
  ...set('spots', ['@Literal']),
  '@if',
  [gv('winFade'), '>=', 3],
  ...set('outcome', 1),
  ...signal('WinCheck'),
  '@end-if',
  '@end-if',
  '@end-if',
];

const onTimer = (script: Value, stopWhen: Expr): Value[] => [script, 'Interval', TICK_MS, stopWhen];

// ---- Look -------------------------------------------------------------------------------------

/** 1 while fighting, falling to 0 as the loss fade plays. */
const light: Expr = [1, '-', gv('lossFade'), 'min', 1];
/** 0 while fighting, rising to 1 over the first part of the win fade. */
const glow: Expr = [gv('winFade'), 'max', 0, 'min', 1];
/** 0 until the spots are gone, then rising to 1: the page turns white. */
const dawn: Expr = [gv('winFade'), '-', 1, 'max', 0, 'min', 1];
const targeted: Expr = [gv('targets'), 'arr_indexOf', ['@VCoord', 'arr_push', '@HCoord'], '!=', -1];

/** The original's tile colours by exponent (classic 2048's, then pinks and blues); past them a formula. */
const TILE_COLORS: Value = [
  '@Literal',
  ...['#ffffff', '#f9eee3', '#ede0c8', '#f2b179', '#f59563', '#f67c5f', '#f65e3b', '#edcf72', '#edcc61', '#edc850'],
  ...['#edc53f', '#edc22e', '#f29eff', '#eb75fd', '#e53bff', '#bd00db', '#770089', '#534de8', '#2922e1', '#0a05b6'],
  ['@HSLA', [-15, '*', E, '+', 520], 100, [0.9, '^', [E, '-', 20], '*', 36], 1],
];

/** An expression building the list `[first, ...rest]` (each of `rest` evaluated, then pushed). */
function listOf(first: string, ...rest: Expr[]): Value[] {
  const out: Value[] = [['@Literal', first]];
  for (const r of rest) out.push('arr_push', r);
  return out;
}

const spot = (k: 0 | 1): Expr => [gv('spots'), 'arr_elem', '@Var 0', 'arr_elem', k];
/** One soft white circle per background spot, fading with the void. */
const SPOT_GRADIENT: Value[] = listOf(
  '@radial-gradient',
  listOf('@GradientDetails', spot(0), spot(1), true, 0),
  ['@Literal', '@HSLA', 0, 0, 100, light],
  0,
  '#0000',
  2,
);

/** Attacks between deepenings; never (Infinity) when the option is 0. */
function deepeningEvery(o: OptionValues): number {
  const n = optNumber(o, 'deepeningInterval', 16);
  return n > 0 ? n : Infinity;
}

function text(o: OptionValues): RulesText {
  const interval = optNumber(o, 'attackInterval', 5);
  const size = optNumber(o, 'attackSize', 4);
  const deepening = optNumber(o, 'deepeningInterval', 16);
  return {
    title: 'VS The Void Tiler',
    paragraphs: [
      `Two tiles of the same number merge into their sum. From your first move on, every ${interval} seconds (once no move is running) the Void Tiler attacks ${size} grid spaces, destroying any tile there; the spaces of the next attack are marked in red.${deepening > 0 ? ` Every ${deepening} attacks you fall deeper into the void and each attack hits more spaces.` : ''}`,
      'You are lost in the void if the grid has no number tiles left, if it has no empty space, or if every space the Void Tiler can hit is hit at once. Make the 256 tile to defeat the Void Tiler!',
      `Spawning tiles: ${spawnText([
        { label: '1', weight: 85 },
        { label: '2', weight: 12 },
        { label: '4', weight: 3 },
      ])}`,
    ],
  };
}

/** 0.0001 — VS The Void Tiler. */
export const modeVoidTiler: ModePlugin = builtinMode({
  id: 'pc.void-tiler',
  size: SIZE,
  name: 'VS The Void Tiler',
  description: 'Secret boss fight: plain 2048 while the Void Tiler wipes out cells every few seconds',
  category: 'Secret',
  rules: plainRules(text({})),
  options: [
    { id: 'attackInterval', label: 'Seconds between attacks', type: 'number', default: 5, min: 1, max: 60, step: 1 },
    { id: 'attackSize', label: 'Spaces per attack at first', type: 'number', default: 4, min: 1, max: 15, step: 1 },
    {
      id: 'deepeningInterval',
      label: 'Attacks until the void deepens',
      type: 'number',
      default: 16,
      min: 0,
      max: 100,
      step: 1,
      help: '0: the void never deepens.',
    },
    { id: 'deepeningSize', label: 'Extra spaces per deepening', type: 'number', default: 1, min: 0, max: 8, step: 1 },
  ],
  recreates: [{ modeId: '0.0001' }],
  // Mode variables: [deal accepted, seconds (not turns), interval, deepening interval, attack
  // size, deepening size, background effects]. Only the real-time fight without the deal is ours.
  optionsFromModeVars: (mv): OptionValues => {
    const n = (x: Value | undefined, fallback: number): number => (typeof x === 'number' && x > 0 ? x : fallback);
    return {
      attackInterval: n(mv[2], 5),
      deepeningInterval: mv[3] === 0 ? 0 : n(mv[3], 16),
      attackSize: n(mv[4], 4),
      deepeningSize: typeof mv[5] === 'number' ? mv[5] : 1,
    };
  },
  build: (o) =>
    defaultMode({
      width: SIZE,
      height: SIZE,
      tileNumAmount: 1,
      tileTypes: [
        [
          true,
          [2, '^', E],
          // The original's look: a grey face by size (black in the void, white as it is beaten) under
          // the tile's colour picture; targeted cells glow red.
          ['@HSLA', 0, 0, [E, '*', 100, '/', 8, '*', light, '+', [gv('winFade'), 'max', 0, '*', 100]], 1],
          '#000',
          [0, 0, 0.1, ['@HSLA', 0, 0, [100, '*', light], 1]],
          2,
          0,
          ['PrimeImage', ['@radial-gradient', ['#0000', '@if', targeted, '2nd', '#f008', '@end-if'], '#0000']],
          [
            'PrimeImage',
            ['@CalcArray', TILE_COLORS, 'arr_elem', [E, 'min', ['@Parent -3', 'arr_length', '-', 1]]],
            ['@linear-gradient', ['@HSLA', 0, 0, 0, [gv('winFade'), '-', 2, 'max', 0]], 0, 100],
          ],
        ],
      ],
      mergeRules: [
        mergeRule({
          length: 2,
          cond: eq('@Next 1 0', E),
          ordered: true,
          outputs: [[[E, '+', 1]]],
          score: [2, '^', [E, '+', 1]],
          flags: [false, true],
        }),
      ],
      startTileSpawns: [
        [[0], 85],
        [[1], 12],
        [[2], 3],
      ],
      // The scripts decide the outcome once a fade has played out.
      winConditions: [[11]],
      winRequirement: [gv('outcome'), '=', 1],
      loseConditions: [],
      loseRequirement: [gv('outcome'), '=', -1],
      postgameAllowed: false,
      startGameVars: [
        [],
        -1,
        0,
        [],
        0,
        optNumber(o, 'attackInterval', 5),
        deepeningEvery(o),
        -1,
        -1,
        0,
        optNumber(o, 'attackSize', 4),
        optNumber(o, 'deepeningSize', 1),
      ],
      scripts: [
        onTimer(DRIFT_SPOTS, fading),
        [START_THE_CLOCK, 'BeginTurn'],
        onTimer(ATTACK, fading),
        [WIN_ON_256, 'Merge'],
        [LOSE_WHEN_FULL, 'EndTurn'],
        onTimer(FADE_TO_LOSS, [gv('outcome'), '!=', 0]),
        onTimer(FADE_TO_WIN, [gv('outcome'), '!=', 0]),
      ],
      displayGridIntervalTime: TICK_MS,
      // The timer's redraws only need the changing parts.
      displayLagReductions: [['@var_retain', '@Var 0', '=', 'Interval']],
      statBoxes: [
        [
          'Time Until Next Attack',
          [
            '@TextE',
            [
              gv('attackInterval'),
              '-',
              [NOW, '-', gv('lastAttack')],
              'max',
              0,
              '@if',
              [gv('lastAttack'), '=', -1],
              '2nd',
              gv('attackInterval'),
              '@end-if',
            ],
            ' s',
          ],
          null,
          null,
          null,
          null,
          fighting,
        ],
        ['Spaces per Attack', gv('attackSize'), null, null, null, null, fighting],
        [
          'Attacks Until Void Deepens',
          [gv('deepeningInterval'), '-', gv('attacksThisDepth')],
          null,
          null,
          null,
          null,
          and([gv('deepeningInterval'), '<', Infinity], fighting),
        ],
      ],
      // Arrows hide while an attack is due and during the fades; the buttons hide during the fades.
      gameplayComponentOpacities: [
        [1, '@if', or(attackDue, fading), '2nd', -1, '@end-if'],
        1,
        1,
        1,
        1,
        1,
        [1, '@if', and(fading, [gv('outcome'), '=', 0]), '2nd', -1, '@end-if'],
        [1, '@if', and(fading, [gv('outcome'), '=', 0]), '2nd', -1, '@end-if'],
        [1, '@if', and(fading, [gv('outcome'), '=', 0]), '2nd', -1, '@end-if'],
      ],
      gameplayBackground: [
        '@CalcArray',
        '@global_var_retain_inner',
        0,
        '@end_vars',
        ['@Literal', '@multi-gradient'],
        '@repeat',
        ['@Var 0', '<', [gv('spots'), 'arr_length']],
        'arr_push',
        SPOT_GRADIENT,
        '@edit_var',
        0,
        ['@Var 0', '+', 1],
        '@end-repeat',
        'arr_push',
        ['@Literal', '@linear-gradient', ['@HSLA', 0, 0, [dawn, '*', 100], 1], 0, 100],
      ],
      gridBackground: ['@HSLA', 0, 0, [dawn, '*', 90, '+', 10], 1],
      tileBackground: [
        '@CalcArray',
        ['@Literal', '@HSLA', 0, 0, [dawn, '*', 95, '+', 5], 1],
        '@if',
        targeted,
        '2nd',
        ['@Literal', '@radial-gradient', '#611', '#111'],
        '@end-if',
      ],
      textBackground: ['@HSLA', 0, 0, [light, '*', 100, '+', [glow, '*', 100], 'min', 100], 1],
      gameplayRulesText: gameplayRules(text(o)),
      tileValueFunction: [2, '^', E],
      // Tiles look different in targeted cells and during the fades.
      tileDisplayKnownLevel: 0,
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
