// Reading and writing the maker's number fields: a number as text (`∞` for infinities), read back
// from a number, `∞`, or a formula / JSON CalcArray (docs/formulas.md) that evaluates to a number
// without a game. Problems are collected as issues on the field, in a player's words.
import { parseFormula } from '../calc/formula/index.ts';
import { createHost, DEFAULT_LIMITS, evaluate } from '../calc/index.ts';
import type { Value } from '../calc/values.ts';
import type { MakerIssue } from './draft.ts';

/** A constant formula gets this many evaluation steps at most (a field is not a game rule). */
const FIELD_LIMITS = { ...DEFAULT_LIMITS, maxSteps: 10_000, maxArrayLength: 100_000, maxStringLength: 100_000 };

/** A number as its field shows it; reads back as the same number (−0 and infinities included). */
export function numText(x: number): string {
  if (x === Infinity) return '∞';
  if (x === -Infinity) return '-∞';
  if (Object.is(x, -0)) return '-0';
  return String(x);
}

export interface NumRule {
  /** A whole number is needed. */
  integer?: boolean;
  /** The smallest value allowed. */
  min?: number;
  /** Infinities allowed (restriction bounds). */
  infinite?: boolean;
}

/** Most fields of one draft that may be formulas to work out (each runs under FIELD_LIMITS: a hostile draft stays within a few seconds). */
export const MAX_FORMULA_FIELDS = 200;

/** Collects the issues of one check. */
export class IssueList {
  readonly issues: MakerIssue[] = [];
  /** Formula fields worked out so far (bounded by MAX_FORMULA_FIELDS). */
  formulas = 0;
  error(field: string, message: string): void {
    this.issues.push({ field, message, severity: 'error' });
  }
  warn(field: string, message: string): void {
    this.issues.push({ field, message, severity: 'warning' });
  }
  get hasErrors(): boolean {
    return this.issues.some((i) => i.severity === 'error');
  }
}

function evaluateField(text: string, out: IssueList): Value {
  const expr = parseFormula(text);
  if (typeof expr === 'number' || !Array.isArray(expr)) return expr;
  if (++out.formulas > MAX_FORMULA_FIELDS)
    throw new Error(`more than ${MAX_FORMULA_FIELDS} fields are formulas; write plain numbers`);
  return evaluate(expr, createHost(), undefined, { limits: FIELD_LIMITS });
}

/** The number a field holds, or NaN after recording why it holds none. */
export function readNum(text: string, field: string, out: IssueList, rule: NumRule = {}): number {
  const t = text.trim();
  if (t === '') {
    out.error(field, 'Fill in a number.');
    return NaN;
  }
  let x: Value;
  if (t === '∞' || t === '+∞') x = Infinity;
  else if (t === '-∞' || t === '−∞') x = -Infinity;
  else
    try {
      x = evaluateField(t, out);
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      out.error(field, `This is not a number or a formula we can work out (${why}).`);
      return NaN;
    }
  if (typeof x !== 'number' || Number.isNaN(x)) {
    out.error(field, 'This must work out to a number.');
    return NaN;
  }
  if (!Number.isFinite(x) && !rule.infinite) {
    out.error(field, 'This must be a finite number.');
    return NaN;
  }
  if (rule.integer && Number.isFinite(x) && !Number.isInteger(x)) {
    out.error(field, 'This must be a whole number.');
    return NaN;
  }
  if (rule.min !== undefined && x < rule.min) {
    out.error(field, `This must be at least ${rule.min}.`);
    return NaN;
  }
  return x;
}

/** A comma-separated list of numbers (`1, 2, 5`). */
export function readNumList(text: string, field: string, out: IssueList, rule: NumRule = {}): number[] {
  if (text.trim() === '') return [];
  const parts = splitList(text);
  const before = out.issues.length;
  const xs = parts.map((p) => readNum(p, field, out, rule));
  return out.issues.length > before ? [] : xs;
}

/** Splits at top-level commas (a formula item may hold commas inside brackets). */
function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '[' || ch === '(' || ch === '{') depth++;
    else if (ch === ']' || ch === ')' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
