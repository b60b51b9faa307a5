// `--display` (with --plugins): every tile on the grid is drawn by our mode plugin's display rules
// and by the recorded mode code's, both evaluated by our engine on the same game state, and the
// background, text colour and glow must agree (issue 27, "each mode looks like the original's").
// The text is compared with what the original displayed (the file's `tileTexts`, Innerscript addons
// appended) where recorded, else with the recorded rules' text.
import { parseCssColor } from '../calc/color-model.ts';
import type { Value } from '../calc/values.ts';
import type { Core, Game, ModeDefinition } from '../engine/index.ts';
import { displayRule, tileText } from '../engine/index.ts';
import { scStringify } from '../formats/extended-json.ts';
import { TileDisplay, type TileFace } from '../worker/display.ts';

/** A colour as its parsed value with channels rounded (spellings of one colour compare equal). */
function colourKey(css: string): string {
  const parsed = parseCssColor(css);
  if (!parsed) return css.trim().replace(/\s+/g, ' ');
  return JSON.stringify(parsed, (_k, x: unknown) => (typeof x === 'number' ? Math.round(x * 100) / 100 : x));
}

export interface FaceParts {
  readonly text: string;
  readonly background: string;
  readonly color: string;
  readonly glow: string;
}

export function faceParts(f: TileFace): FaceParts {
  return {
    text: f.text.map((r) => r.text).join(''),
    background: colourKey(f.background),
    color: colourKey(f.color),
    glow: f.shadow ? JSON.stringify(f.shadow) : 'none',
  };
}

/**
 * Draws tiles with the recorded mode's display rules on our game's state: a view of the game's
 * core whose only own property is the recorded mode (state and evaluator are the game's).
 */
function coreWithMode(core: Core, mode: ModeDefinition): Core {
  return Object.create(core, { mode: { value: mode, enumerable: true } }) as Core;
}

export interface DisplayDifference {
  readonly field: string;
  readonly expected: string;
  readonly actual: string;
}

/** The text a tile shows on its own, with its Innerscript addons appended (as `tileTexts` records it). */
function shownText(core: Core, tile: Value): string {
  // Hidden tile text (m[21]): the original shows none, as the app's tile faces do.
  if (core.mode.hiddenTileText) return '';
  let out = tileText(core, tile, 'Self');
  const rule = displayRule(core, tile, 'None', 'None', tile) ?? [];
  const text = core.evaluator.text;
  for (const addon of rule.slice(7))
    if (Array.isArray(addon) && addon[0] === 'Innerscript' && text)
      out += text(addon[1], core.state, 'None', 'None', tile);
  return out;
}

/** Recorded texts by encoded tile (a list: the original showed several at different times). */
export type TileTexts = Readonly<Record<string, string | readonly string[]>>;

/** Compares each grid tile's look under our rules and the recorded ones; the first difference, or null. */
export function displayChecker(
  recorded: ModeDefinition,
  tileTexts: TileTexts = {},
  textOnly = false,
): (game: Game) => DisplayDifference | null {
  let ours: TileDisplay | null = null;
  let theirs: TileDisplay | null = null;
  let core: Core | null = null;
  return (game) => {
    if (core !== game.core) {
      core = game.core;
      ours = new TileDisplay(core);
      theirs = new TileDisplay(coreWithMode(core, recorded));
    }
    const grid = game.state.grid as Value[][];
    for (let v = 0; v < grid.length; v++)
      for (let h = 0; h < (grid[v]?.length ?? 0); h++) {
        const tile = grid[v]![h]!;
        if (!Array.isArray(tile)) continue;
        const a = faceParts(theirs!.face(tile, v, h, grid));
        const b = faceParts(ours!.face(tile, v, h, grid));
        const said = tileTexts[scStringify(tile)];
        if (said !== undefined) {
          const texts = typeof said === 'string' ? [said] : said;
          const got = shownText(core, tile);
          if (!texts.includes(got))
            return {
              field: `display text of ${JSON.stringify(tile, bigints)}`,
              expected: texts.join(' | '),
              actual: got,
            };
        }
        const colours = textOnly ? [] : (['background', 'color', 'glow'] as const);
        // A tile the original was not seen to show (a game no recording holds: plugin-diff.ts) is
        // held to the recorded rules' text, unless a special colour scheme draws it: the original's
        // schemes draw their own labels (Wildcard 2048 shows 41 as "1 8 32" under a rule whose text is 0).
        const textKnown = said === undefined && !drawnByScheme(core, recorded, tile);
        for (const k of [...(textKnown ? (['text'] as const) : []), ...colours])
          if (a[k] !== b[k])
            return {
              field: `display ${k} of ${JSON.stringify(tile, bigints)} at ${v},${h}`,
              expected: a[k],
              actual: b[k],
            };
      }
    return null;
  };
}

/** Whether the recorded rules draw the tile with a special colour scheme (`@ColorScheme` background). */
function drawnByScheme(core: Core, recorded: ModeDefinition, tile: Value): boolean {
  return displayRule(coreWithMode(core, recorded), tile, 'None', 'None', tile)?.[2] === '@ColorScheme';
}

function bigints(_k: string, x: unknown): unknown {
  return typeof x === 'bigint' ? `${x}n` : x;
}
