// composeTextExpression (formats.md §4.4): turns the old HTML subset of pre-3.0 texts into text
// expressions. Used for the rules text of old codes; the `@ComposeTE` text effect can reuse it.
import type { Value } from '../calc/values.ts';
import { SaveCodeError } from './errors.ts';

const INLINE_TAGS = new Map<string, string>([
  ['b', '@Bold'],
  ['i', '@Italic'],
  ['sup', '@Superscript'],
  ['sub', '@Subscript'],
]);
const DECORATIONS = new Map<string, string>([
  ['underline', '@Underline'],
  ['overline', '@Overline'],
  ['line-through', '@Strikethrough'],
]);
const BLOCK_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** `span style='text-decoration:…'` with any spacing, either quote and an optional `;`. */
const SPAN = /^span\s+style\s*=\s*(['"])\s*text-decoration\s*:\s*([a-z-]+)\s*;?\s*\1$/;

interface Layer {
  /** An effect word (`@Bold` …), a block tag (`p`, `h1` …), or '' for the top level. */
  readonly open: string;
  readonly parts: Value[];
}

function fail(reason: string): never {
  throw new SaveCodeError('value', `legacy text markup: ${reason}`);
}

/** A block's content: a lone string stays a string, anything else becomes `["@TextE", …parts]`. */
function content(parts: Value[]): Value {
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : ['@TextE', ...parts];
}

/**
 * Scans `text`: `<tag>` opens a layer, `</…>` closes the innermost one (its name is not checked).
 * Inline tags become effect words (`<b>x</b>` → `["@Bold","x"]`); with `forRules`, top-level
 * `p`/`h1`…`h6` blocks become `[tag, content]` entries of the returned list. Other tags, unbalanced
 * tags and `<` inside a tag throw SaveCodeError. Empty text runs are dropped.
 *
 * Not specified by the original's documentation, chosen here: in rules mode, top-level text outside
 * any block becomes a `p` entry (whitespace-only runs between blocks are dropped), and blocks may
 * not be nested in other layers. Without `forRules` the result is `["@TextE", …parts]`.
 */
export function composeTextExpression(text: string, forRules: boolean): Value {
  const root: Layer = { open: '', parts: [] };
  const stack: Layer[] = [root];
  const rules: Value[] = [];
  let stray: Value[] = []; // rules mode: top-level inline content waiting to become a `p`

  const top = (): Layer => stack[stack.length - 1]!;
  const addPart = (v: Value): void => {
    if (forRules && stack.length === 1) stray.push(v);
    else top().parts.push(v);
  };
  const flushStray = (): void => {
    if (stray.some((v) => typeof v !== 'string' || v.trim() !== '')) rules.push(['p', content(stray)]);
    stray = [];
  };

  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const run = text.slice(i, lt < 0 ? text.length : lt);
    if (run !== '') addPart(run);
    if (lt < 0) break;
    const gt = text.indexOf('>', lt + 1);
    const inner = text.indexOf('<', lt + 1);
    if (gt < 0) fail('unterminated tag');
    if (inner >= 0 && inner < gt) fail('"<" inside a tag');
    const tag = text.slice(lt + 1, gt).trim();
    i = gt + 1;

    if (tag.startsWith('/')) {
      if (stack.length === 1) fail(`unbalanced <${tag}>`);
      const layer = stack.pop()!;
      if (BLOCK_TAGS.has(layer.open)) rules.push([layer.open, content(layer.parts)]);
      else addPart([layer.open, ...layer.parts]);
      continue;
    }
    const inline = INLINE_TAGS.get(tag) ?? DECORATIONS.get(SPAN.exec(tag)?.[2] ?? '');
    if (inline !== undefined) {
      stack.push({ open: inline, parts: [] });
    } else if (forRules && BLOCK_TAGS.has(tag)) {
      if (stack.length !== 1) fail(`<${tag}> inside another tag`);
      flushStray();
      stack.push({ open: tag, parts: [] });
    } else {
      fail(`tag <${tag}> is not allowed`);
    }
  }
  if (stack.length !== 1) fail(`unclosed <${top().open}>`);
  if (!forRules) return ['@TextE', ...root.parts];
  flushStray();
  return rules;
}
