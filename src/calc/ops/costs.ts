// What every operator charges to the step budget, as one table (issue 24: every cost is metered).
// A step is ~100 ns of work. Every application charges 1 step (evaluate.ts), every evaluation level
// entered 1 step, a result copied out L/4 per array of 16+ elements (unescapeAt), `@include_gvars`
// 1 per game variable, and reading its
// operands charges their conversions: text of 4096+ characters parsed as a number len/32, as a
// bigint len/64 + 16·(len/1024)² (the native parser is quadratic), arrays turned into text one step
// per element, big bigints printed bits/32 + (bits/1024)²/2 (values.ts); a text that JS compares with a
// number or bigint is parsed as those conversions (jsops.ts). On top of that each
// operator charges what its own work costs by the size of its operands, below. k is the longer
// bigint operand's size in units of 1024 bits, L a text's or array's length, n a count. All in
// doubles (never 32-bit `>>` of a product: finding 5 of issue 24 wrapped to 0 at 65,536²).
//
// `sized` names the operand kinds that make the operator's work grow, and so what the cost-curve
// test (tests/operator-costs.test.ts) and the hostile fuzz suite (tests/hostile-operators.fuzz.test.ts)
// feed it at size extremes. The test checks that every operator has an entry.
import { operatorNames } from './registry.ts';

/** Operand kinds whose size makes an operator's work grow. */
export type SizedKind = 'text' | 'bigint' | 'array' | 'parts' | 'count';

export interface OpCost {
  /** The charge beyond the application's step, as a formula of the operands' sizes. */
  readonly charge: string;
  readonly sized: readonly SizedKind[];
}

const NUMBER: OpCost = { charge: 'conversions only (long text parsed: L/32)', sized: ['text'] };
const COMPARE: OpCost = {
  charge:
    'L/2048 per text of 2048+; bits/256 per bigint of 4096+ bits (both operands); a text of 4096+ compared with a number parsed L/32, with a bigint L/64 (+ 16·(L/1024)² when it is an integer); ordered against a rational, its two cross products: (a + b)/256 + (a/1024)·(b/1024) each, for factors of a and b bits (4096+)',
  sized: ['text', 'bigint', 'array'],
};
const CONVERT: OpCost = {
  charge: 'the conversion: text L/32 (number) or L/64 + 16·(L/1024)² (bigint); arrays as text, 1 per element',
  sized: ['text', 'bigint', 'array', 'parts'],
};
const SCAN: OpCost = { charge: 'L/128 (a scan of the text); results capped at maxStringLength', sized: ['text'] };
const ARRAY_COPY: OpCost = { charge: 'L/32 for results of 32+ elements; capped at maxArrayLength', sized: ['array'] };
const ARRAY_SEARCH: OpCost = { charge: 'L/64, nested elements compared by walk (1 per 8 visited)', sized: ['array'] };
const BIG_LINEAR: OpCost = { charge: 'bits/256 per operand of 4096+ bits', sized: ['bigint'] };
const BIG_DIV: OpCost = {
  charge: 'bits/256 per operand + bits/64 + c·k² (c = 0.25 for /B %B, 0.5 for modB and the roundings)',
  sized: ['bigint'],
};
const PARTS: OpCost = { charge: 'per part of 4096+ bits: bits/256 + k²/4 (both operands)', sized: ['parts'] };
const CALLBACK: OpCost = {
  charge: 'the callback evaluations (their steps) + 1 per call; array results L/32',
  sized: ['array'],
};
const CONTEXT: OpCost = { charge: 'the evaluation it runs (its steps)', sized: [] };
const FREE: OpCost = { charge: 'none beyond the application', sized: [] };

/** Families' defaults, by operator name pattern; exceptions in OVERRIDES. */
function defaultCost(name: string): OpCost | undefined {
  if (name.endsWith('BR')) return PARTS;
  if (name.endsWith('GB')) return PARTS;
  if (name.endsWith('B')) return BIG_LINEAR;
  if (name.startsWith('str_')) return SCAN;
  if (name.startsWith('arr_')) return ARRAY_COPY;
  return undefined;
}

const OVERRIDES: Record<string, OpCost> = {
  // number family
  ...Object.fromEntries(
    [
      '+',
      '-',
      '*',
      '/',
      '%',
      'mod',
      '^',
      '**',
      'log',
      'round',
      'floor',
      'ceil',
      'ceiling',
      'trunc',
      'abs',
      'sign',
      'sin',
      'cos',
      'tan',
      'factorial',
      'expomod',
      'bit&',
      'bit|',
      'bit^',
      'bit~',
      'bit<<',
      'bit>>',
      'bit>>>',
      'rand_int',
      'rand_float',
      'defaultAbbrev',
    ].map((n) => [n, NUMBER]),
  ),
  gcd: { charge: '1 per Euclid round', sized: ['text'] },
  lcm: { charge: '1 per Euclid round', sized: ['text'] },
  prime: { charge: 'prime table growth: (bound − last)/2 numbers sieved', sized: ['count'] },
  // comparisons and the any family
  ...Object.fromEntries(['=', '!=', '<', '>', '<=', '>=', 'max', 'min'].map((n) => [n, COMPARE])),
  ...Object.fromEntries(
    ['1st', 'first', '2nd', 'second', 'ignore', '&&', '||', '&&nsc', '||nsc', '!', 'typeof', '@add_score'].map((n) => [
      n,
      FREE,
    ]),
  ),
  ...Object.fromEntries(
    [
      'Number',
      'String',
      'Boolean',
      'Array',
      'BigInt',
      'GaussianBigInt',
      'BigRational',
      'defaultAbbrevAny',
      'output',
      'console.log',
      'announce',
    ].map((n) => [n, CONVERT]),
  ),
  '@ScriptSignal': {
    charge:
      'L/64 for the scan of a list of 64+ signals (NaN and arrays are pushed unscanned); a bigint of 4096+ bits bits/4096 per bigint compared',
    sized: [],
  },
  // strings
  str_char: FREE,
  str_length: FREE,
  str_concat: { charge: 'L/128 of the result (it is copied out when read)', sized: ['text'] },
  str_concat_front: { charge: 'L/128 of the result (it is copied out when read)', sized: ['text'] },
  str_split: { charge: 'L/128 + pieces/256', sized: ['text'] },
  str_indexOf: { charge: 'L/128; arrays: L/16', sized: ['text', 'array'] },
  str_lastIndexOf: { charge: 'L/128; arrays: L/16', sized: ['text', 'array'] },
  str_indexOfFrom: { charge: 'L/128; arrays: L/16', sized: ['text', 'array'] },
  str_lastIndexOfFrom: { charge: 'L/128; arrays: L/16', sized: ['text', 'array'] },
  str_includes: { charge: 'L/128; arrays: L/16', sized: ['text', 'array'] },
  // arrays
  arr_elem: FREE,
  arr_length: FREE,
  arr_edit_elem: { charge: 'L/32 (a copy); the index is bounded by maxArrayLength', sized: ['array'] },
  arr_indexOf: ARRAY_SEARCH,
  arr_lastIndexOf: ARRAY_SEARCH,
  arr_indexOfFrom: { charge: 'L/64 + the positions skipped', sized: ['array'] },
  arr_lastIndexOfFrom: { charge: 'L/64 + the positions skipped', sized: ['array'] },
  arr_includes: ARRAY_SEARCH,
  arr_binarySearch: { charge: 'log₂ L comparisons (bounded), each parsing text as COMPARE', sized: ['array'] },
  arr_binaryInsert: { charge: 'L/32 (the copy) + log₂ L comparisons', sized: ['array'] },
  arr_eqRearrange: { charge: 'a·b/16 (every pair may be compared) + (a + b)/16', sized: ['array'] },
  arr_flat: { charge: '1 per array entered + L/8 + L/32 of the result (pushed one by one)', sized: ['array'] },
  primeDefactorizeB: { charge: 'L + the bigint products (bits/256 each, capped)', sized: ['array', 'bigint'] },
  weightedRandomArrayEntry: {
    charge: 'min(L, weights)/2 (entries past the last weight are never read)',
    sized: ['array'],
  },
  multicolor: {
    charge: '1 + colours/64 (the copy), + k·colours/64 per full set, + colours/4 and colours²/64 per run start',
    sized: ['array'],
  },
  // bigints
  '*B': { charge: 'shorter/16 + longer/4096 bits (bits/256 per operand)', sized: ['bigint'] },
  '/B': BIG_DIV,
  '%B': BIG_DIV,
  modB: BIG_DIV,
  roundB: BIG_DIV,
  floorB: BIG_DIV,
  ceilB: BIG_DIV,
  ceilingB: BIG_DIV,
  '^B': {
    charge: 'exponent/4096 + kr²/2 for a result of kr·1024 bits (kr ≥ 4; its size checked first)',
    sized: ['bigint'],
  },
  '**B': {
    charge: 'exponent/4096 + kr²/2 for a result of kr·1024 bits (kr ≥ 4; its size checked first)',
    sized: ['bigint'],
  },
  rootB: { charge: 'bits/64 + 16·k² (Newton steps of full-size divisions)', sized: ['bigint'] },
  logB: { charge: 'bits/64 + k²', sized: ['bigint'] },
  gcdB: {
    charge:
      '1 + bits/64 per Euclid round past 64; each round past 4096 bits its division (quotient·divisor words/16, ≤ (bits/1024)²)',
    sized: ['bigint'],
  },
  lcmB: { charge: "bits/64 + k², then gcdB's charge; the product capped first", sized: ['bigint'] },
  factorialB: { charge: 'n/16 (n < 10,000)', sized: ['count'] },
  primeB: { charge: 'prime table growth: (bound − last)/2', sized: ['count'] },
  expomodB: { charge: 'bits/64 + 2·k²', sized: ['bigint'] },
  primeFactorizeB: { charge: '16 + 3·bits per 1024 trial divisions; table growth (bound − last)/2', sized: ['bigint'] },
  factorAmountB: { charge: '16 + 3·bits per 1024 trial divisions; table growth (bound − last)/2', sized: ['bigint'] },
  factorListB: { charge: 'factorisation + divisors/64 per prime', sized: ['bigint'] },
  'basebit&B': { charge: 'digits: bits/64 + 16·k² per operand; the result 4·k² + digits/16', sized: ['bigint'] },
  'basebit|B': { charge: 'digits: bits/64 + 16·k² per operand; the result 4·k² + digits/16', sized: ['bigint'] },
  'basebit^B': { charge: 'digits: bits/64 + 16·k² per operand; the result 4·k² + digits/16', sized: ['bigint'] },
  'basebit~B': { charge: 'digits: bits/64 + 16·k²; the result 4·k² + digits/16', sized: ['bigint'] },
  rand_bigint: { charge: '1 + bits/512 per halving (one per bit of the range)', sized: ['bigint'] },
  defaultAbbrevB: { charge: 'bits/64 + 8·k²', sized: ['bigint'] },
  perfectPowerFormB: {
    charge: 'bits/64 per residue test (one per prime ≤ bits) + bits/64 + 64·k² per root tried',
    sized: ['bigint'],
  },
  baseConvertB: { charge: 'bits/64 + 16·k² (digits by halves) + 1 per digit; text capped', sized: ['bigint'] },
  baseDeconvertB: { charge: 'L·(1 + digit list/64)/2 + bits/64 + 4·k² of the result', sized: ['text'] },
  '@primesUpdate': { charge: 'prime table growth: (bound − last)/2', sized: ['count'] },
  ipowGB: BIG_LINEAR,
  gaussian_prime: { charge: 'table growth + 64 per 1024 primes + 4·n·log₂ n (the sort)', sized: ['count'] },
  // Gaussian / rational exceptions
  '/GB': { charge: 'parts + 16·ka·kd (the products and long division) + kd² + 8·kd (the norm)', sized: ['parts'] },
  '/mGB': {
    charge: "parts + 48·ka·kd (two divisions) + 8·(kd² + 8·kd) (the greedy remainder's norms)",
    sized: ['parts'],
  },
  modGB: {
    charge: "parts + 32·ka·kd (a division, a product) + 8·(kd² + 8·kd) (the greedy remainder's norms)",
    sized: ['parts'],
  },
  gcdGB: { charge: 'parts + per Euclid round max(1, bits/64 + 2·(bits/1024)²) of the larger part', sized: ['parts'] },
  lcmGB: { charge: 'as gcdGB, + bits/64 + 4·(bits/1024)² for the product and division', sized: ['parts'] },
  '^GB': { charge: 'parts + kr² for result parts of kr·1024 bits (kr ≥ 4; the size checked first)', sized: ['parts'] },
  '**GB': { charge: 'parts + kr² for result parts of kr·1024 bits (kr ≥ 4; the size checked first)', sized: ['parts'] },
  '^RBR': {
    charge: 'parts (all three operands) + estBits/256 + 2·k² (k = the estimated result bits / 1024)',
    sized: ['parts'],
  },
  '**RBR': {
    charge: 'parts (all three operands) + estBits/256 + 2·k² (k = the estimated result bits / 1024)',
    sized: ['parts'],
  },
  logRBR: {
    charge: "parts (all three operands) + 1 + 2·k² per exact comparison (k = its powers' bits / 1024)",
    sized: ['parts'],
  },
  expomodBR: { charge: 'parts + 1 per division', sized: ['parts'] },
  perfectPowerFormBR: { charge: 'as perfectPowerFormB, for numerator and denominator', sized: ['parts'] },
  primeGB: { charge: 'parts + table growth', sized: ['parts', 'count'] },
  gaussianSort: { charge: 'parts (both operands)', sized: ['parts'] },
  // dives
  DIVESeedUnlock: {
    charge:
      'bits/1024 per tile + 1 per seed step; with a tile or seed of 4096+ bits each division a/256 + 16·(a/1024)·(b/1024), product (a + b)/256 + (a/1024)·(b/1024), gcd round 1 + a/64',
    sized: ['array', 'bigint'],
  },
  GaussianDIVESeedUnlock: {
    charge:
      'per Gaussian operation on parts of 4096+ bits: bits/64 + c·k² (c = 2 a division or gcd round, 1 a product, 0.5 an order test) + 1 per seed step',
    sized: ['array', 'parts'],
  },
  customDIVESeedUnlock: { charge: 'callback cost per call + 1 per seed step', sized: ['array'] },
  // callbacks and context
  arr_map: CALLBACK,
  arr_filter: CALLBACK,
  arr_sort: { charge: '1 + the callback per comparison (n log n)', sized: ['array'] },
  arr_reduce: CALLBACK,
  arr_reduceRight: CALLBACK,
  arr_binarySearchCF: { charge: 'the callback per probe (log₂ L)', sized: ['array'] },
  arr_binaryInsertCF: { charge: 'the callback per probe (log₂ L) + L/32', sized: ['array'] },
  CalcArray: CONTEXT,
  CalcArrayParent: CONTEXT,
  evaluateColor: CONTEXT,
  deevaluateColor: { charge: 'L/32 per nesting level (≤ 32 levels); numbers parsed as text', sized: ['text'] },
  discoveredTilesFilter: { charge: '1 per discovered tile + the filter', sized: [] },
  tileValue: CONTEXT,
  mergeRuleApplies: CONTEXT,
  mergeRuleApplies_nonRecursive: CONTEXT,
};

/** The cost entry of operator `name` (every registered operator has one; see the test). */
export function opCost(name: string): OpCost | undefined {
  return Object.hasOwn(OVERRIDES, name) ? OVERRIDES[name] : defaultCost(name);
}

/** Every operator with its cost, in registry order. */
export function costTable(): { name: string; cost: OpCost | undefined }[] {
  return operatorNames().map((name) => ({ name, cost: opCost(name) }));
}
