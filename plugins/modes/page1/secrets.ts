// Secret modes reached from Page 1 modes (catalog-modes.md, "Secret modes"). They are not on the
// menu, so they carry no page; the rules screen lists them under "Secret".
import { type Value, defaultMode } from '../../../src/plugins/kit.ts';
import { and, eq, ge, plus, slotRef as at } from '../shared/expr.ts';
import { mergeRule } from '../shared/merge-rule.ts';
import { builtinMode, gameplayRules, plainRules, spawnText, type RulesText } from '../shared/mode-kit.ts';
import {
  BACKGROUND_PAST_2048,
  BACKGROUND_PAST_HALVES,
  stepRows,
  tableRows,
  TEXT_PAST_2048,
  TONES_1024,
} from './looks.ts';
import { TABLE_1024, TABLE_2048, TABLE_HALVES } from './looks-table.ts';
import { gridSize, sizeOptions } from '../shared/grid-size.ts';

const E = '@This 0';
const SIZE_3_24 = 6;

const TEXT_3_24: RulesText = {
  heading: 'Powers of 4',
  title: 'Merge Overflow 256',
  paragraphs: [
    "1024's tiles, overflowing: three equal tiles make their triple; two triples make the next power of 4 and two of the old power — the extra tile lands behind the pair, over whatever was there. Get to the 256 tile to win!",
    `Spawning tiles: ${spawnText([
      { label: '1', weight: 85 },
      { label: '3', weight: 10 },
      { label: '4', weight: 5 },
    ])}`,
  ],
};

/** 3.24, from 1024 ("Overflow This Mode"). */
export const modeMergeOverflow256 = builtinMode({
  id: 'pc.merge-overflow-256',
  name: 'Merge Overflow 256',
  description: 'Secret variant of 1024 whose merges overflow into the cell behind.',
  category: 'Secret',
  rules: plainRules(TEXT_3_24),
  options: sizeOptions(SIZE_3_24),
  recreates: [{ modeId: '3.24' }],
  optionsFromModeVars: () => ({}),
  build: (o) =>
    defaultMode({
      ...gridSize(o, SIZE_3_24),
      tileNumAmount: 2,
      // 1024's colours.
      tileTypes: [
        ...tableRows(TABLE_1024, ([e, m]) => 4 ** e! * m!),
        ...stepRows(TONES_1024, (m) => (m === 1 ? [4, '^', E] : [4, '^', E, '*', 3])),
      ],
      mergeRules: [
        mergeRule({
          length: 3,
          cond: and(eq('@This 1', 1), eq(at(1, 0), E), eq(at(1, 1), 1), eq(at(2, 0), E), eq(at(2, 1), 1)),
          ordered: true,
          outputs: [[E, 3]],
          score: [4, '^', E, '*', 3],
        }),
        mergeRule({
          length: 2,
          cond: and(eq('@This 1', 3), eq(at(1, 0), E), eq(at(1, 1), 3)),
          ordered: true,
          // 3·4^e + 3·4^e = 4^(e+1) + 4^e + 4^e: the third tile overwrites the cell behind the pair.
          outputs: ['@MergeOverflowOverwrite', [plus(E, 1), 1], [E, 1], [E, 1]],
          score: [4, '^', plus(E, 1)],
        }),
      ],
      startTileSpawns: [
        [[0, 1], 85],
        [[0, 3], 10],
        [[1, 1], 5],
      ],
      winConditions: [[4, 1]],
      winRequirement: 1,
      gameplayRulesText: gameplayRules(TEXT_3_24),
      tileValueFunction: [4, '^', E, '*', '@This 1'],
      // Whether the overflow fits depends on the cell behind the pair, which the merge-result
      // cache key cannot tell apart from the grid's edge (it skips empty cells): no cache.
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 3,
      knownMergeLookbackDistance: 0,
    }),
});

const SIZE_1_5 = 5;
const FRESH = '@This 1';

const TEXT_1_5: RulesText = {
  heading: 'Powers of 2',
  title: '1/512',
  paragraphs: [
    'Two tiles of the same number merge into their sum. At the end of every move, each tile that was not just made by a merge and has an empty space behind it (against the move) splits into two halves, the second half moving into that space. Get to 512 or to 1/512 to win!',
    'Spawning tiles: 1 (100%)',
  ],
};

/** 2^e for e ≥ 0, "1/2^|e|" below (the display of 1/512's tiles). */
const halfText: Value = ['@TextE', '1/', [2, '^', [E, 'abs']]];

/** 1.5, from 2048 (press its spawn switch 16 times, then "Split the Tiles"). */
export const mode1over512 = builtinMode({
  id: 'pc.1-512',
  name: '1/512',
  description: 'Secret variant of 2048 whose tiles split in halves into the space behind them.',
  category: 'Secret',
  rules: plainRules(TEXT_1_5),
  options: sizeOptions(SIZE_1_5),
  recreates: [{ modeId: '1.5' }],
  optionsFromModeVars: () => ({}),
  build: (o) =>
    defaultMode({
      ...gridSize(o, SIZE_1_5),
      // [e, fresh]: 2^e; fresh = 1 for a tile made this turn (by a merge or a split).
      tileNumAmount: 2,
      // 2048's colours for whole tiles, and the original's own for the halves.
      tileTypes: [
        ...TABLE_2048.map(([[e], bg, color]) => [eq(E, e!), 2 ** e!, bg, color]),
        [ge(E, 20), [2, '^', E], BACKGROUND_PAST_2048, TEXT_PAST_2048],
        ...TABLE_HALVES.map(([[e], bg, color]) => [eq(E, e!), halfText, bg, color]),
        [true, halfText, BACKGROUND_PAST_HALVES, TEXT_PAST_2048],
      ],
      mergeRules: [
        mergeRule({
          length: 2,
          cond: eq(at(1, 0), E),
          ordered: true,
          outputs: [[plus(E, 1), 1]],
          // Game variable 0 keeps the largest exponent ever made (the "Largest Tile" box).
          score: [2, '^', plus(E, 1), '@edit_gvar', 0, [plus(E, 1), 'max', '@GVar 0']],
        }),
        // End of turn: an old tile with an empty space behind splits; the halves are fresh.
        mergeRule({
          length: 0,
          cond: eq(FRESH, 0),
          ordered: true,
          outputs: ['@MergeOverflowEmpty', [plus(E, -1), 1], [plus(E, -1), 1]],
          // Game variable 1 keeps the largest n of any 1/2^n made (the "Smallest Tile" box).
          score: [0, '@edit_gvar', 1, [[E, '-', 1, '*', -1], 'max', '@GVar 1']],
        }),
        // ... and every fresh tile is old again for the next move.
        mergeRule({ length: 0, cond: eq(FRESH, 1), ordered: true, outputs: [[E, 0]], score: 0 }),
      ],
      startTileSpawns: [[[0, 0], 1]],
      winConditions: [eq(E, 9), eq(E, -9)],
      winRequirement: 1,
      statBoxes: [
        ['Largest Tile', [2, '^', '@GVar 0']],
        [
          'Smallest Tile',
          [
            0,
            '@if',
            ['@GVar 1', '>', 0],
            '2nd',
            [2, '^', '@GVar 1', 'str_concat_front', '1/'],
            '@end-if',
            '@else',
            '2nd',
            1,
            '@end-else',
          ],
        ],
      ],
      startGameVars: [0, 0],
      gameplayRulesText: gameplayRules(TEXT_1_5),
      tileValueFunction: [2, '^', E],
      // The scores record the largest and smallest tiles in game variables: a cached merge would
      // skip that, so the merge-result cache is off.
      mergeResultKnownLevel: 0,
      knownMergeMaxLength: 2,
      knownMergeLookbackDistance: 0,
    }),
});
