// One tile on screen: a container holding a background (shared GraphicsContext or texture) and a
// text sprite (shared texture). Implements Animatable so the animator can move, scale and fade it.

import { Container, Graphics, Sprite } from 'pixi.js';
import type {
  InnerTextView,
  TextRun,
  TextShadow,
  PictureBox,
  TextSizeRule,
  TilePictureView,
} from '../worker/protocol.ts';
import type { Animatable } from './animator.ts';
import type { FillResource, ShapeSpec } from './fills.ts';
import { shapeKey } from './fills.ts';
import type { RefCache } from './ref-cache.ts';
import { textKey, type TextSpec } from './text-texture.ts';
import { readableTileText, tileFontSize } from './text-size.ts';
import type { Texture } from 'pixi.js';

/** What a node needs to draw itself: shared caches and factories owned by the renderer. */
export interface PaintKit {
  readonly fills: RefCache<FillResource>;
  readonly texts: RefCache<Texture>;
  readonly resolution: number;
  makeFill(css: string, shape: ShapeSpec): FillResource;
  /** A special colour scheme's picture as a texture (cached in `fills` by its key). */
  makePicture(box: PictureBox, shape: ShapeSpec): FillResource;
  makeText(spec: TextSpec): Texture;
  /** Draws scheme tiles in their base colour instead of their picture (the render bench's yardstick). */
  plainPictures: boolean;
}

function pictureKey(pic: TilePictureView, shape: ShapeSpec, resolution: number): string {
  return `pic|${pic.key}|${shapeKey(shape)}|${resolution}`;
}

/**
 * Paints a scheme picture's texture ahead of the frames that show it (it then waits in the cache,
 * idle until a tile takes it): a new tile's picture is painted when its move arrives, not while
 * tiles slide.
 */
export function warmPicture(kit: PaintKit, pic: TilePictureView, shape: ShapeSpec): void {
  const key = pictureKey(pic, shape, kit.resolution);
  kit.fills.acquire(key, () => kit.makePicture(pic.picture.box, shape));
  kit.fills.release(key);
}

export interface Face {
  readonly background: string;
  readonly text: readonly TextRun[];
  readonly size: TextSizeRule;
  readonly color: string;
  readonly shadow: TextShadow | null;
  /** A special colour scheme's picture (and PrimeImage overlays), drawn instead of `background`. */
  readonly picture?: TilePictureView;
  /** Innerscript texts, drawn over the tile at their edge or corner. */
  readonly inner?: readonly InnerTextView[];
}

/** An Innerscript text keeps this share of the tile side from the edge it sits at. */
const INNER_MARGIN = 0.04;

export class TileNode implements Animatable {
  readonly root = new Container();
  private bg: Graphics | Sprite | null = null;
  private bgKey = '';
  private label: Sprite | null = null;
  private labelKey = '';
  private inner: { sprite: Sprite; key: string }[] = [];
  private innerKey = '';

  constructor(private readonly kit: PaintKit) {}

  get x(): number {
    return this.root.x;
  }
  set x(v: number) {
    this.root.x = v;
  }
  get y(): number {
    return this.root.y;
  }
  set y(v: number) {
    this.root.y = v;
  }
  get scale(): number {
    return this.root.scale.x;
  }
  set scale(v: number) {
    this.root.scale.set(v);
  }
  get alpha(): number {
    return this.root.alpha;
  }
  set alpha(v: number) {
    this.root.alpha = v;
  }

  /** Draws `face` on `shape`, reusing cached resources; a no-op when nothing changed. */
  setFace(face: Face, shape: ShapeSpec, textUnit: number): void {
    const { kit } = this;
    const pic = kit.plainPictures ? undefined : face.picture;
    // Pictures are keyed by (scheme, input, grid shape) and size: painted once, shared, reused.
    const bgKey = pic
      ? pictureKey(pic, shape, kit.resolution)
      : `${face.background}|${shapeKey(shape)}|${kit.resolution}`;
    if (bgKey !== this.bgKey) {
      const fill = kit.fills.acquire(bgKey, () =>
        pic ? kit.makePicture(pic.picture.box, shape) : kit.makeFill(face.background, shape),
      );
      const next = fill.kind === 'graphics' ? new Graphics(fill.context) : new Sprite(fill.texture);
      if (next instanceof Sprite) next.anchor.set(0.5);
      this.replaceBg(next, bgKey);
    }
    const text = readableTileText(textUnit, face.text, face.size);
    const spec: TextSpec = {
      runs: text.runs,
      fontSize: text.fontSize,
      color: face.color,
      shadow: face.shadow,
      shadowScale: textUnit / 100,
      resolution: kit.resolution,
    };
    const key = face.text.length === 0 ? '' : textKey(spec);
    if (key !== this.labelKey) {
      let next: Sprite | null = null;
      if (key) {
        next = new Sprite(kit.texts.acquire(key, () => kit.makeText(spec)));
        next.anchor.set(0.5);
      }
      if (this.label) {
        this.label.destroy();
        kit.texts.release(this.labelKey);
      }
      this.label = next;
      this.labelKey = key;
      if (next) this.root.addChild(next);
    }
    this.setInner(face, shape, textUnit);
  }

  /** Innerscript texts: one sprite each (shared textures), anchored at their edge or corner. */
  private setInner(face: Face, shape: ShapeSpec, textUnit: number): void {
    const { kit } = this;
    if (!face.inner?.length && this.inner.length === 0) return;
    const specs = (face.inner ?? []).map((t) => {
      const spec: TextSpec = {
        runs: t.text,
        fontSize: tileFontSize(textUnit, t.text, t.size),
        color: t.color ?? face.color,
        shadow: t.shadow,
        shadowScale: textUnit / 100,
        resolution: kit.resolution,
      };
      return { t, spec, key: textKey(spec) };
    });
    const all = `${specs.map((s) => `${s.key}|${s.t.vert}|${s.t.horiz}`).join('\n')}|${shapeKey(shape)}`;
    if (all === this.innerKey) return;
    this.clearInner();
    this.innerKey = all;
    for (const { t, spec, key } of specs) {
      const sprite = new Sprite(kit.texts.acquire(key, () => kit.makeText(spec)));
      const ax = t.horiz === 'left' ? 0 : t.horiz === 'right' ? 1 : 0.5;
      const ay = t.vert === 'top' ? 0 : t.vert === 'bottom' ? 1 : 0.5;
      sprite.anchor.set(ax, ay);
      const mx = shape.w * INNER_MARGIN;
      const my = shape.h * INNER_MARGIN;
      sprite.x = (ax - 0.5) * (shape.w - 2 * mx);
      sprite.y = (ay - 0.5) * (shape.h - 2 * my);
      this.root.addChild(sprite);
      this.inner.push({ sprite, key });
    }
  }

  private clearInner(): void {
    for (const { sprite, key } of this.inner) {
      sprite.destroy();
      this.kit.texts.release(key);
    }
    this.inner = [];
    this.innerKey = '';
  }

  private replaceBg(next: Graphics | Sprite, key: string): void {
    if (this.bg) {
      this.bg.destroy();
      this.kit.fills.release(this.bgKey);
    }
    this.bg = next;
    this.bgKey = key;
    this.root.addChildAt(next, 0);
  }

  destroy(): void {
    if (this.bg) this.kit.fills.release(this.bgKey);
    if (this.label) this.kit.texts.release(this.labelKey);
    for (const { key } of this.inner) this.kit.texts.release(key);
    this.bg = null;
    this.label = null;
    this.root.destroy({ children: true });
  }
}
