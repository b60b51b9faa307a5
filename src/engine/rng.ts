// The engine's only source of randomness: a small seedable generator (sfc32, the generator the
// conformance recorder used for Math.random) whose state can be saved with undo snapshots.

export type RngState = readonly [number, number, number, number];

export interface Rng {
  /** A uniform draw in [0, 1). */
  next(): number;
  getState(): RngState;
  setState(s: RngState): void;
}

/** splitmix32: spreads an arbitrary seed over the four state words. */
export function splitmix32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a ^ (a >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    t ^= t >>> 15;
    return t >>> 0;
  };
}

/** One sfc32 step from the words a, b, c, d: writes the next words to `w` and returns the draw. */
function sfc32Step(w: Int32Array, a: number, b: number, c: number, d: number): number {
  const t = (((a + b) | 0) + d) | 0;
  w[3] = (d + 1) | 0;
  w[0] = b ^ (b >>> 9);
  w[1] = (c + (c << 3)) | 0;
  w[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return (t >>> 0) / 4294967296;
}

/** FNV-1a: a string seed as a number. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Sfc32 implements Rng {
  // The four state words in a typed list: as object fields, words beyond the small-integer range
  // are boxed numbers, read and written through their boxes at every draw (about 1% of a classic
  // move went to that).
  private readonly w = new Int32Array(4);
  /**
   * A state set with words that are not 32-bit integers (a damaged or hand-made save), as given
   * until the next draw, which computes with them as plain numbers (as the generator did before
   * its words were typed) and leaves 32-bit words.
   */
  private given: RngState | null = null;
  /** The draw `stepGiven` made. */
  private readonly drawn = new Float64Array(1);

  constructor(seed: number | string = Date.now()) {
    const sm = splitmix32(typeof seed === 'string' ? hashString(seed) : Math.floor(seed));
    this.setState([sm(), sm(), sm(), sm()]);
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    if (this.given !== null) {
      this.stepGiven(this.given);
      // Read back as a double: a call's result returned here made optimised callers box every draw.
      return this.drawn[0]!;
    }
    const w = this.w;
    return sfc32Step(w, w[0]!, w[1]!, w[2]!, w[3]!);
  }

  /** The draw from the given words, to `drawn` (a call of its own: `next` stays small enough to inline). */
  private stepGiven(g: RngState): void {
    this.given = null;
    this.drawn[0] = sfc32Step(this.w, g[0], g[1], g[2], g[3]);
  }

  getState(): RngState {
    if (this.given !== null) return [...this.given];
    const w = this.w;
    return [w[0]!, w[1]!, w[2]!, w[3]!];
  }

  setState(s: RngState): void {
    const w = this.w;
    [w[0], w[1], w[2], w[3]] = s;
    const exact = Object.is(w[0], s[0]) && Object.is(w[1], s[1]) && Object.is(w[2], s[2]) && Object.is(w[3], s[3]);
    this.given = exact ? null : [s[0], s[1], s[2], s[3]];
  }
}

/** A generator that replays a fixed list of draws (tests), then falls back to `rest`. */
export class ScriptedRng implements Rng {
  private i = 0;
  constructor(
    private readonly draws: readonly number[],
    private readonly rest: Rng = new Sfc32(1),
  ) {}
  next(): number {
    return this.i < this.draws.length ? this.draws[this.i++]! : this.rest.next();
  }
  /** Only the position in the scripted list is saved (the fallback keeps running). */
  getState(): RngState {
    return [this.i, 0, 0, 0];
  }
  setState(s: RngState): void {
    this.i = s[0];
  }
}
