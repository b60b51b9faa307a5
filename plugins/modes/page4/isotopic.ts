// Page 4, slot 1 — Isotopic 256. Tiles are powers of 2 drawn as isotopes (mass number 2^e and an
// element symbol). A tile `[e, t]` carries t, the turns it has left before it decays (∞ for a
// stable tile). Merging two equal tiles makes the next power; if that power is radioactive it gets a
// lifespan of (lifespan multiplier × its value) turns. At the end of every turn each timer counts
// down, and a tile whose timer has run out decays: it vanishes, counted in game variable 0.
import { type Value, defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, not, type Expr } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import {
  builtinMode,
  gameplayRules,
  optBool,
  optNumber,
  optString,
  plainRules,
  type RulesText,
} from '../shared/mode-kit.ts';
import { ORIGINAL_2048_COLOURS } from '../shared/original-2048-colours.ts';

const E = '@This 0';
const T = '@This 1';

/** Element symbols for the masses 2, 4, …, 256 (2H, 4He, 8Be, 16O, 32P, 64Ni, 128Sn, 256No). */
const NAMED = ['H', 'He', 'Be', 'O', 'P', 'Ni', 'Sn', 'No'];

/** IUPAC-style placeholder symbol for atomic number z (119 → "Uue"). */
function systematicSymbol(z: number): string {
  const roots = ['n', 'u', 'b', 't', 'q', 'p', 'h', 's', 'o', 'e'];
  const s = String(z)
    .split('')
    .map((d) => roots[Number(d)]!)
    .join('');
  return s[0]!.toUpperCase() + s.slice(1);
}

/** Symbols for e = 1 … 63: the named ones, then made-up heavy elements with Z ≈ 0.4 × mass. */
export const ISOTOPE_SYMBOLS: string[] = Array.from({ length: 63 }, (_, i) => {
  const e = i + 1;
  return e <= NAMED.length ? NAMED[e - 1]! : systematicSymbol(Math.round(0.4 * 2 ** Math.min(e, 40)));
});

const SYMBOLS: Value = ['@Literal', ...ISOTOPE_SYMBOLS];
/** The original's isotope colours for 2H … 524288 (e = 1 … 19); past them a hue formula. */
const ISOTOPE_COLORS = ORIGINAL_2048_COLOURS;
const COLORS: Value = ['@Literal', ...ISOTOPE_COLORS];

type Decaying = 'odd' | 'even' | 'above4';

/**
 * Whether the power e (an expression ≥ 1) is radioactive when made: odd or even exponents (a 4
 * made under "even" is radioactive too, though only tiles above 4 ever vanish), or every tile
 * above 4.
 */
function radioactive(e: Expr, which: Decaying): Expr {
  if (which === 'above4') return [e, '>', 2];
  return [e, '%', 2, '=', which === 'odd' ? 1 : 0];
}

function text(mult: number, which: Decaying, intoPrevious = false): RulesText {
  const kinds = {
    odd: 'Odd powers of 2 (8, 32, 128, …)',
    even: 'Even powers of 2 (4, 16, 64, 256, …; a 4 never decays)',
    above4: 'All tiles above 4',
  };
  return {
    title: 'Isotopic 256',
    paragraphs: [
      'Tiles are powers of 2 shown as isotopes: 2H, 4He, 8Be, 16O, 32P, 64Ni, 128Sn, 256No. Two equal tiles merge into the next one, as in 2048.',
      `${kinds[which]} are radioactive: when one is made it gets a lifespan of ${mult} × its value in turns (8Be lasts ${Math.round(8 * mult)} turns), shown in small print. Every turn the count goes down, and when it runs out the tile decays and ${intoPrevious ? 'becomes the previous power (radioactive or not by the same rule)' : 'vanishes'}. The "Tile Decays" box counts them.`,
      'New tiles: 2H (90%), 4He (10%).',
      'Make 256No to win. The board is only 3 × 3!',
    ],
  };
}

/** 31 — Isotopic 256. */
export const modeIsotopic256: ModePlugin = builtinMode({
  id: 'pc.isotopic-256',
  size: 3,
  name: 'Isotopic 256',
  description: 'Powers of 2 as isotopes: some of them decay',
  page: 4,
  category: 'Isotopic 256',
  rules: plainRules(text(0.75, 'odd')),
  options: [
    { id: 'lifespan', label: 'Lifespan multiplier', type: 'number', default: 0.75, min: 0.01, step: 0.05 },
    {
      id: 'decaying',
      label: 'Radioactive tiles',
      type: 'choice',
      default: 'odd',
      choices: [
        { value: 'odd', label: 'Odd powers (8, 32, 128, …)' },
        { value: 'even', label: 'Even powers (16, 64, 256, …)' },
        { value: 'above4', label: 'Every tile above 4' },
      ],
    },
    {
      id: 'decayIntoPrevious',
      label: 'Decayed tiles become the previous power',
      type: 'boolean',
      default: false,
      help: 'A tile whose time runs out turns into half its value (radioactive or not by the same rule) instead of vanishing.',
    },
  ],
  recreates: [{ modeId: '31', options: { lifespan: 0.75, decaying: 'odd' } }],
  optionsFromModeVars: (mv): OptionValues => ({
    lifespan: typeof mv[0] === 'number' && mv[0] > 0 ? mv[0] : 0.75,
    decaying: mv[1] === 1 ? 'even' : mv[1] === 2 ? 'above4' : 'odd',
    decayIntoPrevious: mv[2] === 1,
  }),
  build: (o) => {
    const mult = optNumber(o, 'lifespan', 0.75);
    const choice = optString(o, 'decaying', 'odd');
    const which: Decaying = choice === 'even' || choice === 'above4' ? choice : 'odd';
    const next: Expr = [E, '+', 1];
    const previous: Expr = [E, '-', 1];
    const intoPrevious = optBool(o, 'decayIntoPrevious', false);
    const decayed = and([T, '<=', 0], [E, '>', 2]);
    const countDecay: Expr = [0, '@edit_gvar', 0, ['@GVar 0', '+', 1]];
    const rules = text(mult, which, optBool(o, 'decayIntoPrevious', false));
    return defaultMode({
      width: 3,
      height: 3,
      tileNumAmount: 2,
      tileTypes: [
        [
          true,
          ['@TextE', ['@Superscript', [2, '^', E]], [SYMBOLS, 'arr_elem', [E, '-', 1]]],
          [
            '@CalcArray',
            ['@HSLA', [-15, '*', E, '+', 520], 100, [0.9, '^', [E, '-', 20], '*', 36], 1],
            '@if',
            [E, '<=', ISOTOPE_COLORS.length],
            '2nd',
            [COLORS, 'arr_elem', [E, '-', 1]],
            '@end-if',
          ],
          ['#f9f6f2', '@if', [E, '<=', 2], '2nd', '#776e65', '@end-if'],
          'none',
          3,
          0,
          // The lifespan, from 8Be on (the original shows none on 2H and 4He, even with a timer);
          // the original draws 128Sn's twice (it is written twice in the text too).
          [
            'Innerscript',
            ['', '@if', [[T, '<', Infinity], '&&', [E, '>=', 3]], '2nd', T, '@end-if'],
            'bottom-center',
            4,
            0,
          ],
          [
            'Innerscript',
            ['', '@if', [[T, '<', Infinity], '&&', [E, '=', 7]], '2nd', T, '@end-if'],
            'bottom-center',
            4,
            0,
          ],
        ],
      ],
      mergeRules: [
        // Two equal tiles make the next power: stable …
        mergeRule({
          length: 2,
          cond: and(['@Next 1 0', '=', E], [E, '>', 0], not(radioactive(next, which))),
          ordered: true,
          outputs: [[next, Infinity]],
          score: [2, '^', next],
        }),
        // … or radioactive, with its lifespan.
        mergeRule({
          length: 2,
          cond: and(['@Next 1 0', '=', E], [E, '>', 0], radioactive(next, which)),
          ordered: true,
          outputs: [[next, [2, '^', next, '*', mult, 'round', 1]]],
          score: [2, '^', next],
        }),
        // End of turn: timers count down, and a tile whose timer has run out decays.
        mergeRule({ length: 0, cond: [T, '>', 0], ordered: true, outputs: [[E, [T, '-', 1]]], score: 0 }),
        ...(intoPrevious
          ? [
              // … into the previous power, radioactive (with its own lifespan) or stable.
              mergeRule({
                length: 0,
                cond: and(decayed, radioactive(previous, which)),
                ordered: true,
                outputs: [[previous, [2, '^', previous, '*', mult, 'round', 1]]],
                score: countDecay,
              }),
              mergeRule({
                length: 0,
                cond: and(decayed, not(radioactive(previous, which))),
                ordered: true,
                outputs: [[previous, Infinity]],
                score: countDecay,
              }),
            ]
          : [mergeRule({ length: 0, cond: decayed, ordered: true, outputs: [], score: countDecay })]),
      ],
      startTileSpawns: [
        [[1, Infinity], 90],
        [[2, Infinity], 10],
      ],
      winConditions: [[[E, '=', 8]]],
      winRequirement: 1,
      startGameVars: [0],
      statBoxes: [
        ['Score', '@Score'],
        ['Tile Decays', '@GVar 0'],
      ],
      gameplayRulesText: gameplayRules(rules),
      tileValueFunction: [2, '^', E],
      // A tile is discovered whatever its timer says.
      discoveredTilesFilter: ['arr_edit_elem', 1, ''],
      mergeResultKnownLevel: 2,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
