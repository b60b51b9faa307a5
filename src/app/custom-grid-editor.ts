// The Custom Grid editor (Modifiers screen): width and height steppers, a brush, and the grid as
// buttons of at least 44 px that a tap paints (holes, block tiles, slippery cells, cells where
// nothing spawns). Every edit is reported at once; the grid scrolls inside its own box on wide
// boards so the page never does. On hexagonal tiles one size counter replaces width and height,
// and the cells are laid out as the board draws them (each row offset by half a cell).
import type { CustomGridView } from '../worker/protocol.ts';
import {
  blankGrid,
  CELL_NAMES,
  hexCellShown,
  hexGrid,
  hexSize,
  MAX_EDITOR_SIDE,
  MAX_HEX_SIZE,
  painted,
  playableCells,
  resized,
  withHexagonalTiles,
  type Brush,
} from './custom-grid-edits.ts';
import { el, fill } from './dom.ts';

const BRUSHES: readonly [Brush, string][] = [
  ['cycle', 'Next state (as the original)'],
  ['hole', 'Hole'],
  ['block', 'Block tile'],
  ['slippery', 'Slippery'],
  ['noSpawn', 'No spawns'],
  ['empty', 'Board cell'],
];

const MARKS: Readonly<Record<string, string>> = {
  empty: '',
  hole: '',
  block: '■',
  slippery: '≈',
  noSpawn: '⊘',
  blockNoSpawn: '■⊘',
};

let nextEditorId = 0;

export function customGridEditor(
  initial: CustomGridView | undefined,
  onChange: (g: CustomGridView) => void,
): HTMLElement {
  const uid = `cg${++nextEditorId}`;
  let grid = initial ?? blankGrid(4, 4);
  let brush: Brush = 'cycle';
  const board = el('div', { class: 'cg-grid', role: 'group', 'aria-label': 'Custom grid cells' });
  const sizeText = el('p', { class: 'opt-hint', 'aria-live': 'polite' });
  const sizeRow = el('div', { class: 'row' });
  const sizeHint = el('p', { class: 'opt-hint' });

  const changed = (g: CustomGridView): void => {
    grid = g;
    draw();
    onChange(grid);
  };

  const cell = (r: number, c: number): HTMLElement => {
    const kind = grid.cells[r]![c]!;
    const button = el(
      'button',
      {
        type: 'button',
        class: `cg-cell cg-${kind}`,
        'data-cell': `${r},${c}`,
        'aria-label': `Row ${r + 1}, column ${c + 1}: ${CELL_NAMES[kind]}`,
        onclick: () => changed(painted(grid, r, c, brush)),
      },
      MARKS[kind] ?? '',
    );
    // Hexagonal tiles in doubled coordinates: a cell spans two half-cell columns.
    if (grid.hexagonal) button.style.gridArea = `${r + 1} / ${c + 1} / auto / span 2`;
    return button;
  };

  function draw(): void {
    board.classList.toggle('cg-hex', grid.hexagonal);
    board.style.gridTemplateColumns = grid.hexagonal
      ? `repeat(${grid.width + 1}, 22px)`
      : `repeat(${grid.width}, 44px)`;
    const cells: HTMLElement[] = [];
    for (let r = 0; r < grid.height; r++)
      for (let c = 0; c < grid.width; c++) if (!grid.hexagonal || hexCellShown(grid, r, c)) cells.push(cell(r, c));
    fill(board, ...cells);
    const { board: inside, spawnable } = playableCells(grid);
    sizeText.textContent = `${grid.width} × ${grid.height}: ${inside} cell${inside === 1 ? '' : 's'} in the board, ${spawnable} where tiles can spawn.${spawnable === 0 ? ' A game needs at least one.' : ''}`;
  }

  const stepper = (label: string, read: () => number, set: (n: number) => CustomGridView): HTMLElement => {
    const value = el('output', { class: 'cg-value', 'aria-label': label });
    const update = (): void => {
      value.textContent = String(read());
    };
    const step = (d: number): void => {
      changed(set(read() + d));
      update();
    };
    update();
    return el(
      'div',
      { class: 'cg-stepper' },
      el('span', { class: 'cg-label' }, label),
      el('button', { type: 'button', class: 'btn', 'aria-label': `${label}: one less`, onclick: () => step(-1) }, '−'),
      value,
      el('button', { type: 'button', class: 'btn', 'aria-label': `${label}: one more`, onclick: () => step(1) }, '+'),
    );
  };

  const brushes = el(
    'fieldset',
    { class: 'choice cg-brushes' },
    el('legend', {}, 'A tap on a cell makes it'),
    ...BRUSHES.map(([value, label]) =>
      el(
        'label',
        {},
        el('input', {
          type: 'radio',
          name: `${uid}-brush`,
          value,
          checked: value === brush,
          onchange: () => (brush = value),
        }),
        ` ${label}`,
      ),
    ),
  );

  /** The size controls of the tile shape in use. */
  const drawSizes = (): void => {
    if (grid.hexagonal) {
      fill(
        sizeRow,
        stepper(
          'Size',
          () => hexSize(grid),
          (n) => hexGrid(n, grid),
        ),
      );
      sizeHint.textContent = `Sizes 1 to ${MAX_HEX_SIZE}: each step adds a ring of cells. ■ block tile, ≈ slippery, ⊘ no spawns; holes are left out of the board.`;
    } else {
      fill(
        sizeRow,
        stepper(
          'Width',
          () => grid.width,
          (n) => resized(grid, n, grid.height),
        ),
        stepper(
          'Height',
          () => grid.height,
          (n) => resized(grid, grid.width, n),
        ),
      );
      sizeHint.textContent = `From 1 to ${MAX_EDITOR_SIDE} cells a side. ■ block tile, ≈ slippery, ⊘ no spawns; holes are left out of the board.`;
    }
  };

  const tileShape = el(
    'fieldset',
    { class: 'choice cg-shape' },
    el('legend', {}, 'Tile shape'),
    ...(
      [
        [false, 'Square tiles'],
        [true, 'Hexagonal tiles (six directions)'],
      ] as const
    ).map(([hex, label]) =>
      el(
        'label',
        {},
        el('input', {
          type: 'radio',
          name: `${uid}-shape`,
          value: hex ? 'hexagonal' : 'square',
          checked: hex === grid.hexagonal,
          onchange: () => {
            changed(withHexagonalTiles(grid, hex));
            drawSizes();
          },
        }),
        ` ${label}`,
      ),
    ),
  );

  draw();
  drawSizes();
  return el(
    'div',
    { class: 'cg-editor' },
    tileShape,
    sizeRow,
    sizeHint,
    brushes,
    el('div', { class: 'cg-scroll' }, board),
    sizeText,
    el(
      'button',
      {
        type: 'button',
        class: 'btn',
        onclick: () => changed(grid.hexagonal ? hexGrid(hexSize(grid)) : blankGrid(grid.width, grid.height)),
      },
      'Clear the grid',
    ),
  );
}
