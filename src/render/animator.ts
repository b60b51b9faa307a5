// Time-based tweens for tile animations. Pure (no Pixi): targets are anything with x, y, scale and
// alpha. `finishAll` fast-forwards every running tween to its end, which is what quick successive
// input does, so the board always shows the latest state without a backlog.

export interface Animatable {
  x: number;
  y: number;
  scale: number;
  alpha: number;
}

export type Prop = keyof Animatable;
export type Ease = (t: number) => number;

export const ease = {
  linear: (t: number) => t,
  outCubic: (t: number) => 1 - (1 - t) ** 3,
  inOutQuad: (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2),
  /** Overshoots by ~10% then settles: the merge "pop". */
  outBack: (t: number) => {
    const c1 = 1.70158;
    const c3 = c1 + 1;
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2;
  },
} satisfies Record<string, Ease>;

interface Track {
  readonly target: Animatable;
  readonly prop: Prop;
  from: number;
  readonly to: number;
  readonly start: number;
  readonly duration: number;
  readonly ease: Ease;
  started: boolean;
}

export interface TweenOptions {
  /** ms after now. */
  readonly delay?: number;
  readonly duration: number;
  readonly ease?: Ease;
  /** Start values (set when the tween starts); otherwise the current values then. */
  readonly from?: Partial<Animatable>;
}

export class Animator {
  private tracks: Track[] = [];
  private callbacks: { at: number; fn: () => void }[] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  get running(): boolean {
    return this.tracks.length > 0 || this.callbacks.length > 0;
  }

  /** Number of live tweens (for leak checks). */
  get size(): number {
    return this.tracks.length + this.callbacks.length;
  }

  tween(target: Animatable, to: Partial<Animatable>, opts: TweenOptions): void {
    const start = this.now() + (opts.delay ?? 0);
    for (const prop of Object.keys(to) as Prop[]) {
      const end = to[prop];
      if (end === undefined) continue;
      // A newer tween of the same property replaces an older one.
      this.tracks = this.tracks.filter((t) => !(t.target === target && t.prop === prop));
      const from = opts.from?.[prop];
      if (from !== undefined && (opts.delay ?? 0) <= 0) target[prop] = from;
      this.tracks.push({
        target,
        prop,
        from: from ?? target[prop],
        to: end,
        start,
        duration: Math.max(0, opts.duration),
        ease: opts.ease ?? ease.outCubic,
        started: from !== undefined || (opts.delay ?? 0) <= 0,
      });
    }
    if (opts.duration <= 0 && (opts.delay ?? 0) <= 0) this.update(this.now());
  }

  /** Runs `fn` after `delay` ms (or at once when fast-forwarded). */
  after(delay: number, fn: () => void): void {
    this.callbacks.push({ at: this.now() + delay, fn });
  }

  /** Forgets tweens of a target (it is being destroyed). */
  cancel(target: Animatable): void {
    this.tracks = this.tracks.filter((t) => t.target !== target);
  }

  /** Advances to `time`; returns whether anything is still running. */
  update(time: number = this.now()): boolean {
    const keep: Track[] = [];
    for (const t of this.tracks) {
      if (time < t.start) {
        keep.push(t);
        continue;
      }
      if (!t.started) {
        t.from = t.target[t.prop];
        t.started = true;
      }
      const k = t.duration === 0 ? 1 : Math.min(1, (time - t.start) / t.duration);
      t.target[t.prop] = t.from + (t.to - t.from) * t.ease(k);
      if (k < 1) keep.push(t);
      else t.target[t.prop] = t.to;
    }
    this.tracks = keep;
    const due = this.callbacks.filter((c) => c.at <= time);
    this.callbacks = this.callbacks.filter((c) => c.at > time);
    for (const c of due) c.fn();
    return this.running;
  }

  /** Jumps every tween to its end and runs pending callbacks (in time order). */
  finishAll(): void {
    // Callbacks may schedule nothing new in practice, but loop until quiet to be safe.
    for (let guard = 0; guard < 10 && this.running; guard++) {
      for (const t of this.tracks) t.target[t.prop] = t.to;
      this.tracks = [];
      const due = this.callbacks.sort((a, b) => a.at - b.at);
      this.callbacks = [];
      for (const c of due) c.fn();
    }
  }
}
