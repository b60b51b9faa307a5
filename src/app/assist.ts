// Hint and Autoplay (issue 31): a row of controls under the board. The search runs in the hint
// worker (src/agent/agent-worker.ts) from the engine worker's latest save, so the board never
// waits for it; moves go through the app like the player's own, marked as assisted.
import { HINT_EFFORT, type HintRequest, type HintResponse } from '../agent/protocol.ts';
import type { DirectionView, SavedSession } from '../worker/protocol.ts';
import { el } from './dom.ts';

/** A hint's wall-clock budget: the search answers with what it has by then. */
const HINT_BUDGET_MS = 150;
/** A hint worker that says nothing for this long is replaced. */
const HINT_TIMEOUT_MS = 10_000;

export const AUTOPLAY_SPEEDS = [
  { label: 'Slow', delayMs: 600 },
  { label: 'Normal', delayMs: 200 },
  { label: 'Fast', delayMs: 0 },
] as const;

export type Hint = Extract<HintResponse, { ok: true }>;

/** The hint worker, one request at a time (a newer request supersedes an older one). */
export class HintClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private waiting: { id: number; resolve(h: Hint | null): void; timer: ReturnType<typeof setTimeout> } | null = null;

  private spawn(): Worker {
    const w = new Worker(new URL('../agent/agent-worker.ts', import.meta.url), { type: 'module', name: 'hint' });
    w.onmessage = (e: MessageEvent<HintResponse>) => {
      const wait = this.waiting;
      if (!wait || e.data.id !== wait.id) return;
      clearTimeout(wait.timer);
      this.waiting = null;
      wait.resolve(e.data.ok ? e.data : null);
    };
    w.onerror = () => this.reset();
    return w;
  }

  /** Starts the worker ahead of the first hint (loading its code is most of a first hint's time). */
  warm(): void {
    this.worker ??= this.spawn();
  }

  /** The suggestion for a saved game, or null (no answer, an error, or superseded). */
  ask(saved: SavedSession, plugins: readonly string[], effort = HINT_EFFORT): Promise<Hint | null> {
    this.cancel();
    this.worker ??= this.spawn();
    const id = this.nextId++;
    const req: HintRequest = { id, saved, effort, timeBudgetMs: HINT_BUDGET_MS, plugins };
    return new Promise((resolve) => {
      this.waiting = { id, resolve, timer: setTimeout(() => this.reset(), HINT_TIMEOUT_MS) };
      this.worker!.postMessage(req);
    });
  }

  cancel(): void {
    const wait = this.waiting;
    if (!wait) return;
    clearTimeout(wait.timer);
    this.waiting = null;
    wait.resolve(null);
  }

  /** Replaces a worker that stopped answering (a mode whose search runs away). */
  private reset(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}

export interface AssistHost {
  /** The latest save of the game shown (null before one is running). */
  saved(): SavedSession | null;
  /** Installed plugin files (the hint worker registers them too). */
  plugins(): Promise<readonly string[]>;
  directions(): readonly DirectionView[];
  /** Plays a move marked as assisted; resolves when its result is shown, false if nothing moved. */
  play(direction: number, assist: 'hint' | 'auto'): Promise<boolean>;
  /** Tells the engine a hint was shown (the game is marked assisted). */
  noteHint(): void;
  /** True while the game can take moves (playing or continued, no other screen open). */
  canPlay(): boolean;
  directionName(d: DirectionView): string;
}

const ARROWS: Record<string, string> = {
  '-1,0': '↑',
  '1,0': '↓',
  '0,-1': '←',
  '0,1': '→',
  '-1,-1': '↖',
  '-1,1': '↗',
  '1,-1': '↙',
  '1,1': '↘',
};

/** The Hint and Autoplay controls, and the hint shown over the board. */
export class AssistBar {
  readonly root: HTMLElement;
  /** The hint over the board (an arrow and how sure), placed by the game screen. */
  readonly overlay: HTMLElement;
  private readonly hintBtn: HTMLButtonElement;
  private readonly autoBtn: HTMLButtonElement;
  private readonly speed: HTMLSelectElement;
  private readonly client = new HintClient();
  private auto = false;
  private warmed = false;
  private shown: number | null = null;
  /** Counts hint requests: an answer for an older position is dropped. */
  private seq = 0;

  constructor(private readonly host: AssistHost) {
    this.hintBtn = el(
      'button',
      {
        class: 'btn',
        type: 'button',
        'aria-label': 'Hint: suggest a move',
        title: 'Hint: suggest a move',
        onclick: () => void this.hint(),
      },
      'Hint',
    );
    this.autoBtn = el(
      'button',
      {
        class: 'btn assist-auto',
        type: 'button',
        'aria-pressed': 'false',
        title: 'Autoplay: let the computer play',
        onclick: () => this.toggleAuto(),
      },
      'Autoplay',
    );
    this.speed = el(
      'select',
      { class: 'assist-speed', 'aria-label': 'Autoplay speed', title: 'Autoplay speed' },
      ...AUTOPLAY_SPEEDS.map((s, i) =>
        el('option', { value: String(i), ...(i === 1 ? { selected: true } : {}) }, s.label),
      ),
    );
    // The speed shows while autoplay runs, in the place of Hint (which waits then): one more menu item, not two.
    this.speed.hidden = true;
    this.root = el(
      'span',
      { class: 'assist', role: 'group', 'aria-label': 'Help from the computer' },
      this.hintBtn,
      this.autoBtn,
      this.speed,
    );
    this.overlay = el('div', { class: 'hint', hidden: true, 'aria-live': 'polite' });
  }

  /** After every update of the board: an old hint no longer applies; the buttons follow the game. */
  refresh(boardChanged: boolean): void {
    if (!this.warmed) {
      this.warmed = true;
      // Once the game shows, when the page is idle: the first hint then answers as fast as the next.
      setTimeout(() => this.client.warm(), 500);
    }
    if (boardChanged && !this.auto) this.clearHint();
    const can = this.host.canPlay();
    this.hintBtn.disabled = !can || this.auto;
    this.autoBtn.disabled = !can && !this.auto;
  }

  /** The direction the hint shows (the game screen marks that button), or null. */
  get hinted(): number | null {
    return this.shown;
  }

  /** Called by the app when the player moves by hand: a move in the hinted direction is marked. */
  assistOf(direction: number): 'hint' | undefined {
    return this.shown === direction ? 'hint' : undefined;
  }

  stop(): void {
    if (!this.auto) return;
    this.auto = false;
    this.client.cancel();
    this.autoBtn.textContent = 'Autoplay';
    this.autoBtn.setAttribute('aria-pressed', 'false');
    this.speed.hidden = true;
    this.hintBtn.hidden = false;
    this.clearHint();
    this.refresh(false);
  }

  private clearHint(): void {
    this.shown = null;
    this.overlay.hidden = true;
    delete this.overlay.dataset['direction'];
    this.seq++;
  }

  private async ask(): Promise<{ hint: Hint; seq: number } | null> {
    const saved = this.host.saved();
    if (!saved) return null;
    const seq = ++this.seq;
    const hint = await this.client.ask(saved, await this.host.plugins());
    if (!hint || seq !== this.seq) return null;
    return { hint, seq };
  }

  private show(h: Hint): void {
    const d = h.direction === null ? undefined : this.host.directions().find((x) => x.index === h.direction);
    if (!d) {
      this.overlay.textContent = 'No move found';
      this.overlay.hidden = false;
      return;
    }
    this.shown = d.index;
    const sure = Math.round(h.confidence * 100);
    const arrow = ARROWS[`${d.vector[0]},${d.vector[1]}`] ?? d.label;
    this.overlay.dataset['direction'] = String(d.index);
    this.overlay.replaceChildren(
      el('span', { class: 'hint-arrow', 'aria-hidden': 'true' }, arrow),
      el('span', { class: 'hint-text' }, `${this.host.directionName(d)} · ${sure}% sure`),
    );
    this.overlay.setAttribute('aria-label', `Hint: move ${this.host.directionName(d)}, ${sure}% sure`);
    this.overlay.hidden = false;
  }

  async hint(): Promise<void> {
    if (this.auto || !this.host.canPlay()) return;
    this.hintBtn.disabled = true;
    try {
      const got = await this.ask();
      if (!got) return;
      this.show(got.hint);
      if (got.hint.direction !== null) this.host.noteHint();
    } finally {
      this.hintBtn.disabled = !this.host.canPlay() || this.auto;
    }
  }

  private toggleAuto(): void {
    if (this.auto) {
      this.stop();
      return;
    }
    this.auto = true;
    this.autoBtn.textContent = 'Stop';
    this.autoBtn.setAttribute('aria-pressed', 'true');
    this.hintBtn.disabled = true;
    this.hintBtn.hidden = true;
    this.speed.hidden = false;
    void this.loop();
  }

  private async loop(): Promise<void> {
    while (this.auto && this.host.canPlay()) {
      const t0 = performance.now();
      const got = await this.ask();
      if (!this.auto) return;
      if (!got || got.hint.direction === null) break;
      this.show(got.hint);
      const moved = await this.host.play(got.hint.direction, 'auto');
      if (!moved) break;
      const wait = AUTOPLAY_SPEEDS[Number(this.speed.value)]?.delayMs ?? 200;
      const left = wait - (performance.now() - t0);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
    this.stop();
  }
}
