// Grid shapes (m[5] with sizes m[6]–m[9]; catalog-modifiers.md page 3, "Grid shapes"; pipeline
// step 3, where the direction list is built): Diamond, Checkerboard, Hexagon, HexaTriangle and 4D.
// Cells outside the shape are permanent holes (`@Void`); each shape brings its own direction set
// (the catalog's "Orthogonal" set of that shape). The Custom grid is the editor's, not a shape here.
import {
  type Value,
  emptyGrid,
  type ModeDefinition,
  type ModifierPlugin,
  type OptionValues,
} from '../../src/plugins/kit.ts';
import { directionsChanged } from './mode-hints.ts';

export const GRID_SHAPE_ID = 'pc.grid-shape';

export type GridShape = 'diamond' | 'checkerboard' | 'hexagon' | 'hexatriangle' | '4d';

/** The largest side a shape may reach (the engine's board limit caps the product too). */
const MAX_PARAM = 99;

const U = 5 / 33;
/** A direction entry: move, button text, size, font, position (fractions of the arrow box), keys, rotation. */
function dir(
  v: number,
  h: number,
  text: string,
  top: number,
  left: number,
  keys: string[],
  rotation = 0,
  size = U,
  font = 3 / 33,
): Value {
  return [[v, h, Infinity, 0, [1, true, true, true]], text, size, size, font, top, left, keys, rotation];
}

const SQUARE: readonly Value[] = [
  dir(-1, 0, '↑', 6 / 33, 14 / 33, ['ArrowUp', 'KeyW']),
  dir(1, 0, '↓', 22 / 33, 14 / 33, ['ArrowDown', 'KeyS', 'KeyX']),
  dir(0, -1, '←', 14 / 33, 6 / 33, ['ArrowLeft', 'KeyA']),
  dir(0, 1, '→', 14 / 33, 22 / 33, ['ArrowRight', 'KeyD']),
];

const CHECKERBOARD: readonly Value[] = [
  dir(-1, -1, '←', 6 / 33, 6 / 33, ['KeyQ'], 45),
  dir(-1, 1, '↑', 6 / 33, 22 / 33, ['KeyE'], 45),
  dir(1, -1, '↓', 22 / 33, 6 / 33, ['KeyZ'], 45),
  dir(1, 1, '→', 22 / 33, 22 / 33, ['KeyC'], 45),
];

const HEX: readonly Value[] = [
  dir(-1, -1, '←', 6 / 33, 9 / 33, ['KeyQ'], 60),
  dir(-1, 1, '↑', 6 / 33, 19 / 33, ['KeyW'], 30),
  dir(1, -1, '↓', 22 / 33, 9 / 33, ['KeyZ'], 30),
  dir(1, 1, '→', 22 / 33, 19 / 33, ['KeyX'], 60),
  dir(0, -2, '←', 14 / 33, 4 / 33, ['KeyA']),
  dir(0, 2, '→', 14 / 33, 24 / 33, ['KeyS']),
];

/** 4D: moves within a board where it is wider/taller than 1, jumps between boards where there are several. */
function fourDDirections(w: number, h: number, length: number, depth: number): Value[] {
  const s = 4 / 33;
  const out: Value[] = [];
  if (w > 1)
    out.push(
      dir(0, -1, '←', 14.5 / 33, 8.5 / 33, ['ArrowLeft', 'KeyA'], 0, s, 2.5 / 33),
      dir(0, 1, '→', 14.5 / 33, 20.5 / 33, ['ArrowRight', 'KeyD'], 0, s, 2.5 / 33),
    );
  if (h > 1)
    out.push(
      dir(-1, 0, '↑', 8.5 / 33, 14.5 / 33, ['ArrowUp', 'KeyW'], 0, s, 2.5 / 33),
      dir(1, 0, '↓', 20.5 / 33, 14.5 / 33, ['ArrowDown', 'KeyS'], 0, s, 2.5 / 33),
    );
  if (length > 1)
    out.push(
      dir(0, -(w + 1), '←←', 14.5 / 33, 2.5 / 33, ['KeyJ'], 0, s, 2 / 33),
      dir(0, w + 1, '→→', 14.5 / 33, 26.5 / 33, ['KeyL'], 0, s, 2 / 33),
    );
  if (depth > 1)
    out.push(
      dir(-(h + 1), 0, '↑↑', 2.5 / 33, 14.5 / 33, ['KeyI'], 0, s, 2 / 33),
      dir(h + 1, 0, '↓↓', 26.5 / 33, 14.5 / 33, ['KeyK'], 0, s, 2 / 33),
    );
  return out;
}

interface Shaped {
  width: number;
  height: number;
  /** Whether cell (r, c) is part of the board. */
  inside: (r: number, c: number) => boolean;
  directions: readonly Value[];
  hexagonal: boolean;
}

function clampParam(x: number): number {
  return Math.max(1, Math.min(MAX_PARAM, Math.floor(x)));
}

export function shapeOf(shape: GridShape, o: OptionValues, mode: ModeDefinition): Shaped {
  const p1 = clampParam(o.size1 as number);
  switch (shape) {
    case 'diamond': {
      const s = Math.max(0, Math.floor(o.size1 as number));
      return {
        width: 2 * s + 1,
        height: 2 * s + 1,
        inside: (r, c) => Math.abs(r - s) + Math.abs(c - s) <= s,
        directions: SQUARE,
        hexagonal: false,
      };
    }
    case 'checkerboard':
      return {
        width: mode.width,
        height: mode.height,
        inside: (r, c) => (r + c) % 2 === 0,
        directions: CHECKERBOARD,
        hexagonal: false,
      };
    case 'hexagon': {
      const s = p1;
      return {
        width: 4 * s + 1,
        height: 2 * s + 1,
        inside: (r, c) => (r + c + s) % 2 === 0 && Math.abs(r - s) + Math.abs(c - 2 * s) <= 2 * s,
        directions: HEX,
        hexagonal: true,
      };
    }
    case 'hexatriangle': {
      const n = Math.max(2, p1);
      // Row r holds r + 1 cells, centred: columns n − 1 − r, n + 1 − r, …, n − 1 + r.
      return {
        width: 2 * n - 1,
        height: n,
        inside: (r, c) => Math.abs(c - (n - 1)) <= r && (c + r + n - 1) % 2 === 0,
        directions: HEX,
        hexagonal: true,
      };
    }
    case '4d': {
      const [w, h, length, depth] = [
        p1,
        clampParam(o.size2 as number),
        clampParam(o.size3 as number),
        clampParam(o.size4 as number),
      ];
      return {
        width: w * length + length - 1,
        height: h * depth + depth - 1,
        inside: (r, c) => c % (w + 1) !== w && r % (h + 1) !== h,
        directions: fourDDirections(w, h, length, depth),
        hexagonal: false,
      };
    }
  }
}

export function applyGridShape(mode: ModeDefinition, o: OptionValues): ModeDefinition {
  const shaped = shapeOf(o.shape as GridShape, o, mode);
  const startingGrid = emptyGrid(shaped.width, shaped.height).map((row, r) =>
    row.map((cell, c): Value => (shaped.inside(r, c) ? cell : '@Void')),
  );
  // The slide limit of the mode's own directions (m[0]) carries over to the shape's.
  const first = mode.directions[0];
  const slide = Array.isArray(first) && Array.isArray(first[0]) ? first[0][2] : Infinity;
  const directions = shaped.directions.map((d) => {
    const e = d as Value[];
    const move = (e[0] as Value[]).slice();
    move[2] = slide ?? Infinity;
    return [move, ...e.slice(1)];
  });
  return directionsChanged({
    ...mode,
    width: shaped.width,
    height: shaped.height,
    startingGrid,
    directions,
    hexagonal: shaped.hexagonal,
  });
}

export const gridShape: ModifierPlugin = {
  id: GRID_SHAPE_ID,
  version: '1.0.0',
  kind: 'modifier',
  // Step 3 builds the direction list from the shape; the direction set (step 3) reads it after.
  step: 2.9,
  author: 'Pow2048',
  name: 'Grid shape',
  description:
    'Plays on a diamond, a checkerboard, a hexagon, a triangle of hexagons, or several boards side by side (4D), each with its own directions.',
  options: [
    {
      id: 'shape',
      label: 'Shape',
      type: 'choice',
      default: 'diamond',
      choices: [
        { value: 'diamond', label: 'Diamond' },
        { value: 'checkerboard', label: 'Checkerboard' },
        { value: 'hexagon', label: 'Hexagon' },
        { value: 'hexatriangle', label: 'HexaTriangle' },
        { value: '4d', label: '3D/4D grid' },
      ],
    },
    {
      id: 'size1',
      label: 'Size (Diamond/Hexagon size, HexaTriangle side, 4D width)',
      type: 'number',
      default: 2,
      min: 0,
      max: MAX_PARAM,
      step: 1,
    },
    { id: 'size2', label: '4D height', type: 'number', default: 2, min: 1, max: MAX_PARAM, step: 1 },
    { id: 'size3', label: '4D length', type: 'number', default: 2, min: 1, max: MAX_PARAM, step: 1 },
    { id: 'size4', label: '4D depth', type: 'number', default: 1, min: 1, max: MAX_PARAM, step: 1 },
  ],
  apply: applyGridShape,
};
