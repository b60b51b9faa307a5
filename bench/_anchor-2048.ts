// Our own version of the "hand-written flat-array JS 2048" anchor (which gave ≈3.2 M
// moves/s; its code is not known), measured beside our figures so that a run tells how fast this
// host is today. Plain 2048 on a 16-cell array of exponents: no rule machinery, no events, no
// undo. It plays like the bench's RandomPlayer: a uniform pick among the directions not found
// blocked since the last real move, a blocked direction counting as a move, 2 (90%) or 4 spawned
// on a uniformly drawn empty cell, a new game when every direction is blocked.

/** Cell index of line `l`, position `p` (0 = the front) for each direction: up, right, down, left. */
function lineCells(): Int8Array[] {
  const out: Int8Array[] = [];
  for (let d = 0; d < 4; d++) {
    const t = new Int8Array(16);
    for (let l = 0; l < 4; l++)
      for (let p = 0; p < 4; p++) {
        const [v, h] = d === 0 ? [p, l] : d === 1 ? [l, 3 - p] : d === 2 ? [3 - p, l] : [l, p];
        t[l * 4 + p] = v * 4 + h;
      }
    out.push(t);
  }
  return out;
}

export class AnchorPlayer {
  /** Exponents, row after row (0 empty, 1 for 2, 2 for 4, …). */
  readonly board = new Uint8Array(16);
  private readonly lines = lineCells();
  private readonly line = new Uint8Array(4);
  private blocked = 0;
  private seed: number;
  score = 0;

  constructor(seed: number) {
    this.seed = seed | 0 || 1;
    this.restart();
  }

  /** xorshift32 in [0, 1). */
  private random(): number {
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x;
    return (x >>> 0) / 4294967296;
  }

  private restart(): void {
    this.board.fill(0);
    this.blocked = 0;
    this.score = 0;
    this.spawn();
    this.spawn();
  }

  private spawn(): void {
    const b = this.board;
    let empty = 0;
    for (let i = 0; i < 16; i++) if (b[i] === 0) empty++;
    if (empty === 0) return;
    let k = Math.floor(this.random() * empty);
    for (let i = 0; i < 16; i++)
      if (b[i] === 0 && k-- === 0) {
        b[i] = this.random() < 0.9 ? 1 : 2;
        return;
      }
  }

  /** Slides and merges every line towards direction d (0 up, 1 right, 2 down, 3 left); whether anything moved. */
  slide(d: number): boolean {
    const b = this.board;
    const cells = this.lines[d]!;
    const line = this.line;
    let moved = false;
    for (let l = 0; l < 16; l += 4) {
      let n = 0;
      let last = 0;
      line.fill(0);
      for (let p = 0; p < 4; p++) {
        const x = b[cells[l + p]!]!;
        if (x === 0) continue;
        if (x === last) {
          line[n - 1] = x + 1;
          this.score += 1 << (x + 1);
          last = 0;
        } else {
          line[n++] = x;
          last = x;
        }
      }
      for (let p = 0; p < 4; p++) {
        const c = cells[l + p]!;
        if (b[c] !== line[p]) {
          b[c] = line[p]!;
          moved = true;
        }
      }
    }
    return moved;
  }

  /** Plays `n` moves (blocked directions included); returns n. */
  play(n: number): number {
    for (let done = 0; done < n; done++) {
      if (this.blocked === 15) this.restart();
      let free = 0;
      for (let d = 0; d < 4; d++) if ((this.blocked & (1 << d)) === 0) free++;
      let k = Math.floor(this.random() * free);
      let d = 0;
      for (; d < 4; d++) if ((this.blocked & (1 << d)) === 0 && k-- === 0) break;
      if (this.slide(d)) {
        this.blocked = 0;
        this.spawn();
      } else this.blocked |= 1 << d;
    }
    return n;
  }
}
