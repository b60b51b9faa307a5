// Formula syntax for CalcArrays (docs/formulas.md): a readable infix form that parses back to
// exactly the array it was printed from.
export { printFormula, printValue } from './print.ts';
export { parseFormula, FormulaError } from './parse.ts';
export {
  copyArrays,
  explain,
  readExpression,
  sampleHost,
  MAX_TRACE,
  type Explanation,
  type ExplainStep,
} from './explain.ts';
