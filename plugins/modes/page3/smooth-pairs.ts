// Page 3, slots 1–3 — products of powers of two primes: 3888 (2 and 3), 2000 (2 and 5), 3645 (3 and
// 5). Tiles are `[a, b]` = p^a × q^b. Game variables (laid out as the original's): 0 the goal tile,
// 1 goals reached, 2 goal made this turn, 3 random-goals setting (0 = off), 4 first-goal minimum.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { tileAt } from '../shared/expr.ts';
import { builtinMode, gameplayRules, optBool, plainRules, type RulesText } from '../shared/mode-kit.ts';
import {
  GOAL_SETTINGS,
  GOALS_TEXT,
  goalMinimum,
  goalOptions,
  goalScripts,
  goalSetting,
  goalSettingFromModeVar,
  goalStatBoxes,
  numberFromModeVar,
} from './goal-chains.ts';
import { ratioPairStep, ratioRoll, type RatioPairSteps } from '../shared/ratio-goal-steps.ts';
import { smoothPairLooks } from './looks.ts';
import { exponentGoalChain, smoothRule, smoothValue, type SmoothRecipe } from './smooth-products.ts';

interface PairModeSpec {
  readonly id: string;
  readonly modeId: string;
  readonly name: string;
  readonly heading: string;
  readonly primes: readonly [number, number];
  /** The original's hue: `scale · b / (a + b) + shift`. */
  readonly hue: readonly [scale: number, shift: number];
  readonly size: number;
  readonly recipes: readonly SmoothRecipe[];
  /** The optional extra merge (mode variable 2) and whether it is on by default. */
  readonly extra: { recipe: SmoothRecipe; label: string; byDefault: boolean };
  readonly win: readonly [number, number];
  readonly goalMinimum: number;
  readonly paragraphs: (extra: boolean) => string[];
  /** How a reached goal climbs when goals build on it (the original's two steps). */
  readonly goalSteps?: Pick<RatioPairSteps, 'downA' | 'downFrom' | 'upA'>;
}

function pairMode(s: PairModeSpec): ModePlugin {
  const text = (extra: boolean, goals: boolean): RulesText => ({
    heading: s.heading,
    title: s.name,
    paragraphs: [...s.paragraphs(extra), 'Spawns: 1 (100%).', goals ? GOALS_TEXT : `Make a ${s.name} tile to win.`],
  });
  const chain0 = exponentGoalChain(s.primes, { goal: 0, reached: 1, made: 2, minimum: 4 });
  // With goals on, game variable 3 holds the per-game ratio steering the steps (the original's).
  const chain = s.goalSteps
    ? { ...chain0, atStart: ratioRoll({ ratio: 3 }), buildStep: ratioPairStep({ goal: 0, ratio: 3, ...s.goalSteps }) }
    : chain0;
  const build = (o: OptionValues) => {
    const extra = optBool(o, 'extraMerge', s.extra.byDefault);
    const recipes = extra ? [...s.recipes, s.extra.recipe] : s.recipes;
    const goals = goalSetting(o);
    const minimum = goalMinimum(o, s.goalMinimum, 2, 1e12);
    return defaultMode({
      width: s.size,
      height: s.size,
      tileNumAmount: 2,
      tileTypes: smoothPairLooks(
        smoothValue(s.primes, (k) => tileAt(0).c(k)),
        ...s.hue,
      ),
      mergeRules: recipes.map((r) => smoothRule(s.primes, r)),
      startTileSpawns: [[[0, 0], 100]],
      winConditions: [[...s.win]],
      winRequirement: 1,
      startGameVars: [[0, 0], 0, false, GOAL_SETTINGS.indexOf(goals), minimum],
      statBoxes: goalStatBoxes(chain, goals),
      scripts: goalScripts(chain, goals),
      gameplayRulesText: gameplayRules(text(extra, goals !== 'off')),
      tileValueFunction: smoothValue(s.primes, (k) => tileAt(0).c(k)),
      // The merge-result cache key must hold every tile a recipe reads.
      knownMergeMaxLength: Math.max(...recipes.map((r) => r.inputs.length)),
    });
  };
  return builtinMode({
    id: s.id,
    size: s.size,
    name: s.name,
    description: s.heading,
    page: 3,
    category: s.heading,
    rules: plainRules(text(s.extra.byDefault, false)),
    options: [
      { id: 'extraMerge', label: s.extra.label, type: 'boolean', default: s.extra.byDefault },
      ...goalOptions({ label: 'First goal minimum', default: s.goalMinimum, min: 2, max: 1e12 }),
    ],
    recreates: [
      {
        modeId: s.modeId,
        options: { extraMerge: s.extra.byDefault, randomGoals: 'off', firstGoalMinimum: s.goalMinimum },
      },
    ],
    // mode_vars: [random goals, first-goal minimum, extra merge].
    optionsFromModeVars: (mv: readonly Value[]) => ({
      extraMerge: typeof mv[2] === 'boolean' ? mv[2] : s.extra.byDefault,
      randomGoals: goalSettingFromModeVar(mv[0]),
      firstGoalMinimum: numberFromModeVar(mv[1], s.goalMinimum),
    }),
    build,
  });
}

/** 54 — 3888: 1 + 1 = 2, x + 2x = 3x, x + 3x = 4x. */
export const mode3888 = pairMode({
  id: 'pc.3888',
  modeId: '54',
  goalSteps: { downA: 1, downFrom: 0, upA: 2 },
  name: '3888',
  heading: 'Powers of 2 Times Powers of 3',
  primes: [2, 3],
  hue: [-300, 0],
  size: 4,
  recipes: [
    {
      inputs: [
        [0, 0],
        [0, 0],
      ],
      output: [1, 0],
      fixed: true,
    },
    {
      inputs: [
        [0, 0],
        [1, 0],
      ],
      output: [0, 1],
      anyOrder: true,
    },
    {
      inputs: [
        [0, 0],
        [0, 1],
      ],
      output: [2, 0],
      anyOrder: true,
    },
  ],
  extra: {
    recipe: {
      inputs: [
        [0, 0],
        [3, 0],
      ],
      output: [0, 2],
      anyOrder: true,
    },
    label: 'Extra merge: x + 8x = 9x',
    byDefault: false,
  },
  win: [4, 5],
  goalMinimum: 16,
  paragraphs: (extra) => [
    'Every tile is a power of 2 times a power of 3. Two 1s make a 2; a tile and its double make its triple (2 + 4 = 6); a tile and its triple make its quadruple (3 + 9 = 12).',
    ...(extra ? ['Extra merge: a tile and 8 times it make 9 times it (1 + 8 = 9).'] : []),
  ],
});

/** 55 — 2000: 1 + 1 = 2, 2 + 2 = 4, x + 4x = 5x, x + 2x + 5x = 8x. */
export const mode2000 = pairMode({
  id: 'pc.2000',
  modeId: '55',
  goalSteps: { downA: 2, downFrom: 1, upA: 3 },
  name: '2000',
  heading: 'Powers of 2 Times Powers of 5',
  primes: [2, 5],
  hue: [300, -60],
  size: 5,
  recipes: [
    {
      inputs: [
        [0, 0],
        [0, 0],
      ],
      output: [1, 0],
      fixed: true,
    },
    {
      inputs: [
        [1, 0],
        [1, 0],
      ],
      output: [2, 0],
      fixed: true,
    },
    {
      inputs: [
        [0, 0],
        [2, 0],
      ],
      output: [0, 1],
      anyOrder: true,
    },
    // All three cells of this merge are used up for the rest of the move (the recorded games show
    // two 1s sliding onto them afterwards without merging).
    {
      inputs: [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
      output: [3, 0],
      anyOrder: true,
      allUsedUp: true,
    },
  ],
  extra: {
    recipe: {
      inputs: [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
      output: [4, 0],
      anyOrder: true,
      allUsedUp: true,
    },
    label: 'Extra merge: x + 5x + 10x = 16x',
    byDefault: false,
  },
  win: [4, 3],
  goalMinimum: 25,
  paragraphs: (extra) => [
    'Every tile is a power of 2 times a power of 5. 1 + 1 = 2 and 2 + 2 = 4; a tile and 4 times it make 5 times it (1 + 4 = 5); three tiles x, 2x and 5x, in any order, make 8x (1 + 2 + 5 = 8).',
    ...(extra ? ['Extra merge: x, 5x and 10x make 16x (1 + 5 + 10 = 16).'] : []),
  ],
});

/** 56 — 3645: three-tile merges 1 + 1 + 1 = 3, x + x + 3x = 5x, x + 3x + 5x = 9x (+ x + 5x + 9x = 15x). */
export const mode3645 = pairMode({
  id: 'pc.3645',
  modeId: '56',
  goalSteps: { downA: 1, downFrom: 0, upA: 2 },
  name: '3645',
  heading: 'Powers of 3 Times Powers of 5',
  primes: [3, 5],
  hue: [-300, 120],
  size: 5,
  recipes: [
    {
      inputs: [
        [0, 0],
        [0, 0],
        [0, 0],
      ],
      output: [1, 0],
      fixed: true,
    },
    {
      inputs: [
        [0, 0],
        [0, 0],
        [1, 0],
      ],
      output: [0, 1],
      anyOrder: true,
    },
    {
      inputs: [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
      output: [2, 0],
      anyOrder: true,
    },
  ],
  extra: {
    recipe: {
      inputs: [
        [0, 0],
        [0, 1],
        [2, 0],
      ],
      output: [1, 1],
      anyOrder: true,
      // The original scores this merge with a power of 2 where x has its power of 3.
      score: { primes: [2, 5], times: 15 },
    },
    label: 'Extra merge: x + 5x + 9x = 15x',
    byDefault: true,
  },
  win: [6, 1],
  goalMinimum: 75,
  paragraphs: (extra) => [
    'Every tile is a power of 3 times a power of 5, and every merge takes three tiles in a row, in any order: 1 + 1 + 1 = 3; x, x and 3x make 5x (1 + 1 + 3 = 5); x, 3x and 5x make 9x (1 + 3 + 5 = 9).',
    ...(extra ? ['Extra merge: x, 5x and 9x make 15x (1 + 5 + 9 = 15).'] : []),
  ],
});
