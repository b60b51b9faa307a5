// Which moves of a game the hint and autoplay helped with (issue 31): kept in the game's save, shown
// with its stats and given with its Replay code, so a game played with help is never passed off as
// played alone. Marks are never removed: undoing an assisted move leaves the game assisted.
import type { AssistKind, AssistView } from './protocol.ts';

/** As saved: hints shown, and [move number, kind] per assisted move. */
export interface SavedAssist {
  readonly hints: number;
  readonly moves: readonly (readonly [number, AssistKind])[];
}

/** Assisted moves kept at most (a long autoplay keeps the first ones and the counts). */
const MAX_MARKS = 100_000;

export class AssistLog {
  private hints = 0;
  private hinted = 0;
  private auto = 0;
  private moves: [number, AssistKind][] = [];

  hintShown(): void {
    this.hints++;
  }

  /** Move number `move` (the game's move count after it) was played with help of `kind`. */
  moved(move: number, kind: AssistKind): void {
    if (kind === 'hint') this.hinted++;
    else this.auto++;
    if (this.moves.length < MAX_MARKS) this.moves.push([move, kind]);
  }

  get touched(): boolean {
    return this.hints > 0 || this.moves.length > 0;
  }

  view(): AssistView | undefined {
    return this.touched ? { hints: this.hints, hintedMoves: this.hinted, autoMoves: this.auto } : undefined;
  }

  save(): SavedAssist | undefined {
    return this.touched ? { hints: this.hints, moves: this.moves.map(([m, k]) => [m, k] as const) } : undefined;
  }

  /** Reads a saved log; anything malformed is dropped (a damaged mark must not lose the game). */
  load(x: unknown): void {
    if (typeof x !== 'object' || x === null) return;
    const o = x as { hints?: unknown; moves?: unknown };
    this.hints = typeof o.hints === 'number' && Number.isInteger(o.hints) && o.hints >= 0 ? o.hints : 0;
    this.moves = [];
    this.hinted = this.auto = 0;
    if (Array.isArray(o.moves))
      for (const e of o.moves.slice(0, MAX_MARKS))
        if (Array.isArray(e) && typeof e[0] === 'number' && (e[1] === 'hint' || e[1] === 'auto'))
          this.moved(e[0], e[1]);
  }

  /** The marks in words, e.g. "Assisted: 3 hints shown; moves 4, 9 in a hinted direction; moves 10–59 by autoplay." */
  note(): string | null {
    if (!this.touched) return null;
    const parts = [`${this.hints} hint${this.hints === 1 ? '' : 's'} shown`];
    const hinted = this.moves.filter((m) => m[1] === 'hint').map((m) => m[0]);
    const auto = this.moves.filter((m) => m[1] === 'auto').map((m) => m[0]);
    if (hinted.length) parts.push(`${plural(hinted.length)} ${ranges(hinted)} in a hinted direction`);
    if (auto.length) parts.push(`${plural(auto.length)} ${ranges(auto)} by autoplay`);
    return `Assisted: ${parts.join('; ')}.`;
  }
}

function plural(n: number): string {
  return n === 1 ? 'move' : 'moves';
}

/** Sorted move numbers as runs: 1–5, 8, 10–12. */
export function ranges(nums: readonly number[]): string {
  const s = [...new Set(nums)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < s.length; ) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[j]! + 1) j++;
    out.push(j > i ? `${s[i]}–${s[j]}` : String(s[i]));
    i = j + 1;
  }
  return out.join(', ');
}
