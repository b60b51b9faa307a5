// Formula syntax for CalcArrays (docs/formulas.md): a readable infix form that parses back to
// exactly the array it was printed from.
export { printFormula, printValue } from './print.ts';
export { parseFormula, FormulaError } from './parse.ts';
