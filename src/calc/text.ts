// Text expressions (calcarray.md §9): tile texts, stat-box titles and values, rules text. The
// result is the HTML the original produced (so the corpus can check it); `textToRuns` in
// text-runs.ts turns that HTML into plain styled runs, so no renderer ever injects HTML.
import { defaultAbbreviate } from './abbreviate.ts';
import { displayEnv, displayPrologue, evaluateColorExpr, jsNumber } from './color.ts';
import { evalExpr, resolveSpecial, type EvalEnv } from './evaluate.ts';
import { isMarked, jsString, type Value } from './values.ts';

export { textToRuns, type TextRun, type TextShadow } from './text-runs.ts';

interface Flags {
  readonly encode: boolean;
  readonly abbreviate: boolean;
}

/**
 * A text expression → HTML text, or a non-array value unchanged (a number written directly, or a
 * `@CalcArray` part that computed a non-string). `encode`: HTML-encode text; `abbreviate`: apply
 * `defaultAbbreviate` to computed values. `env` supplies the position, container, parent chain,
 * the caller's variables and global mode; direction and merge info are reset as in the original.
 */
export function evaluateTextExpr(x: Value, env: EvalEnv, encode: boolean, abbreviate: boolean): Value {
  return render(x, displayEnv(env, env.parents), { encode, abbreviate });
}

// ---------------------------------------------------------------------------------------------
// HTML encoding (the `he` library's default `encode`, which the original used)

const hex = (cp: number): string => '&#x' + cp.toString(16).toUpperCase() + ';';
// Characters `he` escapes: the HTML-special ASCII ones, C0 controls other than \0 \n \r, DEL, the
// C1 controls browsers do not remap, and everything from U+00A0 (astral pairs as one code point).
const ESCAPED = /["&'<>`]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\x01-\t\x0B\f\x0E-\x1F\x7F\x81\x8D\x8F\x90\x9D\xA0-\uFFFF]/g;

/** HTML-encodes text with hexadecimal character references, exactly as the original did. */
export function htmlEncode(s: string): string {
  return needsEncoding(s) ? s.replace(ESCAPED, (m) => hex(m.length === 2 ? m.codePointAt(0)! : m.charCodeAt(0))) : s;
}

/** A cheap superset test of ESCAPED: false means the text is already plain (most tile texts). */
function needsEncoding(s: string): boolean {
  if (s.length > 256) return true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (
      c < 0x20
        ? c !== 0 && c !== 10 && c !== 13
        : c >= 0x7f || c === 34 || c === 38 || c === 39 || c === 60 || c === 62 || c === 96
    )
      return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Rendering

const EFFECT_WORDS: ReadonlySet<string> = new Set([
  '@TextE',
  '@Bold',
  '@Italic',
  '@UnBold',
  '@UnItalic',
  '@Underline',
  '@Overline',
  '@Strikethrough',
  '@NoLine',
  '@Superscript',
  '@Subscript',
  '@TextColor',
  '@TextShadow',
]);

const SIMPLE_WRAPPERS: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['@Bold', ['<b>', '</b>']],
  ['@Italic', ['<i>', '</i>']],
  ['@UnBold', ["<span style='font-weight: normal;'>", '</span>']],
  ['@UnItalic', ["<span style='font-style: normal;'>", '</span>']],
  ['@Underline', ["<span style='text-decoration: underline;'>", '</span>']],
  ['@Overline', ["<span style='text-decoration: overline;'>", '</span>']],
  ['@Strikethrough', ["<span style='text-decoration: line-through;'>", '</span>']],
  ['@NoLine', ["<span style='text-decoration: none;'>", '</span>']],
  ['@Superscript', ['<sup>', '</sup>']],
  ['@Subscript', ['<sub>', '</sub>']],
] as const);

function isTextE(x: Value): x is Value[] {
  return Array.isArray(x) && x[0] === '@TextE';
}

function render(x: Value, env: EvalEnv, f: Flags): Value {
  if (typeof x === 'string') return renderString(x, env, f);
  if (!Array.isArray(x)) return x; // step 3: numbers written directly are shown raw
  const rt = env.rt;
  rt.enter('text');
  rt.charge(1, 'text');
  const text = renderArray(x, env, f);
  rt.leave(); // only on success: a throw ends the evaluation (see Runtime.enter)
  return text;
}

/** Step 2: resolve, abbreviate, then a `@TextE` result is rendered, anything else encoded. */
function renderString(s: string, env: EvalEnv, f: Flags): string {
  // A direct `@Var n` resolves only under a global retain/copy mode.
  const scope = env.gvs === 0 ? { ...env, vars: null } : env;
  let v = resolveSpecial(s, scope);
  if (isMarked(v)) v = evalExpr(v, scope, false, false); // stored arrays come back literal-marked
  if (f.abbreviate) v = defaultAbbreviate(v);
  if (isTextE(v)) return renderEffects(v, env, f);
  let t = jsString(v);
  if (t.startsWith('@@')) t = t.slice(1);
  return f.encode ? htmlEncode(t) : t;
}

/** A computed value: abbreviated, rendered if it is a `@TextE` array, else String + encode. */
function renderComputed(v: Value, env: EvalEnv, f: Flags): string {
  if (f.abbreviate) v = defaultAbbreviate(v);
  if (isTextE(v)) return renderEffects(v, env, f);
  const t = jsString(v);
  return f.encode ? htmlEncode(t) : t;
}

/**
 * True for an array renderArray treats as a plain expression (step 5) when it has no prologue:
 * its text is then the display of its value.
 */
export function isPlainTextExpression(x: Value[]): boolean {
  const head = x[0];
  return typeof head !== 'string' || (head !== '@CalcArray' && head !== '@ComposeTE' && !EFFECT_WORDS.has(head));
}

/** Step 5's text for a computed value, or null when the value renders as effects (`@TextE`). */
export function computedText(v: Value, encode: boolean, abbreviate: boolean): string | null {
  if (abbreviate) v = defaultAbbreviate(v);
  if (isTextE(v)) return null;
  const t = jsString(v);
  return encode ? htmlEncode(t) : t;
}

function renderArray(x: Value[], outer: EvalEnv, f: Flags): Value {
  const { arr, env } = displayPrologue(x, outer, ['@ComposeTE']);
  const head = arr[0];
  if (head === '@CalcArray') {
    const r = evalExpr(arr.slice(1), env, true, true);
    if (typeof r === 'string') return renderString(r, env, f); // resolved again
    if (!Array.isArray(r)) return r; // ["@CalcArray", 5, "+", 5] → the number 10
    return render(r, env, f);
  }
  if (head === '@ComposeTE') {
    let r = evalExpr(arr.slice(1), env, true, true);
    if (f.abbreviate) r = defaultAbbreviate(r);
    if (isTextE(r)) return renderEffects(r, env, f);
    const s = jsString(r);
    const composed = composeLegacyMarkup(s);
    if (composed === null) return f.encode ? htmlEncode(s) : s;
    return renderEffects(composed, env, f);
  }
  if (typeof head === 'string' && EFFECT_WORDS.has(head)) return renderEffects(arr, env, f);
  // Step 5: the *original* array (modifiers and declarations included) is the expression.
  return renderComputed(evalExpr(x, outer, true, true), env, f);
}

/** Step 6: leading effect words become wrappers; the rest are parts rendered and concatenated. */
function renderEffects(arr: Value[], env: EvalEnv, f: Flags): string {
  const wrappers: (readonly [string, string])[] = [];
  let i = 0;
  for (; i < arr.length; i++) {
    const w = arr[i];
    if (typeof w !== 'string' || !EFFECT_WORDS.has(w)) break;
    const simple = SIMPLE_WRAPPERS.get(w);
    if (simple) wrappers.push(simple);
    else if (w === '@TextColor') {
      const c = evaluateColorExpr(arr[++i], env);
      wrappers.push([`<span style='color: ${jsString(c)};'>`, '</span>']);
    } else if (w === '@TextShadow') {
      const n = (): number => jsNumber(evalExpr(arr[++i], env, true, true));
      const dx = n();
      const dy = n();
      const blur = n();
      const c = evaluateColorExpr(arr[++i], env);
      wrappers.push([`<span style='text-shadow: ${dx}px ${dy}px ${blur}px ${jsString(c)};'>`, '</span>']);
    }
  }
  // The text produced so far is a parent level of the parts (`@Parent -1` reads it).
  const chain = env.parents.enter('');
  const partEnv: EvalEnv = { ...env, parents: chain };
  let text = '';
  for (; i < arr.length; i++) {
    text += jsString(render(arr[i], partEnv, f));
    chain.setOwn(text);
  }
  for (let k = wrappers.length - 1; k >= 0; k--) text = wrappers[k]![0] + text + wrappers[k]![1];
  return text;
}

// ---------------------------------------------------------------------------------------------
// @ComposeTE: the HTML subset of pre-3.0 texts → a text expression

const LEGACY_TAGS: ReadonlyMap<string, string> = new Map([
  ['b', '@Bold'],
  ['i', '@Italic'],
  ['sup', '@Superscript'],
  ['sub', '@Subscript'],
]);
const LEGACY_DECORATIONS: ReadonlyMap<string, string> = new Map([
  ['underline', '@Underline'],
  ['overline', '@Overline'],
  ['line-through', '@Strikethrough'],
]);
const LEGACY_SPAN = /^span\s+style\s*=\s*(['"])\s*text-decoration\s*:\s*([a-z-]+)\s*;?\s*\1$/;

/**
 * `<b> <i> <sup> <sub>` and the three text-decoration spans → `["@TextE", …]` (`</…>` closes the
 * innermost tag, its name unchecked; empty runs dropped). Null for any other tag, unbalanced tags
 * or `<` inside a tag — the original then showed the string as plain text.
 */
export function composeLegacyMarkup(s: string): Value[] | null {
  const stack: Value[][] = [['@TextE']];
  let i = 0;
  while (i < s.length) {
    const lt = s.indexOf('<', i);
    const run = s.slice(i, lt < 0 ? s.length : lt);
    if (run !== '') stack[stack.length - 1]!.push(run);
    if (lt < 0) break;
    const gt = s.indexOf('>', lt + 1);
    const inner = s.indexOf('<', lt + 1);
    if (gt < 0 || (inner >= 0 && inner < gt)) return null;
    const tag = s.slice(lt + 1, gt).trim();
    i = gt + 1;
    if (tag.startsWith('/')) {
      if (stack.length === 1) return null;
      const layer = stack.pop()!;
      stack[stack.length - 1]!.push(layer);
      continue;
    }
    const word = LEGACY_TAGS.get(tag) ?? LEGACY_DECORATIONS.get(LEGACY_SPAN.exec(tag)?.[2] ?? '');
    if (word === undefined) return null;
    stack.push([word]);
  }
  return stack.length === 1 ? stack[0]! : null;
}
