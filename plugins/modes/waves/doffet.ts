// Waves mode 101 — DOFFET (replaces Partial Absorb 257). Whole-number tiles `[v]`; two tiles merge
// into their sum when (one tile + the second offset) is a multiple of (the other + the first
// offset), in either order. Ordinary scoring (the sum). Spawns 1; no winning tile.
//
// Game variables: 0 = first offset, 1 = second offset, then the random-goal bookkeeping (goals are
// off here, so these keep their start values): goal state, current goal, goals reached, "goal just
// made", tiles known to be reachable, first-goal minimum.
import { defaultMode, type ModePlugin, type OptionValues } from '../../../src/plugins/kit.ts';
import { and, eq, tilesFrom, type Expr, type TileRef } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, optNumber, plainRules, type RulesText } from '../shared/mode-kit.ts';
import { exactSum, scoreSum, wholeNumberTileTypes } from '../shared/whole-number-tiles.ts';

const FIRST_OFFSET = '@GVar 0';
const SECOND_OFFSET = '@GVar 1';

const [divisor, multiple] = tilesFrom(0, 2) as [TileRef, TileRef];
const isBig = (t: TileRef): Expr => [t.c(0), 'typeof', '=', 'bigint'];

/** (multiple + second offset) is a multiple of (divisor + first offset); 0 counts as 1. */
const offsetDivisible = mergeRule({
  length: 2,
  cond: and(
    eq([multiple.c(0), '+B', SECOND_OFFSET, 'modB', [divisor.c(0), '+B', FIRST_OFFSET, 'absB', 'max', 1n]], 0n),
    isBig(divisor),
    isBig(multiple),
  ),
  ordered: false,
  outputs: [[exactSum([divisor, multiple])]],
  score: scoreSum([divisor, multiple]),
  flags: [false, true],
});

function offsets(o: OptionValues): [bigint, bigint] {
  const first = Math.max(1, Math.trunc(optNumber(o, 'firstOffset', 1)));
  return [BigInt(first), BigInt(Math.max(0, Math.trunc(optNumber(o, 'secondOffset', 1))))];
}

function rulesText(first: bigint, second: bigint): RulesText {
  const plus = (n: bigint): string => (n < 0n ? `− ${-n}` : `+ ${n}`);
  return {
    heading: 'Waves',
    title: `DOFFET ${first}, ${second}`,
    paragraphs: [
      `Two tiles merge into their sum when (one tile ${plus(second)}) is a multiple of (the other tile ${plus(first)}).${first === 1n && second === 1n ? ' For example 1 and 1 (2 is a multiple of 2), 1 and 3 (4 is a multiple of 2), 2 and 5 (6 is a multiple of 3).' : ''} A merge scores the tile it makes.`,
      'Spawns: 1 (100%). So many tiles can be made that there is no winning tile.',
    ],
  };
}

/** 101 — DOFFET. */
export const modeDoffet: ModePlugin = builtinMode({
  id: 'pc.doffet',
  size: 4,
  name: 'DOFFET',
  description: 'Tiles merge when (one + offset) is a multiple of (the other + offset)',
  category: 'Waves',
  rules: plainRules(rulesText(1n, 1n)),
  options: [
    // The original also allows negative offsets (which change the spawns); not offered here.
    {
      id: 'firstOffset',
      label: 'Offset of the dividing tile',
      type: 'number',
      default: 1,
      min: 1,
      max: 100,
      step: 1,
      help: 'Added to the tile that must divide.',
    },
    {
      id: 'secondOffset',
      label: 'Offset of the multiple',
      type: 'number',
      default: 1,
      min: 0,
      max: 100,
      step: 1,
      help: 'Added to the tile that must be a multiple.',
    },
  ],
  recreates: [{ modeId: '101', options: { firstOffset: 1, secondOffset: 1 } }],
  optionsFromModeVars: (mv): OptionValues => ({
    firstOffset: typeof mv[0] === 'bigint' ? Number(mv[0]) : 1,
    secondOffset: typeof mv[1] === 'bigint' ? Number(mv[1]) : 1,
  }),
  build: (o) => {
    const [first, second] = offsets(o);
    const text = rulesText(first, second);
    return defaultMode({
      width: 4,
      height: 4,
      tileTypes: wholeNumberTileTypes(),
      mergeRules: [offsetDivisible],
      startTileSpawns: [[[1n], 1]],
      startGameVars: [first, second, 0, 1n, 0, false, [1n], 3n],
      statBoxes: [['Score', '@Score']],
      winConditions: [],
      winRequirement: false,
      gameplayRulesText: gameplayRules(text),
      tileValueFunction: ['@This 0'],
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    });
  },
});
