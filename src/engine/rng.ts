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
function splitmix32(seed: number): () => number {
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

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string = Date.now()) {
    const sm = splitmix32(typeof seed === 'string' ? hashString(seed) : Math.floor(seed));
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  getState(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  setState(s: RngState): void {
    [this.a, this.b, this.c, this.d] = s;
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
