// Page 4, slot 2 — 378, "Triangular Numbers". A tile `[n]` is T(n) = n(n+1)/2. Any two or three
// tiles in a row whose values add up to a triangular number merge into it. There is a goal tile
// (game variable 0 holds its index, starting at T(3) = 6): making it removes it from the board and
// moves the goal on to the next triangular number, but making anything bigger than the goal loses.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import type { Expr } from '../shared/expr.ts';
import { toggledBoxes } from '../shared/toggled-boxes.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optBool, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { triangularTileTypes } from './looks.ts';

/** T(n) as an expression. */
export function triangular(n: Expr): Expr {
  return [n, '+', 1, '*', n, '/', 2];
}

/** √(8s + 1): a whole number exactly when s is triangular, and then s = T((root − 1) / 2). */
const root = (sum: Expr): Expr => [sum, '*', 8, '+', 1, '^', 0.5];

/** The rule merging `length` tiles (the moving one and those ahead) whose values sum to a triangular number. */
function sumRule(length: number): Value[] {
  const parts: Expr[] = Array.from({ length }, (_, i) => triangular(i === 0 ? '@This 0' : `@Next ${i} 0`));
  const sum: Expr = parts.slice(1).reduce<Expr>((acc, p) => [acc, '+', p], parts[0]!);
  return mergeRule({
    length,
    cond: [root(sum), '%', 1, '=', 0],
    ordered: true,
    outputs: [[[root(sum), '-', 1, '/', 2]]],
    score: sum,
  });
}

const GOAL = '@GVar 0';
const GOAL_MADE = '@GVar 1';

/** Game variables: 0 goal index, 1 "the goal tile is on the board"; 2–4 the original's random-goals settings (unused here). */
const START_VARS: Value[] = [3, false, 0, false, 55];

const goalOnBoard: Expr = [
  '@Grid',
  'arr_flat',
  1,
  'arr_filter',
  ['@Var -1', 'arr_elem', 0, '=', GOAL],
  'arr_length',
  '>',
  0,
];

/** Longest merge the options allow (a line longer than the board never fits anyway). */
const MAX_LENGTH = 9;

function text(goal: boolean, maxLength: number): RulesText {
  const lengths = maxLength === 2 ? 'Two tiles' : `Two to ${maxLength} tiles`;
  return {
    heading: 'Triangular Numbers',
    title: '378',
    paragraphs: [
      `Tiles are triangular numbers: 1, 3, 6, 10, 15, 21, … ${lengths} in a row merge when their values add up to a triangular number, which becomes the new tile: 3 + 3 = 6, 1 + 3 + 6 = 10, 6 + 15 = 21. A moving tile tries its longest merge first.`,
      ...(goal
        ? [
            'The "Goal Tile" box shows your goal, starting at 6. When you make the goal tile it leaves the board and the goal becomes the next triangular number. Making any tile bigger than the goal loses the game.',
          ]
        : []),
      'New tiles: 1 (90%), 3 (10%).',
      'Make 378 to win.',
    ],
  };
}

/** The Discovered Tiles boxes (count / list), switched by clicking (game variable 0). */
const DISCOVERED_BOXES: Value[] = toggledBoxes('Discovered Tiles', ['@DiscTiles'], 0);

/** 49 — 378. */
export const mode378: ModePlugin = builtinMode({
  id: 'pc.378',
  size: 5,
  name: '378',
  description: 'Triangular Numbers, with a climbing goal tile',
  page: 4,
  category: 'Triangular Numbers',
  rules: plainRules(text(true, 3)),
  options: [
    {
      id: 'goalTile',
      label: 'Goal tile',
      type: 'boolean',
      default: true,
      help: 'A climbing goal tile that leaves the board when made; anything bigger than it loses.',
    },
    { id: 'maxLength', label: 'Longest merge', type: 'number', default: 3, min: 2, max: MAX_LENGTH, step: 1 },
  ],
  recreates: [{ modeId: '49', options: { goalTile: true, maxLength: 3 } }],
  optionsFromModeVars: (mv): OptionValues => ({
    goalTile: mv[0] !== false,
    maxLength: typeof mv[1] === 'number' && mv[1] >= 2 ? Math.min(Math.floor(mv[1]), MAX_LENGTH) : 3,
  }),
  build: (o) => {
    const goal = optBool(o, 'goalTile', true);
    const n = optNumber(o, 'maxLength', 3);
    const maxLength = n >= 2 ? Math.min(Math.floor(n), MAX_LENGTH) : 3;
    const lengths = Array.from({ length: maxLength - 1 }, (_, i) => maxLength - i);
    return defaultMode({
      width: 5,
      height: 5,
      tileTypes: triangularTileTypes(triangular('@This 0')),
      mergeRules: [
        // Longest merges first.
        ...lengths.map(sumRule),
        // At the end of each turn the goal tile leaves the board.
        ...(goal
          ? [mergeRule({ length: 0, cond: ['@This 0', '=', GOAL], ordered: false, outputs: [], score: 0 })]
          : []),
      ],
      startTileSpawns: [
        [[1], 90],
        [[2], 10],
      ],
      winConditions: [[27]],
      winRequirement: goal ? 1 : false,
      // A loss on the same turn as a win counts as a loss (378 > a smaller goal: both at once).
      winPriority: false,
      // Without the goal the original keeps the losing-tile condition (never acted on, as the lose
      // requirement is off): tiles above variable 0, now the Discovered Tiles box switch, are still
      // recorded as discovered losing tiles.
      loseConditions: [['@This 0', '>', GOAL]],
      loseRequirement: goal ? 1 : false,
      startGameVars: START_VARS,
      scripts: goal
        ? [
            // Notice the goal tile once the tiles have stopped moving …
            [[0, '@if', goalOnBoard, '@edit_gvar', 1, true, '@end-if'], 'EndMovement'],
            // … and move the goal on at the very end of the turn.
            [[0, '@if', GOAL_MADE, '@edit_gvar', 1, false, '@edit_gvar', 0, [GOAL, '+', 1], '@end-if'], 'TrueEndTurn'],
          ]
        : [],
      // Without the goal the original shows its Discovered Tiles boxes (count / list, toggled by a
      // click through variable 0, which then holds no goal).
      statBoxes: goal
        ? [
            ['Goal Tile', triangular(GOAL)],
            ['Score', '@Score'],
          ]
        : [...DISCOVERED_BOXES, ['Score', '@Score']],
      gameplayRulesText: gameplayRules(text(goal, maxLength)),
      tileValueFunction: triangular('@This 0'),
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: maxLength,
      knownMergeLookbackDistance: 0,
    });
  },
});
