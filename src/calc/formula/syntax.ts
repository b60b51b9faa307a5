// What the formula syntax (docs/formulas.md) shares between its printer and its parser: how one
// bare token is read, and the usual precedence of the symbolic operators (the printer adds
// parentheses where that precedence would mislead; the evaluator itself has none).
import { BigRational, GaussianBigInt, type Value } from '../values.ts';

/** Characters that end a bare token. */
export const DELIMITERS = new Set([' ', '\t', '\n', '\r', '(', ')', '[', ']', '{', '}', ',', '"']);

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const BIGINT = /^(-?\d+)n$/;
const GAUSSIAN = /^(-?\d+)([+-]\d+)i$/;
const RATIONAL = /^(-?\d+)\/(\d+)r$/;

/** The value a bare token stands for (anything not a literal is the token's own text, a string). */
export function readBare(token: string): Value {
  switch (token) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'null':
      return null;
    case 'undefined':
      return undefined;
    case 'NaN':
      return NaN;
    case 'Infinity':
      return Infinity;
    case '-Infinity':
      return -Infinity;
  }
  if (NUMBER.test(token)) return Number(token);
  let m = BIGINT.exec(token);
  if (m) return BigInt(m[1]!);
  m = GAUSSIAN.exec(token);
  if (m) return new GaussianBigInt(BigInt(m[1]!), BigInt(m[2]!));
  m = RATIONAL.exec(token);
  if (m) return BigRational.of(BigInt(m[1]!), BigInt(m[2]!));
  return token;
}

/** True when `s` may be written without quotes: it reads back as itself. */
export function bareSafe(s: string): boolean {
  if (s === '') return false;
  for (const ch of s) if (DELIMITERS.has(ch)) return false;
  return readBare(s) === s;
}

/**
 * Usual precedence of the symbolic operators (higher binds tighter); word operators (`abs`,
 * `str_concat`, `+B`, …) have none, and `^`/`**` read right to left in usual notation.
 */
export const PRECEDENCE: ReadonlyMap<string, number> = new Map([
  ['||', 1],
  ['&&', 2],
  ['||nsc', 1],
  ['&&nsc', 2],
  ['=', 3],
  ['!=', 3],
  ['<', 3],
  ['>', 3],
  ['<=', 3],
  ['>=', 3],
  ['+', 4],
  ['-', 4],
  ['*', 5],
  ['/', 5],
  ['%', 5],
  ['mod', 5],
  ['^', 6],
  ['**', 6],
]);

export const RIGHT_TO_LEFT = new Set(['^', '**']);
