// Checks CSS from untrusted modes (a mode's page background and text colour, the colours of
// next-tile previews and stat-box tiles) before the page uses it: only colours and gradients get
// through. Every mode-provided string that reaches the DOM's CSS goes through `safeCss`. A cheap textual filter refuses anything that could
// load a resource, read a custom property or break out of the declaration; the browser's own
// parser then decides whether what is left is a valid value of the property.
import { MAX_PAGE_CSS_LENGTH } from '../worker/protocol.ts';

/** Longer strings are refused (the worker drops them too: protocol.ts). */
export const MAX_CSS_LENGTH = MAX_PAGE_CSS_LENGTH;

/**
 * Refused anywhere in the (lower-cased) text: resource loaders (`url(`, `image(`, `image-set(`,
 * `element(`, `cross-fade(`, `src(`), custom properties and attributes (`var(`, `attr(`), old IE
 * `expression(`, at-rules, declaration/rule/comment syntax, escapes, markup, quotes and `!important`.
 */
const FORBIDDEN = [
  'url(',
  'image(',
  'image-set(',
  'element(',
  'cross-fade(',
  'src(',
  'var(',
  'attr(',
  'expr',
  '@',
  ';',
  '{',
  '}',
  '\\',
  '<',
  '>',
  '"',
  "'",
  '`',
  '/*',
  '!',
];

/** The functions a colour or gradient needs; any other function is refused. */
const FUNCTIONS: ReadonlySet<string> = new Set([
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  '-webkit-linear-gradient',
  '-webkit-radial-gradient',
  '-webkit-repeating-linear-gradient',
  '-webkit-repeating-radial-gradient',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
]);

// Control characters (newlines included) have no place in a colour.
const CONTROL = /[\u0000-\u001f\u007f]/;
const FUNCTION_NAME = /([a-z0-9_-]*)\(/g;

/** The textual filter alone (no browser needed): true if `css` may be shown to the browser. */
export function passesFilter(css: string): boolean {
  if (css.trim() === '' || css.length > MAX_CSS_LENGTH || CONTROL.test(css)) return false;
  const lower = css.toLowerCase();
  if (FORBIDDEN.some((f) => lower.includes(f))) return false;
  for (const m of lower.matchAll(FUNCTION_NAME)) {
    // A bare parenthesis (calc grouping) has an empty name.
    if (m[1] !== '' && !FUNCTIONS.has(m[1]!)) return false;
  }
  return true;
}

/** What the browser check needs of a CSSOM declaration (an unattached element's `style`). */
export interface StyleProbe {
  cssText: string;
  readonly length: number;
  setProperty(name: string, value: string): void;
}

export type CssProperty = 'background' | 'color';

function domProbe(): StyleProbe {
  return document.createElement('div').style;
}

/** Remembered verdicts, so a mode that redraws often is not re-parsed each time. */
const MAX_REMEMBERED = 64;

/** Accepts colours and gradients for a property; refuses everything else. */
export class CssChecker {
  private probe: StyleProbe | null = null;
  private readonly seen = new Map<string, boolean>();

  constructor(private readonly makeProbe: () => StyleProbe = domProbe) {}

  /** `css` if it is a safe, valid value of `property`, else null. */
  check(property: CssProperty, css: string): string | null {
    const key = `${property}:${css}`;
    let ok = this.seen.get(key);
    if (ok === undefined) {
      ok = passesFilter(css) && this.browserAccepts(property, css);
      if (this.seen.size >= MAX_REMEMBERED) this.seen.clear();
      this.seen.set(key, ok);
    }
    return ok ? css : null;
  }

  private browserAccepts(property: CssProperty, css: string): boolean {
    const p = (this.probe ??= this.makeProbe());
    p.cssText = '';
    // An accepted value sets the property (and a shorthand's longhands); a refused one nothing.
    p.setProperty(property, css);
    const accepted = p.length > 0;
    p.cssText = '';
    return accepted;
  }
}

const shared = new CssChecker();

/** `css` when it is a safe, valid value of `property`; '' (the app's own style) otherwise. */
export function safeCss(property: CssProperty, css: string): string {
  return css ? (shared.check(property, css) ?? '') : '';
}
