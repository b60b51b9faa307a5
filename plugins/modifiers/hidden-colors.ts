// The original's "Hidden tile colors" modifier (m[32], catalog-modifiers.md page 5): every display
// rule's background becomes white and its text black, so only the numbers tell tiles apart. Block
// tiles keep their look (they are not numbers). Catalog step 10: after Negative Tiles and Garbage.
import type { Value, ModeDefinition, ModifierPlugin } from '../../src/plugins/kit.ts';
import { bodyStart } from './signed-tiles.ts';

export const HIDDEN_COLORS_ID = 'pc.hidden-colors';

// Named colours on purpose: Negative Tiles leaves named CSS colours as they are (signed-tiles.ts
// `negatedColor`), so negatives stay white on black whichever modifier the player ticked first.
export const HIDDEN_BACKGROUND = 'white';
export const HIDDEN_TEXT = 'black';

/** Whether a display rule's matcher is the block tile (`["BlackBox", …]`). */
function isBlockRule(matcher: Value): boolean {
  return Array.isArray(matcher) && matcher[0] === 'BlackBox';
}

/** One display rule drawn white on black text; special colour schemes are replaced too. */
export function hiddenColorRule(rule: Value): Value {
  if (!Array.isArray(rule)) return rule;
  const at = bodyStart(rule);
  const body = rule.slice(at);
  if (body.length < 2 || isBlockRule(body[0])) return rule;
  const out = body.slice();
  const scheme = out[2] === '@ColorScheme';
  out[2] = HIDDEN_BACKGROUND;
  out[3] = HIDDEN_TEXT;
  // A scheme's entry 4 holds its input, not a text shadow: drop it with the scheme.
  if (scheme && out.length > 4) out[4] = '';
  return [...rule.slice(0, at), ...out];
}

/** Marks a definition whose colours are hidden, so display rules added later (Garbage 0s) follow. */
export const HIDDEN_COLORS_MARK: unique symbol = Symbol('pc.hidden-colors');

export function colorsHidden(mode: ModeDefinition): boolean {
  return (mode as ModeDefinition & { [HIDDEN_COLORS_MARK]?: true })[HIDDEN_COLORS_MARK] === true;
}

export function applyHiddenColors(mode: ModeDefinition): ModeDefinition {
  // Without display rules the app draws a neutral look; one catch-all rule makes it white too.
  const tileTypes =
    mode.tileTypes.length === 0
      ? [[true, ['@This 0'], HIDDEN_BACKGROUND, HIDDEN_TEXT]]
      : mode.tileTypes.map(hiddenColorRule);
  return { ...mode, tileTypes, [HIDDEN_COLORS_MARK]: true } as ModeDefinition;
}

export const hiddenColors: ModifierPlugin = {
  id: HIDDEN_COLORS_ID,
  version: '1.0.0',
  kind: 'modifier',
  step: 10,
  author: 'Pow2048',
  name: 'Hidden tile colours',
  description: 'All tiles are the same colour (white with black numbers): you have to rely on the numbers.',
  apply: applyHiddenColors,
};
