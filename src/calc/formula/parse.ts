// Formula text → CalcArray (docs/formulas.md). Errors name the column (1-based) where the text
// went wrong, in a mode author's words.
import type { Value } from '../values.ts';
import { LITERAL } from '../values.ts';
import { DELIMITERS, readBare } from './syntax.ts';

/** A formula that cannot be read; `column` is 1-based. */
export class FormulaError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(`column ${column}: ${message}`);
    this.name = 'FormulaError';
  }
}

/** Longest formula read (a formula is typed or pasted by a person; codes carry CalcArrays). */
const MAX_LENGTH = 1_000_000;
/** Deepest nesting of brackets read (deeper input is rejected, not a stack overflow). */
const MAX_DEPTH = 500;

/** Parses formula text into the value or CalcArray it denotes. */
export function parseFormula(text: string): Value {
  if (text.length > MAX_LENGTH) throw new FormulaError(`the formula is longer than ${MAX_LENGTH} characters`, 1);
  const p = new Parser(text);
  const terms = p.chain(null, 0);
  if (terms.length === 0) throw new FormulaError('the formula is empty', 1);
  // A formula of one term is that term; of several, the CalcArray of those terms.
  return terms.length === 1 ? terms[0] : terms;
}

class Parser {
  pos = 0;
  constructor(readonly text: string) {}

  private fail(message: string, at = this.pos): never {
    throw new FormulaError(message, at + 1);
  }

  private skipSpace(): void {
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos]!;
      if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === ',') this.pos++;
      else break;
    }
  }

  /**
   * Reads terms until `closer` (or the end when null). Grouping parentheses may only open at the
   * start of a chain: they show the left-to-right order and add nothing to the array.
   */
  chain(closer: string | null, depth: number): Value[] {
    if (depth > MAX_DEPTH) this.fail(`brackets nest deeper than ${MAX_DEPTH}`);
    const terms: Value[] = [];
    this.chainInto(terms, closer, depth);
    return terms;
  }

  private chainInto(terms: Value[], closer: string | null, depth: number): void {
    const start = terms.length;
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) {
        if (closer !== null) this.fail(`missing "${closer}"`);
        return;
      }
      const ch = this.text[this.pos]!;
      if (ch === ')' || ch === ']' || ch === '}') {
        if (ch !== closer) this.fail(closer === null ? `unexpected "${ch}"` : `expected "${closer}" but found "${ch}"`);
        this.pos++;
        return;
      }
      if (ch === '(') {
        if (terms.length !== start)
          this.fail(
            'parentheses only group the start of a chain (operators run left to right); write a sub-expression in [ ]',
          );
        if (depth > MAX_DEPTH) this.fail(`brackets nest deeper than ${MAX_DEPTH}`);
        this.pos++;
        this.chainInto(terms, ')', depth + 1);
        continue;
      }
      terms.push(this.term(depth));
    }
  }

  private term(depth: number): Value {
    const at = this.pos;
    const ch = this.text[at]!;
    if (ch === '[') {
      this.pos++;
      return this.chain(']', depth + 1);
    }
    if (ch === '{') {
      this.pos++;
      return [LITERAL, ...this.chain('}', depth + 1)];
    }
    if (ch === '"') return this.quoted();
    let end = at;
    while (end < this.text.length && !DELIMITERS.has(this.text[end]!)) end++;
    const token = this.text.slice(at, end);
    this.pos = end;
    if (token.startsWith('@') && this.text[end] === '(') return this.specialCall(token, at);
    return readBare(token);
  }

  /** `@Name(a, b)` → the special string "@Name a b". */
  private specialCall(name: string, at: number): string {
    this.pos++; // (
    const args: string[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) this.fail(`missing ")" after the arguments of ${name}`, at);
      if (this.text[this.pos] === ')') {
        this.pos++;
        break;
      }
      const start = this.pos;
      while (this.pos < this.text.length && !DELIMITERS.has(this.text[this.pos]!)) this.pos++;
      if (this.pos === start) this.fail(`an argument of ${name} must be a plain word or number`);
      args.push(this.text.slice(start, this.pos));
    }
    if (args.length === 0) this.fail(`${name}() has no arguments: write ${name} alone`, at);
    return name + ' ' + args.join(' ');
  }

  private quoted(): string {
    const at = this.pos;
    let end = at + 1;
    while (end < this.text.length && this.text[end] !== '"') end += this.text[end] === '\\' ? 2 : 1;
    if (end >= this.text.length) this.fail('this text has no closing quote', at);
    this.pos = end + 1;
    try {
      return JSON.parse(this.text.slice(at, end + 1)) as string;
    } catch {
      return this.fail('this text has an escape that is not valid (use \\" \\\\ \\n \\uXXXX)', at);
    }
  }
}
