import { describe, expect, it } from 'vitest';
import { exportGameCode, exportModeCode, importCode } from '../../formats/index.ts';
import { calcEvaluator } from '../calc-evaluator.ts';
import { playableFromImport, RESUMED_NOTE, withResumedNote } from './code-mode.ts';
import { Game } from '../game.ts';
import { defaultMode } from '../mode.ts';
import { rawGameFromGame, rawModeFromMode } from './raw-export.ts';

const notes = (rules: unknown): number =>
  Array.isArray(rules) ? rules.filter((e) => JSON.stringify(e) === JSON.stringify(RESUMED_NOTE)).length : -1;

describe('Game codes get the resumed note (formats.md §4.3 step 2)', () => {
  it('appends it once, and not again when already present', () => {
    const once = withResumedNote([['h1', 'T']]);
    expect(once).toEqual([['h1', 'T'], RESUMED_NOTE]);
    expect(withResumedNote(once)).toEqual(once);
    expect(withResumedNote([])).toEqual([RESUMED_NOTE]);
    // Not a list: left alone.
    expect(withResumedNote('rules')).toBe('rules');
  });

  it('a Game code imports with it, a Mode code without; exported again, it is still there once', () => {
    const mode = defaultMode({
      gameplayRulesText: [
        ['h1', 'Test'],
        ['p', 'Merge equal tiles.'],
      ],
    });
    const game = new Game(mode, { evaluator: calcEvaluator, seed: 5, clock: () => 0 });
    game.start();
    const asMode = playableFromImport(importCode(exportModeCode(rawModeFromMode(game.mode))))!.mode;
    expect(notes(asMode.gameplayRulesText)).toBe(0);
    const imported = importCode(exportGameCode(rawModeFromMode(game.mode), rawGameFromGame(game)));
    if (imported.kind !== 'game') throw new Error('expected a Game code');
    const played = playableFromImport(imported)!.mode;
    expect(played.gameplayRulesText).toEqual([['h1', 'Test'], ['p', 'Merge equal tiles.'], RESUMED_NOTE]);
    const again = importCode(exportGameCode(rawModeFromMode(played), imported.game));
    if (again.kind !== 'game') throw new Error('expected a Game code');
    expect(notes(playableFromImport(again)!.mode.gameplayRulesText)).toBe(1);
  });
});
