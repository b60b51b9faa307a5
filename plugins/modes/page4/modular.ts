// Page 4, slot 24 — mod 27, "Modular Supermerging". A run of exactly L equal tiles v (v ≠ 1)
// merges into v × L modulo the current modulus M. A 1 made this way disappears at the end of the
// turn and raises the modulus by 2; reaching modulus 27 wins. Options (the original's mode
// variables 0, 1 and 3): the starting modulus, the increment, and "merge lengths coprime to M".
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { gridSize } from '../shared/grid-size.ts';
import { and, eq, ne, slotRef, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { builtinMode, gameplayRules, optBool, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';

const MODULUS = '@GVar 0';

interface Settings {
  readonly start: number;
  readonly increment: number;
  /** Only runs whose length is coprime to the modulus merge. */
  readonly coprime: boolean;
  /** Residues run from −(M−1)/2 to (M−1)/2, and −1 plays the part of 1. */
  readonly negative: boolean;
}

const DEFAULTS: Settings = { start: 3, increment: 2, coprime: false, negative: false };

/** The tile that disappears and raises the modulus: 1, or −1 with the negative offset. */
const unit = (s: Settings): number => (s.negative ? -1 : 1);

/** The game is won when the modulus has been raised twelve times. */
function winningModulus(s: Settings): number {
  return s.start + 12 * s.increment;
}

function settingsOf(o: OptionValues): Settings {
  const whole = (x: number, min: number, fallback: number): number =>
    Number.isInteger(x) && x >= min && x <= 1e6 ? x : fallback;
  return {
    start: whole(optNumber(o, 'startModulus', DEFAULTS.start), 3, DEFAULTS.start),
    increment: whole(optNumber(o, 'increment', DEFAULTS.increment), 1, DEFAULTS.increment),
    coprime: optBool(o, 'coprimeLengths', DEFAULTS.coprime),
    negative: optBool(o, 'negativeOffset', DEFAULTS.negative),
  };
}

/** L equal tiles v ≠ 1, with no further equal tile right behind the run (runs merge whole). */
function runRule(length: number, s: Settings): Value[] {
  const v = slotRef(0, 0);
  // The offset (M − 1) / 2 is worked out in BigInts, as the original does.
  const offset: Expr = [MODULUS, '-B', 1n, '/B', 2n];
  const result: Expr = s.negative
    ? [v, '*', length, '+', offset, 'mod', MODULUS, '-', offset]
    : [v, '*', length, '%', MODULUS];
  const conds: Expr[] = [ne(slotRef(-1, 0), v), ne(v, unit(s))];
  for (let i = 1; i < length; i++) conds.push(eq(slotRef(i, 0), v));
  // With coprime lengths a longer run may be refused, so the tile just past the run must differ
  // too (or a part of the run would merge).
  if (s.coprime) conds.push(eq([length, 'gcd', MODULUS], 1), ne(slotRef(length, 0), v));
  return mergeRule({
    length,
    cond: and(...conds),
    ordered: true,
    outputs: [[result]],
    // The score counts the 1s made.
    score: [0, '@if', [result, '=', unit(s)], '2nd', 1, '@end-if'],
    flags: [false, ...Array.from({ length: length - 1 }, () => true)],
  });
}

/** After a move: if a 1 (or −1) is on the board (only −1 with the negative offset), the modulus goes up. */
function raiseModulus(increment: number, negative: boolean): Value {
  const isUnit: Value[] = negative ? ['=', -1] : ['abs', '=', 1];
  return [
    [
      0,
      '@if',
      [
        '@Grid',
        'arr_flat',
        1,
        'arr_reduce',
        false,
        ['@if', ['@var_retain', '@Var -1', 'arr_elem', 0, ...isUnit], '2nd', true, '@end-if'],
      ],
      '@edit_gvar',
      0,
      [MODULUS, '+', increment],
      '@end-if',
    ],
    'EndMovement',
  ];
}

function rulesText(s: Settings): RulesText {
  return {
    heading: 'Modular Supermerging',
    title: `mod ${winningModulus(s)}`,
    paragraphs: [
      `A run of exactly L equal tiles (L from 2 up to the grid size) merges into one tile: the value times L, modulo the current modulus (which starts at ${s.start})${s.negative ? ', counted from the middle so the upper half are negatives (mod 5: 0, 1, 2, −2, −1)' : ''}. A run must be merged whole: three equal tiles in a row never merge as two. ${s.negative ? '−1s' : '1s'} never merge.${s.coprime ? ' The length of a run must be coprime to the modulus.' : ''}`,
      `Whenever a move makes a ${unit(s)}, the modulus goes up by ${s.increment} and every ${unit(s)} disappears at the end of the turn. The "${unit(s)}s Created" box counts them.`,
      `Spawns: ${spawnOf(s)} (100%).`,
      `Reach modulus ${winningModulus(s)} to win.`,
    ],
  };
}

/** The spawned tile: −1 modulo the starting modulus (1 with the negative offset). */
function spawnOf(s: Settings): number {
  return s.negative ? 1 : s.start - 1;
}

/** 44 — mod 27. */
export const modeMod27: ModePlugin = builtinMode({
  id: 'pc.mod-27',
  size: 5,
  name: 'mod 27',
  description: 'Modular Supermerging: runs of equal tiles multiply modulo a growing modulus',
  page: 4,
  category: 'Modular Supermerging',
  rules: plainRules(rulesText(DEFAULTS)),
  options: [
    { id: 'startModulus', label: 'Starting modulus', type: 'number', default: DEFAULTS.start, min: 3, step: 1 },
    {
      id: 'increment',
      label: 'Modulus increase per 1 made',
      type: 'number',
      default: DEFAULTS.increment,
      min: 1,
      step: 1,
    },
    {
      id: 'coprimeLengths',
      label: 'Merge length must be coprime to the modulus',
      type: 'boolean',
      default: DEFAULTS.coprime,
    },
    {
      id: 'negativeOffset',
      label: 'Negative residues',
      type: 'boolean',
      default: DEFAULTS.negative,
      help: 'Values run from −(M−1)/2 to (M−1)/2; −1 takes the part of 1.',
    },
  ],
  recreates: [{ modeId: '44', options: { startModulus: 3, increment: 2, coprimeLengths: false } }],
  optionsFromModeVars: (mv) => ({
    startModulus: typeof mv[0] === 'number' ? mv[0] : DEFAULTS.start,
    increment: typeof mv[1] === 'number' ? mv[1] : DEFAULTS.increment,
    negativeOffset: mv[2] === true,
    coprimeLengths: mv[3] === true,
  }),
  build: (o) => {
    const s = settingsOf(o);
    const text = rulesText(s);
    const { width, height } = gridSize(o, 5);
    const longest = Math.max(2, Math.min(Math.max(width, height), 64));
    const runs: Value[] = [];
    for (let l = longest; l >= 2; l--) runs.push(runRule(l, s));
    return defaultMode({
      width: 5,
      height: 5,
      tileTypes: schemeTileTypes('mod 27'),
      // Every 1 is removed at the end of the turn (a length-0 rule).
      mergeRules: [
        ...runs,
        mergeRule({ length: 0, cond: eq('@This 0', unit(s)), ordered: true, outputs: [], score: 0 }),
      ],
      startTileSpawns: [[[spawnOf(s)], 1]],
      startGameVars: [s.start],
      scripts: [raiseModulus(s.increment, s.negative)],
      statBoxes: [
        ['Modulus', MODULUS],
        [`${unit(s)}s Created`, '@Score'],
      ],
      winConditions: [],
      winRequirement: [MODULUS, '=', winningModulus(s)],
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: '@This 0',
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
