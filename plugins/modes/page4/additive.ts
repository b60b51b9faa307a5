// Page 4, slots 6–7: two modes of plain addition and subtraction where what may merge depends on
// the numbers' factors of 2. 1321 has "+n" tiles that add themselves to anything; in 1825 positive
// and negative tiles double while they are not multiples of 4, and from 4 on only cancel.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { cancelNext, doubleOrNext, tierFirst, withDiveGoals } from '../shared/dive-goals.ts';
import { primeImage, row, schemeRow, unless } from './looks.ts';

const V = '@This 0';
const K = '@This 1';
const NV = '@Next 1 0';
const NK = '@Next 1 1';
const SUM: Expr = [V, '+', NV];

/**
 * Game variables both modes start with. The original keeps its random-goals state in 0–4 (goal,
 * goals reached, goal made this turn, first-goal tier, spare) even when random goals are off, and
 * in 5 which of the two Discovered boxes is shown.
 */
function startVars(goal: Value): Value[] {
  return [goal, 0, false, 3, 0, 0];
}

/** A pair of "Discovered multiples of 2^k" boxes (count / list), toggled by clicking; view in game variable 5. */
function discoveredMultiples(power: number): Value[] {
  const title = `Discovered Multiples of ${2 ** power}`;
  const isMultiple = (t: Expr): Expr => [t, 'arr_elem', '0', 'expomod', 2, '>=', power];
  return [
    [
      title,
      // The condition's parts follow `@var_retain` directly, as in the original (nested one list
      // deeper, `@Var -1` reads another variable and the count differs).
      [
        '@DiscTiles',
        'arr_reduce',
        0,
        ['@if', ['@var_retain', ...(isMultiple('@Var -1') as Value[])], '+', 1, '@end-if'],
      ],
      false,
      undefined,
      undefined,
      undefined,
      ['@GVar 5', '=', 0],
      [0, '@edit_gvar', 5, 1],
      true,
    ],
    [
      title,
      ['@DiscTiles', 'arr_filter', isMultiple('@Var -1')],
      true,
      false,
      'TileArray',
      'Self',
      ['@GVar 5', '=', 1],
      [0, '@edit_gvar', 5, 0],
      true,
    ],
    ['Score', '@Score'],
  ];
}

/** 1321: the original's "1321" colour scheme of the number; "+n" tiles add a rainbow ring. */
function tileTypes1321(): Value[] {
  const ring = primeImage(
    ['@conic-gradient', '#ff0000', '#ffff00', '#00ff00', '#00ffff', '#0000ff', '#ff00ff', '#ff0000'],
    ['@radial-gradient', '#0000', '#0008'],
  );
  return [schemeRow([K, '=', 0], V, '1321', [V]), schemeRow([K, '=', 1], ['@TextE', '+', V], '1321', [V], [ring])];
}

/**
 * 1825: positive tiles white, negative black, each with the "1321" scheme's colour of the number
 * as a glow around it; multiples of 4 (which only cancel) write their number in purple.
 */
function tileTypes1825(): Value[] {
  const picture = primeImage(['@ColorScheme', '1321', V], ['@radial-gradient', '#000', '#0000']);
  const cancels: Expr = [V, 'expomod', 2, '>=', 2];
  const extras = { addons: [picture] };
  return [
    row([K, '=', 1], V, '#ffffff', unless('#323136', cancels, '#625893'), extras),
    row([K, '=', -1], SIGNED, '#000000', unless('#e2def9', cancels, '#625893'), extras),
  ];
}

// ---------------------------------------------------------------------------------------------
// 43 — 1321

const text1321: RulesText = {
  title: '1321',
  paragraphs: [
    'Tiles are plain numbers and "+n" tiles. Two equal plain tiles merge into their sum (5 + 5 = 10). A "+n" tile merges with any plain tile, adding n to it (7 and +1 make 8), and two "+" tiles merge into a "+" tile holding their sum (+1 and +1 make +2).',
    'Every merge scores the sum. Click the "Discovered Multiples of 32" box to see which multiples of 32 you have made.',
    'New tiles: 1 (70%), +1 (30%).',
    'Make 1321 to win.',
  ],
};

function rulesText1321(evensOnly: boolean, plusCombine: boolean): RulesText {
  if (!evensOnly && !plusCombine) return text1321;
  const notes = [
    evensOnly ? 'A "+n" tile only merges with an even plain tile.' : '',
    plusCombine ? 'Two "+" tiles make +1.' : '',
  ].filter((x) => x);
  return { ...text1321, paragraphs: [text1321.paragraphs[0]!, notes.join(' '), ...text1321.paragraphs.slice(1)] };
}

/** 43 — 1321: `[v, plus]`, plus = 1 for a "+v" tile. */
export const mode1321: ModePlugin = withDiveGoals(
  builtinMode({
    id: 'pc.1321',
    size: 5,
    name: '1321',
    description: 'Plain tiles and "+n" tiles that add to anything',
    page: 4,
    category: 'Addition',
    rules: plainRules(text1321),
    options: [
      {
        id: 'evensOnly',
        label: '"+" tiles add to even tiles only',
        type: 'boolean',
        default: false,
        help: 'A "+n" tile merges only with an even plain tile.',
      },
      {
        id: 'plusCombine',
        label: 'Two "+" tiles make +1',
        type: 'boolean',
        default: false,
        help: 'Two "+" tiles merge into a +1 tile instead of a "+" tile holding their sum.',
      },
    ],
    recreates: [{ modeId: '43' }],
    // mv[0] evens only, mv[3] "+" tiles combine into +1 (mv[1], mv[2]: random goals, withDiveGoals).
    optionsFromModeVars: (mv) => ({ evensOnly: mv[0] === true, plusCombine: mv[3] === true }),
    build: (o) => {
      const evensOnly = optBool(o, 'evensOnly', false);
      const plusCombine = optBool(o, 'plusCombine', false);
      return defaultMode({
        width: 5,
        height: 5,
        tileNumAmount: 2,
        tileTypes: tileTypes1321(),
        mergeRules: [
          // Two equal plain tiles.
          mergeRule({
            length: 2,
            cond: and([V, '=', NV], [K, '=', 0], [NK, '=', 0]),
            ordered: true,
            outputs: [[SUM, 0]],
            score: SUM,
          }),
          // A plain tile and a "+" tile, in either order: a plain tile.
          mergeRule({
            length: 2,
            cond: and([K, '=', 0], [NK, '=', 1], ...(evensOnly ? [[V, 'mod', 2, '=', 0]] : [])),
            ordered: false,
            outputs: [[SUM, 0]],
            score: SUM,
          }),
          // Two "+" tiles: a "+" tile (of their sum, or +1).
          mergeRule({
            length: 2,
            cond: and([K, '=', 1], [NK, '=', 1]),
            ordered: true,
            outputs: [[plusCombine ? [SUM, 'sign'] : SUM, 1]],
            score: SUM,
          }),
        ],
        startTileSpawns: [
          [[1, 0], 70],
          [[1, 1], 30],
        ],
        winConditions: [[V, '=', 1321]],
        winRequirement: 1,
        startGameVars: startVars(2n),
        statBoxes: discoveredMultiples(5),
        gameplayRulesText: gameplayRules(rulesText1321(evensOnly, plusCombine)),
        tileValueFunction: V,
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      });
    },
  }),
  {
    goal: 0,
    reached: 1,
    made: 2,
    minimum: 3,
    modeVar: 1,
    minimumModeVar: 2,
    defaultMinimum: 3,
    next: doubleOrNext,
    numeric: { abs: true },
    // Shown as a plain tile (no "+"), as the original's box does.
    goalTile: (goal) => ['@Literal', ['@CalcArray', goal], 0],
    first: tierFirst,
    minimumLabel: 'First goal tier n (between 2^(n−1) and 2^n − 1)',
  },
);

// ---------------------------------------------------------------------------------------------
// 59 — 1825

const text1825: RulesText = {
  title: '1825',
  paragraphs: [
    'Tiles are positive or negative. Two equal tiles of the same sign merge into their sum while they are not multiples of 4: 1 + 1 = 2, 3 + 3 = 6, −2 + −2 = −4, but 4 + 4 and 12 + 12 do not merge.',
    'A multiple of 4 instead merges with a smaller tile of the opposite sign, in either order, and keeps its own sign: 4 and −1 make 3, −12 and 5 make −7.',
    'Every merge scores the new tile (its absolute value). Click the "Discovered Multiples of 8" box to see which multiples of 8 you have made.',
    'New tiles: 1 (50%), −1 (50%).',
    'Make 1825 or −1825 to win.',
  ],
};

const SIGNED: Expr = [V, '*', K];

/** 59 — 1825: `[v, s]`, value v·s with v > 0 and s = ±1. */
export const mode1825: ModePlugin = withDiveGoals(
  builtinMode({
    id: 'pc.1825',
    size: 5,
    name: '1825',
    description: 'Positive and negative tiles: double below 4, cancel from 4 on',
    page: 4,
    category: 'Addition',
    rules: plainRules(text1825),
    recreates: [{ modeId: '59' }],
    build: () =>
      defaultMode({
        width: 5,
        height: 5,
        tileNumAmount: 2,
        tileTypes: tileTypes1825(),
        mergeRules: [
          // Equal tiles that are not multiples of 4 double.
          mergeRule({
            length: 2,
            cond: and([V, '=', NV], [K, '=', NK], [V, 'expomod', 2, '<', 2]),
            ordered: true,
            outputs: [[SUM, K]],
            score: SUM,
          }),
          // A multiple of 4 and a smaller tile of the other sign, either order: the difference.
          mergeRule({
            length: 2,
            cond: and([K, '!=', NK], [V, '>', NV], [V, 'expomod', 2, '>=', 2]),
            ordered: false,
            outputs: [[[V, '-', NV], K]],
            score: [V, '-', NV],
          }),
        ],
        startTileSpawns: [
          [[1, 1], 50],
          [[1, -1], 50],
        ],
        winConditions: [
          [1825, 1],
          [1825, -1],
        ],
        winRequirement: 1,
        startGameVars: startVars(2),
        statBoxes: discoveredMultiples(3),
        gameplayRulesText: gameplayRules(text1825),
        tileValueFunction: SIGNED,
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      }),
  }),
  {
    goal: 0,
    reached: 1,
    made: 2,
    minimum: 3,
    modeVar: 0,
    minimumModeVar: 1,
    defaultMinimum: 3,
    next: cancelNext,
    numeric: { abs: false },
    // Shown as a positive tile, as the original's box does.
    goalTile: (goal) => ['@Literal', ['@CalcArray', goal], 1],
    first: tierFirst,
    minimumLabel: 'First goal tier n (between 2^(n−1) and 2^n − 1)',
  },
);
