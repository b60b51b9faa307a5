// Community save codes (shared/conformance/community/*.json: `[{title, creator, code}]`) as
// playable games: each code is imported, turned into a mode (Custom/Infused converters, the
// engine's own path for baked codes), played for 300 seeded random moves without an engine error,
// and exported and re-imported to the same data.
// `npm run -s conformance -- codes <folder|file> [--moves=N] [--seed=S]`
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Value } from '../calc/values.ts';
import { exportCode, exportModeCode, importCode, importModeCode, type ImportedCode } from '../formats/index.ts';
import { sameData } from '../formats/equality.ts';
import { playableFromImport } from '../engine/index.ts';
import { modeFromRaw } from '../engine/index.ts';
import { playRandom } from './random-play.ts';
import { rawModeFromMode } from '../engine/index.ts';
import { Sfc32 } from '../engine/index.ts';

export interface CommunityCode {
  title: string;
  creator?: string | null;
  code: string;
}

export interface CodeCheckOptions {
  moves?: number;
  seed?: number;
  /** Chance per turn of a tile / stat-box click instead of a move (default 0.05). */
  clickChance?: number;
}

export interface CodeResult {
  /** The title, with ` #n` appended to repeated titles of one file. */
  label: string;
  kind?: ImportedCode['kind'];
  /** The first problem found, or null. */
  problem: string | null;
  moved: number;
  end?: string;
  ms: number;
}

export function codeFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(path, f));
}

export function loadCodes(path: string): CommunityCode[] {
  const out: CommunityCode[] = [];
  for (const file of codeFiles(path)) {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(list)) throw new Error(`${file}: expected a list of {title, creator, code}`);
    for (const e of list as CommunityCode[])
      if (e && typeof e.code === 'string') out.push({ ...e, title: String(e.title) });
  }
  return out;
}

/** The kind-specific payload of an import (what export∘import must preserve). */
function payload(x: ImportedCode): unknown {
  switch (x.kind) {
    case 'mode':
      return x.mode;
    case 'game':
      return { mode: x.mode, game: x.game };
    case 'replay':
      return x.replay;
    case 'custom':
      return x.custom;
    case 'modifiers':
      return x.modifiers;
    case 'infused':
      return x.infused;
  }
}

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** export(import(code)) re-imports to equal data; returns the problem or null. */
export function roundTripProblem(imp: ImportedCode): string | null {
  let again: ImportedCode;
  try {
    again = importCode(exportCode(imp));
  } catch (e) {
    return `export → import failed: ${describe(e)}`;
  }
  if (again.kind !== imp.kind) return `export → import gave a ${again.kind} code`;
  return sameData(payload(again), payload(imp)) ? null : 'export → import changed the data';
}

/** Checks one code (import, build, play, round trips). */
export function checkCode(c: CommunityCode, label: string, opts: CodeCheckOptions = {}): CodeResult {
  const t0 = performance.now();
  const result = (problem: string | null, extra: Partial<CodeResult> = {}): CodeResult => ({
    label,
    problem,
    moved: 0,
    ms: performance.now() - t0,
    ...extra,
  });
  let imp: ImportedCode;
  try {
    imp = importCode(c.code);
  } catch (e) {
    return result(`import: ${describe(e)}`);
  }
  const kind = imp.kind;
  const seed = opts.seed ?? 1;
  let playable: ReturnType<typeof playableFromImport> | undefined;
  try {
    const random = new Sfc32(`infused:${seed}`);
    playable = playableFromImport(imp, { infused: { random: () => random.next() } });
  } catch (e) {
    return result(`building the mode: ${describe(e)}`, { kind });
  }
  let moved = 0;
  let end: string | undefined;
  if (playable) {
    const play = playRandom(playable.mode, {
      moves: opts.moves ?? 300,
      seed,
      clickChance: opts.clickChance ?? 0.05,
      maxMergeResultKnownLevel: playable.maxMergeResultKnownLevel,
    });
    moved = play.moved;
    end = play.end;
    if (play.error) return result(`play: ${play.error}`, { kind, moved, end });
    // Exporting the running game's mode as a Mode code bakes everything in.
    try {
      const mode = play.game.mode;
      const back = modeFromRaw(importModeCode(exportModeCode(rawModeFromMode(mode))).mode);
      if (!sameData(back as unknown as Record<string, Value>, mode as unknown as Record<string, Value>))
        return result('the played mode changed through a Mode code', { kind, moved, end });
    } catch (e) {
      return result(`Mode code of the played mode: ${describe(e)}`, { kind, moved, end });
    }
  }
  return result(roundTripProblem(imp), { kind, moved, end });
}

/** Labels codes by title, numbering repeated titles. */
export function labelCodes(codes: readonly CommunityCode[]): string[] {
  const seen = new Map<string, number>();
  return codes.map((c) => {
    const n = (seen.get(c.title) ?? 0) + 1;
    seen.set(c.title, n);
    return n === 1 ? c.title : `${c.title} #${n}`;
  });
}

function flagNumber(flags: Set<string>, name: string): number | undefined {
  for (const f of flags) if (f.startsWith(`--${name}=`)) return Number(f.slice(name.length + 3));
  return undefined;
}

export async function runCodeCorpus(path: string, flags: Set<string>): Promise<{ passed: number; failed: number }> {
  const codes = loadCodes(path);
  const labels = labelCodes(codes);
  const opts: CodeCheckOptions = { moves: flagNumber(flags, 'moves'), seed: flagNumber(flags, 'seed') };
  let passed = 0;
  let failed = 0;
  codes.forEach((c, i) => {
    const r = checkCode(c, labels[i]!, opts);
    if (flags.has('--verbose'))
      console.log(
        `${r.problem ? 'FAIL' : 'ok  '} ${r.label} (${r.kind ?? '?'}): ${r.moved} moves, ${r.end ?? '-'}, ${r.ms.toFixed(0)} ms`,
      );
    if (r.problem === null) passed++;
    else {
      failed++;
      console.log(`FAIL ${r.label}: ${r.problem}`);
    }
  });
  return { passed, failed };
}
