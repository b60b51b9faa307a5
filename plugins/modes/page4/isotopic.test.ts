import { describe, expect, it } from 'vitest';
import { E, LEFT, displayedText, playOn } from '../page2/test-kit.ts';
import { ISOTOPE_SYMBOLS, modeIsotopic256 } from './isotopic.ts';

const stable = (e: number): [number, number] => [e, Infinity];

describe('Isotopic 256', () => {
  it('merges equal isotopes; an odd power is radioactive and its timer starts counting the same turn', () => {
    const g = playOn(modeIsotopic256, [
      [stable(1), stable(1), E],
      [stable(2), stable(2), E],
      [stable(1), stable(2), E],
    ]);
    const r = g.move(LEFT);
    // 8Be gets round(0.75 × 8) = 6 turns, and one is used up at the end of this turn.
    expect(g.state.grid).toEqual([
      [stable(2), E, E],
      [[3, 5], E, E],
      [stable(1), stable(2), E],
    ]);
    expect(r.scoreDelta).toBe(4 + 8);
  });
  it('a tile whose timer runs out decays and is counted', () => {
    const g = playOn(modeIsotopic256, [[E, [3, 1], [5, 7]]]);
    g.move(LEFT);
    expect(g.state.grid).toEqual([[E, [5, 6], E]]);
    expect(g.state.gameVars[0]).toBe(1);
  });
  it('with even powers radioactive, 8 + 8 makes a 16 with a 12-turn lifespan', () => {
    const g = playOn(modeIsotopic256, [[stable(3), stable(3), E]], { decaying: 'even' });
    g.move(LEFT);
    expect(g.state.grid).toEqual([[[4, 11], E, E]]);
  });
  it('shows isotopes with their remaining lifespan', () => {
    const g = playOn(modeIsotopic256, [[E]]);
    expect(displayedText(g, stable(1))).toBe('2H');
    expect(displayedText(g, [3, 5])).toBe('8Be5');
    expect(displayedText(g, stable(8))).toBe('256No');
    expect(ISOTOPE_SYMBOLS.slice(0, 8)).toEqual(['H', 'He', 'Be', 'O', 'P', 'Ni', 'Sn', 'No']);
  });
});
