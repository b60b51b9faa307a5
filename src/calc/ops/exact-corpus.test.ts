// The recorded corpus cases of the exact-number families whose expression is a single operator
// applied to literal operands, checked against the operators' `apply` directly (conversions done
// here with the numeric/construct.ts family rules) — independent of the evaluator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CalcArrayError } from '../errors.ts';
import { corpusEqual, decodeCorpusValue, encodeCorpusValue } from '../../formats/corpus-codec.ts';
import { bigintFamily, gaussianFamily, numberOf, rationalFamily } from '../numeric/construct.ts';
import { LITERAL, jsString, type Value } from '../values.ts';
import { bigintOperators } from './bigint.ts';
import { diveOperators } from './dive.ts';
import { gaussianOperators } from './gaussian.ts';
import { rationalOperators } from './rational.ts';
import { fakeRuntime } from './testing.ts';
import type { Family, OpDef, OpTable, Pattern } from './types.ts';

const CORPUS = fileURLToPath(new URL('../../../../shared/conformance/calcarray', import.meta.url));
const TABLES: OpTable[] = [bigintOperators, gaussianOperators, rationalOperators, diveOperators];

function lookup(name: string): OpDef | undefined {
  for (const t of TABLES) if (Object.hasOwn(t, name)) return t[name];
  return undefined;
}

const OPERANDS: Partial<Record<Pattern, Family[]>> = {
  U: [],
  F: ['own' as Family],
  N: ['number'],
  B: ['bigint'],
  Base: ['array'],
  BB: ['bigint', 'bigint'],
  QQ: ['rational', 'rational'],
  DIVE: ['array', 'number'],
  GDIVE: ['array', 'number', 'boolean'],
};

/** A value the corpus wrote literally (no nested expression, no special string). */
function isPlain(x: Value): boolean {
  if (typeof x === 'string') return !x.startsWith('@');
  if (Array.isArray(x))
    return (
      x[0] === LITERAL &&
      x
        .slice(1)
        .every((e) => (Array.isArray(e) ? isPlain(e.length && e[0] === LITERAL ? e : [LITERAL, ...e]) : isPlain(e)))
    );
  return true;
}

/** Literal conversion: the marker goes, nested arrays are literal too (and lose their own marker). */
function unmark(x: Value): Value {
  if (!Array.isArray(x)) return x;
  const items = x[0] === LITERAL ? x.slice(1) : x;
  return items.map(unmark);
}

function convert(x: Value, fam: Family): Value {
  const v = unmark(x);
  switch (fam) {
    case 'number': {
      const n = numberOf(v);
      return n !== n ? 0 : n;
    }
    case 'bigint':
      return bigintFamily(v);
    case 'gaussian':
      return gaussianFamily(v);
    case 'rational':
      return rationalFamily(v);
    case 'array':
      return Array.isArray(v) ? v : [v];
    case 'string':
      return jsString(v);
    case 'boolean':
      return Boolean(v);
    default:
      return v;
  }
}

interface Case {
  id: string;
  expr: unknown;
  context?: { random?: number[]; primes?: unknown };
  result?: unknown;
  throws?: boolean;
  tolerance?: number;
}

function simpleCases(file: string): { c: Case; def: OpDef; expr: Value[] }[] {
  const out: { c: Case; def: OpDef; expr: Value[] }[] = [];
  for (const line of readFileSync(`${CORPUS}/${file}`, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as Case;
    if (c.context && Object.keys(c.context).some((k) => k !== 'random' && k !== 'primes')) continue;
    const expr = decodeCorpusValue(c.expr);
    if (!Array.isArray(expr) || typeof expr[1] !== 'string') continue;
    const def = lookup(expr[1]);
    if (!def) continue;
    const operands = OPERANDS[def.pattern];
    if (!operands || expr.length !== 2 + operands.length) continue;
    if (![expr[0], ...expr.slice(2)].every(isPlain)) continue;
    out.push({ c, def, expr });
  }
  return out;
}

function run(def: OpDef, expr: Value[], c: Case): Value {
  const rt = fakeRuntime(c.context?.primes ? { primes: decodeCorpusValue(c.context.primes) as bigint[] } : {}, {
    random: c.context?.random,
  });
  const own = def.family;
  const r = convert(expr[0], own);
  const fams = OPERANDS[def.pattern]!.map((f) => ((f as string) === 'own' ? own : f));
  const args = fams.map((f, i) => convert(expr[2 + i], f));
  if (def.pattern === 'Base') {
    const a = args[0] as Value[];
    if (a.length === 1 && typeof a[0] !== 'string') args[0] = convert(expr[2], 'bigint');
  }
  return def.apply(r, args, rt);
}

for (const file of ['bigint.jsonl', 'gaussian.jsonl', 'bigrational.jsonl', 'misc.jsonl', 'random.jsonl']) {
  const cases = simpleCases(file);
  describe(`corpus ${file}: operator applied directly`, () => {
    it(`has cases (${cases.length})`, () =>
      expect(cases.length).toBeGreaterThan(file === 'misc.jsonl' || file === 'random.jsonl' ? 5 : 300));
    it.each(cases.map((x) => [x.c.id, x] as const))('%s', (_id, { c, def, expr }) => {
      if (c.throws) {
        expect(() => run(def, expr, c)).toThrow(CalcArrayError);
        return;
      }
      const got = run(def, expr, c);
      const want = decodeCorpusValue(c.result);
      if (!corpusEqual(got, want, c.tolerance)) expect(encodeCorpusValue(got)).toEqual(c.result);
    });
  });
}
