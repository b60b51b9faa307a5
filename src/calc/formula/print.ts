// CalcArray → formula text (docs/formulas.md). The text parses back to exactly the same array:
// readability choices (bare operator words, special strings as `@Name(args)`, commas, grouping
// parentheses) are all things the parser reads without changing the array.
import { lookupOp } from '../ops/table.ts';
import { patternConsumption } from '../ops/types.ts';
import { BigRational, GaussianBigInt, LITERAL, type Value } from '../values.ts';
import { bareSafe, PRECEDENCE, RIGHT_TO_LEFT } from './syntax.ts';
// The operator table is filled when the operator families load.
import '../ops/registry.ts';

const SPECIAL_WITH_ARGS = /^@([A-Za-z_][A-Za-z0-9_]*)((?: -?\d+(?:\.\d+)?)+)$/;

/** Prints a value or expression as formula text. */
export function printFormula(expr: Value): string {
  // A formula of one term is that term; of several, the CalcArray of those terms.
  if (Array.isArray(expr) && expr.length > 1 && expr[0] !== LITERAL) return printChain(expr);
  return printTerm(expr, 'operand');
}

type Position = 'operand' | 'operator';

function printTerm(x: Value, at: Position): string {
  if (Array.isArray(x)) {
    if (x.length > 0 && x[0] === LITERAL) return '{' + x.slice(1).map(printData).join(', ') + '}';
    return '[' + printChain(x) + ']';
  }
  if (typeof x === 'string') return printString(x, at);
  return printScalar(x);
}

function printScalar(x: Value): string {
  if (typeof x === 'number') return Object.is(x, -0) ? '-0' : String(x);
  if (typeof x === 'bigint') return `${x}n`;
  if (x instanceof GaussianBigInt) return `${x.re}${x.im < 0n ? '' : '+'}${x.im}i`;
  if (x instanceof BigRational) return `${x.num}/${x.den}r`;
  return String(x); // true, false, null, undefined
}

/**
 * A value as data, the way it sits inside a literal `{…}` (where strings are never resolved, so
 * always quoted): `[1, "a", [2]]`. Used to show results; it parses back to the same value only
 * inside braces.
 */
export function printValue(x: Value): string {
  return printData(x);
}

function printData(x: Value): string {
  if (Array.isArray(x)) {
    if (x.length > 0 && x[0] === LITERAL) return '{' + x.slice(1).map(printData).join(', ') + '}';
    return '[' + x.map(printData).join(', ') + ']';
  }
  if (typeof x === 'string') return JSON.stringify(x);
  return printScalar(x);
}

function printString(s: string, at: Position): string {
  if (s.startsWith('@') && !s.startsWith('@@')) {
    const m = SPECIAL_WITH_ARGS.exec(s);
    if (m) return `@${m[1]}(${m[2]!.trim().split(' ').join(', ')})`;
    if (bareSafe(s)) return s;
  } else if (at === 'operator' && lookupOp(s) !== undefined && bareSafe(s)) return s;
  return JSON.stringify(s);
}

/**
 * Elements an operator consumes (itself included) when it is an ordinary operator of fixed
 * pattern; null for statements, unknown words and computed operators, whose reach depends on more
 * than their name (spec §1.4): from there on the chain is printed term by term.
 */
function consumption(op: Value): number | null {
  if (typeof op !== 'string' || op.startsWith('@')) return null;
  const def = lookupOp(op);
  return def === undefined ? null : patternConsumption(def);
}

/** Usual precedence of an operator, 0 for word operators. */
function precedence(op: string): number {
  return PRECEDENCE.get(op) ?? 0;
}

function printChain(arr: Value[]): string {
  if (arr.length === 0) return '';
  let text = printTerm(arr[0], 'operand');
  let prev: string | null = null; // the last operator printed in the known structure
  let i = 1;
  while (i < arr.length) {
    const op = arr[i];
    const k = consumption(op);
    if (k === null) {
      // Unknown reach: the rest term by term, operators bare where they read back as themselves.
      for (; i < arr.length; i++) text += ' ' + printTerm(arr[i], 'operator');
      return text;
    }
    const name = op as string;
    if (prev !== null && misleads(prev, name)) text = '(' + text + ')';
    text += ' ' + printTerm(name, 'operator');
    const operands = arr.slice(i + 1, i + k);
    if (operands.length > 0) text += ' ' + operands.map((o) => printTerm(o, 'operand')).join(', ');
    prev = name;
    i += k;
  }
  return text;
}

/**
 * Where each operator of `arr`'s chain ends (exclusive indexes), in order, as far as the chain's
 * structure is known (printChain's walk): `arr.slice(0, end)` is the chain up to that operator.
 */
export function chainOperatorEnds(arr: readonly Value[]): number[] {
  const ends: number[] = [];
  let i = 1;
  while (i < arr.length) {
    const k = consumption(arr[i]);
    if (k === null) break;
    i += k;
    ends.push(Math.min(i, arr.length));
  }
  return ends;
}

/** Whether `a prev b cur c`, read with usual precedence, would group other than left to right. */
function misleads(prev: string, cur: string): boolean {
  const p = precedence(prev);
  const c = precedence(cur);
  if (c === 0) return p !== 0; // `1 + 2 abs` reads as `1 + (2 abs)`
  if (p === c) return RIGHT_TO_LEFT.has(cur);
  return p < c;
}
