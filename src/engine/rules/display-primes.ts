// The original's special colour schemes that show a tile's exponents over "the first N primes" read
// them from the shared prime table (`@Primes`), growing it to N primes by doubling sieves the first
// time the board is drawn. Rules that read `@Primes` then see that table: 180's length variant
// merges 7 equal tiles because the drawing of its first board put 7 in the table (recorded game
// 38--180_length_button). Our renderer draws with its own factoriser, so the engine grows the table
// as that first drawing would.
import { ensurePrimeCount } from '../../calc/numeric/primes.ts';
import type { Value } from '../../calc/values.ts';
import type { GameState } from './state.ts';

/** Schemes drawn over the first N primes: their prime-count parameter (param 1) and its default. */
const PRIME_COUNT: Readonly<Record<string, { param: boolean; count: number }>> = {
  '180': { param: true, count: 48 },
  DIVE: { param: true, count: 168 },
  'Anti-DIVE': { param: true, count: 168 },
  SQUARTSingle: { param: true, count: 168 },
  '3385': { param: true, count: 168 },
  '3385Single': { param: true, count: 168 },
  LOCEF: { param: false, count: 168 },
  'Three-Tile SQUARTSingle': { param: false, count: 168 },
  Turatin: { param: false, count: 40 },
  'Partial Absorb 180': { param: false, count: 27 },
};

/** The most primes a drawing of this mode's tiles needs (0: none). A computed count is not guessed. */
export function displayPrimeCount(tileTypes: readonly Value[]): number {
  let most = 0;
  for (const t of tileTypes) {
    if (!Array.isArray(t) || t[2] !== '@ColorScheme' || typeof t[3] !== 'string') continue;
    const spec = Object.hasOwn(PRIME_COUNT, t[3]) ? PRIME_COUNT[t[3]]! : undefined;
    if (!spec) continue;
    const given = spec.param && Array.isArray(t[4]) ? t[4][1] : undefined;
    const n = given === undefined ? spec.count : typeof given === 'number' ? Math.floor(given) : 0;
    if (n > most && n <= 1000) most = n;
  }
  return most;
}

/** Grows the game's prime table as the first drawing of the board does (the table never shrinks). */
export function growPrimesForDisplay(state: GameState, tileTypes: readonly Value[]): void {
  const n = displayPrimeCount(tileTypes);
  if (n > state.primes.length) ensurePrimeCount(state, n, 'display');
}
