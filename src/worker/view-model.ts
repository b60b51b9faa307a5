// The render-ready view of a running game (protocol.ts `BoardView`): cells and their kinds, tiles
// with the engine's stable ids and their display, board colours, directions, stat boxes, next
// tiles, score and status, and the page's background and text colour. Built from the engine's
// state after every action.
import { runsText } from '../calc/text-runs.ts';
import { jsString, type Value } from '../calc/values.ts';
import type { Game } from '../engine/index.ts';
import { looseFalse } from '../engine/index.ts';
import { analyse } from '../calc/index.ts';
import { NEUTRAL_BACKGROUND, NEUTRAL_TEXT, type TileDisplay } from './display.ts';
import {
  MAX_PAGE_CSS_LENGTH,
  type BoardView,
  type CellKind,
  type CellView,
  type DirectionView,
  type GameStatus,
  type MiniTileView,
  type StatBoxView,
  type TileView,
} from './protocol.ts';

/** Boards larger than this evaluate position-dependent empty-cell colours once, not per cell. */
const MAX_PER_CELL_COLOURS = 1024;
const BOARD_FALLBACK = '#bbada0';
/** The page's colours when the mode's fail: '' = the app's own (themed) look (protocol.ts). */
const PAGE_FALLBACK = '';
/**
 * Steps that all expressions of one view may take together (each is also held to its own budget):
 * a mode whose display rules each stay within theirs could otherwise take seconds per view, on
 * every view. Past it, the remaining parts fall back to their neutral look and the failure is
 * reported like any failing display expression. Built-in modes and community codes need at most a
 * few hundred steps per view.
 */
export const VIEW_STEP_BUDGET = 4_000_000;

export interface ViewSource {
  readonly modeId: string;
  readonly modeName: string;
  readonly game: Game;
  readonly display: TileDisplay;
}

export interface BuiltView {
  readonly view: BoardView;
  /** `view.statBoxes[i]` is the mode's stat box `statBoxIndex[i]` (hidden boxes are left out). */
  readonly statBoxIndex: readonly number[];
}

function hasTiming(script: Value, timing: string): boolean {
  if (!Array.isArray(script)) return false;
  const t = script[1];
  return t === timing || (Array.isArray(t) && t.includes(timing));
}

/** Whether a mode reacts to clicks on tiles: one of its scripts runs on TileClick (the view's `tileClicks`). */
export function hasTileClicks(scripts: readonly Value[]): boolean {
  return scripts.some((sc) => hasTiming(sc, 'TileClick'));
}

/** Whether a stat box entry reacts to clicks: it has a click action (entry 7). */
export function statBoxClickable(raw: readonly Value[]): boolean {
  return raw[7] !== undefined;
}

export function statusOf(game: Game): GameStatus {
  const s = game.state;
  if (s.screen === 'Win') return s.postgameAllowed ? 'won' : 'over';
  if (s.screen === 'Game Over') return 'over';
  return s.won === -1 ? 'continued' : 'playing';
}

const ARROWS: Readonly<Record<string, string>> = {
  '-1,0': '↑',
  '1,0': '↓',
  '0,-1': '←',
  '0,1': '→',
  '-1,-1': '↖',
  '-1,1': '↗',
  '1,-1': '↙',
  '1,1': '↘',
  '0,-2': '←',
  '0,2': '→',
  '0,0': '•',
};

function num(x: Value): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

/**
 * Colours that are pure expressions are evaluated once per game (by expression identity); the
 * others every time they are drawn.
 */
export class ViewBuilder {
  private readonly pureColours = new Map<Value, string>();
  private readonly pureLabels = new Map<Value, string>();

  constructor(private readonly src: ViewSource) {}

  build(canUndo: boolean, canRedo: boolean): BuiltView {
    const s = this.src.game.state;
    if (s.stepMeter !== null) return this.buildMetered(canUndo, canRedo);
    s.stepMeter = { left: VIEW_STEP_BUDGET, budget: VIEW_STEP_BUDGET, what: 'view' };
    try {
      return this.buildMetered(canUndo, canRedo);
    } finally {
      s.stepMeter = null;
    }
  }

  private buildMetered(canUndo: boolean, canRedo: boolean): BuiltView {
    const { game, display } = this.src;
    const s = game.state;
    const m = game.mode;
    const emptyColor = this.colour(this.emptyBackground(), 0, 0, 'rgba(238, 228, 218, 0.35)', 'empty cell colour');
    const cells: CellView[] = [];
    const tiles: TileView[] = [];
    const perCell = !analyse(m.tileBackground).tileOnly && s.width * s.height <= MAX_PER_CELL_COLOURS;
    const blockRule = m.spawnTileBlocked;
    for (let v = 0; v < s.height; v++) {
      const row = s.grid[v] ?? [];
      for (let h = 0; h < s.width; h++) {
        const c = row[h];
        const kind = this.kindOf(c);
        if (kind !== null) {
          const cell: { v: number; h: number; kind: CellKind; background?: string; count?: number } = { v, h, kind };
          if (kind === 'hole') cell.count = Number(String(c).split(' ')[1]) || 0;
          if (kind === 'empty') {
            if (blockRule !== false && this.blocked(v, h)) cell.kind = 'blocked';
            if (perCell) {
              const bg = this.colour(this.emptyBackground(), v, h, emptyColor, 'empty cell colour');
              if (bg !== emptyColor) cell.background = bg;
            }
          }
          cells.push(cell);
          continue;
        }
        cells.push({ v, h, kind: 'empty' });
        const f = display.face(c, v, h, s.grid);
        tiles.push({
          id: s.ids[v]?.[h] ?? 0,
          v,
          h,
          text: f.text,
          size: f.size,
          background: f.background,
          color: f.color,
          shadow: f.shadow,
          ...(f.picture ? { picture: f.picture } : {}),
          ...(f.inner ? { inner: f.inner } : {}),
        });
      }
    }
    const { boxes, index } = this.statBoxes();
    const score = s.score;
    const view: BoardView = {
      modeId: this.src.modeId,
      modeName: this.src.modeName,
      width: s.width,
      height: s.height,
      hexagonal: s.hexagonal,
      cells,
      tiles,
      boardColor: this.colour(m.gridBackground, 0, 0, BOARD_FALLBACK, 'board colour'),
      pageBackground: this.pageColour(m.gameplayBackground, 'page background'),
      textColor: this.pageColour(m.textBackground, 'text colour'),
      emptyColor,
      directions: this.directions(),
      tileClicks: hasTileClicks(s.scripts),
      score: this.scoreText(),
      scoreValue: typeof score === 'number' ? score : Number(score),
      moves: s.moves,
      statBoxes: boxes,
      nextTiles: this.nextTiles(emptyColor),
      status: statusOf(game),
      canUndo,
      canRedo,
    };
    return { view, statBoxIndex: index };
  }

  /** A non-tile cell's kind, or null for a tile (any array, or a string that is not a marker). */
  private kindOf(c: Value): CellKind | null {
    if (c === '@Empty' || c === undefined) return 'empty';
    if (c === '@Void') return 'void';
    if (c === '@Slippery') return 'slippery';
    if (typeof c === 'string' && c.startsWith('@TemporaryHole')) return 'hole';
    return null;
  }

  /** `tileBackground`, or the background entry of its `@DisplayTile` form (§9.6). */
  private emptyBackground(): Value {
    const bg = this.src.game.mode.tileBackground;
    return Array.isArray(bg) && bg[0] === '@DisplayTile' ? bg[2] : bg;
  }

  private blocked(v: number, h: number): boolean {
    const g = this.src.game;
    try {
      return g.core.ev(g.mode.spawnTileBlocked, { v, h }) === true;
    } catch (e) {
      this.src.display.fail('spawn blocking', e);
      return false;
    }
  }

  private colour(expr: Value, v: number, h: number, fallback: string, where: string): string {
    if (typeof expr === 'string') return expr.trim() === '' ? fallback : expr;
    const pure = analyse(expr).tileOnly;
    const hit = pure ? this.pureColours.get(expr) : undefined;
    if (hit !== undefined) return hit;
    const failures = this.src.display.failures;
    const r = this.evalColour(expr, v, h, fallback, where);
    // Not a fallback: that may be the view's budget running out (see VIEW_STEP_BUDGET).
    if (pure && this.src.display.failures === failures) this.pureColours.set(expr, r);
    return r;
  }

  /** A page colour (§2 `gameplayBackground`, `textBackground`); too long to be sane = the app's own. */
  private pageColour(expr: Value, where: string): string {
    const css = this.colour(expr, 0, 0, PAGE_FALLBACK, where);
    return css.length > MAX_PAGE_CSS_LENGTH ? PAGE_FALLBACK : css;
  }

  private evalColour(expr: Value, v: number, h: number, fallback: string, where: string): string {
    const d = this.src.display;
    try {
      // Colour expressions go through the same evaluator as tiles (no tile container needed).
      const face = d.colourOf(expr, v, h);
      return face ?? fallback;
    } catch (e) {
      d.fail(where, e);
      return fallback;
    }
  }

  private plain(x: Value, v: number, h: number, where: string, fallback: string): string {
    try {
      return runsText(this.src.display.text(x, v, h));
    } catch (e) {
      this.src.display.fail(where, e);
      return fallback;
    }
  }

  private scoreText(): string {
    const s = this.src.game.state.score;
    return this.plain('@Score', 0, 0, 'score', jsString(s));
  }

  private directions(): DirectionView[] {
    const s = this.src.game.state;
    return this.src.game.mode.directions.map((entry, index): DirectionView => {
      const e = Array.isArray(entry) ? entry : [];
      const data = Array.isArray(e[0]) ? e[0] : [];
      const vector = [num(data[0]), num(data[1])] as const;
      const arrow = ARROWS[`${vector[0]},${vector[1]}`] ?? String(index + 1);
      const keys = Array.isArray(e[7]) ? e[7].filter((k): k is string => typeof k === 'string') : [];
      const rotation = typeof e[8] === 'number' && Number.isFinite(e[8]) ? e[8] % 360 : 0;
      return {
        index,
        vector,
        label: this.label(e[1], arrow),
        keys,
        enabled: s.directionsAvailable[index] !== false,
        ...(rotation ? { rotation } : {}),
      };
    });
  }

  private label(x: Value, fallback: string): string {
    if (x === undefined || x === null) return fallback;
    if (typeof x === 'string' && !x.startsWith('@')) return x;
    const pure = analyse(x).tileOnly;
    const hit = pure ? this.pureLabels.get(x) : undefined;
    if (hit !== undefined) return hit;
    const failures = this.src.display.failures;
    const r = this.plain(x, 0, 0, 'direction label', fallback) || fallback;
    if (pure && this.src.display.failures === failures) this.pureLabels.set(x, r);
    return r;
  }

  private nextTiles(emptyColor: string): MiniTileView[] {
    const { game, display } = this.src;
    const n = Math.min(game.mode.nextTiles, 64);
    const conveyor = game.state.nextSpawns;
    const out: MiniTileView[] = [];
    for (let i = 0; i < n; i++) {
      const t = conveyor[i];
      if (t === undefined || t === '@Empty') out.push({ text: [], background: emptyColor, color: NEUTRAL_TEXT });
      else out.push(display.mini(t, i, 'None', conveyor));
    }
    return out;
  }

  private statBoxes(): { boxes: StatBoxView[]; index: number[] } {
    const { game, display } = this.src;
    const boxes: StatBoxView[] = [];
    const index: number[] = [];
    game.mode.statBoxes.forEach((raw, i) => {
      if (!Array.isArray(raw)) return;
      try {
        if (raw[6] !== undefined && looseFalse(game.core.ev(raw[6], {}))) return;
      } catch (e) {
        display.fail('stat box visibility', e);
        return;
      }
      const title = this.plain(raw[0], 0, 0, 'stat box title', '');
      const kind = raw[4];
      const bottom = raw[2] === true;
      const clickable = statBoxClickable(raw);
      let box: StatBoxView;
      if (kind === 'Tile' || kind === 'TileArray') {
        let tiles: MiniTileView[] = [];
        try {
          const r = game.core.ev(raw[1], {});
          const list = kind === 'Tile' ? [r] : Array.isArray(r) ? r.slice(0, 256) : [];
          tiles = list.map((t) => {
            const tile = Array.isArray(t) ? t : [t];
            if (raw[5] === 'Self') return display.mini(tile, 'None', 'None', tile);
            // Otherwise entry 5 names a special colour scheme that draws the tile (§10).
            if (typeof raw[5] === 'string' && raw[5] !== '') return display.schemeMini(tile, raw[5]);
            return {
              text: display.text('@This 0', 'None', 'None', tile),
              background: NEUTRAL_BACKGROUND,
              color: NEUTRAL_TEXT,
            };
          });
        } catch (e) {
          display.fail('stat box tiles', e);
        }
        box = { title, value: tiles.map((t) => runsText(t.text)).join(' '), tiles, bottom, clickable };
      } else {
        box = { title, value: this.plain(raw[1], 0, 0, 'stat box', '?'), bottom, clickable };
      }
      boxes.push(box);
      index.push(i);
    });
    return { boxes, index };
  }
}
