// Replays recorded games (shared/conformance/replays/*.json) and compares every snapshot.
// `--plugins`: play each game with our mode plugin's definition instead of the recorded code's.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { runReplayGame, type ReplayFileJson } from '../engine/replay.ts';
import type { ModeDefinition } from '../engine/mode.ts';
import type { ModePlugin } from '../plugins/types.ts';
import type { Value } from '../calc/values.ts';
import { decodeCorpusValue } from '../formats/extended-json.ts';

export function replayFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => join(path, f));
}

/** The plugin recreating `modeId`, if we have one. */
export function pluginFor(modes: readonly ModePlugin[], modeId: string): ModePlugin | undefined {
  return modes.find((p) => p.recreates?.some((r) => r.modeId === modeId));
}

export interface ReplayCorpusResult {
  passed: number;
  failed: number;
  /** Files skipped with --plugins because no plugin recreates their mode. */
  skipped: number;
}

export async function runReplayCorpus(path: string, flags: Set<string>): Promise<ReplayCorpusResult> {
  const usePlugins = flags.has('--plugins');
  const modes: ModePlugin[] = usePlugins ? (await import('../../plugins/index.ts')).builtinPlugins.filter((p): p is ModePlugin => p.kind === 'mode') : [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of replayFiles(path)) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as ReplayFileJson & { modeId: string; modeVars?: unknown };
    let modeFor: ((f: ReplayFileJson) => ModeDefinition | undefined) | undefined;
    if (usePlugins) {
      const plugin = pluginFor(modes, json.modeId);
      if (!plugin) {
        skipped++;
        continue;
      }
      const modeVars = decodeCorpusValue(json.modeVars ?? []) as Value[];
      const options = plugin.optionsFromModeVars?.(modeVars) ?? {};
      const def = plugin.build(options);
      modeFor = () => def;
    }
    for (const game of json.games) {
      let problem: string | null = null;
      try {
        const r = runReplayGame(json, game, { modeFor });
        if (!r.passed) {
          const m = r.mismatch;
          problem = r.error
            ? `error after ${r.checked} snapshots: ${r.error}`
            : m
              ? `${m.move === 0 ? 'initial state' : m.move === -1 ? 'final state' : `move ${m.move}`}: ${m.field} expected ${m.expected.slice(0, 300)} got ${m.actual.slice(0, 300)}`
              : 'failed';
        }
      } catch (e) {
        problem = `crashed: ${(e as Error).message}`;
      }
      if (problem === null) passed++;
      else {
        failed++;
        console.log(`FAIL ${basename(file)} (mode ${json.modeId}) seed ${game.seed}: ${problem}`);
      }
    }
  }
  if (usePlugins) console.log(`(${skipped} recorded modes have no plugin of ours yet)`);
  return { passed, failed, skipped };
}
