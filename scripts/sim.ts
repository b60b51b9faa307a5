// Headless play: `npm run sim -- (--code <file|code> | --mode <plugin id>) [--moves N] [--seed S]`
// plays N seeded random moves and prints the final board (tile texts by the mode's display rules,
// raw tiles where a text cannot be made), the score, the moves played and the speed.
// Extra: `--size N` (Custom / Infused grid side), `--index i` (entry of a codes.json file),
// `--raw` (print raw tiles).
//
// Time is bounded as in the app, in steps, not by a clock: reading the code runs under the import
// budget (IMPORT_STEP_BUDGET, a SaveCodeError), each action under the engine's (ACTION_STEP_BUDGET,
// an error in the move's result), and the final board's texts under the view's (VIEW_STEP_BUDGET).
// At ~100 ns a step these end well before the app's 8 s watchdog would. `runSim` is the entry
// (tests call it); the process exit code is 0, 1 (an engine error) or 2 (no game: usage, bad code).
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Value } from '../src/calc/values.ts';
import { calcEvaluator } from '../src/engine/index.ts';
import { playableFromImport } from '../src/engine/index.ts';
import type { Game } from '../src/engine/index.ts';
import type { ModeDefinition } from '../src/engine/index.ts';
import { playRandom } from '../src/conformance/random-play.ts';
import { Sfc32 } from '../src/engine/index.ts';
import { displayRule } from '../src/engine/index.ts';
import { importCode, SaveCodeError, scStringify } from '../src/formats/index.ts';
import { VIEW_STEP_BUDGET } from '../src/worker/view-model.ts';
import { resolveOptions } from '../src/plugins/registry.ts';
import type { ModePlugin } from '../src/plugins/types.ts';

const USAGE =
  'usage: npm run sim -- (--code <file|code> | --mode <plugin id>) [--moves N] [--seed S] [--size N] [--index i] [--raw]';

function args(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}\n${USAGE}`);
    const eq = a.indexOf('=');
    if (eq > 0) out.set(a.slice(2, eq), a.slice(eq + 1));
    else if (a === '--raw') out.set('raw', '1');
    else out.set(a.slice(2), argv[++i] ?? '');
  }
  return out;
}

function num(a: Map<string, string>, name: string, fallback: number): number {
  const v = a.get(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n)) throw new Error(`--${name} needs a number, got "${v}"`);
  return n;
}

/** The code text: the argument itself, a file holding a code, or an entry of a codes.json list. */
function codeText(arg: string, index: number, print: (line: string) => void): string {
  if (arg.startsWith('@2048PowComp')) return arg;
  if (!existsSync(arg)) throw new Error(`--code: "${arg.slice(0, 40)}" is neither a code nor a file`);
  const text = readFileSync(arg, 'utf8').trim();
  if (!text.startsWith('[')) return text;
  const list = JSON.parse(text) as { title?: string; code?: string }[];
  const e = list[index];
  if (!e || typeof e.code !== 'string')
    throw new Error(`--index ${index}: no code there (the file has ${list.length} entries)`);
  print(`code ${index}: ${e.title ?? '(untitled)'}`);
  return e.code;
}

async function modeFromArgs(
  a: Map<string, string>,
  seed: number,
  print: (line: string) => void,
): Promise<{ mode: ModeDefinition; maxLevel?: number }> {
  const id = a.get('mode');
  if (id !== undefined) {
    const { builtinPlugins } = await import('../plugins/index.ts');
    const plugin = builtinPlugins.find((p): p is ModePlugin => p.kind === 'mode' && p.id === id);
    if (!plugin)
      throw new Error(
        `no mode plugin "${id}" (known: ${
          builtinPlugins
            .filter((p) => p.kind === 'mode')
            .map((p) => p.id)
            .join(', ') || 'none yet'
        })`,
      );
    return { mode: plugin.build(resolveOptions(plugin.options, {})) };
  }
  const code = a.get('code');
  if (code === undefined) throw new Error(USAGE);
  const imp = importCode(codeText(code, num(a, 'index', 0), print));
  const random = new Sfc32(`infused:${seed}`);
  const size = a.has('size') ? num(a, 'size', 4) : undefined;
  const p = playableFromImport(imp, { size, infused: { random: () => random.next() } });
  if (!p) throw new Error(`a ${imp.kind} code describes no mode`);
  print(`${imp.kind} code (version ${imp.version})`);
  return { mode: p.mode, maxLevel: p.maxMergeResultKnownLevel };
}

function cellText(game: Game, cell: Value, v: number, h: number, raw: boolean): string {
  if (!Array.isArray(cell)) return cell === '@Empty' ? '.' : cell === '@Void' ? ' ' : String(cell).replace(/^@/, '');
  if (raw) return scStringify(cell);
  try {
    const rule = displayRule(game.core, cell, v, h, game.state.grid);
    const text = rule ? calcEvaluator.text!(rule[1], game.state, v, h) : '';
    return text === '' ? scStringify(cell) : text;
  } catch {
    return scStringify(cell);
  }
}

function board(game: Game, raw: boolean): string {
  // The display rules run under the view's budget, as the app draws them (parts past it print raw).
  const s = game.state;
  s.stepMeter = { left: VIEW_STEP_BUDGET, budget: VIEW_STEP_BUDGET, what: 'view' };
  try {
    const rows = s.grid.map((row, v) => row.map((c, h) => cellText(game, c, v, h, raw)));
    const w = Math.max(1, ...rows.flat().map((t) => t.length));
    return rows.map((r) => r.map((t) => t.padStart(w)).join(' ')).join('\n');
  } finally {
    s.stepMeter = null;
  }
}

/** How a run ended: `error` is set when it stopped short (its kind says where). */
export interface SimOutcome {
  exitCode: 0 | 1 | 2;
  error?: {
    /** `code`: the code was refused (a SaveCodeError); `engine`: an action failed; `usage`: bad arguments. */
    kind: 'code' | 'engine' | 'usage';
    message: string;
  };
}

/** Runs the command line `argv` (without node and the script), printing through `print`. */
export async function runSim(argv: string[], print: (line: string) => void = console.log): Promise<SimOutcome> {
  let mode: ModeDefinition;
  let maxLevel: number | undefined;
  let a: Map<string, string>;
  let moves: number;
  let seed: number;
  try {
    a = args(argv);
    moves = num(a, 'moves', 100);
    seed = num(a, 'seed', 1);
    ({ mode, maxLevel } = await modeFromArgs(a, seed, print));
  } catch (e) {
    const message = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
    return { exitCode: 2, error: { kind: e instanceof SaveCodeError ? 'code' : 'usage', message } };
  }
  const r = playRandom(mode, { moves, seed, maxMergeResultKnownLevel: maxLevel });
  print(board(r.game, a.has('raw')));
  const s = r.game.state;
  print(`score ${s.score}  moves ${r.moved}/${moves} (${r.attempts} attempts)  end: ${r.end}  screen: ${s.screen}`);
  const perSecond = r.ms > 0 ? (r.moved / r.ms) * 1000 : 0;
  print(`${perSecond.toFixed(1)} moves/s (${r.ms.toFixed(0)} ms)`);
  if (r.error) {
    print(`engine error: ${r.error}`);
    return { exitCode: 1, error: { kind: 'engine', message: r.error } };
  }
  return { exitCode: 0 };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSim(process.argv.slice(2)).then(
    (o) => {
      if (o.error && o.error.kind !== 'engine') console.error(o.error.message);
      process.exitCode = o.exitCode;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exitCode = 2;
    },
  );
}
