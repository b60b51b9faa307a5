// Board geometry in CSS pixels: square grids and hexagonal grids (pointy-top hexagons on the
// doubled-column coordinates of engine.md §9.4, where (0, ±2) and (±1, ±1) are neighbours).
// Pure maths; the renderer and the input layer share it (hit tests, swipe angles).

export interface GridShape {
  readonly width: number;
  readonly height: number;
  readonly hexagonal: boolean;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQ_GAP = 0.12; // gap between square tiles, as a fraction of the pitch
const HEX_GAP = 0.08;
const SQRT3_2 = Math.sqrt(3) / 2;

export interface Layout {
  readonly shape: GridShape;
  /** Board size in CSS px. */
  readonly boardWidth: number;
  readonly boardHeight: number;
  /** Drawn tile size. */
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** Corner radius of square tiles. */
  readonly radius: number;
  /** The tile's reference unit for the text-size rule. */
  readonly textUnit: number;
  center(v: number, h: number): Point;
  /** The grid vector's direction on screen (y down). */
  screenVector(dv: number, dh: number): Point;
  /** The cell under a point in board coordinates, if any (voids are not excluded here). */
  cellAt(x: number, y: number): readonly [number, number] | null;
}

export function computeLayout(shape: GridShape, availWidth: number, availHeight: number): Layout {
  const { width, height } = shape;
  const aw = Math.max(1, availWidth);
  const ah = Math.max(1, availHeight);
  if (!shape.hexagonal) {
    const pitch = Math.min(aw / (width + SQ_GAP), ah / (height + SQ_GAP));
    const margin = pitch * SQ_GAP;
    const tile = pitch * (1 - SQ_GAP);
    return {
      shape,
      boardWidth: pitch * (width + SQ_GAP),
      boardHeight: pitch * (height + SQ_GAP),
      tileWidth: tile,
      tileHeight: tile,
      radius: tile * 0.06,
      textUnit: pitch,
      center: (v, h) => ({
        x: margin + (h + 0.5) * pitch - (pitch * SQ_GAP) / 2,
        y: margin + (v + 0.5) * pitch - (pitch * SQ_GAP) / 2,
      }),
      screenVector: (dv, dh) => ({ x: dh, y: dv }),
      cellAt: (x, y) => {
        const h = Math.floor((x - margin / 2) / pitch);
        const v = Math.floor((y - margin / 2) / pitch);
        return v >= 0 && v < height && h >= 0 && h < width ? [v, h] : null;
      },
    };
  }
  // Hexagon width w (flat sides left and right): columns step w/2, rows step w·√3/2.
  const hexH = 2 / Math.sqrt(3); // hexagon height per unit width
  const unitsW = (width + 1) / 2 + HEX_GAP;
  const unitsH = (height - 1) * SQRT3_2 + hexH + HEX_GAP;
  const w = Math.min(aw / unitsW, ah / unitsH);
  const ox = (w * (1 + HEX_GAP)) / 2;
  const oy = (w * (hexH + HEX_GAP)) / 2;
  const center = (v: number, h: number): Point => ({ x: ox + (h * w) / 2, y: oy + v * w * SQRT3_2 });
  return {
    shape,
    boardWidth: w * unitsW,
    boardHeight: w * unitsH,
    tileWidth: w * (1 - HEX_GAP),
    tileHeight: w * (1 - HEX_GAP) * hexH,
    radius: 0,
    textUnit: w,
    center,
    screenVector: (dv, dh) => ({ x: (dh * w) / 2, y: dv * w * SQRT3_2 }),
    cellAt: (x, y) => {
      // Nearest cell centre among the few candidate rows/columns.
      const vGuess = Math.round((y - oy) / (w * SQRT3_2));
      const hGuess = Math.round(((x - ox) * 2) / w);
      let best: [number, number] | null = null;
      let bestD = (w / 2) * (w / 2) * 1.2;
      for (let v = vGuess - 1; v <= vGuess + 1; v++)
        for (let h = hGuess - 2; h <= hGuess + 2; h++) {
          if (v < 0 || v >= height || h < 0 || h >= width) continue;
          const c = center(v, h);
          const d = (c.x - x) ** 2 + (c.y - y) ** 2;
          if (d < bestD && (v + h + (height - 1) / 2) % 2 === 0) {
            bestD = d;
            best = [v, h];
          }
        }
      return best;
    },
  };
}

/** Corners of a pointy-top hexagon of width w centred at the origin (for Graphics.poly). */
export function hexagonPoints(w: number): number[] {
  const r = w / Math.sqrt(3); // circumradius
  const pts: number[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    pts.push(r * Math.cos(a), r * Math.sin(a));
  }
  return pts;
}
