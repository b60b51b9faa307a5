// Page 3, slots 4–5 — products of powers of three primes, with levels (each level is its own set of
// recipes): 2700 (2, 3 and 5; two-tile merges) and 2205 (3, 5 and 7; three-tile merges). Tiles are
// `[a, b, c]` = p^a × q^b × r^c. Game variables (laid out as the original's): 0 random-goals
// setting, 1 the goal tile, 2 goals reached, 3 goal made this turn, 4 goals reached so far,
// 5 first-goal minimum, 6 unused.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { tileAt } from '../shared/expr.ts';
import { builtinMode, gameplayRules, optString, plainRules, type RulesText } from '../shared/mode-kit.ts';
import {
  GOALS_TEXT,
  goalMinimum,
  goalOptions,
  goalScripts,
  goalSetting,
  goalSettingFromModeVar,
  goalStatBoxes,
  numberFromModeVar,
  weightedGoalSteps,
  type WeightedStep,
} from './goal-chains.ts';
import { exponentGoalChain, smoothRule, smoothSumRule, smoothValue, type SmoothRecipe } from './smooth-products.ts';
import { LOOK_2205, LOOK_2700, smoothTripleLooks, type SmoothTripleLook } from './looks.ts';

interface Level {
  readonly id: string;
  readonly label: string;
  readonly size: number;
  readonly recipes: readonly SmoothRecipe[];
  /** Instead of recipes: any `sumOf` tiles in a row whose sum is smooth merge into it. */
  readonly sumOf?: number;
  readonly description: string;
}

interface LevelModeSpec {
  readonly id: string;
  readonly modeId: string;
  readonly name: string;
  readonly heading: string;
  readonly primes: readonly [number, number, number];
  /** The original's tile colours. */
  readonly look: SmoothTripleLook;
  readonly levels: readonly Level[];
  readonly win: readonly [number, number, number];
  readonly intro: string;
  /** Where the random-goals setting and first-goal minimum sit in the original's mode_vars. */
  readonly goalModeVars: readonly [number, number];
  readonly goalMinimum: number;
}

/**
 * How the original builds a goal on the one reached: each of the level's recipes (not the starters)
 * is a step that swaps its largest input for its output (2700 level 1: 2 → 3, 3 → 4, 3 → 5, 5 → 8),
 * possible while the goal holds that input; one possible step is picked with per-game weights
 * (game variable 4, one weight per recipe, rolled at start). Runs before the shared EndTurn script,
 * while "goal made" (variable 3) is still set.
 */
function weightedSteps(primes: readonly number[], recipes: readonly SmoothRecipe[]): { roll: Value[]; step: Value } {
  const value = (v: readonly number[]): number => v.reduce((acc, e, k) => acc * primes[k]! ** e, 1);
  const steps: WeightedStep[] = recipes
    .filter((r) => !r.fixed)
    .map((r) => {
      const largest = r.inputs.reduce((x, y) => (value(y) > value(x) ? y : x));
      return {
        needs: largest.flatMap((e, k): [number, number][] => (e > 0 ? [[k, e]] : [])),
        delta: r.output.map((e, k) => e - largest[k]!),
      };
    });
  return weightedGoalSteps({ goal: 1, made: 3, weights: 4 }, steps);
}

function levelMode(s: LevelModeSpec): ModePlugin {
  const first = s.levels[0]!;
  const levelOf = (o: OptionValues): Level => s.levels.find((l) => l.id === optString(o, 'level', first.id)) ?? first;
  const text = (l: Level, goals: boolean): RulesText => ({
    heading: s.heading,
    title: `${s.name} (${l.label})`,
    paragraphs: [s.intro, l.description, 'Spawns: 1 (100%).', goals ? GOALS_TEXT : `Make a ${s.name} tile to win.`],
  });
  const chain = exponentGoalChain(s.primes, { goal: 1, reached: 2, made: 3, minimum: 5 });
  const [settingVar, minimumVar] = s.goalModeVars;
  return builtinMode({
    id: s.id,
    name: s.name,
    description: s.heading,
    page: 3,
    category: s.heading,
    rules: plainRules(text(first, false)),
    options: [
      {
        id: 'level',
        label: 'Level',
        type: 'choice',
        default: first.id,
        choices: s.levels.map((l) => ({ value: l.id, label: l.label })),
      },
      ...goalOptions({ label: 'First goal minimum', default: s.goalMinimum, min: 2, max: 1e12 }),
    ],
    recreates: [
      { modeId: s.modeId, options: { level: first.id, randomGoals: 'off', firstGoalMinimum: s.goalMinimum } },
    ],
    optionsFromModeVars: (mv: readonly Value[]) => ({
      level: String(mv[0] ?? first.id),
      randomGoals: goalSettingFromModeVar(mv[settingVar]),
      firstGoalMinimum: numberFromModeVar(mv[minimumVar], s.goalMinimum),
    }),
    build: (o) => {
      const l = levelOf(o);
      const goals = goalSetting(o);
      // With goals off the original keeps its default minimum (8) whatever the mode variable says.
      const minimum = goals === 'off' ? 8 : goalMinimum(o, s.goalMinimum, 2, 1e12);
      const weighted = l.recipes.some((r) => !r.fixed) ? weightedSteps(s.primes, l.recipes) : null;
      return defaultMode({
        width: l.size,
        height: l.size,
        tileNumAmount: 3,
        tileTypes: smoothTripleLooks(
          smoothValue(s.primes, (k) => tileAt(0).c(k)),
          s.look,
        ),
        mergeRules: l.sumOf ? [smoothSumRule(s.primes, l.sumOf)] : l.recipes.map((r) => smoothRule(s.primes, r)),
        startTileSpawns: [[[0, 0, 0], 100]],
        winConditions: [[...s.win]],
        winRequirement: 1,
        startGameVars: [0, [0, 0, 0], 0, false, [], minimum, 0],
        statBoxes: goalStatBoxes(chain, goals),
        scripts:
          goals === 'build' && weighted
            ? [weighted.step, ...goalScripts({ ...chain, atStart: weighted.roll, buildStep: [] }, goals)]
            : goalScripts(chain, goals),
        gameplayRulesText: gameplayRules(text(l, goals !== 'off')),
        tileValueFunction: smoothValue(s.primes, (k) => tileAt(0).c(k)),
        knownMergeMaxLength: l.sumOf ?? Math.max(...l.recipes.map((r) => r.inputs.length)),
      });
    },
  });
}

/** Two tiles x·m and x·n (exponent offsets) in any order. */
const pair = (m: number[], n: number[], output: number[]): SmoothRecipe => ({ inputs: [m, n], output, anyOrder: true });
/** Three tiles in any order. */
const triple = (inputs: number[][], output: number[]): SmoothRecipe => ({ inputs, output, anyOrder: true });

const ONE = [0, 0, 0];

/** 57 — 2700: exponents of 2, 3 and 5. */
export const mode2700 = levelMode({
  id: 'pc.2700',
  modeId: '57',
  name: '2700',
  heading: 'Powers of 2 Times Powers of 3 Times Powers of 5',
  primes: [2, 3, 5],
  look: LOOK_2700,
  win: [2, 3, 2],
  goalModeVars: [2, 3],
  goalMinimum: 8,
  intro:
    'Every tile is a product of powers of 2, 3 and 5. Two tiles merge, in either order, when they are the right multiples of some tile x; the result is their sum.',
  levels: [
    {
      id: '1',
      label: 'Level 1',
      size: 4,
      description: '1 + 1 = 2; x + 2x = 3x; x + 3x = 4x; 2x + 3x = 5x; 3x + 5x = 8x.',
      recipes: [
        { inputs: [ONE, ONE], output: [1, 0, 0], fixed: true },
        pair([0, 0, 0], [1, 0, 0], [0, 1, 0]),
        pair([0, 0, 0], [0, 1, 0], [2, 0, 0]),
        pair([1, 0, 0], [0, 1, 0], [0, 0, 1]),
        pair([0, 1, 0], [0, 0, 1], [3, 0, 0]),
      ],
    },
    {
      id: '2',
      label: 'Level 2',
      size: 5,
      description: '1 + 1 = 2 and 2 + 2 = 4; x + 2x = 3x; x + 4x = 5x; 3x + 5x = 8x.',
      recipes: [
        { inputs: [ONE, ONE], output: [1, 0, 0], fixed: true },
        {
          inputs: [
            [1, 0, 0],
            [1, 0, 0],
          ],
          output: [2, 0, 0],
          fixed: true,
        },
        pair([0, 0, 0], [1, 0, 0], [0, 1, 0]),
        pair([0, 0, 0], [2, 0, 0], [0, 0, 1]),
        pair([0, 1, 0], [0, 0, 1], [3, 0, 0]),
      ],
    },
    {
      id: '0',
      label: 'Level 0',
      size: 3,
      description:
        'Any two tiles merge when their sum is again a product of powers of 2, 3 and 5 (1 + 2 = 3, 3 + 5 = 8, 9 + 16 = 25; not 2 + 5 = 7).',
      recipes: [],
      sumOf: 2,
    },
  ],
});

/** 68 — 2205: exponents of 3, 5 and 7; every merge takes three tiles. */
export const mode2205 = levelMode({
  id: 'pc.2205',
  modeId: '68',
  name: '2205',
  heading: 'Powers of 3 Times Powers of 5 Times Powers of 7',
  primes: [3, 5, 7],
  look: LOOK_2205,
  win: [2, 1, 2],
  goalModeVars: [1, 2],
  goalMinimum: 15,
  intro:
    'Every tile is a product of powers of 3, 5 and 7. Every merge takes three tiles in a row, in any order, that are the right multiples of some tile y; the result is their sum.',
  levels: [
    {
      id: '1',
      label: 'Level 1',
      size: 5,
      description: '1 + 1 + 1 = 3; y + y + 3y = 5y; y + y + 5y = 7y; y + y + 7y = 9y.',
      recipes: [
        { inputs: [ONE, ONE, ONE], output: [1, 0, 0], fixed: true },
        triple([ONE, ONE, [1, 0, 0]], [0, 1, 0]),
        triple([ONE, ONE, [0, 1, 0]], [0, 0, 1]),
        triple([ONE, ONE, [0, 0, 1]], [2, 0, 0]),
      ],
    },
    {
      id: '2',
      label: 'Level 2',
      size: 5,
      description: 'Three equal tiles make one 3 times as large; y + y + 3y = 5y; y + y + 5y = 7y; y + 7y + 7y = 15y.',
      recipes: [
        { inputs: [ONE, ONE, ONE], output: [1, 0, 0] },
        triple([ONE, ONE, [1, 0, 0]], [0, 1, 0]),
        triple([ONE, ONE, [0, 1, 0]], [0, 0, 1]),
        triple([ONE, [0, 0, 1], [0, 0, 1]], [1, 1, 0]),
      ],
    },
    {
      id: '3',
      label: 'Level 3',
      size: 5,
      description:
        'Three equal tiles make one 3 times as large; two equal tiles and a third 3 or 7 times as large or as small merge into their sum (y + y + 3y = 5y, y + 3y + 3y = 7y, y + y + 7y = 9y, y + 7y + 7y = 15y).',
      recipes: [
        { inputs: [ONE, ONE, ONE], output: [1, 0, 0] },
        triple([ONE, ONE, [1, 0, 0]], [0, 1, 0]),
        triple([ONE, [1, 0, 0], [1, 0, 0]], [0, 0, 1]),
        triple([ONE, ONE, [0, 0, 1]], [2, 0, 0]),
        triple([ONE, [0, 0, 1], [0, 0, 1]], [1, 1, 0]),
      ],
    },
    {
      id: '0',
      label: 'Level 0',
      size: 4,
      description:
        'Any three tiles in a row merge when their sum is again a product of powers of 3, 5 and 7 (1 + 1 + 1 = 3, 1 + 1 + 3 = 5, 1 + 3 + 5 = 9; not 1 + 1 + 9 = 11).',
      recipes: [],
      sumOf: 3,
    },
  ],
});
