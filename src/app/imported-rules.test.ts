import { describe, expect, it } from 'vitest';
import { inspect as inspectCode } from '../worker/mode-catalog.ts';
import { gameCode, hexMode, testClassicMode } from '../worker/test-codes.ts';
import { importedRules, ruleParagraphs, type GameCodeInfo } from './imported-rules.ts';
import { importedEntry } from './saved-games.ts';

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
    ]);
  });

  it('says so when the code carries no rules text', () => {
    const bare = gameCode(testClassicMode('Bare', { gameplayRulesText: [] }), [[0, 0, [1]]]);
    expect(importedRules(inspect(bare))).toEqual(['This game was imported from a Game code: 4×4 board, 4 directions.', 'The code carries no rules text of its own.']);
  });

  it('says the rules are unknown when the code cannot be read again', () => {
    expect(importedRules(null)).toEqual(['This game was imported from a Game code, which cannot be read again: its rules are unknown.']);
  });

  it('names the game as the picker does, under Imported', () => {
    expect(importedEntry('code:abc', 'Alpha')).toEqual({
      key: 'code:abc',
      summary: { id: 'code:abc', name: 'Alpha', category: 'Imported', description: 'A game from a Game code', rules: '' },
      installed: false,
      imported: true,
    });
  });
});
