import { describe, expect, it } from 'vitest';
import { inspect as inspectCode } from '../worker/mode-catalog.ts';
import { gameCode, hexMode, testClassicMode } from '../worker/test-codes.ts';
import { importedRules, ruleParagraphs, type GameCodeInfo } from './imported-rules.ts';
import { importedEntry } from './saved-games.ts';

/** The paragraph importing a Game code adds to its rules text (formats.md §4.3). */
const NOTE = 'This game was resumed from a save code.';

/** What the worker answers for a Game code (the real inspection, as the app asks for it). */
function inspect(code: string): GameCodeInfo {
  const info = inspectCode(code);
  if (info.kind !== 'game') throw new Error(`not a Game code: ${info.kind}`);
  return info;
}

describe('rules text', () => {
  it('splits paragraphs at blank lines, dropping empty ones', () => {
    expect(ruleParagraphs('One\n\nTwo\nstill two\n  \n\nThree ')).toEqual(['One', 'Two\nstill two', 'Three']);
    expect(ruleParagraphs('')).toEqual([]);
  });
});

describe('the Rules screen of a game imported from a Game code', () => {
  it('says where the game came from, its board, then the code’s own rules text', () => {
    expect(importedRules(inspect(gameCode(hexMode('Hexa'), [])))).toEqual([
      'This game was imported from a Game code: 9×5 hexagonal board, 6 directions.',
      'Hexa',
      'Two equal tiles merge into their sum.',
      NOTE,
    ]);
  });

  it('a code with no rules text of its own shows the note importing adds, or says it has none', () => {
    const bare = inspect(gameCode(testClassicMode('Bare', { gameplayRulesText: [] }), [[0, 0, [1]]]));
    expect(importedRules(bare)).toEqual(['This game was imported from a Game code: 4×4 board, 4 directions.', NOTE]);
    // Rules text that is not a list gets no note (withResumedNote): nothing at all to show.
    expect(importedRules({ ...bare, rules: '' })).toEqual([
      'This game was imported from a Game code: 4×4 board, 4 directions.',
      'The code carries no rules text of its own.',
    ]);
  });

  it('says the rules are unknown when the code cannot be read again', () => {
    expect(importedRules(null)).toEqual([
      'This game was imported from a Game code, which cannot be read again: its rules are unknown.',
    ]);
  });

  it('names the game as the picker does, under Imported', () => {
    expect(importedEntry('code:abc', 'Alpha')).toEqual({
      key: 'code:abc',
      summary: {
        id: 'code:abc',
        name: 'Alpha',
        category: 'Imported',
        description: 'A game from a Game code',
        rules: '',
      },
      installed: false,
      imported: true,
    });
  });
});
