// The original editor's consistency check (custom-modes.md §1.3): simulate which number each tile
// index shows, starting from the tiles that spawn and applying every merge, and report the first
// index that could show two different numbers. An aid only: it changes nothing and stops nothing.
import type { Value } from '../calc/values.ts';
import { allowed, readMerges, type CustomMerge } from '../engine/codes/custom-merges.ts';
import type { RawCustom } from '../formats/types.ts';
import type { MakerIssue } from './draft.ts';
import { numText } from './fields.ts';

/** Bounds of the simulation (a hostile draft must not make the check slow). */
const MAX_ROUNDS = 64;
const MAX_INDEXES = 2_000;
/** Candidate look-ups in all (about 100 ms); past it the check gives up silently. */
const MAX_WORK = 400_000;

function spawnValues(spawning: Value): Map<number, number> {
  const known = new Map<number, number>();
  if (!Array.isArray(spawning)) return known;
  spawning.slice(1).forEach((e, i) => {
    if (Array.isArray(e) && typeof e[0] === 'number' && typeof e[1] === 'number' && e[1] > 0) known.set(i + 1, e[0]);
  });
  return known;
}

function mergeWords(i: number): string {
  return `merge ${i + 1}`;
}

/** The first index that could show two numbers, as a warning on the merge that makes the second. */
export function consistencyIssues(c: RawCustom): MakerIssue[] {
  let merges: CustomMerge[];
  try {
    merges = readMerges(c.customMerges);
  } catch {
    return [];
  }
  const known = spawnValues(c.customSpawningTiles);
  let work = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = false;
    for (let i = 0; i < merges.length; i++) {
      const m = merges[i]!;
      // n is some known index, or a known index minus a relative input's offset.
      const candidates = new Set<number>();
      for (const k of known.keys()) {
        candidates.add(k);
        for (const r of m.inputs) if (r.relative) candidates.add(k - r.c);
        work += 1 + m.inputs.length;
      }
      if (work > MAX_WORK) return [];
      for (const nIndex of candidates) {
        if (++work > MAX_WORK) return [];
        if (!allowed(m.restriction, nIndex) || !m.output) continue;
        const first = known.get(nIndex);
        if (first === undefined) continue;
        let sum = first;
        let complete = true;
        for (const r of m.inputs) {
          const v = known.get(r.relative ? nIndex + r.c : r.c);
          if (v === undefined) {
            complete = false;
            break;
          }
          sum += v;
        }
        // Past 2^53 sums are rounded: two of them may differ by rounding alone, so they are not followed.
        if (!complete || !(Math.abs(sum) <= Number.MAX_SAFE_INTEGER)) continue;
        const target = m.output.relative ? nIndex + m.output.c : m.output.c;
        const had = known.get(target);
        if (had === undefined) {
          if (known.size >= MAX_INDEXES) return [];
          known.set(target, sum);
          changed = true;
        } else if (had !== sum) {
          const field = `merges.${i}.output.c`;
          return [
            {
              field,
              message: `Tile ${numText(target)} could show both ${numText(had)} and ${numText(sum)}: ${mergeWords(i)} on tile ${numText(nIndex)} makes ${numText(sum)}.`,
              severity: 'warning',
            },
          ];
        }
      }
    }
    if (!changed) break;
  }
  return [];
}
