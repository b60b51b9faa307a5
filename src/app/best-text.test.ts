import { describe, expect, it } from 'vitest';
import { bestText, recordedBestText } from './best-text.ts';

describe('Best is shown as the Score box shows it', () => {
  it('the recorded best keeps the text the Score box had', () => {
    expect(
      bestText({ best: 134.84429111483848, bestText: '134.844', games: 1, wins: 0 }, { score: '12', scoreValue: 12 }),
    ).toBe('134.844');
  });
  it('a game beating the record shows its own score text', () => {
    expect(bestText({ best: 100, bestText: '100', games: 1, wins: 0 }, { score: '1.2e3', scoreValue: 1200 })).toBe(
      '1.2e3',
    );
  });
  it('records of older versions (no text) show the number', () => {
    expect(bestText({ best: 64, games: 1, wins: 0 }, { score: '8', scoreValue: 8 })).toBe('64');
    expect(recordedBestText({ best: 123456789 })).toBe('123456789');
  });
  it('records of older versions with a fraction show six significant digits, not the float’s seventeen', () => {
    expect(bestText({ best: 134.84429111483848, games: 1, wins: 0 }, { score: '8', scoreValue: 8 })).toBe('134.844');
    expect(recordedBestText({ best: 0.1 + 0.2 })).toBe('0.3');
    expect(recordedBestText({ best: 1.5 })).toBe('1.5');
  });
});
