// The browser's theme colour (`<meta name="theme-color">`: a phone's status and title bar) follows
// what the page shows: the app's own colour on menus, a dark one in the dark theme, and during play a
// solid colour taken from the mode's page background. One media-less meta, rewritten as the look
// changes (a `media` pair could not follow the app's own theme setting). Before the app starts,
// index.html shows a light/dark `media` pair, or the theme last chosen in Settings (THEME_HINT).

/** The app's own bar colour (index.html and the manifest's `theme_color`). */
export const APP_THEME_COLOR = '#bbada0';
/** The dark theme's page colour (styles.css `--bg`, index.html): the bar stays dark whatever is shown. */
export const DARK_THEME_COLOR = '#1f1d1a';
/** localStorage key of the theme setting, read synchronously by index.html before the first paint. */
export const THEME_HINT = 'pow2048-theme';

/**
 * CSS named colours (CSS Color 4), minus `transparent` and `currentcolor`, which say nothing solid.
 * Names only: src/calc/color-model.ts has them with their values, but importing it here would put
 * its whole parser into the first page load (+3.2 KB gzipped).
 */
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen'
  ).split(' '),
);

/** Colour functions whose text can stand as a theme colour on its own. */
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color']);

/** Whether the dark theme is on: chosen in Settings, or the system's when Settings follow it. */
export function isDarkTheme(setting: 'system' | 'light' | 'dark', systemDark: boolean): boolean {
  return setting === 'dark' || (setting === 'system' && systemDark);
}

/**
 * The colour the bar shows. `page`: the mode's page background as the page shows it (already
 * through the CSS check), or '' while the app's own look is shown (menus, or CSS the check
 * refused). `dark`: the dark theme is on (it veils the mode's page).
 */
export function themeColor(page: string, dark: boolean): string {
  if (dark) return DARK_THEME_COLOR;
  return (page && pageColor(page)) || APP_THEME_COLOR;
}

/**
 * A solid colour standing for a page background: that of its bottom layer (the last one, which a
 * mode uses to fill the page; layers above it are often small spots), else of the layers above it,
 * bottom to top; null if none has one.
 */
export function pageColor(css: string): string | null {
  const layers = topLevelParts(css);
  for (let i = layers.length - 1; i >= 0; i--) {
    const c = firstSolidColor(layers[i]!);
    if (c) return c;
  }
  return null;
}

/** `css` split at the commas outside parentheses (a background's layers). */
function topLevelParts(css: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let j = 0; j < css.length; j++) {
    const c = css[j];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(css.slice(start, j));
      start = j + 1;
    }
  }
  parts.push(css.slice(start));
  return parts;
}

/**
 * The first colour in a background value (or layer) that is not fully transparent — for a plain
 * colour the colour itself, for a gradient its first stop (the top of a default linear gradient) — as text a
 * theme-color meta accepts, or null if there is none. Hex alpha is dropped (the bar is opaque);
 * `color-mix()` and maths functions are skipped whole (not every theme-color parser takes them).
 */
export function firstSolidColor(css: string): string | null {
  const s = css.trim().toLowerCase();
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '#') {
      const hex = /^#[0-9a-f]+/.exec(s.slice(i))![0];
      i += hex.length;
      const solid = solidHex(hex);
      if (solid) return solid;
      continue;
    }
    const word = /^-?[a-z_][a-z0-9_-]*/.exec(s.slice(i));
    if (!word) {
      i++;
      continue;
    }
    const name = word[0];
    i += name.length;
    if (s[i] !== '(') {
      if (NAMED.has(name)) return name;
      continue;
    }
    const end = closingParen(s, i);
    if (end < 0) return null;
    if (COLOR_FUNCTIONS.has(name)) {
      const text = s.slice(i - name.length, end + 1);
      if (!transparentFunction(s.slice(i + 1, end))) return text;
      i = end + 1;
    } else if (name.endsWith('gradient')) {
      i++; // into the gradient: its stops are read in order
    } else {
      i = end + 1; // color-mix(), calc() and the like
    }
  }
  return null;
}

/** Index of the `)` matching the `(` at `open`, or -1. */
function closingParen(s: string, open: number): number {
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === '(') depth++;
    else if (s[j] === ')' && --depth === 0) return j;
  }
  return -1;
}

/** `#rgb`/`#rrggbb` as is, `#rgba`/`#rrggbbaa` without their alpha (null when it is 0), else null. */
function solidHex(hex: string): string | null {
  const digits = hex.length - 1;
  if (digits === 3 || digits === 6) return hex;
  if (digits === 4 || digits === 8) {
    const alpha = hex.slice(1 + (digits / 4) * 3);
    return /^0+$/.test(alpha) ? null : hex.slice(0, 1 + (digits / 4) * 3);
  }
  return null;
}

/** True when a colour function's arguments end in a zero alpha (`/ 0`, or a fourth comma argument of 0). */
function transparentFunction(args: string): boolean {
  const slash = args.lastIndexOf('/');
  const parts = args.split(',');
  const alpha = slash >= 0 ? args.slice(slash + 1) : parts.length === 4 ? parts[3]! : null;
  return alpha !== null && /^\s*[+-]?(0*\.?0*)%?\s*$/.test(alpha) && /0/.test(alpha);
}

/** Keeps the theme setting where index.html finds it at the next start (storage may be refused: no hint then). */
export function rememberTheme(
  theme: 'system' | 'light' | 'dark',
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    if (storage && storage.getItem(THEME_HINT) !== theme) storage.setItem(THEME_HINT, theme);
  } catch {
    /* private mode or storage switched off: the first paint follows the system */
  }
}

/** Writes the theme colour into the page's (single, media-less) theme-color meta, adding one if missing. */
export function writeThemeColor(color: string): void {
  const metas = document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  // index.html's light/dark pair (for the first paint) becomes the one meta the app rewrites.
  for (let i = 1; i < metas.length; i++) metas[i]!.remove();
  let meta = metas[0];
  meta?.removeAttribute('media');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.appendChild(meta);
  }
  if (meta.content !== color) meta.content = color;
}
