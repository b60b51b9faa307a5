// Replays recorded games (shared/conformance/replays/*.json) and compares every snapshot.
// `--plugins`: play each game with our mode plugin's definition instead of the recorded code's.
// `--display` (with --plugins): also compare every grid tile's look with the recorded code's display
// rules (`--display-text`: its text only).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  runReplayGame,
  type GameReport,
  type ReplayFileJson,
  type ReplayGameJson,
  type ReplayOptions,
} from './replay.ts';
import type { ModeDefinition } from '../engine/index.ts';
import type { ModePlugin, ModifierPlugin } from '../plugins/types.ts';
import { applyModifierChoices, modifierChoices, type RecordedModifiers } from './modifier-setup.ts';
import type { Value } from '../calc/values.ts';
import { decodeCorpusValue, scStringify } from '../formats/extended-json.ts';
import { createHost, evaluate } from '../calc/index.ts';
import type { GameState } from '../engine/index.ts';
import { Game, calcEvaluator, modeFromRaw } from '../engine/index.ts';
import { importModeCode } from '../formats/index.ts';
import { displayChecker, type TileTexts } from './display-compare.ts';

export function replayFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => join(path, f));
}

/** The plugin recreating `modeId` (a variant file `<id>--<control>` belongs to mode `<id>`). */
export function pluginFor(modes: readonly ModePlugin[], modeId: string): ModePlugin | undefined {
  const base = modeId.split('--')[0]!;
  return (
    modes.find((p) => p.recreates?.some((r) => r.modeId === modeId)) ??
    modes.find((p) => p.recreates?.some((r) => r.modeId === base))
  );
}

const SPAWN_FIELDS = new Set(['tileSpawns', 'forcedSpawns']);
const DRAWS = [0, 0.13, 0.29, 0.5, 0.71, 0.87, 0.999];

/** Evaluates a spawn expression on a copy of the game with every random draw fixed to `draw`. */
function evaluateCopy(expr: Value, state: GameState, draw: number): string {
  const host = createHost({
    grid: state.grid.map((r) => r.slice()),
    width: state.width,
    height: state.height,
    tileNumAmount: state.tileNumAmount,
    gameVars: state.gameVars.slice(),
    modifierVars: state.modifierVars.slice(),
    mvarIndices: state.mvarIndices.slice(),
    score: state.score,
    moves: state.moves,
    merges: state.merges,
    discoveredTiles: state.discoveredTiles.slice(),
    discoveredWinning: state.discoveredWinning.slice(),
    discoveredLosing: state.discoveredLosing.slice(),
    nextSpawns: state.nextSpawns.slice(),
    primes: state.primes,
    random: () => draw,
    screen: state.screen,
  });
  try {
    return scStringify(evaluate(expr, host));
  } catch (e) {
    return `error: ${(e as Error).message}`;
  }
}

/** Two values that may be expressions: equal as text, or evaluating alike under the same draws. */
function exprEquivalent(expected: Value, actual: Value, state: GameState, isExpression: boolean): boolean {
  if (scStringify(expected) === scStringify(actual)) return true;
  if (isExpression && (Array.isArray(expected) || Array.isArray(actual)))
    return DRAWS.every((d) => evaluateCopy(expected, state, d) === evaluateCopy(actual, state, d));
  if (!Array.isArray(expected) || !Array.isArray(actual)) return false;
  const marked = expected[0] === '@CalcArray' && actual[0] === '@CalcArray';
  if (marked || isExpression) {
    const a = marked ? expected.slice(1) : expected;
    const b = marked ? actual.slice(1) : actual;
    return DRAWS.every((d) => evaluateCopy(a, state, d) === evaluateCopy(b, state, d));
  }
  return expected.length === actual.length && expected.every((e, i) => exprEquivalent(e, actual[i], state, false));
}

/**
 * Our plugins write their own expressions: a spawn table (entries `[tile, weight]` or box entries)
 * is accepted when each entry is the same, or its expressions (a `["@CalcArray", …]` tile, an array
 * weight) evaluate like the recorded ones in the current state under the same random draws.
 */
export function spawnTablesEquivalent(expected: Value, actual: Value, state: GameState): boolean {
  if (!Array.isArray(expected) || !Array.isArray(actual) || expected.length !== actual.length) return false;
  return expected.every((e, i) => {
    const a = actual[i];
    if (scStringify(e) === scStringify(a)) return true;
    if (!Array.isArray(e) || !Array.isArray(a) || e.length !== a.length) return false;
    if (e.length === 2 && e[0] !== 'Box')
      return exprEquivalent(e[0], a[0], state, false) && exprEquivalent(e[1], a[1], state, true);
    return exprEquivalent(e, a, state, false);
  });
}

/** The game variables a script sets by number (`@edit_gvar n …` anywhere in it). */
function gameVarsSetBy(v: Value, out: Set<number>): Set<number> {
  if (!Array.isArray(v)) return out;
  v.forEach((x, i) => {
    const n = v[i + 1];
    if (x === '@edit_gvar' && typeof n === 'number' && Number.isInteger(n) && n >= 0) out.add(n);
    gameVarsSetBy(x, out);
  });
  return out;
}

/**
 * The original rolls some start values (random goals, and the random weights that steer later goals)
 * in the page's script when the mode loads, with `Math.random`: outside its seeded generator, so the
 * draws are not in the replay's random log, only their outcome in the recorded start game variables.
 * Our plugins make that roll in their `RestartMode` scripts. As with every other recorded random
 * outcome, the replay takes it from the recording: the game variables those scripts set start at
 * their recorded values and the scripts are skipped (their draws would otherwise eat the log's).
 * Nothing else is taken from the recording: the other variables still come from our definition.
 */
export function withRecordedStartRoll(def: ModeDefinition, recordedGameVars: Value): ModeDefinition {
  const isRoll = (s: Value): boolean => Array.isArray(s) && s[1] === 'RestartMode';
  const rolls = def.scripts.filter(isRoll);
  if (rolls.length === 0 || !Array.isArray(recordedGameVars)) return def;
  const rolled = new Set<number>();
  for (const s of rolls) gameVarsSetBy((s as Value[])[0], rolled);
  const startGameVars = def.startGameVars.slice();
  for (const i of rolled) if (i < recordedGameVars.length) startGameVars[i] = recordedGameVars[i]!;
  return { ...def, startGameVars, scripts: def.scripts.filter((s) => !isRoll(s)) };
}

/**
 * The start values our plugin for `file` rolls in its `RestartMode` scripts on a game of `seed`
 * (game variable index → value); undefined when the plugin rolls nothing. plugin-diff hands them to
 * the recorded definition, whose code holds only the roll the original made for its recordings, so
 * that other seeds also play other rolls (other first goals), as the held-out recordings do.
 */
export function pluginStartRoll(
  file: PluginFileJson,
  plugins: OurPlugins,
  seed: number | string,
): Map<number, Value> | undefined {
  const plugin = pluginFor(plugins.modes, file.modeId);
  if (!plugin) return undefined;
  const def = plugin.build(plugin.optionsFromModeVars?.(decodeCorpusValue(file.modeVars ?? []) as Value[]) ?? {});
  const rolled = new Set<number>();
  for (const s of def.scripts) if (Array.isArray(s) && s[1] === 'RestartMode') gameVarsSetBy(s[0] as Value, rolled);
  if (rolled.size === 0) return undefined;
  const game = new Game(def, { evaluator: calcEvaluator, seed: `start roll:${seed}`, clock: () => 0 });
  if (game.start().error) return undefined;
  const vars = game.state.gameVars;
  const out = new Map<number, Value>();
  for (const i of rolled) if (i < vars.length) out.set(i, vars[i]!);
  return out.size ? out : undefined;
}

/** Our modifier plugins configured from a file's recorded global modifiers, on our mode's definition. */
function withRecordedModifiers(
  def: ModeDefinition,
  file: RecordedModifiers,
  modifiers: readonly ModifierPlugin[],
): ModeDefinition {
  const choices = modifierChoices(file);
  if (choices.length === 0) return def;
  const r = applyModifierChoices(def, choices, modifiers);
  if (r.missing.length > 0) throw new Error(`no modifier plugin of ours for ${r.missing.join(', ')}`);
  return r.mode;
}

export interface ReplayCorpusResult {
  passed: number;
  failed: number;
  /** Files skipped with --plugins because no plugin recreates their mode. */
  skipped: number;
}

/** Our built-in mode and modifier plugins. */
export interface OurPlugins {
  modes: readonly ModePlugin[];
  modifiers: readonly ModifierPlugin[];
}

/** The plugins as the app registers them (in their page looks), so replays check what is played. */
export async function registeredPlugins(): Promise<OurPlugins> {
  const builtins = (await import('../../plugins/index.ts')).registeredBuiltins;
  return {
    modes: builtins.filter((p): p is ModePlugin => p.kind === 'mode'),
    modifiers: builtins.filter((p): p is ModifierPlugin => p.kind === 'modifier'),
  };
}

/** `--display` compares every tile's look ('all') or its text only ('text'). */
export type DisplayCheck = false | 'all' | 'text';

export type PluginFileJson = ReplayFileJson & RecordedModifiers & { modeId: string; modeVars?: unknown };

/**
 * How `--plugins` replays the games of a file: our mode plugin's definition built from the file's
 * mode variables, with the recorded start roll and our modifier plugins for its recorded modifiers,
 * compared strictly, spawn tables by what they evaluate to. Undefined when no plugin recreates the
 * file's mode. The plugin is built once per file; the options are made per game.
 */
export function pluginReplayOptions(
  json: PluginFileJson,
  plugins: OurPlugins,
  display: DisplayCheck = false,
): ((game: ReplayGameJson) => ReplayOptions) | undefined {
  const plugin = pluginFor(plugins.modes, json.modeId);
  if (!plugin) return undefined;
  const modeVars = decodeCorpusValue(json.modeVars ?? []) as Value[];
  const def = plugin.build(plugin.optionsFromModeVars?.(modeVars) ?? {});
  // Built per game (a missing modifier plugin then fails the game, not the run).
  const modeFor = (_f: ReplayFileJson, g: ReplayGameJson): ModeDefinition =>
    withRecordedModifiers(
      withRecordedStartRoll(def, decodeCorpusValue(g.initial.gameVars ?? []) as Value),
      json,
      plugins.modifiers,
    );
  return (game) => ({
    modeFor,
    strictTypes: true,
    ...(display
      ? {
          afterCheck: displayChecker(
            modeFromRaw(importModeCode(game.modeCode ?? json.modeCode).mode),
            (json as { tileTexts?: TileTexts }).tileTexts,
            display === 'text',
          ),
        }
      : {}),
    equivalent: (field, want, got, state) => SPAWN_FIELDS.has(field) && spawnTablesEquivalent(want, got, state),
  });
}

/** A failed game report in one line. */
export function describeReport(r: GameReport): string {
  const m = r.mismatch;
  return r.error
    ? `error after ${r.checked} snapshots: ${r.error}`
    : m
      ? `${m.move === 0 ? 'initial state' : m.move === -1 ? 'final state' : `move ${m.move}`}: ${m.field} expected ${m.expected.slice(0, 300)} got ${m.actual.slice(0, 300)}`
      : 'failed';
}

export async function runReplayCorpus(path: string, flags: Set<string>): Promise<ReplayCorpusResult> {
  const usePlugins = flags.has('--plugins');
  const textOnly = flags.has('--display-text');
  const display: DisplayCheck =
    usePlugins && (flags.has('--display') || textOnly) ? (textOnly ? 'text' : 'all') : false;
  let displayOnly = 0;
  const plugins = usePlugins ? await registeredPlugins() : { modes: [], modifiers: [] };
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of replayFiles(path)) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as PluginFileJson;
    let optionsFor: ((g: ReplayGameJson) => ReplayOptions) | undefined;
    if (usePlugins) {
      optionsFor = pluginReplayOptions(json, plugins, display);
      if (!optionsFor) {
        skipped++;
        continue;
      }
    }
    for (const game of json.games) {
      let problem: string | null = null;
      try {
        const r = runReplayGame(json, game, optionsFor?.(game) ?? {});
        if (!r.passed) {
          if (!r.error && r.mismatch?.field.startsWith('display ')) displayOnly++;
          problem = describeReport(r);
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
  if (display) console.log(`(${displayOnly} games replay right but look different: display rules differ)`);
  return { passed, failed, skipped };
}
