// Watching a Replay code (engine.md §11) in the worker: the code's mode is started with the recorded
// start spawns and random log, then each recorded action is replayed with its recorded spawns. The
// frontier game only ever steps forward; every position it reaches is kept, so seeking back (or
// forward again) just loads a kept position into a second game that the view is built from.
import type { Value } from '../calc/values.ts';
import { calcEvaluator } from '../engine/index.ts';
import type { SpawnRecord } from '../engine/index.ts';
import type { MoveResult } from '../engine/index.ts';
import { Game } from '../engine/index.ts';
import { modeFromRaw, type ModeDefinition } from '../engine/index.ts';
import type { RawReplay } from '../formats/types.ts';
import { TileDisplay } from './display.ts';
import { PositionCodec, type Position } from './game-save.ts';
import { codeError, codeModeName, readCode } from './mode-catalog.ts';
import { SessionError, type MoveResultView, type ReplayFrameView, type RuleInspectorView } from './protocol.ts';
import { inspectorView, traceMove } from './rule-inspector.ts';
import type { ReplayLike } from './session.ts';
import { emptyStep, stepFromJump, stepFromMove } from './step-result.ts';
import { ViewBuilder } from './view-model.ts';

/** One recorded action of a replay log. */
export type ReplayAction =
  | { readonly kind: 'move'; readonly direction: number; readonly spawns: SpawnRecord[] }
  | { readonly kind: 'click'; readonly v: number; readonly h: number; readonly spawns: SpawnRecord[] }
  | { readonly kind: 'statBox'; readonly index: number; readonly spawns: SpawnRecord[] };

export interface ReplayScript {
  /** Spawns recorded at the game start (random holes, boxes and the starting tiles). */
  readonly start: SpawnRecord[];
  readonly actions: ReplayAction[];
  /** Start offset (ms since the game start) of each action, or null where none was recorded. */
  readonly times: (number | null)[];
}

/** The default delay between recorded actions without timestamps (the original's setting 1). */
const STEP_MS = 250;
/** Longer logs are refused (each kept position costs memory). */
export const MAX_REPLAY_ACTIONS = 100_000;

function spawnsOf(entries: readonly Value[]): SpawnRecord[] {
  const out: SpawnRecord[] = [];
  for (const e of entries) {
    if (!Array.isArray(e) || e.length < 3 || typeof e[1] !== 'number' || typeof e[2] !== 'number')
      throw new SessionError('bad-code', 'This replay has a damaged spawn record.');
    out.push([e[0], e[1], e[2]]);
  }
  return out;
}

function actionOf(entry: Value): ReplayAction {
  if (!Array.isArray(entry) || entry.length === 0)
    throw new SessionError('bad-code', 'This replay has a damaged action.');
  const [head, ...rest] = entry;
  if (typeof head === 'number' && Number.isInteger(head) && head >= 0)
    return { kind: 'move', direction: head, spawns: spawnsOf(rest) };
  if (head === '@TileClick' && typeof rest[0] === 'number' && typeof rest[1] === 'number')
    return { kind: 'click', v: rest[0], h: rest[1], spawns: spawnsOf(rest.slice(2)) };
  if (head === '@StatBoxClick' && typeof rest[0] === 'number')
    return { kind: 'statBox', index: rest[0], spawns: spawnsOf(rest.slice(1)) };
  throw new SessionError('bad-code', `This replay has an action the player does not know (${String(head)}).`);
}

/** The replay log as start spawns and actions (the importer's `movesPlayed` + `currentMovePlayed`). */
export function replayScript(r: RawReplay): ReplayScript {
  const log = [
    ...(Array.isArray(r.movesPlayed) ? r.movesPlayed : []),
    ...(Array.isArray(r.currentMovePlayed) ? [r.currentMovePlayed] : []),
  ];
  if (log.length > MAX_REPLAY_ACTIONS + 1)
    throw new SessionError('bad-code', `This replay is too long (more than ${MAX_REPLAY_ACTIONS} actions).`);
  const first = log[0];
  const startEntry = Array.isArray(first) && first[0] === -1 ? first : null;
  const start = startEntry ? spawnsOf(startEntry.slice(1)) : [];
  const actions = log.slice(startEntry ? 1 : 0).map(actionOf);
  const stamps = Array.isArray(r.replayTimestamps) ? r.replayTimestamps : [];
  // replayTimestamps[0] belongs to the start entry (−1); action i has stamp i + 1.
  const times = actions.map((_, i) => {
    const t = stamps[i + 1];
    return typeof t === 'number' && Number.isFinite(t) && t >= 0 ? t : null;
  });
  return { start, actions, times };
}

export class ReplayPlayer implements ReplayLike {
  readonly modeName: string;
  readonly total: number;
  private readonly script: ReplayScript;
  private readonly codec = new PositionCodec();
  /** The game that plays the recorded actions, always at the last kept position. */
  private readonly frontier: Game;
  /** The game the view is built from (positions are loaded into it). */
  private readonly shown: Game;
  private readonly builder: ViewBuilder;
  private readonly positions: Position[] = [];
  private readonly steps: MoveResultView[] = [];
  private index = 0;
  private now = 0;
  private stopReason: string | null = null;

  constructor(code: string) {
    const imported = readCode(code);
    if (imported.kind !== 'replay')
      throw new SessionError(
        'bad-code',
        `This is a ${imported.kind === 'game' ? 'Game' : imported.kind === 'mode' ? 'Mode' : imported.kind} code, not a Replay code. Import it on the Save codes screen.`,
      );
    let mode: ModeDefinition;
    try {
      mode = modeFromRaw(imported.replay.mode);
      this.script = replayScript(imported.replay);
    } catch (e) {
      throw codeError(e);
    }
    this.modeName = codeModeName({ mode });
    this.total = this.script.actions.length;
    const randomLog = Array.isArray(imported.replay.otherRandomEvents) ? imported.replay.otherRandomEvents : undefined;
    this.frontier = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => this.now });
    const r = this.frontier.start({ spawns: this.script.start, ...(randomLog ? { randomLog } : {}) });
    if (r.error) throw new SessionError('bad-code', `This replay's mode cannot start: ${r.error}`);
    this.positions.push(this.codec.encode(this.frontier));
    this.steps.push({ ...emptyStep('start'), moved: true });
    this.shown = new Game(mode, { evaluator: calcEvaluator, seed: 1, clock: () => this.now });
    this.shown.start();
    this.codec.load(this.shown, this.positions[0]!);
    const display = new TileDisplay(this.shown.core, null);
    this.builder = new ViewBuilder({ modeId: 'replay', modeName: this.modeName, game: this.shown, display });
  }

  /** Actions the frontier has played. */
  private get reached(): number {
    return this.positions.length - 1;
  }

  /** Fires the Interval timer up to `to` on the game clock (timer modes). */
  private advance(to: number): void {
    const g = this.frontier;
    for (let due = g.timerDueAt(); due !== null && due <= to; due = g.timerDueAt()) {
      this.now = Math.max(this.now, due);
      const r = g.fireTimer();
      if (r.error) throw new Error(`the mode's timer script failed: ${r.error}`);
    }
    this.now = Math.max(this.now, to);
  }

  /** Plays the next recorded action on the frontier; false (with a reason) when it cannot. */
  private playNext(): boolean {
    if (this.stopReason !== null || this.reached >= this.total) return false;
    const i = this.reached;
    const a = this.script.actions[i]!;
    try {
      this.advance(this.script.times[i] ?? this.now + STEP_MS);
      let r: MoveResult;
      if (a.kind === 'move') r = this.frontier.move(a.direction, { spawns: a.spawns });
      else if (a.kind === 'click') r = this.frontier.clickTile(a.v, a.h);
      else r = this.frontier.clickStatBox(a.index);
      if (r.error) throw new Error(r.error);
      if (!r.accepted)
        throw new Error(a.kind === 'move' ? `direction ${a.direction} was refused` : 'the click was refused');
      this.steps.push(stepFromMove(a.kind === 'move' ? 'move' : 'click', a.kind === 'move' ? a.direction : null, r));
      this.positions.push(this.codec.encode(this.frontier, this.positions[i]));
      return true;
    } catch (e) {
      this.stopReason = `The replay stops after action ${i}: action ${i + 1} could not be replayed (${e instanceof Error ? e.message : String(e)}).`;
      return false;
    }
  }

  /** Moves to position `target` (clamped to what can be played) and returns what to show. */
  seek(target: number): ReplayFrameView {
    if (!Number.isInteger(target)) throw new SessionError('bad-request', 'replay position must be an integer');
    const want = Math.max(0, Math.min(target, this.total));
    while (this.reached < want && this.playNext());
    const to = Math.min(want, this.reached);
    const from = this.index;
    let result: MoveResultView;
    if (to === from + 1) {
      result = this.steps[to]!;
    } else if (to === from) {
      result = to === 0 ? this.steps[0]! : emptyStep('redo');
    } else {
      const before = tileIds(this.shown);
      const score = Number(this.shown.state.score);
      this.codec.load(this.shown, this.positions[to]!);
      this.index = to;
      return this.frame(
        stepFromJump(to < from ? 'undo' : 'redo', before, tileIds(this.shown), Number(this.shown.state.score) - score),
      );
    }
    this.codec.load(this.shown, this.positions[to]!);
    this.index = to;
    return this.frame(result);
  }

  /** The Rule inspector, with the recorded move that led to the position shown replayed under the tracer. */
  inspect(): RuleInspectorView {
    const i = this.index;
    const a = i > 0 ? this.script.actions[i - 1] : undefined;
    const directions = this.builder.build(false, false).view.directions;
    const trace =
      a?.kind === 'move'
        ? traceMove(
            this.shown,
            this.codec,
            this.positions[i - 1]!,
            this.positions[i]!,
            a.direction,
            `Recorded move ${i} of ${this.total} (${directions[a.direction]?.label ?? `direction ${a.direction + 1}`})`,
            a.spawns,
          )
        : null;
    return inspectorView(this.shown.mode, directions, trace);
  }

  private frame(result: MoveResultView): ReplayFrameView {
    const stopped = this.stopReason !== null;
    return {
      modeName: this.modeName,
      view: this.builder.build(this.index > 0, this.index < (stopped ? this.reached : this.total)).view,
      result,
      index: this.index,
      total: this.total,
      stoppedAt: stopped ? this.reached : null,
      stopReason: this.stopReason,
    };
  }
}

function tileIds(game: Game): Set<number> {
  const out = new Set<number>();
  for (const row of game.state.ids) for (const id of row) if (id) out.add(id);
  return out;
}
