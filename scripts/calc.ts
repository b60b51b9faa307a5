// `npm run calc -- "<formula or JSON CalcArray>" [--at v,h] [--dir vdir,hdir]`
// Evaluates an expression on a sample 4×4 board (docs/formulas.md) and prints its formula form,
// the value, its type and the steps charged. --at sets the tile (@This), --dir the move direction.
import {
  BigRational,
  CalcArrayError,
  GaussianBigInt,
  createHost,
  evaluate,
  typeOf,
  type Value,
} from '../src/calc/index.ts';
import { EVALUATION_STEPS } from '../src/calc/host.ts';
import { FormulaError, parseFormula, printFormula, printValue } from '../src/calc/formula/index.ts';

/** A classic board mid-game: tiles are [exponent] arrays, with a hole and two special cells. */
const SAMPLE_GRID: Value[][] = [
  [[1], [1], '@Empty', [2]],
  ['@Empty', [3], [3], [3]],
  [[5], '@Void', [5], '@Empty'],
  [[2], '@Slippery', [2], [4]],
];
const BUDGET = 10_000_000;

function pair(text: string | undefined, what: string): [number, number] {
  const parts = (text ?? '').split(',').map(Number);
  if (parts.length !== 2 || parts.some((n) => !Number.isInteger(n)))
    throw new Error(`${what} takes two whole numbers, like 0,1`);
  return [parts[0]!, parts[1]!];
}

function readExpression(text: string): Value {
  if (text.trimStart().startsWith('[')) {
    try {
      return JSON.parse(text) as Value; // a CalcArray as codes carry it
    } catch {
      // not JSON: a formula that starts with a sub-expression
    }
  }
  return parseFormula(text);
}

/** JSON of the CalcArray, with bigint, Gaussian and rational values written as formula literals. */
function showArray(expr: Value): string {
  const marks: string[] = [];
  const json = JSON.stringify(expr, (_k, v: unknown) => {
    if (typeof v === 'bigint' || v instanceof GaussianBigInt || v instanceof BigRational || v === undefined) {
      marks.push(printValue(v as Value));
      return `\u0000${marks.length - 1}`;
    }
    return typeof v === 'number' && !Number.isFinite(v) ? `\u0000${marks.push(String(v)) - 1}` : v;
  });
  return (json ?? 'undefined').replace(/"\\u0000(\d+)"/g, (_m, i: string) => marks[Number(i)]!);
}

function main(): void {
  const args = process.argv.slice(2);
  let source: string | undefined;
  let at: [number, number] = [0, 0];
  let dir: [number, number] = [0, 0];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--at') at = pair(args[++i], '--at');
    else if (args[i] === '--dir') dir = pair(args[++i], '--dir');
    else source = args[i];
  }
  if (source === undefined) {
    console.error('usage: npm run calc -- "<formula or JSON CalcArray>" [--at v,h] [--dir vdir,hdir]');
    process.exit(2);
  }
  const expr = readExpression(source);
  const meter = { left: BUDGET, budget: BUDGET, what: 'playground' };
  const host = createHost({ grid: SAMPLE_GRID, width: 4, height: 4, score: 1234, stepMeter: meter });
  console.log(`formula: ${printFormula(expr)}`);
  console.log(`array:   ${showArray(expr)}`);
  const value = evaluate(expr, host, { v: at[0], h: at[1], vdir: dir[0], hdir: dir[1] });
  console.log(`value:   ${printValue(value)}`);
  console.log(`type:    ${typeOf(value)}`);
  // The meter is charged the evaluation's steps plus EVALUATION_STEPS for setting it up; constants
  // and plain special strings are answered without a metered evaluation (0).
  const used = BUDGET - meter.left;
  console.log(`steps:   ${used === 0 ? 0 : `${used - EVALUATION_STEPS} (+${EVALUATION_STEPS} per evaluation)`}`);
}

try {
  main();
} catch (e) {
  if (e instanceof FormulaError || e instanceof CalcArrayError || e instanceof SyntaxError) {
    console.error(e.message);
    process.exit(1);
  }
  if (e instanceof Error) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
