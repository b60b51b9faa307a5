// The PixiJS board: grid, cells and tiles from the worker's view model, animated from its move
// results (slide, merge pop, spawn). Renders on demand in its own rAF loop (nothing runs while the
// board is still), fast-forwards running animations when a new state arrives, caps the resolution,
// rebuilds itself after a WebGL context loss, and frees everything it creates.

// Shader and uniform code without eval: the page's Content-Security-Policy allows none (index.html).
import 'pixi.js/unsafe-eval';
import { autoDetectRenderer, Container, Graphics, type Renderer, type Texture, type TextureSource } from 'pixi.js';
import type { BoardView, CellView, MoveResultView, TileView } from '../worker/protocol.ts';
import { Animator, ease } from './animator.ts';
import { disposeFill, makeFill, makePictureFill, type FillResource, type ShapeSpec } from './fills.ts';
import { computeLayout, type Layout, type Point } from './layout.ts';
import { RefCache } from './ref-cache.ts';
import { makeTextTexture } from './text-texture.ts';
import { TileNode, warmPicture, type Face, type PaintKit } from './tile-node.ts';
import { plainRun } from '../worker/protocol.ts';

export interface RendererOptions {
  /** Animation time factor: 1 normal, 0 = no animation (reduced motion). Read on every update. */
  readonly motion: () => number;
  /** Highest device-pixel resolution used (crisp on phones without huge buffers). */
  readonly maxResolution?: number;
  /** Prefer this backend (tests); default WebGL with Canvas fallback. */
  readonly preference?: 'webgl' | 'webgpu' | 'canvas';
}

export interface RenderStats {
  readonly tiles: number;
  readonly dying: number;
  readonly cells: number;
  readonly displayObjects: number;
  readonly fillCache: number;
  readonly textCache: number;
  readonly cacheRefs: number;
  readonly tweens: number;
  readonly renderer: string;
  readonly resolution: number;
  readonly contextLost: boolean;
  readonly rebuilds: number;
}

const SLIDE_MS = 110;
const POP_MS = 150;
const FRAME_LOG = 20000;

function countDescendants(c: Container): number {
  let n = 0;
  for (const ch of c.children) n += 1 + countDescendants(ch);
  return n;
}

export class BoardRenderer {
  private readonly stage = new Container();
  private readonly boardLayer = new Container();
  private readonly tileLayer = new Container();
  private readonly animator = new Animator();
  private readonly nodes = new Map<number, TileNode>();
  private readonly dying = new Set<TileNode>();
  private cellNodes: TileNode[] = [];
  private decorations: Graphics[] = [];
  private readonly kit: PaintKit;
  private view: BoardView | null = null;
  private layout: Layout | null = null;
  private cellSignature = '';
  private cssWidth = 1;
  private cssHeight = 1;
  private offset: Point = { x: 0, y: 0 };
  private pictureTimes: number[] = [];
  private raf = 0;
  private animating = false;
  private lost = false;
  private destroyed = false;
  private rebuilds = 0;
  private frames: number[] = [];
  private readonly resolution: number;
  private readonly removeListeners: () => void;

  private constructor(
    private readonly renderer: Renderer,
    private readonly opts: RendererOptions,
  ) {
    this.resolution = renderer.resolution;
    const fills = new RefCache<FillResource>(disposeFill, 96);
    const texts = new RefCache<Texture>((t) => t.destroy(true), 96);
    this.kit = {
      fills,
      texts,
      resolution: this.resolution,
      makeFill: (css, shape) => makeFill(css, shape, this.resolution),
      makePicture: (box, shape) => {
        const t0 = performance.now();
        const fill = makePictureFill(box, shape, this.resolution);
        // Uploaded now (the picture is painted when its move arrives), not in the first frame that draws it.
        if (fill.kind === 'texture')
          (this.renderer as unknown as { texture?: { initSource?(s: TextureSource): void } }).texture?.initSource?.(
            fill.texture.source,
          );
        if (this.pictureTimes.length < 10_000) this.pictureTimes.push(performance.now() - t0);
        return fill;
      },
      makeText: (spec) => makeTextTexture(spec),
      plainPictures: false,
    };
    this.stage.addChild(this.boardLayer, this.tileLayer);
    // The board (background and cells) rarely changes: draw it once into a texture, so a frame is
    // one quad for it plus the tiles. The tiles get their own render group, so adding or removing
    // a tile does not rebuild the board's instructions.
    this.boardLayer.cacheAsTexture({ resolution: this.resolution, antialias: true });
    this.tileLayer.enableRenderGroup();
    const canvas = renderer.canvas as HTMLCanvasElement;
    const onLost = (e: Event): void => {
      e.preventDefault();
      this.lost = true;
      this.cancelFrame();
    };
    const onRestored = (): void => {
      this.lost = false;
      this.rebuildAll();
    };
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    this.removeListeners = () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }

  static async create(host: HTMLElement, opts: RendererOptions): Promise<BoardRenderer> {
    const maxRes = opts.maxResolution ?? 3;
    const rect = host.getBoundingClientRect();
    const resolution = Math.min(Math.max(1, globalThis.devicePixelRatio || 1), maxRes);
    const renderer = await autoDetectRenderer({
      preference: opts.preference ?? 'webgl',
      width: Math.max(1, rect.width),
      height: Math.max(1, rect.height),
      resolution,
      autoDensity: true,
      // MSAA only where pixels are big; at 2× and above edges are smooth enough and phones save GPU.
      antialias: resolution < 2,
      backgroundAlpha: 0,
      powerPreference: 'low-power',
      // Input is hammerjs on the board's host: Pixi's own pointer hit-testing on every move is wasted work.
      eventMode: 'none',
      eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
    });
    const canvas = renderer.canvas as HTMLCanvasElement;
    canvas.classList.add('board-canvas');
    canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(canvas);
    const r = new BoardRenderer(renderer, opts);
    r.resize(rect.width, rect.height);
    return r;
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas as HTMLCanvasElement;
  }

  /** Shows a new state; `result` says how to animate from the previous one. */
  show(view: BoardView, result: MoveResultView | null): void {
    if (this.destroyed) return;
    this.animator.finishAll();
    const prev = this.view;
    this.view = view;
    // Idle textures kept for reuse (scheme pictures are costly to paint): the bound grows with the board.
    this.kit.fills.idleLimit = Math.max(96, 2 * view.cells.length);
    if (this.lost) return;
    const reset =
      !prev ||
      !this.layout ||
      result?.kind === 'start' ||
      prev.width !== view.width ||
      prev.height !== view.height ||
      prev.hexagonal !== view.hexagonal ||
      prev.modeId !== view.modeId;
    if (reset) {
      this.relayout();
      this.clearTiles();
    } else if (this.signature(view) !== this.cellSignature) this.buildBoard();
    if (!this.kit.plainPictures) {
      const shape = this.tileShape();
      for (const t of view.tiles) if (t.picture) warmPicture(this.kit, t.picture, shape);
    }
    this.placeTiles(view, result, reset);
    this.requestFrame();
  }

  /** New CSS size of the board area. */
  resize(width: number, height: number): void {
    if (this.destroyed) return;
    this.cssWidth = Math.max(1, Math.floor(width));
    this.cssHeight = Math.max(1, Math.floor(height));
    this.renderer.resize(this.cssWidth, this.cssHeight);
    this.animator.finishAll();
    if (this.view && !this.lost) {
      this.relayout();
      for (const [id, node] of this.nodes) {
        const t = this.view.tiles.find((x) => x.id === id);
        if (t) this.drawTile(node, t);
      }
    }
    this.requestFrame();
  }

  /** The non-void cell under a client (viewport) point. */
  hitTest(clientX: number, clientY: number): readonly [number, number] | null {
    if (!this.layout || !this.view) return null;
    const r = this.canvas.getBoundingClientRect();
    const cell = this.layout.cellAt(clientX - r.left - this.offset.x, clientY - r.top - this.offset.y);
    if (!cell) return null;
    const c = this.view.cells[cell[0] * this.view.width + cell[1]];
    return c && c.kind !== 'void' ? cell : null;
  }

  /** Screen direction of a grid vector (for swipe mapping). */
  screenVector(dv: number, dh: number): Point {
    return this.layout ? this.layout.screenVector(dv, dh) : { x: dh, y: dv };
  }

  /** A tile's rectangle in client (viewport) coordinates, for tests and accessibility. */
  tileRect(id: number): { x: number; y: number; width: number; height: number } | null {
    const node = this.nodes.get(id);
    if (!node || !this.layout) return null;
    const r = this.canvas.getBoundingClientRect();
    const w = this.layout.tileWidth;
    const h = this.layout.tileHeight;
    return {
      x: r.left + this.offset.x + node.x - w / 2,
      y: r.top + this.offset.y + node.y - h / 2,
      width: w,
      height: h,
    };
  }

  /** The view last drawn (for tests: what the board shows, after the app's display settings). */
  get shownView(): BoardView | null {
    return this.view;
  }

  get isAnimating(): boolean {
    return this.animator.running;
  }

  stats(): RenderStats {
    return {
      tiles: this.nodes.size,
      dying: this.dying.size,
      cells: this.cellNodes.length,
      displayObjects: countDescendants(this.stage),
      fillCache: this.kit.fills.size,
      textCache: this.kit.texts.size,
      cacheRefs: this.kit.fills.refs + this.kit.texts.refs,
      tweens: this.animator.size,
      renderer: this.renderer.name,
      resolution: this.resolution,
      contextLost: this.lost,
      rebuilds: this.rebuilds,
    };
  }

  /** Time (ms) of each scheme picture painted into a new texture; clears the log. */
  takePictureTimes(): number[] {
    const t = this.pictureTimes;
    this.pictureTimes = [];
    return t;
  }

  /** Scheme tiles drawn in their base colour (on) or their picture (off), from the next tile drawn. */
  setPlainPictures(on: boolean): void {
    this.kit.plainPictures = on;
  }

  /** Frame work durations (ms) recorded while animating; clears the log. */
  takeFrameTimes(): number[] {
    const f = this.frames;
    this.frames = [];
    return f;
  }

  /** Simulates a GPU reset (tests): loses the WebGL context and restores it shortly after. */
  loseContextForTest(): boolean {
    const gl = (this.canvas.getContext('webgl2') ?? this.canvas.getContext('webgl')) as WebGLRenderingContext | null;
    const ext = gl?.getExtension('WEBGL_lose_context');
    if (!ext) return false;
    ext.loseContext();
    setTimeout(() => ext.restoreContext(), 50);
    return true;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.cancelFrame();
    this.animator.finishAll();
    this.removeListeners();
    this.clearTiles();
    this.clearBoard();
    this.kit.fills.clear();
    this.kit.texts.clear();
    this.stage.destroy({ children: true });
    this.renderer.destroy({ removeView: true });
  }

  // ---- internals ----

  private signature(view: BoardView): string {
    return JSON.stringify([view.cells, view.boardColor, view.emptyColor]);
  }

  private relayout(): void {
    const view = this.view;
    if (!view) return;
    this.layout = computeLayout(view, this.cssWidth, this.cssHeight);
    this.offset = {
      x: (this.cssWidth - this.layout.boardWidth) / 2,
      y: (this.cssHeight - this.layout.boardHeight) / 2,
    };
    this.stage.position.set(this.offset.x, this.offset.y);
    this.buildBoard();
  }

  private tileShape(): ShapeSpec {
    const l = this.layout!;
    return l.shape.hexagonal
      ? { kind: 'hex', w: l.tileWidth, h: l.tileHeight }
      : { kind: 'rect', w: l.tileWidth, h: l.tileHeight, r: l.radius };
  }

  private clearBoard(): void {
    for (const n of this.cellNodes) n.destroy();
    for (const g of this.decorations) g.destroy();
    this.cellNodes = [];
    this.decorations = [];
    this.boardLayer.removeChildren();
  }

  private buildBoard(): void {
    const view = this.view;
    const l = this.layout;
    if (!view || !l) return;
    this.clearBoard();
    this.cellSignature = this.signature(view);
    const shape = this.tileShape();
    const plain = (bg: string): Face => ({
      background: bg,
      text: [],
      size: { min: null, max: null },
      color: '#fff',
      shadow: null,
    });
    const add = (face: Face, s: ShapeSpec, at: Point): TileNode => {
      const n = new TileNode(this.kit);
      n.setFace(face, s, l.textUnit);
      n.x = at.x;
      n.y = at.y;
      this.cellNodes.push(n);
      this.boardLayer.addChild(n.root);
      return n;
    };
    if (!l.shape.hexagonal && !view.cells.some((c) => c.kind === 'void')) {
      add(
        plain(view.boardColor),
        { kind: 'rect', w: l.boardWidth, h: l.boardHeight, r: l.radius * 1.5 },
        { x: l.boardWidth / 2, y: l.boardHeight / 2 },
      );
    } else {
      // Shaped boards (hexagons, diamonds, custom grids with holes): a backdrop piece per real
      // cell, one pitch wide so neighbours join, makes the shape visible; voids stay see-through.
      const w = l.textUnit;
      const piece: ShapeSpec = l.shape.hexagonal
        ? { kind: 'hex', w, h: (w * 2) / Math.sqrt(3) }
        : { kind: 'rect', w, h: w, r: 0 };
      for (const c of view.cells) if (c.kind !== 'void') add(plain(view.boardColor), piece, l.center(c.v, c.h));
    }
    for (const c of view.cells) this.drawCell(c, view, shape, add);
    this.boardLayer.updateCacheTexture();
  }

  private drawCell(
    c: CellView,
    view: BoardView,
    shape: ShapeSpec,
    add: (f: Face, s: ShapeSpec, at: Point) => TileNode,
  ): void {
    if (c.kind === 'void') return;
    const at = this.layout!.center(c.v, c.h);
    const face = (bg: string, text = ''): Face => ({
      background: bg,
      text: text ? [plainRun(text)] : [],
      size: { min: null, max: null },
      color: 'rgba(255, 255, 255, 0.75)',
      shadow: null,
    });
    if (c.kind === 'hole') {
      add(face('transparent', String(c.count ?? '')), shape, at);
      const ring = new Graphics();
      if (shape.kind === 'rect') ring.roundRect(-shape.w / 2, -shape.h / 2, shape.w, shape.h, shape.r);
      else ring.circle(0, 0, shape.w / 2);
      ring.stroke({ color: 0xffffff, alpha: 0.35, width: Math.max(1, shape.w / 30) });
      this.decorate(ring, at);
      return;
    }
    add(face(c.background ?? view.emptyColor), shape, at);
    if (c.kind === 'slippery' || c.kind === 'blocked') {
      // Slippery: sparse light stripes; blocked for spawns: dense dark hatch (engine.md §9.6).
      const g = new Graphics();
      const a = shape.w * 0.4;
      const step = c.kind === 'slippery' ? shape.w / 4 : shape.w / 8;
      // Segments of the lines x − y = k inside the square [−a, a]².
      for (let k = -2 * a + step / 2; k < 2 * a; k += step) {
        const x0 = Math.max(-a, k - a);
        const x1 = Math.min(a, k + a);
        g.moveTo(x0, x0 - k).lineTo(x1, x1 - k);
      }
      g.stroke(
        c.kind === 'slippery'
          ? { color: 0xffffff, alpha: 0.35, width: shape.w / 40 }
          : { color: 0x000000, alpha: 0.25, width: shape.w / 60 },
      );
      this.decorate(g, at);
    }
  }

  private decorate(g: Graphics, at: Point): void {
    g.position.set(at.x, at.y);
    this.decorations.push(g);
    this.boardLayer.addChild(g);
  }

  private clearTiles(): void {
    for (const n of this.nodes.values()) this.dropNode(n);
    for (const n of this.dying) this.dropNode(n);
    this.nodes.clear();
    this.dying.clear();
  }

  private dropNode(n: TileNode): void {
    this.animator.cancel(n);
    this.dying.delete(n);
    n.destroy();
  }

  private drawTile(node: TileNode, t: TileView): void {
    const l = this.layout!;
    node.setFace(t, this.tileShape(), l.textUnit);
    const c = l.center(t.v, t.h);
    node.x = c.x;
    node.y = c.y;
  }

  private placeTiles(view: BoardView, result: MoveResultView | null, reset: boolean): void {
    const l = this.layout!;
    const motion = Math.max(0, this.opts.motion());
    const slideMs = SLIDE_MS * motion;
    const popMs = POP_MS * motion;
    const animate = motion > 0;
    const next = new Map(view.tiles.map((t) => [t.id, t]));
    const slideTo = new Map((result?.slides ?? []).map((s) => [s.id, s.to]));
    const merged = new Set((result?.merges ?? []).map((m) => m.id));
    const spawned = new Set(result?.spawned ?? []);
    const shape = this.tileShape();

    for (const [id, node] of [...this.nodes]) {
      const t = next.get(id);
      if (t) {
        const c = l.center(t.v, t.h);
        if (animate && (node.x !== c.x || node.y !== c.y)) {
          this.animator.tween(node, { x: c.x, y: c.y }, { duration: slideMs, ease: ease.inOutQuad });
          this.animator.after(slideMs, () => node.setFace(t, shape, l.textUnit));
        } else this.drawTile(node, t);
        continue;
      }
      // Gone: slid into a merge, or removed otherwise.
      this.nodes.delete(id);
      if (!animate) {
        node.destroy();
        continue;
      }
      this.dying.add(node);
      const to = slideTo.get(id);
      if (to) this.animator.tween(node, l.center(to[0], to[1]), { duration: slideMs, ease: ease.inOutQuad });
      else this.animator.tween(node, { alpha: 0, scale: 0.6 }, { duration: slideMs });
      this.animator.after(slideMs, () => {
        if (this.dying.has(node)) this.dropNode(node);
      });
    }

    for (const t of view.tiles) {
      if (this.nodes.has(t.id)) continue;
      const node = new TileNode(this.kit);
      this.drawTile(node, t);
      this.nodes.set(t.id, node);
      this.tileLayer.addChild(node.root);
      if (!animate) continue;
      if (merged.has(t.id)) {
        node.scale = 0;
        this.animator.tween(
          node,
          { scale: 1 },
          { delay: slideMs, duration: popMs, ease: ease.outBack, from: { scale: 0.35 } },
        );
      } else if (spawned.has(t.id) || reset) {
        node.scale = 0;
        this.animator.tween(
          node,
          { scale: 1 },
          { delay: reset ? 0 : slideMs, duration: popMs, ease: ease.outCubic, from: { scale: 0 } },
        );
      } else {
        node.alpha = 0;
        this.animator.tween(node, { alpha: 1 }, { duration: slideMs + popMs, from: { alpha: 0 } });
      }
    }
  }

  private rebuildAll(): void {
    this.rebuilds++;
    this.animator.finishAll();
    this.clearTiles();
    this.clearBoard();
    // GPU copies of cached resources died with the context: start the caches afresh.
    this.kit.fills.clear();
    this.kit.texts.clear();
    if (this.view) {
      const v = this.view;
      this.view = null;
      this.show(v, null);
    }
    this.requestFrame();
  }

  private requestFrame(): void {
    if (this.raf || this.destroyed || this.lost) return;
    this.raf = requestAnimationFrame(this.frame);
  }

  private cancelFrame(): void {
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
  }

  private readonly frame = (): void => {
    this.raf = 0;
    if (this.destroyed || this.lost) return;
    const t0 = performance.now();
    const wasAnimating = this.animating || this.animator.running;
    this.animating = this.animator.update(t0);
    this.renderer.render(this.stage);
    if (wasAnimating) {
      if (this.frames.length >= FRAME_LOG) this.frames.shift();
      this.frames.push(performance.now() - t0);
    }
    if (this.animating) this.requestFrame();
  };
}
