// Replay conformance runner: plays a recorded game of the original (shared/conformance/replays,
// format "pc-oracle-replays/1") through the engine, feeding the recorded spawns and random-operator
// results, and compares the state after every move with the recorded snapshot.
import type { ModeDefinition } from '../engine/index.ts';
import type { Value } from '../calc/values.ts';
import { importModeCode, importReplayCode, scParse, scStringify } from '../formats/index.ts';
import { calcEvaluator } from '../engine/index.ts';
import type { SpawnRecord } from '../engine/index.ts';
import type { EngineEvaluator } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { modeFromRaw } from '../engine/index.ts';
import type { GameState } from '../engine/index.ts';
import { statBoxTexts } from '../engine/index.ts';
import { modifiersFromEntries, startPlacementsFrom } from '../engine/index.ts';

type Json = unknown;

export interface ReplayStep {
  i?: number;
  dir?: number;
  event?: string;
  failed?: number[];
  spawns?: Json[];
  t?: number;
  preGrid?: Json;
  [field: string]: Json;
}

export interface ReplayGameJson {
  seed: number;
  cap?: number;
  stepMs?: number;
  end?: string;
  moves?: number;
  modeCode?: string;
  replayCode?: string;
  /**
   * The random-event log already read, for a game our own engine recorded (plugin-diff.ts);
   * otherwise it is read from `replayCode`.
   */
  randomLog?: Value[];
  initial: Record<string, Json>;
  steps: ReplayStep[];
  final?: Record<string, Json>;
}

export interface ReplayFileJson {
  format?: string;
  modeId?: string;
  modeCode: string;
  games: ReplayGameJson[];
  /** Global modifiers away from their defaults (replays-modifiers): `{index, name, value}`. */
  modifiers?: { index: number; name?: string; value: Json }[];
}

export interface Mismatch {
  /** Move number (`i` of the step), 0 for the initial state, −1 for the final state. */
  move: number;
  field: string;
  expected: string;
  actual: string;
}

export interface GameReport {
  seed: number;
  passed: boolean;
  /** Snapshots compared (initial + steps + final). */
  checked: number;
  mismatch?: Mismatch;
  error?: string;
}

export interface ReplayOptions {
  evaluator?: EngineEvaluator;
  /** Also compare the displayed stat-box texts (display layer; off by default). */
  statBoxes?: boolean;
  /**
   * Where a field differs as text, may still accept it as equivalent (our mode plugins write their
   * own expressions: an expression-valued spawn entry is compared by what it evaluates to).
   */
  equivalent?: (field: string, expected: Value, actual: Value, state: GameState) => boolean;
  /** Plays the game with this definition instead of the recorded code's (our mode plugins). */
  modeFor?: (file: ReplayFileJson, game: ReplayGameJson) => ModeDefinition | undefined;
  /**
   * A field that holds a string spelled like a tagged value (`"@BigInt 5"`, `"@Infinity"`) does
   * not match: the recorded encoding writes the tagged value the same way, so a mode plugin
   * keeping tiles as such strings would otherwise pass. For our plugins (the original's own state,
   * read back from its codes, may hold such strings).
   */
  strictTypes?: boolean;
  /**
   * A further check after every snapshot whose recorded fields all matched (not after a pre-move
   * grid check): a difference it reports fails the game like a recorded field would.
   */
  afterCheck?: (game: Game) => { field: string; expected: string; actual: string } | null;
  /** The virtual clock the game reads (default a fresh one at 0): a caller that plays on after the replay passes its own. */
  clock?: VirtualClock;
  /**
   * Told once every step has played and matched (before the final snapshot's check), with what the
   * stat boxes showed then: plugin-diff.ts plays on from a recorded game's position.
   */
  onStepsDone?: (game: Game, shownBoxes: Value[] | undefined) => void;
}

/** Virtual ms, read by the game through its clock and moved on by whoever plays it. */
export interface VirtualClock {
  now: number;
}

const TAG_SPELLING = /^@(BigInt -?\d|GaussianBigInt |BigRational |Infinity$|-Infinity$|NaN$|undefined$)/;

/** The first string in `v` that the recorded encoding cannot tell from a tagged value. */
function tagLikeString(v: Value): string | null {
  if (typeof v === 'string') return TAG_SPELLING.test(v) ? v : null;
  if (!Array.isArray(v)) return null;
  for (const x of v) {
    const found = tagLikeString(x);
    if (found !== null) return found;
  }
  return null;
}

/** Recorded fields → how to read them from the engine. */
export const FIELDS: Record<string, (s: GameState) => Value> = {
  grid: (s) => s.grid,
  score: (s) => s.score,
  won: (s) => s.won,
  screen: (s) => s.screen,
  moves: (s) => s.moves,
  merges: (s) => s.merges,
  movesWhereMerged: (s) => s.mergeMoves,
  gameVars: (s) => s.gameVars,
  modifierVars: (s) => s.modifierVars,
  dirsAvail: (s) => s.directionsAvailable,
  tileSpawns: (s) => s.tileSpawns,
  forcedSpawns: (s) => s.forcedSpawns,
  conveyor: (s) => s.nextSpawns,
  discCount: (s) => s.discoveredTiles.length,
  discWinning: (s) => s.discoveredWinning,
  discLosing: (s) => s.discoveredLosing,
  possibleOverChecked: (s) => s.possibleOverChecked,
  manualMoves: (s) => s.manualMoves,
  mergesBeforeNow: (s) => s.mergesBefore,
};

function decode(x: Json): Value {
  return scParse(JSON.stringify(x));
}

/** A recorded game that does not fit the mode it is replayed with (e.g. a spawn off its grid). */
export class ReplayDataError extends Error {
  override readonly name = 'ReplayDataError';
}

/** The recorded spawns, each checked to lie on the mode's grid (a wrong grid size is reported, not crashed on). */
function spawnsOf(x: Json, mode: Pick<ModeDefinition, 'width' | 'height'>): SpawnRecord[] {
  const list = Array.isArray(x) ? x : [];
  return list.map((e) => {
    const [tile, v, h] = e as [Json, number, number];
    if (!Number.isInteger(v) || !Number.isInteger(h) || v < 0 || h < 0 || v >= mode.height || h >= mode.width)
      throw new ReplayDataError(
        `a recorded tile spawned at row ${String(v)}, column ${String(h)}, outside this mode's ${mode.width}×${mode.height} grid`,
      );
    return [decode(tile), v, h];
  });
}

class Checker {
  /** The recorded values, carried forward (sticky fields). */
  expected = new Map<string, Json>();
  /** What the stat boxes showed at the last check (hidden boxes keep it). */
  shownBoxes: Value[] | undefined;
  checked = 0;
  mismatch: Mismatch | undefined;

  constructor(
    private readonly game: Game,
    private readonly opts: ReplayOptions,
  ) {}

  /** A redraw between snapshots (the Interval timer redraws): hidden boxes keep what it showed. */
  redraw(): void {
    if (this.opts.statBoxes) this.shownBoxes = statBoxTexts(this.game.core, this.shownBoxes);
  }

  /** Carries the snapshot's fields forward and compares every known field. */
  check(move: number, snap: Record<string, Json>, only?: readonly string[]): boolean {
    for (const [k, v] of Object.entries(snap))
      if (Object.hasOwn(FIELDS, k) || k === 'statBoxes') this.expected.set(k, v);
    this.checked++;
    const s = this.game.state;
    const keys = only ?? [...this.expected.keys()];
    for (const k of keys) {
      if (!this.expected.has(k)) continue;
      let actual: string;
      if (k === 'statBoxes') {
        if (!this.opts.statBoxes) continue;
        const texts = statBoxTexts(this.game.core, this.shownBoxes);
        this.shownBoxes = texts;
        actual = JSON.stringify(texts);
      } else {
        if (!Object.hasOwn(FIELDS, k)) continue;
        const read = FIELDS[k]!;
        const value = read(s);
        actual = scStringify(value);
        const spelled = this.opts.strictTypes ? tagLikeString(value) : null;
        if (spelled !== null) {
          this.mismatch = {
            move,
            field: k,
            expected: JSON.stringify(this.expected.get(k)),
            actual: `${actual} (holds the string ${JSON.stringify(spelled)})`,
          };
          return false;
        }
      }
      const expected = JSON.stringify(this.expected.get(k));
      if (
        actual !== expected &&
        !this.opts.equivalent?.(k, decode(this.expected.get(k)!), FIELDS[k] ? FIELDS[k]!(s) : undefined, s)
      ) {
        this.mismatch = { move, field: k, expected, actual };
        return false;
      }
    }
    const extra = only ? null : (this.opts.afterCheck?.(this.game) ?? null);
    if (extra) {
      this.mismatch = { move, ...extra };
      return false;
    }
    return true;
  }
}

/**
 * The recorded mode code's game. The code already holds what the global modifiers did to the mode;
 * what they do at every game start (random holes, block tiles, slippery cells) is added from the
 * recorded `modifiers`.
 */
export function recordedMode(file: ReplayFileJson, g: ReplayGameJson): ModeDefinition {
  const mode = modeFromRaw(importModeCode(g.modeCode ?? file.modeCode).mode);
  if (!file.modifiers) return mode;
  const placements = startPlacementsFrom(
    modifiersFromEntries(file.modifiers.map((e) => ({ index: e.index, value: decode(e.value) }))),
  );
  return placements ? { ...mode, startPlacements: placements } : mode;
}

function otherSpawnsOf(x: Json, mode: Pick<ModeDefinition, 'width' | 'height'>): SpawnRecord[][] | undefined {
  return Array.isArray(x) ? x.map((e) => spawnsOf(e, mode)) : undefined;
}

/** Plays one recorded game and compares it snapshot by snapshot. */
export function runReplayGame(file: ReplayFileJson, g: ReplayGameJson, opts: ReplayOptions = {}): GameReport {
  const report = (passed: boolean, c: Checker, error?: string): GameReport => ({
    seed: g.seed,
    passed,
    checked: c.checked,
    ...(c.mismatch ? { mismatch: c.mismatch } : {}),
    ...(error ? { error } : {}),
  });
  const mode = opts.modeFor?.(file, g) ?? recordedMode(file, g);
  const randomLog =
    g.randomLog ?? (g.replayCode ? (importReplayCode(g.replayCode).replay.otherRandomEvents as Value[]) : undefined);
  const clock = opts.clock ?? { now: 0 };
  const game = new Game(mode, { evaluator: opts.evaluator ?? calcEvaluator, seed: g.seed, clock: () => clock.now });
  const c = new Checker(game, opts);
  const stepMs = g.stepMs ?? 250;
  const advance = (to: number): void => {
    for (let due = game.timerDueAt(); due !== null && due <= to; due = game.timerDueAt()) {
      clock.now = Math.max(clock.now, due);
      const r = game.fireTimer();
      if (r.error) throw new Error(`interval script failed: ${r.error}`);
      c.redraw();
    }
    clock.now = to;
  };
  // The chance rolls of automatic moves during a failed attempt are not in the log: the original
  // rewinds its log index after a failed move, and the next move's rolls overwrite them. The attempt
  // failed, so each roll of a chance below 100 % failed too: played with rolls of 100.
  const chanceAutos = mode.autoDirections.filter(
    (e) => Array.isArray(e) && Array.isArray(e[0]) && typeof e[0][5] === 'number',
  ).length;
  const failingRolls = (f: () => ReturnType<Game['move']>): ReturnType<Game['move']> => {
    const s = game.state;
    if (chanceAutos === 0 || !s.isPlayingReplay) return f();
    const log = s.otherRandomEvents;
    const patched = log.slice();
    for (let k = 0; k < chanceAutos; k++) patched[s.rngIndex + k] = 100;
    s.otherRandomEvents = patched;
    try {
      return f();
    } finally {
      s.otherRandomEvents = log;
    }
  };
  const attemptFailed = (d: number, move: number): boolean => {
    advance(clock.now + stepMs);
    const r = failingRolls(() => game.move(d));
    if (r.error) throw new Error(`move ${move}: failed attempt ${d}: ${r.error}`);
    if (r.moved) {
      c.mismatch = { move, field: 'failed', expected: `direction ${d} does not move`, actual: 'it moved' };
      return false;
    }
    return true;
  };
  try {
    const conveyor0 = g.initial.conveyor;
    const start = game.start({
      spawns: spawnsOf(g.initial.spawns, mode),
      randomLog,
      conveyor: conveyor0 === undefined ? undefined : (decode(conveyor0) as Value[]),
    });
    if (start.error) throw new Error(`start: ${start.error}`);
    if (!c.check(0, g.initial)) return report(false, c);
    for (const step of g.steps) {
      const move = step.i ?? -1;
      if (step.event === 'continue') {
        game.continuePlaying();
        if (!c.check(move, step)) return report(false, c);
        continue;
      }
      for (const d of step.failed ?? []) if (!attemptFailed(d, move)) return report(false, c);
      if (step.event === 'end-after-failed') {
        if (!c.check(move, step)) return report(false, c);
        continue;
      }
      if (step.event === 'click') {
        const [v, h] = Array.isArray(step.cell) ? (step.cell as [number, number]) : [-1, -1];
        advance(typeof step.t === 'number' ? step.t : clock.now + stepMs);
        const r = game.clickTile(v, h);
        if (r.error) throw new Error(`move ${move}: click: ${r.error}`);
        if (!r.accepted) {
          c.mismatch = { move, field: 'click', expected: `a click on ${v},${h}`, actual: 'refused' };
          return report(false, c);
        }
        if (!c.check(move, step)) return report(false, c);
        continue;
      }
      // Stat-box clicks: not in the original's recordings, only in games plugin-diff.ts writes down.
      if (step.event === 'box-click') {
        const box = typeof step.box === 'number' ? step.box : -1;
        advance(typeof step.t === 'number' ? step.t : clock.now + stepMs);
        const r = game.clickStatBox(box);
        if (r.error) throw new Error(`move ${move}: stat box ${box} click: ${r.error}`);
        if (!r.accepted) {
          c.mismatch = { move, field: 'box click', expected: `a click on stat box ${box}`, actual: 'refused' };
          return report(false, c);
        }
        if (!c.check(move, step)) return report(false, c);
        continue;
      }
      if (step.dir === undefined) continue;
      advance(typeof step.t === 'number' ? step.t : clock.now + stepMs);
      if (step.preGrid !== undefined && !c.check(move, { grid: step.preGrid }, ['grid'])) return report(false, c);
      const conveyor = step.conveyor ?? c.expected.get('conveyor');
      const r = game.move(step.dir, {
        spawns: spawnsOf(step.spawns, game.state),
        conveyor: conveyor === undefined ? undefined : (decode(conveyor) as Value[]),
        otherSpawns: otherSpawnsOf(step.otherSpawns, game.state),
      });
      if (r.error) throw new Error(`move ${move}: ${r.error}`);
      if (!r.moved) {
        c.mismatch = {
          move,
          field: 'moved',
          expected: `direction ${step.dir} moves`,
          actual: r.accepted ? 'nothing moved' : 'refused',
        };
        return report(false, c);
      }
      if (!c.check(move, step)) return report(false, c);
    }
    opts.onStepsDone?.(game, c.shownBoxes);
    // A timer script can end the game between moves (lost or won): the recorder advanced the clock
    // once more before its next (refused) attempt.
    if ((g.end === 'gameover' || g.end === 'won') && game.state.screen === 'Gameplay' && game.timerDueAt() !== null)
      advance(clock.now + stepMs);
    if (g.final && !c.check(-1, g.final)) return report(false, c);
    return report(true, c);
  } catch (e) {
    return report(false, c, e instanceof Error ? e.message : String(e));
  }
}

export interface ReplayFileReport {
  passed: boolean;
  detail?: string;
  games: GameReport[];
}

function describe(r: GameReport): string {
  if (r.error) return `seed ${r.seed}: error after ${r.checked} snapshots: ${r.error}`;
  const m = r.mismatch!;
  const at = m.move === 0 ? 'initial state' : m.move === -1 ? 'final state' : `move ${m.move}`;
  return `seed ${r.seed}: ${at}: ${m.field} differs\n  expected ${m.expected.slice(0, 400)}\n  actual   ${m.actual.slice(0, 400)}`;
}

/** Runs every game of a replay file (parsed JSON or its text). */
export function runReplayFile(json: ReplayFileJson | string, opts: ReplayOptions = {}): ReplayFileReport {
  const file: ReplayFileJson = typeof json === 'string' ? (JSON.parse(json) as ReplayFileJson) : json;
  const games = file.games.map((g) => runReplayGame(file, g, opts));
  const failed = games.filter((r) => !r.passed);
  return failed.length ? { passed: false, detail: failed.map(describe).join('\n'), games } : { passed: true, games };
}
