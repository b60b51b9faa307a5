// Differential check of our mode plugins against the recorded mode codes on games no recording
// holds (issues 26/27: a held-out set with other seeds judges our plugins). For each replays-format
// file and each seed, the recorded definition (as the replay runner builds it) plays a seeded random
// game (or one a given player, e.g. the agent, plays: late-game and postgame rules) in our engine, which replays every recording of the original exactly; that game is written
// down as a recording (moves, failed attempts, spawns, random-event log, every snapshot field), and
// our plugin's definition replays it exactly as `--plugins` replays the original's recordings.
// A plugin that differs from the recorded rule on these games would fail a held-out recording.
// Start values the original rolls outside its replay log (random goals, a per-game ratio) are baked
// into the recorded code's start game variables: our plugin gets them as `--plugins` gets a
// recording's (`withRecordedStartRoll`, from the written-down initial game variables), so its own
// roll is not compared; every later random operator is compared through the random-event log.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Value } from '../calc/values.ts';
import type { Game, ModeDefinition } from '../engine/index.ts';
import { Sfc32, statBoxTexts } from '../engine/index.ts';
import { scStringify } from '../formats/extended-json.ts';
import { playRandom, type PlayedAction, type RandomPlayOptions } from './random-play.ts';
import {
  describeReport,
  pluginReplayOptions,
  pluginStartRoll,
  replayFiles,
  type DisplayCheck,
  type OurPlugins,
  type PluginFileJson,
} from './replay-cases.ts';
import {
  FIELDS,
  recordedMode,
  runReplayGame,
  type GameReport,
  type ReplayGameJson,
  type ReplayStep,
} from './replay.ts';

type Json = unknown;

export interface PluginDiffOptions {
  /** Game seeds (the recordings use 1 and 2). */
  seeds: readonly number[];
  /** Successful moves per game at most. */
  moves: number;
  /** Virtual ms before every attempt (default: the file's first game's, else 250). */
  stepMs?: number;
  /** Also compare the stat boxes' texts after every move (default true, as the plugin tests do). */
  statBoxes?: boolean;
  /** Also compare every tile's look, as `--display` does (default off). */
  display?: DisplayCheck;
  /**
   * Also replay each game with the recorded definition itself (it must pass: a check of the
   * recorder, not of the plugin).
   */
  selfCheck?: boolean;
  /**
   * Keep the start values the original rolled for its recordings (random first goals) instead of
   * our plugin's roll on each seed (default false: other seeds play other rolls).
   */
  sameStartRoll?: boolean;
  /**
   * Who plays the recorded definition's games (default the seeded random player): given the mode
   * and the game seed, a direction chooser (e.g. the agent, passed in by scripts/plugin-diff.ts), so
   * games reach win screens, keep playing past them and reach the late game. It must be
   * deterministic for the game to be reproducible.
   */
  player?: DirectionPlayer;
  /**
   * Chance per turn of a click instead of a move, in modes with tile clicks or clickable stat boxes
   * (default: the file's recorded `clickProb`, tiles only). Set, it also clicks stat boxes, which the
   * original's recordings never do (their games are written down as `box-click` steps).
   */
  clicks?: number;
  /** Only the files whose name (without `.json`) this accepts (default all). */
  only?: (name: string) => boolean;
  /**
   * Start late: each recorded game of the file is first replayed (its own moves, spawns and random
   * events, which both definitions must agree on) up to each of these points, then the player plays
   * `moves` more from there with every seed (default: fresh games from the start).
   */
  fromRecorded?: readonly RecordedCut[];
  /** With `fromRecorded`: only the first this many recorded games of each file (default all). */
  recordedGames?: number;
}

/**
 * Where a game taken from a recording starts to play on: after its last move (`'end'`; a game the
 * recording lost is taken one move before its end), after that share of its moves (a number below
 * 1), or after that move (a whole number; recordings shorter than that are skipped).
 */
export type RecordedCut = 'end' | number;

/**
 * The recorded game's start and its steps up to move `atMove` (no end, no final snapshot). The
 * original's stat-box texts are left out: what its page drew is not compared (the replay runner
 * never compares them), only what the engine's definitions show from there on.
 */
export function recordedPrefix(g: ReplayGameJson, atMove: number): ReplayGameJson {
  const steps: ReplayStep[] = [];
  for (const st of g.steps) {
    if ((st.i ?? 0) > atMove || st.event === 'end-after-failed') break;
    const { statBoxes: _boxes, ...rest } = st;
    steps.push(rest);
  }
  const { final: _final, end: _end, ...rest } = g;
  const { statBoxes: _boxes, ...initial } = g.initial;
  return { ...rest, moves: atMove, initial, steps };
}

/** The move after which a game taken from recording `g` plays on, or null when `g` does not reach the cut. */
export function cutMove(g: ReplayGameJson, cut: RecordedCut): number | null {
  const last = g.steps.reduce((m, st) => (st.dir !== undefined && typeof st.i === 'number' ? Math.max(m, st.i) : m), 0);
  if (cut === 'end') return g.end === 'gameover' ? Math.max(0, last - 1) : last;
  if (cut < 1) return Math.floor(last * Math.max(cut, 0));
  return Number.isInteger(cut) && cut <= last ? cut : null;
}

/** A recorded game to play on from: the recording and the move after which play goes on. */
export interface RecordedStart {
  game: ReplayGameJson;
  atMove: number;
}

/** Makes the direction chooser for one game of a mode (see `PluginDiffOptions.player`). */
export type DirectionPlayer = (mode: ModeDefinition, seed: number) => (game: Game) => number | null;

export interface PluginDiffResult {
  file: string;
  modeId: string;
  seed: number;
  /** Successful moves of the recorded definition's game. */
  moves: number;
  /** How the recorded definition's game ended, and whether it went on past a win screen. */
  end?: ReplayGameJson['end'];
  continued?: boolean;
  /** The move after which the game first went on past a win screen. */
  wonAt?: number;
  /** Accepted tile and stat-box clicks in the game. */
  clicks?: number;
  /** The recorded game (its seed) and move the game played on from (`fromRecorded`). */
  from?: { seed: number; atMove: number };
  /** null when our plugin played the game like the recorded definition. */
  problem: string | null;
}

/** A value as the recordings write it (tagged strings for BigInts and the like). */
function encoded(v: Value): Json {
  return JSON.parse(scStringify(v)) as Json;
}

/** The definition with these start game variables (a start roll the original would make on another seed). */
function withStartValues(mode: ModeDefinition, values: ReadonlyMap<number, Value>): ModeDefinition {
  const startGameVars = mode.startGameVars.slice();
  for (const [i, v] of values) if (i < startGameVars.length) startGameVars[i] = v;
  return { ...mode, startGameVars };
}

/**
 * Writes down the recorded definition's seeded random game in the recordings' format; `startRoll`
 * replaces the start values the original rolled for its recordings (see `pluginStartRoll`).
 */
export function recordOwnGame(
  file: PluginFileJson,
  seed: number,
  opts: Pick<PluginDiffOptions, 'moves' | 'stepMs' | 'statBoxes' | 'player' | 'clicks'>,
  startRoll?: ReadonlyMap<number, Value>,
  start?: RecordedStart,
): { game: ReplayGameJson; error?: string } {
  const stepMs = opts.stepMs ?? start?.game.stepMs ?? file.games[0]?.stepMs ?? 250;
  const recorded = recordedMode(file, file.games[0] ?? { seed, initial: {}, steps: [] });
  const mode = startRoll ? withStartValues(recorded, startRoll) : recorded;
  const steps: ReplayStep[] = [];
  let initial: Record<string, Json> = {};
  let shown: Value[] | undefined;
  let failed: number[] = [];
  let moved = 0;
  let preGrid: Json;
  // What the stat boxes show is carried from check to check (hidden boxes keep it), as the replay
  // runner does: a snapshot taken in case it is needed commits its texts only when it is used.
  const snapshot = (game: Game, commit = true): { fields: Record<string, Json>; shown?: Value[] } => {
    const s = game.state;
    const fields: Record<string, Json> = {};
    for (const [k, read] of Object.entries(FIELDS)) fields[k] = encoded(read(s));
    if (opts.statBoxes === false) return { fields };
    const texts = statBoxTexts(game.core, shown);
    if (commit) shown = texts;
    fields.statBoxes = JSON.parse(JSON.stringify(texts)) as Json;
    return { fields, shown: texts };
  };
  const take = (game: Game): Record<string, Json> => snapshot(game).fields;
  /** The state after the latest failed attempt (the game may then end by a timer). */
  let afterFailed: ReturnType<typeof snapshot> | null = null;
  const spawnsOf = (list: readonly Value[]): Json[] => list.slice(1).map(encoded);
  let otherSpawnsSeen = 0;
  const onAction = (game: Game, a: PlayedAction, now: number): void => {
    const s = game.state;
    if (a.result.error) return;
    switch (a.kind) {
      case 'start':
        initial = { ...take(game), spawns: spawnsOf(s.currentMovePlayed) };
        otherSpawnsSeen = s.replayOtherSpawns.length;
        return;
      case 'timer':
        if (opts.statBoxes !== false) shown = statBoxTexts(game.core, shown);
        preGrid = encoded(s.grid);
        return;
      case 'continue':
        steps.push({ event: 'continue', i: moved, ...take(game) });
        return;
      case 'tile click':
      case 'box click':
        if (!a.result.accepted) return;
        // The directions that failed just before the click are the click step's (as recorded).
        steps.push({
          ...(a.kind === 'tile click' ? { event: 'click', cell: [a.v, a.h] } : { event: 'box-click', box: a.box }),
          i: moved,
          ...(failed.length ? { failed } : {}),
          t: now,
          ...take(game),
        });
        failed = [];
        preGrid = undefined;
        return;
      case 'move': {
        if (!a.result.accepted) return;
        if (!a.result.moved) {
          failed.push(a.direction);
          if (s.screen === 'Game Over') {
            steps.push({ event: 'end-after-failed', i: moved, failed, ...take(game) });
            failed = [];
            return;
          }
          afterFailed = snapshot(game, false);
          if (preGrid !== undefined) preGrid = encoded(s.grid);
          return;
        }
        moved++;
        const own = s.replayOtherSpawns.slice(otherSpawnsSeen);
        otherSpawnsSeen = s.replayOtherSpawns.length;
        steps.push({
          i: moved,
          dir: a.direction,
          ...(failed.length ? { failed } : {}),
          spawns: spawnsOf(s.currentMovePlayed),
          t: now,
          ...(preGrid !== undefined ? { preGrid } : {}),
          ...(own.length ? { otherSpawns: own.map((e) => (Array.isArray(e) ? e.map(encoded) : [])) } : {}),
          ...take(game),
        });
        failed = [];
        preGrid = undefined;
        return;
      }
    }
  };
  // Settings whose player clicks tiles (m33's tile-destroying clicks) record the chance it did;
  // `clicks` replaces it and adds stat-box clicks (the original's recordings hold none).
  const clickProb = (file as { clickProb?: unknown }).clickProb;
  const clickChance =
    opts.clicks !== undefined
      ? Math.min(Math.max(opts.clicks, 0), 1)
      : typeof clickProb === 'number' && clickProb > 0
        ? Math.min(clickProb, 1)
        : 0;
  const from = start ? playOnFrom(file, start, seed, opts.statBoxes !== false) : undefined;
  if (start && from) {
    initial = from.head.initial;
    steps.push(...from.head.steps);
    moved = start.atMove;
    shown = from.shown;
    otherSpawnsSeen = from.game.state.replayOtherSpawns.length;
  }
  const choose = opts.player?.(mode, seed);
  const r = playRandom(mode, {
    ...(from ? { from: { game: from.game, clock: from.clock } } : {}),
    moves: opts.moves,
    seed,
    stepMs,
    onAction,
    clickChance,
    boxClicks: opts.clicks !== undefined,
    ...(choose ? { choose } : {}),
  });
  const s = r.game.state;
  // Attempts that failed before a timer ended the game: the state they left (the runner then
  // lets the clock run on to the timer's end).
  if (failed.length && afterFailed) {
    const last: { fields: Record<string, Json>; shown?: Value[] } = afterFailed;
    shown = last.shown;
    steps.push({ event: 'end-after-failed', i: moved, failed, ...last.fields });
  }
  const end = s.screen === 'Game Over' ? 'gameover' : s.screen === 'Win' ? 'won' : 'cap';
  const game: ReplayGameJson = {
    ...(from ? { ...from.head, replayCode: undefined } : {}),
    seed: from ? from.head.seed : seed,
    stepMs,
    end,
    moves: moved,
    randomLog: s.otherRandomEvents.slice(),
    initial,
    steps,
    final: take(r.game),
  };
  return r.error ? { game, error: r.error } : { game };
}

/**
 * The recorded definition's game at a recorded position: the recording replayed up to `atMove`
 * (it must match), then turned into a live game (its own generator seeded from `seed`, new random
 * events written on after the recorded ones).
 */
function playOnFrom(
  file: PluginFileJson,
  start: RecordedStart,
  seed: number,
  statBoxes: boolean,
): { head: ReplayGameJson; game: Game; clock: NonNullable<RandomPlayOptions['from']>['clock']; shown?: Value[] } {
  const head = recordedPrefix(start.game, start.atMove);
  const clock = { now: 0 };
  let at: { game: Game; shown?: Value[] } | undefined;
  const r = runReplayGame(file, head, {
    statBoxes,
    clock,
    onStepsDone: (game, shown) => {
      at = { game, ...(shown ? { shown } : {}) };
    },
  });
  if (!r.passed || !at)
    throw new Error(`it does not replay the recording's first ${start.atMove} moves: ${describeReport(r)}`);
  const { game } = at;
  const s = game.state;
  s.isPlayingReplay = false;
  s.otherRandomEvents = s.otherRandomEvents.slice(0, s.rngIndex);
  game.core.rng.setState(new Sfc32(`play on:${seed}`).getState());
  game.stateEdited();
  return { head, game, clock, ...(at.shown ? { shown: at.shown } : {}) };
}

/** Plays each seed with the recorded definition and replays it with our plugin; one result per seed. */
export function diffFile(
  path: string,
  file: PluginFileJson,
  plugins: OurPlugins,
  opts: PluginDiffOptions,
): PluginDiffResult[] | undefined {
  const optionsFor = pluginReplayOptions(file, plugins, opts.display ?? false);
  if (!optionsFor) return undefined;
  // Fresh games, or games that play on from every recorded game at every cut.
  const starts: (RecordedStart | undefined)[] = opts.fromRecorded
    ? file.games.slice(0, opts.recordedGames ?? file.games.length).flatMap((g) =>
        opts.fromRecorded!.flatMap((cut) => {
          const atMove = cutMove(g, cut);
          return atMove === null ? [] : [{ game: g, atMove }];
        }),
      )
    : [undefined];
  return starts.flatMap((start) =>
    opts.seeds.map((seed) => diffGame(path, file, plugins, opts, optionsFor, seed, start)),
  );
}

/** One game: played by the recorded definition (fresh, or on from `start`), replayed by our plugin. */
function diffGame(
  path: string,
  file: PluginFileJson,
  plugins: OurPlugins,
  opts: PluginDiffOptions,
  optionsFor: NonNullable<ReturnType<typeof pluginReplayOptions>>,
  seed: number,
  start: RecordedStart | undefined,
): PluginDiffResult {
  const statBoxes = opts.statBoxes !== false;
  const base = {
    file: basename(path),
    modeId: file.modeId,
    seed,
    ...(start ? { from: { seed: start.game.seed, atMove: start.atMove } } : {}),
  };
  let recorded: ReturnType<typeof recordOwnGame>;
  // A game taken from a recording keeps its start roll (the recording's start state).
  const startRoll = opts.sameStartRoll || start ? undefined : pluginStartRoll(file, plugins, seed);
  try {
    recorded = recordOwnGame(file, seed, opts, startRoll, start);
  } catch (e) {
    return { ...base, moves: 0, problem: `the recorded definition's game failed: ${(e as Error).message}` };
  }
  const { game, error } = recorded;
  const firstContinue = game.steps.find((st) => st.event === 'continue');
  const continued = firstContinue !== undefined;
  const result = (problem: string | null): PluginDiffResult => ({
    ...base,
    moves: game.moves ?? 0,
    end: game.end,
    continued,
    ...(firstContinue ? { wonAt: firstContinue.i } : {}),
    clicks: game.steps.filter((st) => st.event === 'click' || st.event === 'box-click').length,
    problem,
  });
  if (error) return result(`the recorded definition's game failed: ${error}`);
  if (opts.selfCheck) {
    const modeFor = startRoll ? () => withStartValues(recordedMode(file, game), startRoll) : undefined;
    const self = runReplayGame(file, game, { statBoxes, ...(modeFor ? { modeFor } : {}) });
    if (!self.passed) return result(`the recorded definition does not replay its own game: ${describeReport(self)}`);
  }
  let r: GameReport;
  try {
    r = runReplayGame(file, game, { ...optionsFor(game), statBoxes });
  } catch (e) {
    return result(`crashed: ${(e as Error).message}`);
  }
  return result(r.passed ? null : describeReport(r));
}

export interface PluginDiffSummary {
  passed: number;
  failed: number;
  /** Files no plugin of ours recreates. */
  skipped: number;
  results: PluginDiffResult[];
}

/** Runs `diffFile` over a replays-format folder (or one file), telling each result as it comes. */
export function runPluginDiff(
  path: string,
  plugins: OurPlugins,
  opts: PluginDiffOptions,
  onResult: (r: PluginDiffResult) => void = () => {},
): PluginDiffSummary {
  const summary: PluginDiffSummary = { passed: 0, failed: 0, skipped: 0, results: [] };
  for (const f of replayFiles(path)) {
    if (opts.only && !opts.only(basename(f, '.json'))) continue;
    const file = JSON.parse(readFileSync(f, 'utf8')) as PluginFileJson;
    const results = diffFile(f, file, plugins, opts);
    if (!results) {
      summary.skipped++;
      continue;
    }
    for (const r of results) {
      if (r.problem === null) summary.passed++;
      else summary.failed++;
      summary.results.push(r);
      onResult(r);
    }
  }
  return summary;
}
