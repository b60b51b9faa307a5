// Differential check of our mode plugins against the recorded mode codes on games no recording
// holds (issues 26/27: a held-out set with other seeds judges our plugins). For each replays-format
// file and each seed, the recorded definition (as the replay runner builds it) plays a seeded random
// game in our engine, which replays every recording of the original exactly; that game is written
// down as a recording (moves, failed attempts, spawns, random-event log, every snapshot field), and
// our plugin's definition replays it exactly as `--plugins` replays the original's recordings.
// A plugin that differs from the recorded rule on these games would fail a held-out recording.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Value } from '../calc/values.ts';
import type { Game } from '../engine/index.ts';
import { statBoxTexts } from '../engine/index.ts';
import { scStringify } from '../formats/extended-json.ts';
import { playRandom, type PlayedAction } from './random-play.ts';
import {
  describeReport,
  pluginReplayOptions,
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
  /** Only the files whose name (without `.json`) this accepts (default all). */
  only?: (name: string) => boolean;
}

export interface PluginDiffResult {
  file: string;
  modeId: string;
  seed: number;
  /** Successful moves of the recorded definition's game. */
  moves: number;
  /** null when our plugin played the game like the recorded definition. */
  problem: string | null;
}

/** A value as the recordings write it (tagged strings for BigInts and the like). */
function encoded(v: Value): Json {
  return JSON.parse(scStringify(v)) as Json;
}

/** Writes down the recorded definition's seeded random game in the recordings' format. */
export function recordOwnGame(
  file: PluginFileJson,
  seed: number,
  opts: Pick<PluginDiffOptions, 'moves' | 'stepMs' | 'statBoxes'>,
): { game: ReplayGameJson; error?: string } {
  const stepMs = opts.stepMs ?? file.games[0]?.stepMs ?? 250;
  const mode = recordedMode(file, file.games[0] ?? { seed, initial: {}, steps: [] });
  const steps: ReplayStep[] = [];
  let initial: Record<string, Json> = {};
  let shown: Value[] | undefined;
  let failed: number[] = [];
  let moved = 0;
  let preGrid: Json;
  const snapshot = (game: Game): Record<string, Json> => {
    const s = game.state;
    const out: Record<string, Json> = {};
    for (const [k, read] of Object.entries(FIELDS)) out[k] = encoded(read(s));
    if (opts.statBoxes !== false) {
      shown = statBoxTexts(game.core, shown);
      out.statBoxes = JSON.parse(JSON.stringify(shown)) as Json;
    }
    return out;
  };
  const spawnsOf = (list: readonly Value[]): Json[] => list.slice(1).map(encoded);
  let otherSpawnsSeen = 0;
  const onAction = (game: Game, a: PlayedAction, now: number): void => {
    const s = game.state;
    if (a.result.error) return;
    switch (a.kind) {
      case 'start':
        initial = { ...snapshot(game), spawns: spawnsOf(s.currentMovePlayed) };
        otherSpawnsSeen = s.replayOtherSpawns.length;
        return;
      case 'timer':
        if (opts.statBoxes !== false) shown = statBoxTexts(game.core, shown);
        preGrid = encoded(s.grid);
        return;
      case 'continue':
        steps.push({ event: 'continue', i: moved, ...snapshot(game) });
        return;
      case 'tile click':
        if (!a.result.accepted) return;
        steps.push({ event: 'click', i: moved, cell: [a.v, a.h], t: now, ...snapshot(game) });
        preGrid = undefined;
        return;
      case 'box click':
        // The replay runner plays no stat-box clicks: the player here makes none.
        throw new Error('stat-box clicks cannot be replayed');
      case 'move': {
        if (!a.result.accepted) return;
        if (!a.result.moved) {
          failed.push(a.direction);
          if (s.screen === 'Game Over') {
            steps.push({ event: 'end-after-failed', i: moved, failed, ...snapshot(game) });
            failed = [];
          } else if (preGrid !== undefined) preGrid = encoded(s.grid);
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
          ...snapshot(game),
        });
        failed = [];
        preGrid = undefined;
        return;
      }
    }
  };
  const r = playRandom(mode, { moves: opts.moves, seed, stepMs, onAction });
  const s = r.game.state;
  if (failed.length) steps.push({ event: 'end-after-failed', i: moved, failed, ...snapshot(r.game) });
  const end = s.screen === 'Game Over' ? 'gameover' : s.screen === 'Win' ? 'won' : 'cap';
  const game: ReplayGameJson = {
    seed,
    stepMs,
    end,
    moves: moved,
    randomLog: s.otherRandomEvents.slice(),
    initial,
    steps,
    final: snapshot(r.game),
  };
  return r.error ? { game, error: r.error } : { game };
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
  const statBoxes = opts.statBoxes !== false;
  return opts.seeds.map((seed) => {
    const base = { file: basename(path), modeId: file.modeId, seed };
    let recorded: ReturnType<typeof recordOwnGame>;
    try {
      recorded = recordOwnGame(file, seed, opts);
    } catch (e) {
      return { ...base, moves: 0, problem: `the recorded definition's game failed: ${(e as Error).message}` };
    }
    const { game, error } = recorded;
    const result = (problem: string | null): PluginDiffResult => ({ ...base, moves: game.moves ?? 0, problem });
    if (error) return result(`the recorded definition's game failed: ${error}`);
    if (opts.selfCheck) {
      const self = runReplayGame(file, game, { statBoxes });
      if (!self.passed) return result(`the recorded definition does not replay its own game: ${describeReport(self)}`);
    }
    let r: GameReport;
    try {
      r = runReplayGame(file, game, { ...optionsFor(game), statBoxes });
    } catch (e) {
      return result(`crashed: ${(e as Error).message}`);
    }
    return result(r.passed ? null : describeReport(r));
  });
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
