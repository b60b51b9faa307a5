// The layered picture a special colour scheme draws for one tile: plain data (no DOM), computed in
// the engine's worker and carried in the view model to the renderer, which paints it once into a
// texture. It mirrors how the original builds a tile out of boxes: each box has a base colour, CSS
// gradient layers over it, an optional alpha mask, opacity, hexagon / circle clipping, a border
// ring and child boxes (layers, sub-tiles) positioned inside it.

/** One box. Lengths are fractions of the tile's side; gradients use % and deg only. */
export interface PictureBox {
  /** Position of the box's outer (border) edge inside the parent's content box; 0 when absent. */
  readonly x?: number;
  readonly y?: number;
  /** Content size (without the border); the parent's content size when absent. */
  readonly w?: number;
  readonly h?: number;
  /** CSS colour under the gradients. */
  readonly color?: string;
  /** CSS gradients (comma-separated layers, the first on top), painted over `color`. */
  readonly image?: string;
  /** A CSS gradient whose alpha masks the box and its children. */
  readonly mask?: string;
  readonly opacity?: number;
  /** Clip to the hexagon of a hexagonal grid. */
  readonly hex?: boolean;
  /** Clip to the inscribed ellipse (border-radius 100 %). */
  readonly round?: boolean;
  /**
   * Mirrored top to bottom about the box's centre (the original's `scaleY(-1)`): painted into a
   * layer of its own and drawn flipped at its exact, unsnapped position, as a browser composites a
   * transformed box.
   */
  readonly flipY?: boolean;
  /** A solid border outside the content box: width as a fraction of the tile side. */
  readonly border?: { readonly width: number; readonly color: string };
  readonly children?: readonly PictureBox[];
}

/** What a scheme chose for the tile: its picture and the number's colour and glow. */
export interface SchemePicture {
  readonly box: PictureBox;
  /** CSS colour of the number. */
  readonly textColor: string;
  /** CSS text-shadow of the number ('none' for no glow). */
  readonly textShadow: string;
}

/** Counts boxes (a bound for untrusted schemes and for tests). */
export function boxCount(b: PictureBox): number {
  let n = 1;
  for (const c of b.children ?? []) n += boxCount(c);
  return n;
}
