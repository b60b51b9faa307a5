// The game state the language reads and edits. The language depends on this interface only; the
// engine implements it (and the conformance runner builds one from a corpus case's context).
import { limitError } from './errors.ts';
import type { Value } from './values.ts';

/** Where `output`, `console.log` and `announce` go: recorded effects, never raw HTML. */
export interface CalcEffects {
  output(text: string): void;
  log(value: Value): void;
  announce(text: string, ms: number): void;
}

/**
 * A step budget shared by several top-level evaluations (the engine's: every evaluation of one
 * action together). Each evaluation may use at most `left` steps, and what it used is taken off.
 */
export interface StepMeter {
  left: number;
  /** The budget `left` started from, and what it is for (both named in the error): "action", "view". */
  readonly budget: number;
  readonly what: string;
}

/**
 * What one evaluation costs a shared meter on top of its own steps: setting an evaluation up and
 * taking it down (runtime, tile context, journal, result checks) takes about 1–2 µs, some 10–20
 * steps of work inside it. Without it, a mode whose merges each run a few tiny evaluations (a
 * never-settling multiMerge loop, say) used its 10 M-step action budget in over 10 s instead of
 * about one.
 */
export const EVALUATION_STEPS = 24;

/**
 * Takes `steps` of work done outside evaluations (the engine's own loops: see
 * src/engine/work-meter.ts) off the meter, if one is armed; past its end the work fails like an
 * evaluation that ran out.
 */
export function chargeMeter(meter: StepMeter | null | undefined, steps: number, where: string): void {
  if (meter == null) return;
  meter.left -= steps;
  if (meter.left < 0) throw limitError(where, meterExceeded(meter));
}

/** The reason of the limit error a meter that ran out gives. */
export function meterExceeded(meter: StepMeter): string {
  return `step budget of ${meter.budget} for the whole ${meter.what} exceeded`;
}

export interface CalcHost {
  /** The live board: rows of cells; a cell is a tile (array of numbers/bigints) or a marker string. */
  grid: Value[][];
  width: number;
  height: number;
  tileNumAmount: number;
  hexagonal: boolean;
  gameVars: Value[];
  modifierVars: Value[];
  mvarIndices: Value[];
  score: number;
  moves: number;
  merges: number;
  mergeMoves: number;
  mergesBefore: number;
  discoveredTiles: Value[];
  discoveredWinning: Value[];
  discoveredLosing: Value[];
  nextSpawns: Value[];
  tileOrder: Value[];
  tileSpawns: Value[];
  forcedSpawns: Value[];
  /** Mode scripts, `[[expression, trigger], ...]`. */
  scripts: Value[];
  scriptSignals: Value[];
  mergeRules: Value[];
  tileValueFunction: Value;
  discoveredTilesFilter: Value[];
  screen: string;
  subScreen: number | string;
  moveInProgress: boolean;
  postgameAllowed: boolean;
  startGameTime: number | false;
  firstMoveTime: number | false;
  moveStartTime: number | false;
  moveEndTime: number | false;
  victoryTime: number | false;
  gameOverTime: number | false;
  /** The clock in ms (injected: the language never reads a real clock). */
  now(): number;
  /** A uniform draw in [0, 1) (injected: seeded in games, scripted in tests). */
  random(): number;
  /** The shared prime table (grows, never shrinks). */
  primes: bigint[];
  isPlayingReplay: boolean;
  otherRandomEvents: Value[];
  rngIndex: number;
  effects: CalcEffects;
  /** The shared budget the evaluations run under now, if any. */
  stepMeter?: StepMeter | null;
}

/** The host lists the `@edit/add/insert/remove_…` statements change. */
export type ListKey = 'gameVars' | 'modifierVars' | 'tileSpawns' | 'forcedSpawns';
export type ListAction = 'edit' | 'add' | 'insert' | 'remove';

export const CLASSIC_MERGE_RULES: Value[] = [
  [2, ['@Next 1 0', '=', '@This 0'], true, [[['@This 0', '+', 1]]], [2, '^', ['@This 0', '+', 1]], [false, true]],
];

export function silentEffects(): CalcEffects {
  return { output() {}, log() {}, announce() {} };
}

/** A host with the defaults of an empty page (the corpus' default context). */
export function createHost(overrides: Partial<CalcHost> = {}): CalcHost {
  return {
    grid: [],
    width: 4,
    height: 4,
    tileNumAmount: 1,
    hexagonal: false,
    gameVars: [],
    modifierVars: [],
    mvarIndices: [],
    score: 0,
    moves: 0,
    merges: 0,
    mergeMoves: 0,
    mergesBefore: 0,
    discoveredTiles: [],
    discoveredWinning: [],
    discoveredLosing: [],
    nextSpawns: ['@Empty'],
    tileOrder: [],
    tileSpawns: [
      [[0], 85],
      [[1], 12],
      [[2], 3],
    ],
    forcedSpawns: [],
    scripts: [],
    scriptSignals: [],
    mergeRules: CLASSIC_MERGE_RULES,
    tileValueFunction: [0],
    discoveredTilesFilter: [],
    screen: 'Menu',
    subScreen: 1,
    moveInProgress: false,
    postgameAllowed: true,
    startGameTime: false,
    firstMoveTime: false,
    moveStartTime: false,
    moveEndTime: false,
    victoryTime: false,
    gameOverTime: false,
    now: () => 0,
    random: Math.random,
    primes: [2n, 3n, 5n],
    isPlayingReplay: false,
    otherRandomEvents: [0],
    rngIndex: 0,
    effects: silentEffects(),
    stepMeter: null,
    ...overrides,
  };
}
