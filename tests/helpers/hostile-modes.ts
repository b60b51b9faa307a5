// Generators of hostile community modes and of the actions played on them (shared by
// tests/hostile-scripts.fuzz.test.ts and tests/save-restore.fuzz.test.ts): classic 2048 with random
// scripts at random timings, random merge rules, display rules and stat boxes, from the rich random
// grammar of the differential fuzz test.
import fc from 'fast-check';
import { root, scalar, text, colour } from './expression-arbitraries.ts';
import type { Value } from '../../src/calc/values.ts';
import type { ModeDefinition } from '../../src/engine/index.ts';
import type { GameSessionLike } from '../../src/worker/session.ts';
import { testClassicMode } from '../../src/worker/test-codes.ts';

/** Script bodies: the random grammar, and the shapes that edit the board or raise signals. */
const pos = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 2 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1, max: 4 }) },
);
// Most random roots fail (a reported error rolls the whole action back): the other shapes mostly
// succeed, so actions also change the game and leave the state that then gets saved.
export const scriptExpr: fc.Arbitrary<Value> = fc.oneof(
  { weight: 3, arbitrary: root },
  {
    // Board edits, with values that alias host data (the live grid, the tile's container, …).
    weight: 3,
    arbitrary: fc
      .tuple(
        pos,
        pos,
        fc.oneof(
          {
            weight: 2,
            arbitrary: fc.constantFrom<Value>(
              '@TileContainer',
              '@Grid',
              '@This',
              '@Next 1 0',
              ['@Literal', 3],
              '@GVar 0',
              '@Var 0',
            ),
          },
          { weight: 2, arbitrary: scalar },
          { weight: 1, arbitrary: root as fc.Arbitrary<Value> },
        ),
      )
      .map(([v, h, x]): Value => [0, '@replace_tile', v, h, x]),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'A',
        'B',
        '@ScriptSignal_WinCheck',
        '@ScriptSignal_MovementOccurred',
        '@ScriptSignal_DisplayGrid',
        '@ScriptSignal_DiscoveredTileCheck',
      )
      .map((sig): Value => [0, '@ScriptSignal', sig]),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -1, max: 3 }), root)
      .map(([i, x]): Value => [0, '@edit_gvar', i, ['@CalcArray', ...x]]),
  },
  { weight: 1, arbitrary: root.map((x): Value => [0, '@add_spawn', ['@CalcArray', ...x]]) },
  // Known hostile shapes: host containers stored into the board, the variables or the spawns.
  {
    weight: 3,
    arbitrary: fc.constantFrom<Value>(
      [0, '@replace_tile', 0, 0, '@TileContainer'],
      [0, '@replace_tile', 1, 1, '@Grid'],
      [0, '@replace_tile', 0, 4, ['@Literal', 3]],
      [0, '@edit_gvar', 0, '@Grid'],
      [0, '@add_gvar', '@TileContainer'],
      [0, '@add_spawn', '@Grid'],
      ['@var_retain', '@Var 0', '@add_gvar', '@Var 0'],
      [0, '@ScriptSignal', 'A', '@ScriptSignal', 'B'],
    ),
  },
);

export const TIMINGS = [
  'StartModeBM',
  'StartModeAM',
  'RestartMode',
  'EndModeSetup',
  'BeginTurn',
  'StayStill',
  'TileMove',
  'Merge',
  'MoveIteration',
  'PossibleEnd',
  'EndMovementDirectionMoveless',
  'EndMovementMoveless',
  'EndMovementDirection',
  'EndMovement',
  'ZeroMerge',
  'PreSpawn',
  'TileSpawn',
  'TileSpawnFail',
  'PostSpawn',
  'EndTurn',
  'PossibleOver',
  'TrueEndTurn',
  'Victory',
  'GameOver',
  'TileClick',
  'None',
  'A',
  'B',
];
const timing: fc.Arbitrary<Value> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...TIMINGS) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...TIMINGS), { minLength: 1, maxLength: 3 }) },
);
export const script: fc.Arbitrary<Value> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(scriptExpr, timing).map(([e, t]): Value => [e, t]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(scriptExpr, fc.constantFrom(1, 50), fc.oneof(fc.boolean(), root))
      .map(([e, ms, stop]): Value => [e, 'Interval', ms, stop]),
  },
);

const output: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: root.map((x): Value => [x]) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Value>(
      'fill',
      [['@STCalcArray', '@TemporaryHole 3']],
      '@MergeOverflowPush',
      '@MergeReverseStart',
    ),
  },
  { weight: 1, arbitrary: scalar },
);
/** `[L, COND, ORDERED, OUTPUTS, SCORE, FLAGS?]`, some with variables first. */
const mergeRule: fc.Arbitrary<Value> = fc
  .tuple(
    fc.oneof(fc.constantFrom<Value>(0, 1, 2, 2, 3), root),
    fc.oneof(
      { weight: 1, arbitrary: root as fc.Arbitrary<Value> },
      { weight: 1, arbitrary: fc.constantFrom<Value>(true, false, ['@This 0', '=', '@Next 1 0'], ['@This 0', '>', 3]) },
    ),
    fc.oneof(fc.boolean(), root as fc.Arbitrary<Value>),
    fc.oneof(
      { weight: 4, arbitrary: fc.array(output, { maxLength: 3 }) },
      { weight: 1, arbitrary: root.map((x): Value => ['@CalcArray', ...x]) },
    ),
    root,
    fc.option(fc.array(fc.boolean(), { maxLength: 3 }), { freq: 3 }),
    fc.option(fc.array(root, { minLength: 1, maxLength: 2 }), { freq: 4 }),
  )
  .map(
    ([l, cond, ordered, outputs, score, flags, vars]): Value => [
      ...(vars ? [...vars, '@end_vars'] : []),
      l,
      cond,
      ordered,
      outputs,
      score,
      ...(flags ? [flags] : []),
    ],
  );

/** Display rules `[condition, text, background, text colour]`. */
const displayRule: fc.Arbitrary<Value> = fc
  .tuple(fc.oneof(fc.constant<Value>(true), root), text, colour, fc.oneof(fc.constant<Value>('#776e65'), colour))
  .map(([c, t, bg, fg]): Value => [c, t, bg, fg]);

/** Stat boxes with a random value and a random click action (entry 7). */
const statBox: fc.Arbitrary<Value> = fc.tuple(root, root, fc.boolean()).map(([value, click, outside]): Value => {
  const box: Value[] = ['Box', value, false, false, undefined, undefined, undefined, click];
  if (outside) box.push(undefined, undefined, undefined, undefined, undefined, true);
  return box;
});

export const modeArb: fc.Arbitrary<ModeDefinition> = fc
  .record({
    scripts: fc.array(script, { minLength: 1, maxLength: 3 }),
    rulesBefore: fc.array(mergeRule, { maxLength: 1 }),
    rulesAfter: fc.array(mergeRule, { maxLength: 1 }),
    display: fc.array(displayRule, { maxLength: 2 }),
    boxes: fc.array(statBox, { maxLength: 2 }),
    gvars: fc.array(scalar, { maxLength: 3 }),
    size: fc.constantFrom(3, 4),
  })
  .map(({ scripts, rulesBefore, rulesAfter, display, boxes, gvars, size }) => {
    const base = testClassicMode('Hostile');
    return testClassicMode('Hostile', {
      width: size,
      height: size,
      startingGrid: Array.from({ length: size }, () => Array.from({ length: size }, (): Value => '@Empty')),
      scripts,
      mergeRules: [...rulesBefore, ...base.mergeRules, ...rulesAfter],
      tileTypes: [...display, ...base.tileTypes],
      statBoxes: [['Score', '@Score'], ...boxes],
      startGameVars: [0, ...gvars],
      displayGridIntervalTime: 10,
    });
  });

export type Action =
  | { kind: 'move'; d: number }
  | { kind: 'undo' | 'redo' | 'playAgain' | 'keepGoing' | 'timer' | 'save' }
  | { kind: 'tile'; v: number; h: number }
  | { kind: 'box'; i: number };

export const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 3 }).map((d): Action => ({ kind: 'move', d })) },
  { weight: 2, arbitrary: fc.constantFrom<Action>({ kind: 'undo' }, { kind: 'redo' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('tile' as const),
      v: fc.integer({ min: 0, max: 2 }),
      h: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('box' as const), i: fc.integer({ min: 0, max: 2 }) }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Action>(
      { kind: 'playAgain' },
      { kind: 'keepGoing' },
      { kind: 'timer' },
      { kind: 'save' },
    ),
  },
);
export const actions = fc.array(action, { minLength: 10, maxLength: 40 });

/** Plays a session action through `run` (which decides what a refusal means); saves and timers are the caller's. */
export function playAction(s: GameSessionLike, a: Action, run: (f: () => unknown) => void): void {
  switch (a.kind) {
    case 'move':
      return run(() => s.move(a.d));
    case 'undo':
      return run(() => s.undo());
    case 'redo':
      return run(() => s.redo());
    case 'keepGoing':
      return run(() => s.keepGoing());
    case 'tile':
      return run(() => s.click(a.v, a.h));
    case 'box':
      return run(() => s.clickStatBox(a.i));
    case 'playAgain':
    case 'timer':
    case 'save':
      return;
  }
}
