// The game screen's DOM: top bar, stat boxes, board host, direction buttons, win/game-over
// panel, and a screen-reader description of the board (the canvas itself is hidden from them),
// over the mode's own page background.

import type { BoardView, DirectionView, MiniTileView, MoveResultView, StatBoxView } from '../worker/protocol.ts';
import { isStandardFour } from '../input/directions.ts';
import { boardRows } from './board-table.ts';
import { el, fill } from './dom.ts';
import { bestText } from './best-text.ts';
import { PageLook } from './page-look.ts';
import { EMPTY_STATS, type ModeStats } from '../storage/storage.ts';
import { safeCss } from './safe-css.ts';
import { miniPicture } from './mini-picture.ts';

export interface GameScreenHandlers {
  onDirection(index: number): void;
  onStatBox(index: number): void;
  onUndo(): void;
  onRedo(): void;
  onNewGame(): void;
  onKeepGoing(): void;
  onOpen(screen: 'modes' | 'rules' | 'settings' | 'import' | 'replays' | 'modifiers'): void;
}

function miniTile(t: MiniTileView): HTMLElement {
  const text = t.text.map((r) => r.text).join('');
  const picture = t.picture ? miniPicture(t.picture) : null;
  const label = el('span', { class: 'mini-text' }, text);
  // The scheme's glow, when it is a plain `colour x y blur` shadow.
  const glow = t.picture?.picture.textShadow ?? '';
  if (/^rgba?\([\d.,\s]+\)(\s+-?\d+(\.\d+)?px){3}$/.test(glow)) label.style.textShadow = glow;
  const d = picture
    ? el('span', { class: 'mini-tile pictured' }, picture, label)
    : el('span', { class: 'mini-tile' }, text);
  // Mode colours are untrusted CSS (a `url(…)` would make the page fetch it).
  d.style.background = safeCss('background', t.background);
  d.style.color = safeCss('color', t.color);
  return d;
}

function statBox(s: StatBoxView, onClick?: () => void): HTMLElement {
  const body = [
    el('span', { class: 'stat-title' }, s.title),
    s.tiles
      ? el('span', { class: 'stat-value' }, ...s.tiles.map(miniTile))
      : el('span', { class: 'stat-value' }, s.value),
  ];
  // Clickable boxes are real buttons (keyboard and screen readers); the others are plain boxes.
  return onClick && s.clickable
    ? el('button', { class: 'stat clickable', type: 'button', onclick: onClick }, ...body)
    : el('div', { class: 'stat' }, ...body);
}

const DIRECTION_NAMES: Record<string, string> = {
  '-1,0': 'up',
  '1,0': 'down',
  '0,-1': 'left',
  '0,1': 'right',
  '-1,-1': 'up-left',
  '-1,1': 'up-right',
  '1,-1': 'down-left',
  '1,1': 'down-right',
  '0,-2': 'left',
  '0,2': 'right',
  '0,0': 'stay',
};

export function directionName(d: DirectionView): string {
  return DIRECTION_NAMES[`${d.vector[0]},${d.vector[1]}`] ?? `direction ${d.index + 1}`;
}

export class GameScreen {
  readonly root: HTMLElement;
  readonly boardHost: HTMLElement;
  private readonly title = el('h1', { class: 'mode-title' }, 'Loading…');
  private readonly stats = el('div', { class: 'stats' });
  private readonly bottomStats = el('div', { class: 'stats bottom' });
  private readonly next = el('div', { class: 'next-tiles', role: 'group', 'aria-label': 'Next tiles' });
  private readonly pad = el('div', { class: 'dirpad', role: 'group', 'aria-label': 'Move buttons' });
  private readonly panel = el('div', { class: 'end-panel', hidden: true, role: 'dialog', 'aria-live': 'assertive' });
  // The table sits in a 1-px box: a table's own width ignores `.sr-only` and would widen the page.
  private readonly srBoard = el('table', { 'aria-label': 'Board' });
  /** The options and modifiers this game was started with, when any differ from the mode's own. */
  private readonly setupLine = el('p', { class: 'setup', hidden: true });
  /** The mode's page background and the colour of the text on it (title, setup line). */
  private readonly look: PageLook;
  private readonly menu: HTMLElement;
  private readonly undoBtn: HTMLButtonElement;
  private readonly redoBtn: HTMLButtonElement;
  private padKey = '';
  private buttonsMode: 'auto' | 'always' = 'auto';
  private lastView: BoardView | null = null;
  private best: ModeStats = EMPTY_STATS;
  /** The player chose to look at the board under the win or game-over panel. */
  private peeking = false;

  constructor(private readonly h: GameScreenHandlers) {
    const btn = (label: string, text: string, onclick: () => void, cls = ''): HTMLButtonElement =>
      el('button', { class: `btn ${cls}`, type: 'button', 'aria-label': label, title: label, onclick }, text);
    this.undoBtn = btn('Undo', '↶', () => h.onUndo());
    this.redoBtn = btn('Redo', '↷', () => h.onRedo());
    const menu = (this.menu = el(
      'nav',
      { class: 'menu', 'aria-label': 'Menus' },
      btn('Rules', 'Rules', () => h.onOpen('rules')),
      btn('Modifiers', 'Modifiers', () => h.onOpen('modifiers')),
      btn('Save codes: import and export', 'Codes', () => h.onOpen('import')),
      btn('Replays', 'Replays', () => h.onOpen('replays')),
      btn('Settings', 'Settings', () => h.onOpen('settings')),
    ));
    this.boardHost = el('div', {
      class: 'board',
      id: 'board',
      role: 'application',
      'aria-label': 'Game board: swipe, use the arrow keys or the move buttons',
      tabindex: 0,
    });
    // The two side groups flow around the board in portrait and stand beside it in landscape.
    this.root = el(
      'main',
      { class: 'game', id: 'game' },
      el(
        'div',
        { class: 'side side-top' },
        el(
          'header',
          { class: 'bar' },
          btn('Modes: choose a mode', '☰ Modes', () => h.onOpen('modes'), 'primary'),
          this.title,
          el(
            'div',
            { class: 'bar-actions' },
            this.undoBtn,
            this.redoBtn,
            btn('New game', 'New', () => h.onNewGame()),
          ),
        ),
        menu,
        this.setupLine,
        this.stats,
        this.next,
      ),
      el('div', { class: 'board-wrap' }, this.boardHost, this.panel),
      el('div', { class: 'side side-bottom' }, this.pad, this.bottomStats),
      el('div', { class: 'sr-only' }, this.srBoard),
    );
    this.look = new PageLook(this.root);
    this.root.prepend(this.look.backdrop);
  }

  /** Places the Hint and Autoplay controls at the end of the menu (its last row has room on a small phone) and the hint over the board (assist.ts). */
  attachAssist(bar: HTMLElement, overlay: HTMLElement): void {
    this.menu.append(bar);
    this.boardHost.after(overlay);
  }

  setButtonsMode(mode: 'auto' | 'always'): void {
    this.buttonsMode = mode;
    this.padKey = '';
    if (this.lastView) this.renderPad(this.lastView);
  }

  /** False while another screen covers the game (the app's own look), true when it is back. */
  showModeLook(shown: boolean): void {
    this.look.show(shown);
  }

  /** Whether the dark theme is on (for the browser's theme colour; styles.css does the rest). */
  setDarkTheme(dark: boolean): void {
    this.look.setDark(dark);
  }

  setBest(best: ModeStats): void {
    this.best = best;
    if (this.lastView) this.renderStats(this.lastView);
  }

  update(view: BoardView, result: MoveResultView | null): void {
    this.lastView = view;
    this.title.textContent = view.modeName;
    this.look.set(view);
    document.title = `${view.modeName} · 2048 Power Compendium`;
    this.undoBtn.disabled = !view.canUndo;
    this.redoBtn.disabled = !view.canRedo;
    this.renderStats(view);
    this.renderSetup(view);
    fill(this.next, ...view.nextTiles.map(miniTile));
    this.next.hidden = view.nextTiles.length === 0;
    this.renderPad(view);
    this.renderPanel(view, result);
    this.renderSrBoard(view);
  }

  /** Stat boxes refreshed between actions (live timers); the rest of the view stays. */
  showStatBoxes(boxes: BoardView['statBoxes']): void {
    if (!this.lastView) return;
    this.lastView = { ...this.lastView, statBoxes: boxes };
    this.renderStats(this.lastView);
  }

  private renderStats(view: BoardView): void {
    const boxes = view.statBoxes.map((s, i) => ({ s, node: statBox(s, () => this.h.onStatBox(i)) }));
    const top = boxes.filter((b) => !b.s.bottom).map((b) => b.node);
    top.push(statBox({ title: 'Best', value: bestText(this.best, view), bottom: false, clickable: false }));
    const a = view.assisted;
    // A game the hint or autoplay helped says so beside its score.
    if (a)
      top.push(
        statBox({
          title: 'Assisted',
          value: `${a.hints} hint${a.hints === 1 ? '' : 's'} · ${a.hintedMoves + a.autoMoves} move${a.hintedMoves + a.autoMoves === 1 ? '' : 's'}`,
          bottom: false,
          clickable: false,
        }),
      );
    fill(this.stats, ...top);
    fill(this.bottomStats, ...boxes.filter((b) => b.s.bottom).map((b) => b.node));
  }

  private renderSetup(view: BoardView): void {
    const options = (view.setup?.options ?? []).filter((o) => o.changed).map((o) => `${o.label}: ${o.value}`);
    const mods = view.setup?.modifiers ?? [];
    const parts: HTMLElement[] = [];
    if (options.length)
      parts.push(el('span', { class: 'setup-options' }, el('strong', {}, 'Options '), options.join(' · ')));
    if (mods.length)
      parts.push(el('span', { class: 'setup-modifiers' }, el('strong', {}, 'Modifiers '), mods.join(' · ')));
    fill(this.setupLine, ...parts);
    this.setupLine.hidden = parts.length === 0;
  }

  private renderPad(view: BoardView): void {
    const show = this.buttonsMode === 'always' || !isStandardFour(view.directions);
    const key = `${show}|${view.hexagonal}|${JSON.stringify(view.directions)}`;
    if (key === this.padKey) return;
    this.padKey = key;
    this.pad.hidden = !show;
    if (!show) return fill(this.pad);
    fill(
      this.pad,
      ...view.directions.map((d) => {
        const b = el(
          'button',
          {
            class: 'btn dir',
            type: 'button',
            'aria-label': `Move ${directionName(d)}`,
            onclick: () => this.h.onDirection(d.index),
          },
          el('span', { class: 'dir-label' }, d.label),
        );
        // The original turns some arrows (hexagonal and diagonal sets): entry 8 of the direction.
        if (d.rotation) (b.firstChild as HTMLElement).style.transform = `rotate(${d.rotation}deg)`;
        // Place each button around a circle at its on-screen angle.
        const [dv, dh] = d.vector;
        const x = view.hexagonal ? dh / 2 : dh;
        const y = view.hexagonal ? (dv * Math.sqrt(3)) / 2 : dv;
        const len = Math.hypot(x, y);
        b.style.left = `${50 + (len ? (x / len) * 36 : 0)}%`;
        b.style.top = `${50 + (len ? (y / len) * 36 : 0)}%`;
        return b;
      }),
    );
  }

  private renderPanel(view: BoardView, result: MoveResultView | null): void {
    const btn = (text: string, f: () => void): HTMLButtonElement =>
      el('button', { class: 'btn primary', type: 'button', onclick: f }, text);
    if (view.status !== 'won' && view.status !== 'over') {
      this.panel.hidden = true;
      this.peeking = false;
      fill(this.panel);
      return;
    }
    // "See board" folds the panel into a strip along the board's foot, so the final board shows.
    const peek = el(
      'button',
      {
        class: 'btn peek-toggle',
        type: 'button',
        'aria-pressed': String(this.peeking),
        onclick: () => {
          this.peeking = !this.peeking;
          this.renderPanel(view, null);
        },
      },
      this.peeking ? 'Hide board' : 'See board',
    );
    if (view.status === 'won')
      fill(
        this.panel,
        el('p', { class: 'end-title' }, 'You win!'),
        btn('Keep going', () => this.h.onKeepGoing()),
        btn('New game', () => this.h.onNewGame()),
        peek,
      );
    else
      fill(
        this.panel,
        el('p', { class: 'end-title' }, 'Game over'),
        view.canUndo ? btn('Undo', () => this.h.onUndo()) : null,
        btn('New game', () => this.h.onNewGame()),
        peek,
      );
    this.panel.classList.toggle('peek', this.peeking);
    this.panel.hidden = false;
    if (result === null) peek.focus();
    if (result && result.kind !== 'start' && result.kind !== 'timer')
      (this.panel.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  private renderSrBoard(view: BoardView): void {
    const rows = boardRows(view);
    fill(this.srBoard, ...rows);
  }
}
