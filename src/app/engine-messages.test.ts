import { describe, expect, it } from 'vitest';
import { restartMessage, setAsideMessage, storageMessage, tooManyGamesMessage } from './engine-messages.ts';

describe('messages for faults', () => {
  it('the watchdog names the mode that stopped answering and what the player can do', () => {
    const m = restartMessage('timeout', 'Slow Poke', 8);
    expect(m).toContain('“Slow Poke” stopped answering for 8 seconds');
    expect(m).toMatch(/last saved move/);
    expect(m).toMatch(/new game|another mode/);
    expect(restartMessage('crashed', 'X', 8)).toMatch(/“X” crashed/);
    expect(restartMessage('timeout', '', 8)).toMatch(/^The game stopped answering/);
  });
  it('says a game that cannot resume is kept, and where', () => {
    expect(setAsideMessage('2048', 'it took too long')).toMatch(
      /could not be resumed \(it took too long\)\. It is kept.*Damaged saved games/,
    );
  });
  it('tells a full storage apart from other failures', () => {
    expect(storageMessage('game', new DOMException('full', 'QuotaExceededError'))).toMatch(/^Storage is full/);
    expect(storageMessage('game', new Error('blocked'))).toBe(
      'Progress may not be saved (game storage: blocked). You can keep playing.',
    );
  });
  it('asks about the oldest of too many saved games', () => {
    expect(tooManyGamesMessage(25, 'Tiny')).toBe(
      'You have 25 saved games. The oldest, “Tiny”, is kept until you remove it.',
    );
  });
});
