// Example 1 of docs/plugins.md (docs-example.test.ts runs it): a code plugin made with the author kit.
import {
  and,
  defaultMode,
  eq,
  gameplayRules,
  mergeRule,
  plainRules,
  resized,
  sequenceTileTypes,
  sizeOptions,
  spawnText,
  tileAt,
  type ModePlugin,
} from '../index.ts';

const rules = {
  title: 'Threes, plainly',
  paragraphs: [
    'Three equal tiles in a row merge into the next power of 3. Make 729.',
    `New tiles: ${spawnText([
      { label: '1', weight: 90 },
      { label: '3', weight: 10 },
    ])}.`,
  ],
};
// A tile is [exponent]; the three tiles of a merge are the moving one and the two ahead of it.
const [a, b, c] = [tileAt(0), tileAt(1), tileAt(2)];
const power = [3, '^', '@This 0'];

export const powersOfThree: ModePlugin = {
  id: 'alice.threes',
  version: '1.0.0',
  kind: 'mode',
  name: 'Threes, plainly',
  author: 'Alice',
  category: 'Powers',
  rules: plainRules(rules),
  options: sizeOptions(5),
  build: (o) =>
    resized(
      defaultMode({
        width: 5,
        height: 5,
        mergeRules: [
          mergeRule({
            length: 3,
            cond: and(eq(b.c(0), a.c(0)), eq(c.c(0), a.c(0))),
            ordered: true,
            outputs: [[[a.c(0), '+', 1]]],
            score: [3, '^', [a.c(0), '+', 1]],
          }),
        ],
        startTileSpawns: [
          [[0], 90],
          [[1], 10],
        ],
        winConditions: [[6]],
        tileTypes: sequenceTileTypes(power, '@This 0'),
        gameplayRulesText: gameplayRules(rules),
        // The merge-result cache changes which merges happen; rules of three tiles want it off.
        mergeResultKnownLevel: 0,
      }),
      o,
      5,
    ),
};
