// The HTML produced by text expressions → plain text runs with style flags, so a canvas renderer
// draws text without ever parsing or injecting HTML. Understands what the text evaluator emits
// (<b> <i> <sup> <sub>, styled spans, character references) and degrades gracefully on anything
// else (unknown tags are dropped, their content kept; a stray `<` is text).
import { parseSolidColor, type RGBA } from './color-model.ts';
import { chargeMeter, type StepMeter } from './host.ts';

export interface TextShadow {
  readonly dx: number;
  readonly dy: number;
  readonly blur: number;
  /** null: the text's own colour (CSS `currentcolor`). */
  readonly color: RGBA | null;
}

export interface TextRun {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
  /** Baseline shift in steps: +1 per enclosing <sup>, −1 per enclosing <sub>. */
  readonly baseline: number;
  /** How many <sup>/<sub> enclose the run (each step shrinks the font). */
  readonly scriptDepth: number;
  /** Decorations accumulate from every enclosing element (CSS: `none` cannot remove an outer line). */
  readonly underline: boolean;
  readonly overline: boolean;
  readonly lineThrough: boolean;
  /** null: the tile's own text colour. */
  readonly color: RGBA | null;
  /** null: the tile's own shadow; 'none': explicitly no shadow. */
  readonly shadow: TextShadow | 'none' | null;
}

type Style = Omit<TextRun, 'text'>;

const BASE: Style = {
  bold: false,
  italic: false,
  baseline: 0,
  scriptDepth: 0,
  underline: false,
  overline: false,
  lineThrough: false,
  color: null,
  shadow: null,
};

const NAMED_REFS: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00A0'],
  ['times', '\u00D7'],
]);

function codePointText(cp: number): string {
  // As HTML does: NUL, surrogates and out-of-range values become U+FFFD.
  if (!(cp > 0 && cp <= 0x10ffff) || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(cp);
}

const SHADOW_LENGTH = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:px)?$/i;

/** Whitespace-separated words, keeping parenthesised groups (`hsla(1, 2%, 3%, 1)`) whole. */
function cssWords(v: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of v) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /\s/.test(ch)) {
      if (cur !== '') out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur !== '') out.push(cur);
  return out;
}

/** One text-shadow: `<x> <y> [<blur>]` in px with an optional colour before or after. */
function parseShadow(value: string): TextShadow | 'none' | null {
  const v = value.trim();
  if (v.toLowerCase() === 'none') return 'none';
  if (v.length > 1000) return null;
  const ws = cssWords(v);
  if (ws.some((w) => w.includes(',') && !w.includes('('))) return null; // several shadows: not modelled
  const isLength = (w: string): boolean => SHADOW_LENGTH.test(w) && (/px$/i.test(w) || Number(w) === 0);
  let a = 0;
  while (a < ws.length && isLength(ws[a]!)) a++;
  let b = ws.length;
  while (b > 0 && isLength(ws[b - 1]!)) b--;
  const [lengths, rest] = a >= 2 ? [ws.slice(0, a), ws.slice(a)] : [ws.slice(b), ws.slice(0, b)];
  if (lengths.length < 2 || lengths.length > 3 || rest.length > 1) return null;
  const [dx, dy, blur = 0] = lengths.map((w) => Number(w.replace(/px$/i, '')));
  const color = rest.length === 0 ? null : parseSolidColor(rest[0]!);
  if ((rest.length === 1 && color === null) || !(blur >= 0)) return null;
  return { dx: dx!, dy: dy!, blur, color };
}

/** Applies a `style` attribute's declarations; invalid ones are ignored, as browsers do. */
function applyStyle(style: Style, css: string): Style {
  let s = style;
  for (const decl of css.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const prop = decl.slice(0, colon).trim().toLowerCase();
    const value = decl.slice(colon + 1).trim();
    const lower = value.toLowerCase();
    switch (prop) {
      case 'font-weight':
        if (lower === 'normal' || lower === 'lighter') s = { ...s, bold: false };
        else if (lower === 'bold' || lower === 'bolder' || Number(lower) >= 600) s = { ...s, bold: true };
        else if (Number(lower) > 0) s = { ...s, bold: false };
        break;
      case 'font-style':
        if (lower === 'normal') s = { ...s, italic: false };
        else if (lower === 'italic' || lower.startsWith('oblique')) s = { ...s, italic: true };
        break;
      case 'text-decoration':
      case 'text-decoration-line': {
        const ws = lower.split(/\s+/);
        s = {
          ...s,
          underline: s.underline || ws.includes('underline'),
          overline: s.overline || ws.includes('overline'),
          lineThrough: s.lineThrough || ws.includes('line-through'),
        };
        break;
      }
      case 'color': {
        const c = parseSolidColor(value);
        if (c) s = { ...s, color: c };
        break;
      }
      case 'text-shadow': {
        const sh = parseShadow(value);
        if (sh) s = { ...s, shadow: sh };
        break;
      }
    }
  }
  return s;
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:'[^']*'|"[^"]*"|[^\s>'"]+))?)*)\s*\/?>/;
const STYLE_ATTR = /(?:^|\s)style\s*=\s*(?:'([^']*)'|"([^"]*)"|([^\s>'"]+))/i;
const SPECIAL = /[<&]/g;
const VOID_TAGS: ReadonlySet<string> = new Set([
  'br',
  'img',
  'hr',
  'wbr',
  'input',
  'meta',
  'link',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
]);

function openStyle(name: string, attrs: string, s: Style): Style {
  switch (name) {
    case 'b':
    case 'strong':
      s = { ...s, bold: true };
      break;
    case 'i':
    case 'em':
      s = { ...s, italic: true };
      break;
    case 'sup':
      s = { ...s, baseline: s.baseline + 1, scriptDepth: s.scriptDepth + 1 };
      break;
    case 'sub':
      s = { ...s, baseline: s.baseline - 1, scriptDepth: s.scriptDepth + 1 };
      break;
    case 'u':
      s = { ...s, underline: true };
      break;
    case 's':
    case 'strike':
    case 'del':
      s = { ...s, lineThrough: true };
      break;
  }
  const m = STYLE_ATTR.exec(attrs);
  return m ? applyStyle(s, m[1] ?? m[2] ?? m[3] ?? '') : s;
}

/**
 * Parses text-expression HTML into styled plain-text runs (adjacent equal styles merged). Linear in
 * the markup's length, and charged to `meter` (the view's): one step per 4 characters up front, 8
 * more per tag and one per 64 characters of the window a `<` that starts no tag scans (about what each
 * costs at ~100 ns a step), so 40,000 nested `<b>` run out of a small budget instead of running.
 */
export function textToRuns(html: string, meter?: StepMeter | null): TextRun[] {
  const where = 'text markup';
  chargeMeter(meter, html.length >> 2, where);
  const runs: TextRun[] = [];
  const stack: { name: string; style: Style }[] = [];
  // How many of each tag name are open: a closing tag that matches none skips the stack scan,
  // and one that matches pops every element it scans past (each pushed once: linear overall).
  const open = new Map<string, number>();
  let style = BASE;
  let text = '';
  let tags = 0;
  const flush = (): void => {
    if (text === '') return;
    const last = runs[runs.length - 1];
    if (last && sameStyle(last, style)) runs[runs.length - 1] = { ...last, text: last.text + text };
    else runs.push({ ...style, text });
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '<') {
      // A tag is at most 2048 characters: the window the pattern may scan (quoted attribute values
      // may run up to its end before a match fails).
      const end = Math.min(i + 2048, html.length);
      const m = TAG.exec(html.slice(i, end));
      if ((++tags & 63) === 0) chargeMeter(meter, 512, where);
      if (m) {
        i += m[0].length;
        const name = m[2]!.toLowerCase();
        if (m[1] === '/') {
          if ((open.get(name) ?? 0) > 0) {
            let at = stack.length - 1;
            while (stack[at]!.name !== name) at--;
            for (let k = at; k < stack.length; k++) open.set(stack[k]!.name, open.get(stack[k]!.name)! - 1);
            flush();
            style = at === 0 ? BASE : stack[at - 1]!.style;
            stack.length = at;
          }
        } else if (name === 'br') text += '\n';
        else if (!VOID_TAGS.has(name)) {
          flush();
          style = openStyle(name, m[3] ?? '', style);
          stack.push({ name, style });
          open.set(name, (open.get(name) ?? 0) + 1);
        }
        continue;
      }
      chargeMeter(meter, (end - i) >> 6, where);
    } else if (ch === '&') {
      const m = /^&(?:#[xX]([0-9a-fA-F]{1,8})|#(\d{1,10})|([a-zA-Z]+));?/.exec(html.slice(i, i + 40));
      const named = m?.[3] !== undefined ? NAMED_REFS.get(m[3]) : undefined;
      if (m && (m[1] !== undefined || m[2] !== undefined || named !== undefined)) {
        text += named ?? codePointText(m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2]));
        i += m[0].length;
        continue;
      }
    }
    // Plain text up to the next '<' or '&' (or the one that started no tag or reference).
    SPECIAL.lastIndex = i + 1;
    const next = SPECIAL.test(html) ? SPECIAL.lastIndex - 1 : html.length;
    text += html.slice(i, next);
    i = next;
  }
  flush();
  return runs;
}

function sameStyle(a: Style, b: Style): boolean {
  return (
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.baseline === b.baseline &&
    a.scriptDepth === b.scriptDepth &&
    a.underline === b.underline &&
    a.overline === b.overline &&
    a.lineThrough === b.lineThrough &&
    sameColor(a.color, b.color) &&
    (a.shadow === b.shadow ||
      (typeof a.shadow === 'object' &&
        typeof b.shadow === 'object' &&
        a.shadow !== null &&
        b.shadow !== null &&
        a.shadow.dx === b.shadow.dx &&
        a.shadow.dy === b.shadow.dy &&
        a.shadow.blur === b.shadow.blur &&
        sameColor(a.shadow.color, b.shadow.color)))
  );
}

function sameColor(a: RGBA | null, b: RGBA | null): boolean {
  return a === b || (a !== null && b !== null && a.every((x, i) => x === b[i]));
}

/** The runs' plain text (what the original's DOM showed), e.g. for sizing by character count. */
export function runsText(runs: readonly TextRun[]): string {
  return runs.map((r) => r.text).join('');
}
