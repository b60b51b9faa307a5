// Runs CalcArray corpus cases (shared/conformance/calcarray/*.jsonl) against our evaluator.
// Shared by the conformance CLI, the vitest suite and the corpus benchmark.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CalcArrayError,
  createHost,
  evaluate,
  evaluateColor,
  evaluateText,
  type CalcHost,
  type TileContext,
} from '../calc/index.ts';
import type { Value } from '../calc/values.ts';
import { corpusEqual, decodeCorpusValue, encodeCorpusValue } from '../formats/corpus-codec.ts';
import { parseFormula, printFormula } from '../calc/formula/index.ts';
// The `mergeRuleApplies` cases need the engine's merge-rule test, which registers itself on load.
import '../engine/rules/merge-rules.ts';

export interface CalcCase {
  id: string;
  category: string;
  fn?: 'CalcArray' | 'evaluateColor' | 'evaluateTextExpression';
  expr: unknown;
  context?: Record<string, unknown>;
  options?: { heEncode?: boolean; defaultAbbrev?: boolean };
  result?: unknown;
  throws?: boolean;
  hangs?: boolean;
  after?: Record<string, unknown>;
  effects?: { output?: string[]; console?: unknown[]; announce?: [string, number][] };
  tolerance?: number;
}

/** Reads every case from a .jsonl file or a folder of them. */
export function loadCalcCases(path: string): CalcCase[] {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((f) => f.endsWith('.jsonl'))
        .sort()
        .map((f) => join(path, f))
    : [path];
  const cases: CalcCase[] = [];
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n'))
      if (line.trim()) cases.push(JSON.parse(line) as CalcCase);
  }
  return cases;
}

const HOST_KEYS = [
  'grid',
  'width',
  'height',
  'tileNumAmount',
  'hexagonal',
  'gameVars',
  'modifierVars',
  'mvarIndices',
  'score',
  'moves',
  'merges',
  'mergeMoves',
  'mergesBefore',
  'discoveredTiles',
  'discoveredWinning',
  'discoveredLosing',
  'nextSpawns',
  'tileOrder',
  'tileSpawns',
  'forcedSpawns',
  'scripts',
  'scriptSignals',
  'mergeRules',
  'tileValueFunction',
  'discoveredTilesFilter',
  'screen',
  'subScreen',
  'moveInProgress',
  'postgameAllowed',
  'startGameTime',
  'firstMoveTime',
  'moveStartTime',
  'moveEndTime',
  'victoryTime',
  'gameOverTime',
  'primes',
  'isPlayingReplay',
  'otherRandomEvents',
  'rngIndex',
] as const;

export interface PreparedCase {
  c: CalcCase;
  host: CalcHost;
  tile: Partial<TileContext> | undefined;
  expr: Value;
  recorded: { output: string[]; console: Value[]; announce: [string, number][] };
  run(): Value;
}

/** Decoded expressions, one per case, so that repeated runs see the same (compiled) arrays. */
const decodedExprs = new WeakMap<CalcCase, Value>();

/** Builds the host, tile context and evaluation call for a case. */
export function prepareCase(c: CalcCase): PreparedCase {
  const ctx = (c.context ?? {}) as Record<string, unknown>;
  const recorded = { output: [] as string[], console: [] as Value[], announce: [] as [string, number][] };
  const host = createHost({
    effects: {
      output: (t) => recorded.output.push(t),
      log: (v) => recorded.console.push(v),
      announce: (t, ms) => recorded.announce.push([t, ms]),
    },
  });
  const h = host as unknown as Record<string, unknown>;
  for (const key of HOST_KEYS) if (key in ctx) h[key] = decodeCorpusValue(ctx[key]);
  if (!('height' in ctx) && Array.isArray(ctx.grid)) host.height = ctx.grid.length;
  if (Array.isArray(ctx.random)) {
    const draws = ctx.random as number[];
    let k = 0;
    host.random = () => {
      if (k >= draws.length) throw new Error('the case scripts fewer random draws than were made');
      return draws[k++]!;
    };
  }
  if (typeof ctx.now === 'number') {
    const now = ctx.now;
    host.now = () => now;
  }
  const hasTile = c.context !== undefined;
  const addInfo: Value[] = [
    decodeCorpusValue(ctx.mergeLength ?? 1),
    decodeCorpusValue(ctx.slideAmount ?? '@Infinity'),
    decodeCorpusValue(ctx.moveType ?? 0),
    decodeCorpusValue(ctx.directionIndex ?? 0),
  ];
  const tile: Partial<TileContext> | undefined = hasTile
    ? {
        v: decodeCorpusValue(ctx.vcoord ?? 0) as number,
        h: decodeCorpusValue(ctx.hcoord ?? 0) as number,
        vdir: decodeCorpusValue(ctx.vdir ?? 0) as number,
        hdir: decodeCorpusValue(ctx.hdir ?? 0) as number,
        addInfo,
        container: 'tileContainer' in ctx ? decodeCorpusValue(ctx.tileContainer) : undefined,
      }
    : undefined;
  let expr = decodedExprs.get(c);
  if (expr === undefined && !decodedExprs.has(c)) {
    expr = decodeCorpusValue(c.expr);
    decodedExprs.set(c, expr);
  }
  const v = (tile?.v ?? 0) as number;
  const hc = (tile?.h ?? 0) as number;
  const e = expr as Value;
  const run = (): Value => {
    switch (c.fn ?? 'CalcArray') {
      case 'evaluateColor':
        return evaluateColor(e, host, v, hc, tile?.container);
      case 'evaluateTextExpression':
        return evaluateText(e, host, v, hc, {
          encode: c.options?.heEncode ?? true,
          abbreviate: c.options?.defaultAbbrev ?? true,
          container: tile?.container,
        });
      default:
        return evaluate(e, host, tile);
    }
  };
  return { c, host, tile, expr: e, recorded, run };
}

/**
 * The case with its expression printed as a formula and parsed back (issue #30: the round-tripped
 * corpus must pass as the original does). Throws the parser's FormulaError if the text does not read.
 */
export function formulaRoundTrip(c: CalcCase): CalcCase {
  return { ...c, expr: encodeCorpusValue(parseFormula(printFormula(decodeCorpusValue(c.expr)))) };
}

/** Runs one case; returns null when it passes, else what differed. */
export function checkCase(c: CalcCase): string | null {
  let p: PreparedCase;
  try {
    p = prepareCase(c);
  } catch (e) {
    return `could not prepare: ${(e as Error).message}`;
  }
  let got: Value;
  try {
    got = p.run();
  } catch (e) {
    if (c.throws || c.hangs)
      return e instanceof CalcArrayError ? null : `threw ${(e as Error).name}: ${(e as Error).message}`;
    return `threw ${(e as Error).name}: ${(e as Error).message}`;
  }
  if (c.throws || c.hangs) return `returned ${show(got)} where the original ${c.throws ? 'threw' : 'hangs'}`;
  const want = decodeCorpusValue(c.result);
  if (!corpusEqual(got, want, c.tolerance)) return `got ${show(got)}, want ${JSON.stringify(c.result)}`;
  if (c.after) {
    const h = p.host as unknown as Record<string, Value>;
    for (const [key, raw] of Object.entries(c.after)) {
      const wantAfter = decodeCorpusValue(raw);
      if (!corpusEqual(h[key] as Value, wantAfter))
        return `after: ${key} is ${show(h[key] as Value)}, want ${JSON.stringify(raw)}`;
    }
  }
  const eff = c.effects ?? {};
  const out = eff.output ?? [];
  if (JSON.stringify(out) !== JSON.stringify(p.recorded.output))
    return `output effects ${JSON.stringify(p.recorded.output)}, want ${JSON.stringify(out)}`;
  const cons = (eff.console ?? []).map(decodeCorpusValue);
  if (!corpusEqual(p.recorded.console, cons))
    return `console effects ${show(p.recorded.console)}, want ${JSON.stringify(eff.console ?? [])}`;
  const ann = (eff.announce ?? []).map(([text, ms]) => [text, decodeCorpusValue(ms)] as Value);
  if (!corpusEqual(p.recorded.announce as Value, ann))
    return `announce effects ${show(p.recorded.announce as Value)}, want ${JSON.stringify(eff.announce ?? [])}`;
  return null;
}

function show(v: Value): string {
  try {
    return JSON.stringify(encodeCorpusValue(v));
  } catch {
    return String(v);
  }
}
