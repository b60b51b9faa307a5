// Plays a mode plugin's options at their extremes (plugin-extremes.test.ts): the option sets to try
// and a seeded game of a fixed number of move attempts, reporting anything thrown that is not one
// of our typed errors.
import { CalcArrayError } from '../../src/calc/errors.ts';
import { calcEvaluator } from '../../src/engine/index.ts';
import { Game } from '../../src/engine/index.ts';
import { ModeBuildError } from '../../src/engine/index.ts';
import { SaveCodeError } from '../../src/formats/errors.ts';
import { countBounds, sameOptionValue } from '../../src/plugins/option-fit.ts';
import { PluginError } from '../../src/plugins/registry.ts';
import type { ModePlugin, OptionSpec, OptionValue, OptionValues } from '../../src/plugins/types.ts';

/** The errors a plugin or the engine may throw on purpose (each says what went wrong in words). */
export function isTypedError(e: unknown): boolean {
  return (
    e instanceof CalcArrayError || e instanceof ModeBuildError || e instanceof SaveCodeError || e instanceof PluginError
  );
}

/** Far ends of a number option without bounds: large enough to find overflows, small enough to build. */
const UNBOUNDED_HIGH = 1e9;
const UNBOUNDED_LOW = -1e9;

/** The extreme values of one option: both ends of a number's range, both booleans, every choice. */
export function extremesOf(spec: OptionSpec): OptionValue[] {
  switch (spec.type) {
    case 'boolean':
      return [!spec.default];
    case 'number':
      return [spec.min ?? UNBOUNDED_LOW, spec.max ?? UNBOUNDED_HIGH].filter((v) => v !== spec.default);
    case 'choice':
      return spec.choices.map((c) => c.value).filter((v) => v !== spec.default);
    case 'numbers':
      return numbersExtremes(spec);
  }
}

type NumbersSpec = Extract<OptionSpec, { type: 'numbers' }>;

/** A list at its low end (fewest entries, each the least), its high end (most entries, each the most) and both ends at once. */
function numbersExtremes(spec: NumbersSpec): (readonly number[])[] {
  const [least, most] = countBounds(spec);
  const lo = spec.min ?? UNBOUNDED_LOW;
  const hi = spec.max ?? UNBOUNDED_HIGH;
  const lists: (readonly number[])[] = [Array<number>(least).fill(lo), Array<number>(most).fill(hi)];
  if (most >= 2) lists.push([lo, hi]);
  return lists.filter((l) => l.length >= least && !sameOptionValue(l, spec.default));
}

/** One option at a time at each of its extremes (the others at their defaults). */
export function eachExtreme(p: ModePlugin): OptionValues[] {
  const out: OptionValues[] = [];
  for (const spec of p.options ?? []) for (const v of extremesOf(spec)) out.push({ [spec.id]: v });
  return out;
}

/** The grid-size options (a 256 × 256 board makes each move slow: the full run only). */
export const GRID_SIDES: ReadonlySet<string> = new Set(['width', 'height']);

/**
 * Every option at its low end together, and at its high end together (choices: first / last);
 * options named in `keep` stay at their defaults.
 */
export function allAtOnce(p: ModePlugin, keep: ReadonlySet<string> = new Set()): OptionValues[] {
  const low: Record<string, OptionValue> = {};
  const high: Record<string, OptionValue> = {};
  for (const spec of p.options ?? []) {
    if (keep.has(spec.id)) continue;
    if (spec.type === 'boolean') {
      low[spec.id] = false;
      high[spec.id] = true;
    } else if (spec.type === 'number') {
      low[spec.id] = spec.min ?? UNBOUNDED_LOW;
      high[spec.id] = spec.max ?? UNBOUNDED_HIGH;
    } else if (spec.type === 'numbers') {
      const [least, most] = countBounds(spec);
      low[spec.id] = Array<number>(least).fill(spec.min ?? UNBOUNDED_LOW);
      high[spec.id] = Array<number>(most).fill(spec.max ?? UNBOUNDED_HIGH);
    } else {
      low[spec.id] = spec.choices[0]!.value;
      high[spec.id] = spec.choices[spec.choices.length - 1]!.value;
    }
  }
  return (p.options ?? []).length === 0 ? [{}] : [low, high];
}

/** A small deterministic generator for the move choices (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ExtremeRun {
  /** What was thrown that is not a typed error (null: nothing of the kind). */
  readonly untyped: string | null;
  /** Typed errors met (building, or reported by a move). */
  readonly typed: number;
  readonly moves: number;
}

/**
 * Builds the mode with `options` and attempts `attempts` seeded moves (a won game keeps playing; a
 * finished game starts again). Never throws.
 */
export function playExtreme(p: ModePlugin, options: OptionValues, attempts: number, seed: number): ExtremeRun {
  let typed = 0;
  let moves = 0;
  try {
    const mode = p.build(options);
    const game = new Game(mode, { evaluator: calcEvaluator, seed, clock: () => 0 });
    if (game.start().error) typed++;
    const pick = seeded(seed);
    const directions = Math.max(1, mode.directions.length);
    for (let i = 0; i < attempts; i++) {
      const screen = game.state.screen;
      if (screen === 'Win') game.continuePlaying();
      else if (screen !== 'Gameplay') {
        if (game.playAgain().error) typed++;
        continue;
      }
      const r = game.move(Math.floor(pick() * directions));
      if (r.error) typed++;
      if (r.moved) moves++;
    }
    return { untyped: null, typed, moves };
  } catch (e) {
    if (isTypedError(e)) return { untyped: null, typed: typed + 1, moves };
    return { untyped: e instanceof Error ? `${e.name}: ${e.message}` : String(e), typed, moves };
  }
}
