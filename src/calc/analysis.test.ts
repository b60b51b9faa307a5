import { describe, expect, it } from 'vitest';
import { analyse, type Analysis } from './analysis.ts';
import { lookupOp, operatorNames } from './ops/registry.ts';
import type { OpEffects } from './ops/types.ts';
import type { Value } from './values.ts';

type Answer = Partial<Omit<Analysis, 'lookups' | 'comparison'>> & { lookups?: string[]; comparison?: boolean };

// Each expression with the answers it must give (fields not named are not checked).
const TABLE: [string, Value, Answer][] = [
  ['a number', 5, { operandsOnly: true, readOnly: true, tileOnly: true, onlyLookups: true, placesValues: false }],
  ['pure arithmetic', [2, '+', 3, '*', 4], { operandsOnly: true, pureOperators: true, tileOnly: true }],
  [
    'a tile component',
    ['@This 0', '+', 1],
    { readsTile: true, readsBoard: false, operandsOnly: false, readOnly: true, tileOnly: true, lookups: ['@This 0'] },
  ],
  [
    'the tile in front',
    [['@Next 1 0', '=', '@This 0'], '&&', ['@NextNE -1 1', '!=', '@This 1']],
    {
      readsBoard: true,
      tileOnly: false,
      onlyLookups: true,
      pureOperators: true,
      comparison: true,
      lookups: ['@Next 1 0', '@This 0', '@NextNE -1 1', '@This 1'],
    },
  ],
  ['a literal in a comparison', ['@Next 1 0', '=', 1], { onlyLookups: true, comparison: false }],
  ['an arithmetic term', [['@This 0', '+', 1], '=', '@Next 1 0'], { onlyLookups: true, comparison: false }],
  [
    'a direction',
    ['@This 0', '=', '@VDir'],
    { readsMove: true, onlyLookups: false, tileOnly: true, comparison: false },
  ],
  ['the position', ['@This @VCoord'], { readsPosition: true, readsTile: false, tileOnly: false }],
  ['an override', '@This 0 @FromVCoord 1', { readsBoard: true, tileOnly: false, lookups: [] }],
  ['the grid', ['@Grid 0 0'], { readsBoard: true, tileOnly: false }],
  ['the score', ['@Score', '+', 1], { readsGame: true, readOnly: true, operandsOnly: false, tileOnly: false }],
  ['the clock', '@TimeSinceStartGame', { readsGame: true, tileOnly: false }],
  ['game variables', ['@GVar 0', '+', '@MVar 1'], { readsGameVars: true, tileOnly: false }],
  ['global scope', ['@global_var_retain', 1], { readsGameVars: true, tileOnly: false }],
  ['local variables', [1, '@end_vars', '@Var 0', '+', 1], { readsVars: true, tileOnly: true, onlyLookups: false }],
  ['a parent', ['@Parent 1', '+', 1], { readsParent: true, tileOnly: true }],
  ['an escaped word', ['@@Score'], { readsGame: false, tileOnly: true, onlyLookups: false }],
  [
    'text and colour words',
    ['@TextE', ['@Bold', '@This 0'], ['@HSLA', ['@This 1', '*', 30], 70, 50, 1]],
    { tileOnly: true, unknownWords: false },
  ],
  [
    'a control statement',
    ['#776e65', '@if', ['@This 0', '>=', 3], '2nd', '#fff', '@end-if'],
    { tileOnly: true, readOnly: true },
  ],
  ['an unknown word', ['@Whatever', '+', 1], { unknownWords: true, tileOnly: false, onlyLookups: false }],
  ['random', [0, 'rand_int', 6], { random: true, readOnly: false, pureOperators: false, tileOnly: false }],
  [
    'primes',
    [5, 'prime'],
    { readsPrimes: true, readOnly: true, operandsOnly: false, pureOperators: false, tileOnly: true },
  ],
  ['output', [1, 'output', 'hi'], { effects: true, readOnly: false, tileOnly: false, placesValues: false }],
  ['score points', [1, '@add_score', 4], { effects: true, readOnly: false, onlyLookups: false }],
  [
    'the tile value',
    [0, 'tileValue', 0],
    { runsHost: true, readsBoard: true, readOnly: false, tileOnly: false, placesValues: false },
  ],
  [
    'both merge-rule checks',
    [
      [0, 'mergeRuleApplies', 0],
      [0, 'mergeRuleApplies_nonRecursive', 0],
    ],
    { runsHost: true, tileOnly: false },
  ],
  ['a built evaluation', [['@This 0'], 'CalcArray'], { evaluatesValues: true, readOnly: false, placesValues: true }],
  [
    'a colour evaluation',
    [['@Literal', '@HSLA', ['@This 0', '*', 30], 70, 50, 1], 'evaluateColor'],
    { evaluatesValues: true, placesValues: true, tileOnly: true },
  ],
  [
    'a colour evaluation reading the score',
    [['@Literal', '@HSLA', '@Score', 70, 50, 1], 'evaluateColor'],
    { tileOnly: false },
  ],
  [
    'a nested evaluation',
    ['@CalcArray', '@This 0', '+', 1],
    { nestedEvaluation: true, placesValues: true, tileOnly: true, readOnly: true },
  ],
  ['a merge result evaluation', ['@STCalcArray', '@This 0'], { nestedEvaluation: true, placesValues: true }],
  [
    'a local variable edit',
    [1, '@add_var', 2],
    { changesVars: true, readOnly: false, tileOnly: true, placesValues: false },
  ],
  ['a game variable edit', [1, '@edit_gvar', 0, 2], { changesGameVars: true, tileOnly: false, placesValues: false }],
  ['a spawn edit', [1, '@add_forced_spawn', [[2], 1]], { changesSpawns: true, placesValues: true }],
  ['a tile replaced', [1, '@replace_tile', 0, 0, [2]], { changesBoard: true, placesValues: true }],
  ['a script run', [1, '@run_script', 0], { runsScripts: true, placesValues: true }],
  ['too deep to read', deep(250), { readOnly: false, tileOnly: false, placesValues: true, onlyLookups: false }],
];

function deep(n: number): Value {
  let x: Value = ['@This 0'];
  for (let i = 0; i < n; i++) x = [x];
  return x;
}

describe('analyse', () => {
  it.each(TABLE)('%s', (_name, expr, answer) => {
    const a = analyse(expr);
    const { lookups, comparison, ...flags } = answer;
    for (const [k, v] of Object.entries(flags)) expect(a[k as keyof typeof flags], k).toBe(v);
    if (lookups !== undefined) expect(a.lookups.map((l) => l.text).sort()).toEqual([...lookups].sort());
    if (comparison !== undefined) expect(a.comparison !== null, 'comparison').toBe(comparison);
  });

  it('reads look-ups with their steps and components', () => {
    expect(analyse(['@This 2', '@Next 3 1', '@NextNE -2 0', '@This 2']).lookups).toEqual([
      { kind: 'this', d: 0, k: 2, text: '@This 2' },
      { kind: 'next', d: 3, k: 1, text: '@Next 3 1' },
      { kind: 'nextNE', d: -2, k: 0, text: '@NextNE -2 0' },
    ]);
  });

  it('gives the comparison tree of a condition', () => {
    const c = analyse([['@Next 1 0', '=', '@This 0'], '||', '@This 1'])!.comparison!;
    expect(c.ops).toEqual(['||']);
    expect(c.first).toMatchObject({ ops: ['='], first: { kind: 'next', d: 1 }, operands: [{ kind: 'this', k: 0 }] });
  });

  it('handles shared and cyclic structure', () => {
    const a: Value[] = ['@This 0'];
    a.push(a);
    expect(analyse(a).tileOnly).toBe(true);
    const shared = ['@Score'];
    expect(analyse([shared, shared]).readsGame).toBe(true);
  });

  it('answers again from what it worked out the first time', () => {
    const x = ['@This 0', '+', 1];
    expect(analyse(x)).toBe(analyse(x));
  });
});

describe('operator effects', () => {
  const KNOWN = new Set<keyof OpEffects>(['random', 'primes', 'effects', 'evaluatesValue', 'runsHost']);

  it('every operator in the registry declares what it reads and changes', () => {
    const names = operatorNames();
    expect(names.length).toBeGreaterThan(100);
    for (const name of names) {
      const effects = lookupOp(name)!.effects;
      expect(typeof effects === 'object' && effects !== null, name).toBe(true);
      for (const [k, v] of Object.entries(effects)) {
        expect(KNOWN.has(k as keyof OpEffects), `${name}: ${k}`).toBe(true);
        expect(v, `${name}: ${k}`).toBe(true);
      }
    }
  });

  it('operators with effects are the ones that draw, grow the prime table, reach the player or run other expressions', () => {
    const withEffects = operatorNames()
      .filter((n) => Object.keys(lookupOp(n)!.effects).length > 0)
      .sort();
    expect(withEffects).toEqual(
      [
        'rand_int',
        'rand_float',
        'rand_bigint',
        'weightedRandomArrayEntry',
        'output',
        'console.log',
        'announce',
        '@ScriptSignal',
        '@add_score',
        '@primesUpdate',
        'prime',
        'primeB',
        'primeGB',
        'gaussian_prime',
        'primeFactorizeB',
        'primeDefactorizeB',
        'factorAmountB',
        'factorListB',
        'tileValue',
        'mergeRuleApplies',
        'mergeRuleApplies_nonRecursive',
        'discoveredTilesFilter',
        'CalcArray',
        'CalcArrayParent',
        'evaluateColor',
      ].sort(),
    );
  });
});
