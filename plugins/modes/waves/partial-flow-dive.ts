// Waves mode 34.50118 — Partial Flow DIVE (replaces Partial Absorb 243). DIVE on a 3×3 grid where
// any two tiles meet: if one divides the other they merge fully into the sum (scoring the smaller
// tile); otherwise the larger tile absorbs gcd(a, b) from the smaller one and both stay (no score).
// Seeds work as in DIVE, but eliminations score nothing. A full grid loses at once.
import { defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { schemeTileTypes } from '../shared/whole-number-tiles.ts';
import { builtinMode, gameplayRules, optBool, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { bandNext, withDiveGoals } from '../shared/dive-goals.ts';
import { RANDOM_SEED, seedsParagraph, wavesSeedScripts, wavesStartVars, wavesStatBoxes } from './seeds-w1.ts';
import {
  WAVES_OPTIONS,
  seedOrderValue,
  wavesChoices,
  wavesOptionsFromModeVars,
  type WavesChoices,
} from './waves-options.ts';

const [rear, front] = tilesFrom(0, 2) as [TileRef, TileRef];
const [a, b] = [rear.c(0), front.c(0)];
const bothWhole: Expr = and([a, 'typeof', '=', 'bigint'], [b, 'typeof', '=', 'bigint']);
/** |gcd(a, b)|: what flows from the smaller tile into the larger one. */
const flow: Expr = [a, 'gcdB', b, 'absB'];

/** One divides the other (a 0 counts as 1): the sum, scoring the smaller tile. */
const fullMerge = mergeRule({
  length: 2,
  cond: and(eq([b, 'modB', [a, 'absB', 'max', 1n]], 0n), bothWhole),
  ordered: false,
  outputs: [[[a, '+B', b]]],
  score: [a, 'min', b],
  flags: [false, true],
});

/** Both tiles share a factor (or one of them is ±1): the "non-coprime" variant's extra condition. */
const notCoprime: Expr = [[a, 'absB'], 'gcdB', [b, 'absB'], '>', 1n];

/** The rear tile is larger: gcd flows from the front tile into it (signs kept). */
function flowBackward(coprimeMerge: boolean) {
  return mergeRule({
    length: 2,
    cond: and([[a, 'absB'], '>', [b, 'absB']], bothWhole, ...(coprimeMerge ? [] : [notCoprime])),
    ordered: true,
    outputs: [[[b, '-B', [flow, '*B', [b, 'signB']]]], [[a, '+B', [flow, '*B', [b, 'signB']]]]],
    score: 0,
    flags: [false, false],
  });
}

/** The front tile is larger: gcd flows from the rear tile into it. */
function flowForward(coprimeMerge: boolean) {
  return mergeRule({
    length: 2,
    cond: and([[b, 'absB'], '>', [a, 'absB']], bothWhole, ...(coprimeMerge ? [] : [notCoprime])),
    ordered: true,
    outputs: [[[b, '+B', [flow, '*B', [a, 'signB']]]], [[a, '-B', [flow, '*B', [a, 'signB']]]]],
    score: 0,
    flags: [false, false],
  });
}

interface Choices {
  readonly waves: WavesChoices;
  readonly coprimeMerge: boolean;
  readonly fullGridMoves: number;
}

function rulesText(c: Choices): RulesText {
  return {
    heading: 'Waves',
    title: c.coprimeMerge ? 'Partial Flow DIVE' : 'Non-Coprime Partial Flow DIVE',
    paragraphs: [
      `Any two tiles can meet${c.coprimeMerge ? '' : ' unless they are coprime (neither being ±1)'}. If one is a multiple of the other they merge into their sum, scoring the smaller tile (4 + 12 = 16 scores 4). Otherwise the larger tile takes their greatest common divisor from the smaller one and both stay, without score (6 and 4 become 2 and 8${c.coprimeMerge ? '; 5 and 3 become 2 and 6' : ''}).`,
      c.fullGridMoves > 0
        ? `Once the grid is full you have ${c.fullGridMoves} more move(s) to free a cell; the game is lost if you do not.`
        : 'The game is lost as soon as the grid is full.',
      seedsParagraph(c.waves.ones ? 1n : 2n, false, c.waves.seeds === 'permanent', c.waves.order === 'minimum'),
    ],
  };
}

const DEFAULTS: Choices = { waves: wavesChoices({}), coprimeMerge: true, fullGridMoves: 0 };

function choices(o: OptionValues): Choices {
  const moves = optNumber(o, 'fullGridMoves', 0);
  return {
    waves: wavesChoices(o),
    coprimeMerge: optBool(o, 'coprimeMerge', true),
    fullGridMoves: Number.isFinite(moves) ? Math.max(0, Math.min(1000, Math.floor(moves))) : 1000,
  };
}

const FULL: Expr = ['@Grid', 'arr_flat', 2, 'arr_indexOf', '@Empty', '=', -1];

/** 34.50118 — Partial Flow DIVE. */
export const modePartialFlowDive: ModePlugin = withDiveGoals(
  builtinMode({
    id: 'pc.partial-flow-dive',
    name: 'Partial Flow DIVE',
    description: 'DIVE where non-divisible tiles pass their gcd to the larger one; a full grid loses',
    category: 'Waves',
    rules: plainRules(rulesText(DEFAULTS)),
    options: [
      ...WAVES_OPTIONS,
      {
        id: 'coprimeMerge',
        label: 'Coprime tiles merge',
        type: 'boolean',
        default: true,
        help: 'Off: tiles without a common factor (neither ±1) do not meet at all, and the grid is 4×4.',
      },
      {
        id: 'fullGridMoves',
        label: 'Moves allowed on a full grid',
        type: 'number',
        default: 0,
        min: 0,
        max: 1000,
        step: 1,
        help: 'How many moves you may make with the grid full before the game is lost.',
      },
    ],
    recreates: [{ modeId: '34.50118' }],
    // mv[3] coprime tiles merge, mv[7] the moves allowed on a full grid (mv[6] picks the preset).
    optionsFromModeVars: (mv) => ({
      ...wavesOptionsFromModeVars(mv),
      coprimeMerge: mv[3] !== false,
      fullGridMoves: typeof mv[7] === 'number' && mv[7] >= 0 ? mv[7] : 0,
    }),
    build: (o) => {
      const c = choices(o);
      const size = c.coprimeMerge ? 3 : 4;
      const permanent = c.waves.seeds === 'permanent';
      return defaultMode({
        width: size,
        height: size,
        tileTypes: schemeTileTypes('DIVE'),
        mergeRules: [fullMerge, flowBackward(c.coprimeMerge), flowForward(c.coprimeMerge)],
        startTileSpawns: [RANDOM_SEED],
        // The extra variable (11) counts down the moves left on a full grid.
        startGameVars: wavesStartVars({
          startSeed: c.waves.ones ? 1n : 2n,
          goalMinimum: 4n,
          order: seedOrderValue(c.waves),
          extraVars: [c.fullGridMoves],
        }),
        scripts: [
          ...wavesSeedScripts(false, undefined, permanent),
          ...(c.fullGridMoves > 0
            ? [
                [
                  [0, '@edit_gvar', 11, [c.fullGridMoves, '@if', FULL, '2nd', '@GVar 11', '-', 1, '@end-if']],
                  'PreSpawn',
                ],
              ]
            : []),
        ],
        statBoxes: [
          ...wavesStatBoxes(undefined, undefined, permanent),
          ...(c.fullGridMoves > 0
            ? [['Moves Remaining', '@GVar 11', '@undefined', '@undefined', '@undefined', '@undefined', FULL]]
            : []),
        ],
        winConditions: [],
        winRequirement: false,
        loseRequirement: c.fullGridMoves > 0 ? ['@GVar 11', '=', 0] : FULL,
        gameplayRulesText: gameplayRules(rulesText(c)),
        tileValueFunction: ['@This 0'],
        mergeResultKnownLevel: 2,
        knownMergeMaxLength: 2,
        knownMergeLookbackDistance: 0,
      });
    },
  }),
  { goal: 7, reached: 8, made: 9, minimum: 10, modeVar: 4, minimumModeVar: 5, defaultMinimum: 4, next: bandNext },
);
