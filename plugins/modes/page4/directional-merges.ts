// Page 4, slot 21 — Directional Merges. Tiles are 2^a·3^b·5^c·7^d·11^e·13^f, stored as the six
// exponents. Which pairs merge depends on the direction of the move: each direction has a pair of
// multipliers (m, n), and tiles m·x and n·x merge into (m + n)·x. Medium (the default): right
// x + x, down x + 2x, left x + 3x, up 2x + 3x.
import {
  type Value,
  defaultMode,
  type ModeDefinition,
  type ModePlugin,
  type OptionValues,
} from '../../../src/plugins/kit.ts';
import { and, eq, plus, slotRef, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { hsla, row } from './looks.ts';
import {
  GOALS_TEXT,
  goalOptions,
  goalScripts,
  goalSetting,
  goalSettingFromModeVar,
  goalMinimum,
  goalStatBoxes,
  numberFromModeVar,
  weightedGoalSteps,
  type GoalChain,
  type WeightedStep,
} from '../page3/goal-chains.ts';

const PRIMES = [2, 3, 5, 7, 11, 13] as const;

/** The exponents of n over PRIMES (n must be 13-smooth). */
function exponents(n: number): number[] {
  return PRIMES.map((p) => {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    return e;
  });
}

function valueOf(tile: (k: number) => Expr): Expr {
  const out: Value[] = [];
  PRIMES.forEach((p, k) => {
    if (k > 0) out.push('*');
    out.push([p, '^', tile(k)]);
  });
  return out;
}

/** A direction test and the multipliers merging in that direction. */
interface DirectionalPair {
  readonly when: Expr;
  readonly label: string;
  readonly m: number;
  readonly n: number;
}

const RIGHT: Expr = ['@HDir', '>', 0];
const DOWN: Expr = ['@VDir', '>', 0];
const LEFT: Expr = ['@HDir', '<', 0];
const UP: Expr = ['@VDir', '<', 0];

interface Difficulty {
  readonly label: string;
  readonly pairs: readonly DirectionalPair[];
  /** The winning tile. */
  readonly goal: number;
}

const pair = (when: Expr, label: string, m: number, n: number): DirectionalPair => ({ when, label, m, n });

const DIFFICULTIES: Record<string, Difficulty> = {
  easy: {
    label: 'Easy',
    goal: 1944,
    pairs: [pair(RIGHT, 'right', 1, 1), pair(DOWN, 'down', 1, 1), pair(LEFT, 'left', 1, 2), pair(UP, 'up', 1, 2)],
  },
  medium: {
    label: 'Medium',
    goal: 2160,
    pairs: [pair(RIGHT, 'right', 1, 1), pair(DOWN, 'down', 1, 2), pair(LEFT, 'left', 1, 3), pair(UP, 'up', 2, 3)],
  },
  hard: {
    label: 'Hard',
    goal: 2100,
    pairs: [pair(RIGHT, 'right', 1, 1), pair(DOWN, 'down', 1, 2), pair(LEFT, 'left', 1, 4), pair(UP, 'up', 3, 4)],
  },
};

/**
 * m·x (the moving tile, in either order) and n·x merge into (m + n)·x in the pair's direction.
 * The other tile's exponents are the moving tile's minus those of m plus those of n.
 */
function pairRule(p: DirectionalPair): Value[] {
  const [em, en, es] = [exponents(p.m), exponents(p.n), exponents(p.m + p.n)];
  const conds: Expr[] = [p.when];
  PRIMES.forEach((_, k) => conds.push(eq(plus(slotRef(0, k), en[k]! - em[k]!), slotRef(1, k))));
  const result = PRIMES.map((_, k) => plus(slotRef(0, k), es[k]! - em[k]!));
  return mergeRule({
    length: 2,
    cond: and(...conds),
    ordered: false,
    outputs: [result],
    score: valueOf((k) => result[k]!),
    flags: [false, true],
  });
}

/**
 * Random goals (game variables as the original's: 1 goal exponents, 2 goals reached, 3 goal made
 * this turn, 4 per-game step weights, 5 first-goal minimum). A goal g steps on as a merge of the
 * difficulty would: for each direction's pair (m, n), n·x → (m + n)·x, possible while g holds n.
 * Built goals pick one possible step with the weights rolled at the start (one per direction; the
 * original rolls fifteen and reads the first four); the first goal takes possible steps, picked
 * evenly, from 1 until it reaches the minimum.
 */
const GOAL_VARS: Value[] = [0, [0, 0, 0, 0, 0, 0], 0, false, [], 1800];
const GOAL = '@GVar 1';

function goalStepsOf(d: Difficulty): WeightedStep[] {
  return d.pairs.map((p) => {
    const [en, es] = [exponents(p.n), exponents(p.m + p.n)];
    return {
      needs: en.flatMap((e, k): [number, number][] => (e > 0 ? [[k, e]] : [])),
      delta: es.map((e, k) => e - en[k]!),
    };
  });
}

/** The goal after `step`, as a list of the six exponents. */
function stepped(step: WeightedStep): Expr {
  return [
    '@Literal',
    ...step.delta.map((d, k): Value => ['@CalcArray', d === 0 ? [GOAL, 'arr_elem', k] : [GOAL, 'arr_elem', k, '+', d]]),
  ];
}

function goalChain(d: Difficulty): GoalChain {
  const choices: Value[] = [['@Literal']];
  for (const st of goalStepsOf(d)) {
    const holds: Value[] = st.needs.map(([k, e]): Value => [[GOAL, 'arr_elem', k], '>=', e]);
    if (holds.length === 0) choices.push('arr_push', stepped(st));
    else
      choices.push(
        '@if',
        holds.length === 1 ? holds[0]! : and(...(holds as Expr[])),
        'arr_push',
        stepped(st),
        '@end-if',
      );
  }
  return {
    goal: 1,
    reached: 2,
    made: 3,
    start: ['@Literal', 0, 0, 0, 0, 0, 0],
    choices,
    madeIn: ['@var_retain', '@Var -1', 'arr_elem', 0, 'arr_slice', 0, 6, '=', GOAL],
    belowMinimum: [valueOf((k) => [GOAL, 'arr_elem', k]), '<', '@GVar 5'],
    tile: GOAL,
  };
}

function withGoals(def: ModeDefinition, d: Difficulty, o: OptionValues): ModeDefinition {
  const setting = goalSetting(o) === 'off' ? 'off' : 'build';
  if (setting === 'off') return def;
  const weighted = weightedGoalSteps({ goal: 1, made: 3, weights: 4 }, goalStepsOf(d));
  const weights: Value[] = [
    '@edit_gvar',
    4,
    ['@Literal', ...Array.from({ length: 15 }, () => ['@CalcArray', [0, 'rand_float', 1]])],
  ];
  const chain: GoalChain = { ...goalChain(d), atStart: weights, buildStep: [] };
  const vars = GOAL_VARS.slice();
  vars[5] = goalMinimum(o, 1800, 2, 1e12);
  return {
    ...def,
    startGameVars: vars,
    statBoxes: goalStatBoxes(chain, setting),
    scripts: [...def.scripts, weighted.step, ...goalScripts(chain, setting)],
    gameplayRulesText: Array.isArray(def.gameplayRulesText)
      ? [...def.gameplayRulesText, ['p', GOALS_TEXT]]
      : def.gameplayRulesText,
  };
}

function rulesText(d: Difficulty): RulesText {
  const lines = d.pairs.map((p) => `${p.label}: ${p.m === 1 ? '' : p.m}x + ${p.n === 1 ? '' : p.n}x`);
  return {
    heading: 'Directional Merges',
    title: String(d.goal),
    paragraphs: [
      `Which tiles merge depends on the direction you move (${d.label}): ${lines.join('; ')}. The two tiles make their sum, in either order.`,
      'Spawns: 1 (100%).',
      `Make a ${d.goal} tile to win.`,
    ],
  };
}

function difficultyOf(o: OptionValues): Difficulty {
  return DIFFICULTIES[optString(o, 'difficulty', 'medium')] ?? DIFFICULTIES.medium!;
}

/**
 * The original's look: each pair of primes that merge together (2 and 3, 5 and 7, 11 and 13) has a
 * colour whose hue is the share of the pair's second prime and whose lightness follows the gcd of
 * the pair's exponents; a tile with several pairs shows their colours as a gradient.
 */
function tileTypes(text: Expr): Value[] {
  const [a, b, c, d, e, f] = PRIMES.map((_p, k) => `@This ${k}`) as [string, string, string, string, string, string];
  const pairColour = [
    hsla([b, '/', [a, '+', b], '*', -240], 100, [0.75, '^', [a, 'gcd', b], '*', -50, '+', 100]),
    hsla([d, '/', [c, '+', d], '*', 240, '+', 180], 100, [0.75, '^', [c, 'gcd', d], '*', 50]),
    hsla([f, '/', [e, '+', f], '*', -240, '+', 150], 75, [0.75, '^', [e, 'gcd', f], '*', -50, '+', 100]),
  ];
  const zero = (...xs: string[]): Expr => xs.flatMap((x, i) => (i ? ['&&', [x, '=', 0]] : [[x, '=', 0]]));
  const mix = (...ks: number[]): Value =>
    ks.length === 1 ? pairColour[ks[0]!]! : ['@linear-gradient', ...ks.map((k) => pairColour[k]!)];
  return [
    row([0, 0, 0, 0, 0, 0], text, '#666666', '#cccccc'),
    row(zero(c, d, e, f), text, mix(0), '#000000'),
    row(zero(a, b, e, f), text, mix(1), '#ffffff'),
    row(zero(a, b, c, d), text, mix(2), '#000000'),
    row(zero(e, f), text, mix(0, 1), '#ffffff'),
    row(zero(c, d), text, mix(0, 2), '#000000'),
    row(zero(a, b), text, mix(1, 2), '#ffffff'),
    row(true, text, mix(0, 1, 2), '#ffffff'),
  ];
}

/** 45 — Directional Merges. */
export const modeDirectionalMerges: ModePlugin = builtinMode({
  id: 'pc.directional-merges',
  size: 6,
  name: 'Directional Merges',
  description: 'The merge rule depends on the direction of the move',
  page: 4,
  category: 'Directional Merges',
  rules: plainRules(rulesText(DIFFICULTIES.medium!)),
  options: [
    {
      id: 'difficulty',
      label: 'Difficulty',
      type: 'choice',
      default: 'medium',
      choices: Object.entries(DIFFICULTIES).map(([value, d]) => ({ value, label: `${d.label} (${d.goal})` })),
    },
    ...goalOptions({ label: 'First goal minimum', default: 1800, min: 2, max: 1e12 }, 2),
  ],
  recreates: [{ modeId: '45', options: { difficulty: 'medium', randomGoals: 'off', firstGoalMinimum: 1800 } }],
  // mode_vars: [difficulty, random goals (0 off, 1 on), first-goal minimum].
  optionsFromModeVars: (mv) => ({
    difficulty: mv[0] === 1 ? 'easy' : mv[0] === 3 ? 'hard' : 'medium',
    randomGoals: goalSettingFromModeVar(mv[1], 2),
    firstGoalMinimum: numberFromModeVar(mv[2], 1800),
  }),
  build: (o) => {
    const d = difficultyOf(o);
    const text = rulesText(d);
    const tile = (k: number): Expr => `@This ${k}`;
    const def = defaultMode({
      width: 6,
      height: 6,
      tileNumAmount: 6,
      tileTypes: tileTypes(valueOf(tile)),
      mergeRules: d.pairs.map(pairRule),
      startTileSpawns: [[[0, 0, 0, 0, 0, 0], 1]],
      startGameVars: GOAL_VARS,
      winConditions: [exponents(d.goal)],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: valueOf(tile),
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
    return withGoals(def, d, o);
  },
});
