// Page 4, slots 9–10: tiles that are pairs of whole numbers (BigInts), merged component by
// component. In (232, 240) two pairs merge when they agree in the first or in the second place; in
// Pro-Add-Uct a pair "a × b" stands for its product and two pairs with the same product merge.
import { type Value, defaultMode, type ModePlugin } from '../../../src/plugins/kit.ts';
import { and, or, type Expr } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { innerBottom, primeImage, row } from './looks.ts';

const A = '@This 0';
const B = '@This 1';
const NA = '@Next 1 0';
const NB = '@Next 1 1';

/** The three spawning pairs of both modes: (1, 0), (0, 1) and (1, 1), equally likely. */
const PAIR_SPAWNS: Value[] = [
  [[1n, 0n], 1],
  [[0n, 1n], 1],
  [[1n, 1n], 1],
];

/**
 * (232, 240) in the original's look: a black tile whose two halves glow with the "1321" scheme's
 * colours of a (top) and b (bottom), white text.
 */
function tileTypesPair(text: Expr): Value[] {
  const glow = (x: Expr): Value => ['@ColorScheme', '1321', [x, '*', 2], 1, 0.44];
  return [
    row(true, text, '#000', '#ffffff', {
      addons: [primeImage(glow(A)), primeImage(glow(B), ['@linear-gradient', '#0000', '#0000', '#000', '#000'])],
    }),
  ];
}

/**
 * ProAddUct in the original's look: a black tile lit by the "1321" scheme's colour of the product
 * (centre) and of each factor (left and right wedges), black text, the product written below.
 */
function tileTypesProduct(text: Expr, product: Expr): Value[] {
  const one = (x: Expr): Expr => [x, 'max', '1n'];
  const wedge = (angle: number): Value => ['@conic-gradient', angle, '#0000', 0, 15, '#000', 60, 120, '#0000', 165];
  return [
    row(true, text, '#000', '#000000', {
      sizes: [2.5, 0],
      addons: [
        primeImage(['@ColorScheme', '1321', [one(A), '*B', one(B), '*B', '2n'], 1]),
        primeImage(['@ColorScheme', '1321', [A, '*B', '2n'], 1], wedge(-90)),
        primeImage(['@ColorScheme', '1321', [B, '*B', '2n'], 1], wedge(90)),
        innerBottom(product),
      ],
    }),
  ];
}

/** Euclidean length of the pair (a, b), as a number. */
const pairLength = (a: Expr, b: Expr): Expr => [[a, '^', 2], '+', [b, '^', 2], '^', 0.5];

// ---------------------------------------------------------------------------------------------
// 69 — (232, 240)

function text232(unordered: boolean): RulesText {
  return {
    title: unordered ? 'Unordered (232, 240)' : '(232, 240)',
    paragraphs: [
      unordered
        ? 'Every tile is a pair of numbers (a, b). Two pairs merge when they share a number, in either place: (3, 2) + (5, 3) = (8, 5), (1, 4) + (6, 4) = (7, 8). The result is their sum, place by place.'
        : 'Every tile is a pair of numbers (a, b). Two pairs merge when their first numbers are equal or their second numbers are equal, and the result is their sum, place by place: (3, 2) + (3, 5) = (6, 7), (1, 4) + (6, 4) = (7, 8).',
      'A merge scores the length of the new pair, √(a² + b²).',
      'New tiles are (1, 0), (0, 1) or (1, 1), equally often. Click the Discovered Tiles box to see the pairs you have made.',
      unordered ? 'Make (174, 177) to win.' : 'Make (232, 240) to win.',
    ],
  };
}

/** Game variables: 0 which Discovered Tiles box is shown; 1 and 2 are kept as the original has them. */
const START_VARS_232: Value[] = [0, 0n, 0];

/** 69 — (232, 240). */
export const mode232240: ModePlugin = builtinMode({
  id: 'pc.232-240',
  size: 4,
  name: '(232, 240)',
  description: 'Pairs that merge when one of their numbers matches',
  page: 4,
  category: 'Pairs',
  rules: plainRules(text232(false)),
  options: [
    {
      id: 'unordered',
      label: 'Unordered pairs',
      type: 'boolean',
      default: false,
      help: 'Pairs also merge when the first number of one equals the second of the other; the goal is (174, 177).',
    },
  ],
  recreates: [{ modeId: '69' }],
  // mode_vars: [unordered].
  optionsFromModeVars: (mv) => ({ unordered: mv[0] === 1 }),
  build: (o) => {
    const unordered = optBool(o, 'unordered', false);
    const goal = unordered ? [174n, 177n] : [232n, 240n];
    return defaultMode({
      width: 4,
      height: 4,
      tileNumAmount: 2,
      tileTypes: tileTypesPair(['@TextE', '(', A, ', ', B, ')']),
      mergeRules: [
        mergeRule({
          length: 2,
          cond: unordered ? or([A, '=', NA], [B, '=', NB], [A, '=', NB], [B, '=', NA]) : or([A, '=', NA], [B, '=', NB]),
          ordered: true,
          outputs: [
            [
              [A, '+B', NA],
              [B, '+B', NB],
            ],
          ],
          score: pairLength([A, '+', NA], [B, '+', NB]),
        }),
      ],
      startTileSpawns: PAIR_SPAWNS,
      winConditions: [goal, goal.map((x) => -x)],
      winRequirement: 1,
      startGameVars: START_VARS_232,
      statBoxes: [...toggledBoxes('Discovered Tiles', ['@DiscTiles'], 0), ['Score', '@Score']] as Value[],
      gameplayRulesText: gameplayRules(text232(unordered)),
      tileValueFunction: pairLength(A, B),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});

// ---------------------------------------------------------------------------------------------
// 97 — Pro-Add-Uct

const textProAddUct: RulesText = {
  title: 'Pro-Add-Uct',
  paragraphs: [
    'Every tile is a product "a × b" (either number may be 0). Two tiles merge when their products are equal — for this test a 0 counts as 1, so 0 × 3 matches 1 × 3 and 3 × 1. The merged tile adds the two tiles place by place: 2 × 3 + 3 × 2 = 5 × 5.',
    'A merge scores the sum of the two products (with 0s as they are), divided by the greatest common divisor of the first numbers, twice.',
    'New tiles are 1 × 0, 0 × 1 or 1 × 1, equally often. There is no winning tile: see how far you can get.',
  ],
};

/** The product used to decide merges: a 0 counts as 1. */
const matchProduct = (a: Expr, b: Expr): Expr => [[a, 'max', 1n], '*B', [b, 'max', 1n]];

/**
 * Merges of `min`…`max` tiles with equal products, longest first: a shorter merge waits while the
 * tile behind has the same product too. Each merge adds the tiles place by place; its score is the
 * sum of the products divided twice by the greatest common divisor of the first numbers.
 */
function proAddUctRules(min: number, max: number): Value[] {
  const rules: Value[] = [];
  for (let len = max; len >= min; len--) {
    const others = Array.from({ length: len - 1 }, (_, i) => `@Next ${i + 1}`);
    const equal: Expr[] = others.map((t): Expr => [matchProduct(A, B), '=', matchProduct(`${t} 0`, `${t} 1`)]);
    const waits: Expr = [
      ['@NextNE -1 0', 'typeof', '!=', 'bigint'],
      '||',
      [matchProduct(A, B), '!=', matchProduct('@NextNE -1 0', '@NextNE -1 1')],
    ];
    const sumAt = (k: number): Expr => others.reduce<Value[]>((acc, t) => [...acc, '+B', `${t} ${k}`], [`@This ${k}`]);
    const gcd: Expr = [others.reduce<Value[]>((acc, t) => [...acc, 'gcdB', `${t} 0`], [A]), 'abs'];
    const products: Expr = others.reduce<Value[]>(
      (acc, t) => [...acc, '+', [`${t} 0`, '*', `${t} 1`, 'abs']],
      [[A, '*', B, 'abs']],
    );
    rules.push(
      mergeRule({
        length: len,
        cond: len === max ? and(...equal) : and(...equal, waits),
        ordered: true,
        outputs: [[sumAt(0), sumAt(1)]],
        score: [products, '/', gcd, '/', gcd],
        flags: [false, ...others.map(() => true)],
      }),
    );
  }
  return rules;
}

/** 97 — Pro-Add-Uct. */
export const modeProAddUct: ModePlugin = builtinMode({
  id: 'pc.pro-add-uct',
  size: 5,
  name: 'Pro-Add-Uct',
  description: 'Products that merge by adding their factors',
  page: 4,
  category: 'Pairs',
  rules: plainRules(textProAddUct),
  options: [
    {
      id: 'minLength',
      label: 'Shortest merge',
      type: 'number',
      default: 2,
      min: 2,
      max: 6,
      step: 1,
      help: 'How many tiles a merge takes at least (longer merges come first).',
    },
    {
      id: 'maxLength',
      label: 'Longest merge',
      type: 'number',
      default: 2,
      min: 2,
      max: 6,
      step: 1,
      help: 'How many tiles a merge takes at most.',
    },
  ],
  recreates: [{ modeId: '97' }],
  // mode_vars: [shortest merge, longest merge].
  optionsFromModeVars: (mv) => ({
    ...(typeof mv[0] === 'number' ? { minLength: mv[0] } : {}),
    ...(typeof mv[1] === 'number' ? { maxLength: mv[1] } : {}),
  }),
  build: (o) => {
    const lengthOf = (id: string): number => Math.min(6, Math.max(2, Math.round(optNumber(o, id, 2)) || 2));
    const min = lengthOf('minLength');
    const max = Math.max(min, lengthOf('maxLength'));
    const long = min !== 2 || max !== 2;
    return defaultMode({
      width: 5,
      height: 5,
      tileNumAmount: 2,
      tileTypes: tileTypesProduct(['@TextE', A, ' × ', B], ['@TextE', matchProduct(A, B)]),
      mergeRules: long
        ? proAddUctRules(min, max)
        : [
            mergeRule({
              length: 2,
              cond: and([matchProduct(A, B), '=', matchProduct(NA, NB)]),
              ordered: true,
              outputs: [
                [
                  [A, '+B', NA],
                  [B, '+B', NB],
                ],
              ],
              score: [
                [[A, '*', B, 'abs'], '+', [NA, '*', NB, 'abs']],
                '/',
                [A, 'gcdB', NA, 'abs'],
                '/',
                [A, 'gcdB', NA, 'abs'],
              ],
            }),
          ],
      startTileSpawns: PAIR_SPAWNS,
      winConditions: [[11]],
      winRequirement: false,
      startGameVars: [0],
      gameplayRulesText: gameplayRules(textProAddUct),
      tileValueFunction: [A, '*', B],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: max,
      knownMergeLookbackDistance: 1,
    });
  },
});
