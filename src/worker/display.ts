// How one tile looks (engine.md §9.1–9.2): the mode's display rule is selected, its text, colours,
// shadow and text-size entries are evaluated, and the result is cached per tile value when the
// rules can only depend on the tile itself. A failing expression never breaks the view: that part
// falls back to a neutral look and the first failure is kept for the session to report once.
import { analyse, evaluateColor, evaluateText } from '../calc/index.ts';
import { textToRuns, type TextRun, type TextShadow } from '../calc/text-runs.ts';
import { jsString, type Value } from '../calc/values.ts';
import type { Core } from '../engine/index.ts';
import { displayRule } from '../engine/index.ts';
import { tileKey } from '../engine/index.ts';
import type { PictureBox, SchemePicture } from '../plugins/picture.ts';
import { plugins } from '../plugins/registry.ts';
import type { ColorSchemePlugin, TileLook } from '../plugins/types.ts';
import {
  plainRun,
  type InnerTextView,
  type MiniTileView,
  type TextSizeRule,
  type TilePictureView,
} from './protocol.ts';

export const NEUTRAL_BACKGROUND = '#cdc1b4';
export const NEUTRAL_TEXT = '#776e65';

/** Everything about a tile's look except where it is. */
export interface TileFace {
  readonly text: readonly TextRun[];
  readonly size: TextSizeRule;
  readonly background: string;
  readonly color: string;
  readonly shadow: TextShadow | null;
  /** The special colour scheme's picture and / or the rule's PrimeImage overlays. */
  readonly picture?: TilePictureView;
  /** The rule's Innerscript texts. */
  readonly inner?: readonly InnerTextView[];
}

/** Addons (entries 7+) read per rule; beyond these, the rest are ignored (untrusted modes). */
const MAX_ADDONS = 64;

/** Finds the special colour scheme plugin registered under a display rule's scheme name. */
export type SchemeLookup = (name: string) => ColorSchemePlugin | undefined;

/** A plugin's `tileDisplay` hooks / colour scheme (PluginSession.tileLook). */
export type LookHook = (tile: Value, base: TileLook) => TileLook;

type Coord = number | 'None';

const NO_SIZE: TextSizeRule = { min: null, max: null };
/** Beyond this many distinct tiles the cache starts afresh (NaN tiles never hit it). */
const CACHE_LIMIT = 4096;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A deterministic colour for tiles of a scheme no plugin draws. */
function schemeColor(tile: Value): string {
  const key = tileKey(tile);
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return `hsla(${(h >>> 0) % 360}, 45%, 55%, 1)`;
}

/** A CSS background as a picture box's paint: gradients as its image, anything else as its colour. */
function paintOf(css: string): PictureBox {
  return /gradient\(/i.test(css) ? { color: 'rgba(0, 0, 0, 0)', image: css } : { color: css };
}

/** A text shadow from a CSS string, through the same parser text runs use for inline styles. */
function cssShadow(css: string): TextShadow | null {
  if (/["<>]/.test(css)) return null;
  const run = textToRuns(`<span style="text-shadow: ${css}">x</span>`)[0];
  return run && run.shadow !== null && run.shadow !== 'none' ? run.shadow : null;
}

export class TileDisplay {
  private readonly cache = new Map<string, TileFace>();
  private readonly cacheable: boolean;
  private issue: string | null = null;
  private reported = false;
  private failureCount = 0;

  constructor(
    private readonly core: Core,
    private readonly look: LookHook | null = null,
    private readonly schemes: SchemeLookup = (name) => plugins.scheme(name),
  ) {
    this.cacheable = look === null && analyse(core.mode.tileTypes).tileOnly;
  }

  /** Whether faces are cached per tile value (tests, diagnostics). */
  get caching(): boolean {
    return this.cacheable;
  }

  /** The first display failure since the last call, once per session. */
  takeIssue(): string | null {
    if (this.issue === null || this.reported) return null;
    this.reported = true;
    return this.issue;
  }

  /** Display failures so far: a look computed while one happened is not cached (see face). */
  get failures(): number {
    return this.failureCount;
  }

  /** Records a failure of any display part (stat boxes and labels report here too). */
  fail(where: string, e: unknown): void {
    this.failureCount++;
    this.issue ??= `${where}: ${message(e)}`;
  }

  /** The look of `tile` at (v, h) of `container` (the grid, the conveyor, or the tile itself). */
  face(tile: Value, v: Coord, h: Coord, container: Value): TileFace {
    if (!this.cacheable) return this.compute(tile, v, h, container);
    const key = tileKey(tile);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const failures = this.failures;
    const f = this.compute(tile, v, h, container);
    // A fallback may be the view's budget running out (view-model.ts), not the tile's own doing.
    if (this.failures !== failures) return f;
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, f);
    return f;
  }

  /** A tile drawn outside the grid (next tiles, stat boxes). */
  mini(tile: Value, v: Coord, h: Coord, container: Value): MiniTileView {
    const f = this.face(tile, v, h, container);
    return { text: f.text, background: f.background, color: f.color, ...(f.picture ? { picture: f.picture } : {}) };
  }

  /**
   * A stat box tile drawn with a special colour scheme (engine.md §10: the display rule
   * `[true, "@This 0", "@ColorScheme", name, ["@This 0"]]` applied to the tile).
   */
  schemeMini(tile: Value, name: string): MiniTileView {
    const rule: Value[] = [true, '@This 0', '@ColorScheme', name, ['@This 0']];
    const f = this.faceOfRule(rule, tile, 'None', 'None', tile);
    return { text: f.text, background: f.background, color: f.color, ...(f.picture ? { picture: f.picture } : {}) };
  }

  /** Plain-text runs of a text expression evaluated at (v, h). */
  text(x: Value, v: Coord, h: Coord, container?: Value): TextRun[] {
    const r = evaluateText(x, this.core.state, v as number, h as number, { container });
    // A non-array text value is shown as it is (the original set it as the element's content).
    if (typeof r === 'string') return textToRuns(r, this.core.state.stepMeter); // charged to the view's budget
    const s = jsString(r);
    return s === '' ? [] : [plainRun(s)];
  }

  /** A colour expression at (v, h): its CSS string, or null if it gave none. Throws CalcArrayError. */
  colourOf(c: Value, v: Coord, h: Coord, container?: Value): string | null {
    const r = evaluateColor(c, this.core.state, v as number, h as number, container);
    return typeof r === 'string' && r.trim() !== '' ? r : null;
  }

  private color(c: Value, v: Coord, h: Coord, container: Value, fallback: string, where: string): string {
    try {
      return this.colourOf(c, v, h, container) ?? fallback;
    } catch (e) {
      this.fail(where, e);
      return fallback;
    }
  }

  private number(x: Value, v: Coord, h: Coord, container: Value): number | null {
    if (x === undefined || x === null) return null;
    try {
      const r = Array.isArray(x) ? this.core.ev(x, { v, h, container }) : x;
      const n = typeof r === 'number' ? r : Number(jsString(r));
      return Number.isFinite(n) ? n : null;
    } catch (e) {
      this.fail('tile text size', e);
      return null;
    }
  }

  private shadow(x: Value, v: Coord, h: Coord, container: Value): TextShadow | null {
    if (typeof x === 'string') return x.trim() === '' ? null : cssShadow(x);
    if (!Array.isArray(x) || x.length < 3) return null;
    const n = (i: number): number => this.number(x[i], v, h, container) ?? 0;
    const css = x[3] === undefined ? null : this.color(x[3], v, h, container, '', 'tile shadow');
    const color = css ? (cssShadow(`0 0 ${css}`)?.color ?? null) : null;
    return { dx: n(0), dy: n(1), blur: Math.max(0, n(2)), color };
  }

  /** A rule's entry 4 evaluated: [value, params…]; an empty entry means the text (§9.5). */
  private schemeInput(entry: Value, text: readonly TextRun[], v: Coord, h: Coord, container: Value): Value[] {
    if (!Array.isArray(entry) || entry.length === 0) return [text.map((r) => r.text).join('')];
    return entry.map((x) => this.evalEntry(x, v, h, container));
  }

  /** The picture of a `@ColorScheme` rule, or null when no plugin draws that scheme or it failed. */
  private schemePicture(
    rule: readonly Value[],
    _tile: Value,
    text: readonly TextRun[],
    v: Coord,
    h: Coord,
    container: Value,
  ): TilePictureView | null {
    const name = typeof rule[3] === 'string' ? rule[3] : jsString(rule[3]);
    const plugin = this.schemes(name);
    if (!plugin?.picture) return null;
    try {
      const input = this.schemeInput(rule[4], text, v, h, container);
      const hex = this.core.mode.hexagonal;
      const picture: SchemePicture = plugin.picture(name, input, { hex });
      return { key: `${name}|${tileKey(input)}|${hex ? 'h' : 's'}`, picture };
    } catch (e) {
      this.fail(`colour scheme ${name}`, e);
      return null;
    }
  }

  /** A PrimeImage addon's box, or null (engine.md §9.3). */
  private primeImage(a: readonly Value[], v: Coord, h: Coord, container: Value): PictureBox | null {
    const fill = a[1];
    const pct = (i: number, dflt: number): number => {
      const n = a[i] === undefined ? null : this.number(a[i], v, h, container);
      return (n ?? dflt) / 100;
    };
    const place = { x: pct(5, 0), y: pct(6, 0), w: Math.max(0, pct(3, 100)), h: Math.max(0, pct(4, 100)) };
    let mask: string | undefined;
    if (a[2] !== undefined && a[2] !== null && a[2] !== '') mask = this.colourOf(a[2], v, h, container) ?? undefined;
    if (mask !== undefined && /^none$/i.test(mask.trim())) mask = undefined;
    const masked = mask ? { mask } : {};
    if (Array.isArray(fill) && fill[0] === '@ColorScheme') {
      // A sub-picture drawn by a special scheme: ["@ColorScheme", name, valueExpr, params…].
      const name = typeof fill[1] === 'string' ? fill[1] : jsString(fill[1]);
      const plugin = this.schemes(name);
      if (!plugin?.picture) return null;
      const input = fill.slice(2).map((x) => this.evalEntry(x, v, h, container));
      const { box } = plugin.picture(name, input, { hex: this.core.mode.hexagonal });
      return { ...box, ...place, ...masked };
    }
    if (Array.isArray(fill) && fill[0] === '@DisplayTile') {
      // A sub-tile drawn as a display rule in the parent tile's context: its background here.
      const bg = this.colourOf(fill[2], v, h, container);
      return bg ? { ...paintOf(bg), ...place, ...masked } : null;
    }
    const css = this.colourOf(fill, v, h, container);
    return css ? { ...paintOf(css), ...place, ...masked } : null;
  }

  /** An Innerscript addon's text (engine.md §9.3), or null when hidden or empty. */
  private innerscript(a: readonly Value[], v: Coord, h: Coord, container: Value): InnerTextView | null {
    if (this.core.mode.hiddenTileText) return null;
    const text = this.text(a[1], v, h, container);
    if (text.length === 0) return null;
    const [vs, hs] = (typeof a[2] === 'string' ? a[2] : '').toLowerCase().split('-');
    const plain = (x: Value): number | null => (typeof x === 'number' && Number.isFinite(x) && x !== 0 ? x : null);
    const color = a[5] === undefined ? null : this.colourOf(a[5], v, h, container);
    return {
      text,
      vert: vs === 'top' || vs === 'bottom' ? vs : 'center',
      horiz: hs === 'left' || hs === 'right' ? hs : 'center',
      size: { min: plain(a[3]), max: plain(a[4]) },
      ...(color ? { color } : {}),
      shadow: a[6] === undefined ? null : this.shadow(a[6], v, h, container),
    };
  }

  /** The rule's addons (entries 7+, ExtraEntriesList expanded once): overlays and texts. */
  private addons(rule: readonly Value[], v: Coord, h: Coord, container: Value) {
    const overlays: PictureBox[] = [];
    const inner: InnerTextView[] = [];
    const list: Value[] = [];
    for (const a of rule.slice(7, 7 + MAX_ADDONS)) {
      if (Array.isArray(a) && a[0] === 'ExtraEntriesList') {
        try {
          const r = this.core.ev(a.slice(1), { v, h, container });
          if (Array.isArray(r)) list.push(...r.slice(0, MAX_ADDONS));
        } catch (e) {
          this.fail('tile extra entries', e);
        }
      } else list.push(a);
    }
    for (const a of list.slice(0, MAX_ADDONS)) {
      if (!Array.isArray(a)) continue;
      try {
        if (a[0] === 'PrimeImage') {
          const box = this.primeImage(a, v, h, container);
          if (box) overlays.push(box);
        } else if (a[0] === 'Innerscript') {
          const t = this.innerscript(a, v, h, container);
          if (t) inner.push(t);
        }
      } catch (e) {
        this.fail(`tile ${String(a[0])}`, e);
      }
    }
    return { overlays, inner };
  }

  /** An entry of a scheme input: CalcArrays and @-strings evaluated, plain values as they are. */
  private evalEntry(x: Value, v: Coord, h: Coord, container: Value): Value {
    return Array.isArray(x) || (typeof x === 'string' && x.startsWith('@'))
      ? this.core.ev(Array.isArray(x) ? x : [x], { v, h, container })
      : x;
  }

  private compute(tile: Value, v: Coord, h: Coord, container: Value): TileFace {
    let rule: Value[] | null;
    try {
      rule = displayRule(this.core, tile, v, h, container);
    } catch (e) {
      this.fail('tile display rule', e);
      rule = null;
    }
    return this.faceOfRule(rule, tile, v, h, container);
  }

  /** The face of `tile` drawn by `rule` (base look, then the rule's addons over it). */
  private faceOfRule(rule: Value[] | null, tile: Value, v: Coord, h: Coord, container: Value): TileFace {
    const base = this.baseFace(rule, tile, v, h, container);
    if (!rule || rule.length <= 7) return base;
    const { overlays, inner } = this.addons(rule, v, h, container);
    if (overlays.length === 0 && inner.length === 0) return base;
    let picture = base.picture;
    if (overlays.length > 0) {
      const under: PictureBox = picture?.picture.box ?? {
        ...paintOf(base.background),
        ...(this.core.mode.hexagonal ? { hex: true } : {}),
      };
      const box: PictureBox = { ...under, children: [...(under.children ?? []), ...overlays] };
      const key = `${picture?.key ?? `bg|${base.background}`}|+${JSON.stringify(overlays)}`;
      picture = {
        key,
        picture: {
          box,
          textColor: picture?.picture.textColor ?? base.color,
          textShadow: picture?.picture.textShadow ?? 'none',
        },
      };
    }
    return {
      ...base,
      ...(picture ? { picture } : {}),
      ...(inner.length > 0 ? { inner } : {}),
    };
  }

  private baseFace(rule: Value[] | null, tile: Value, v: Coord, h: Coord, container: Value): TileFace {
    const hidden = this.core.mode.hiddenTileText;
    if (!rule) {
      // No display rules at all: show the tile's first number on the neutral look.
      const first = Array.isArray(tile) ? tile[0] : tile;
      return {
        text: hidden ? [] : [plainRun(jsString(first))],
        size: NO_SIZE,
        background: NEUTRAL_BACKGROUND,
        color: NEUTRAL_TEXT,
        shadow: null,
      };
    }
    let look: TileLook = { text: rule[1], background: rule[2], textColor: rule[3] };
    if (this.look) look = this.look(tile, look);
    let text: TextRun[] = [];
    if (!hidden) {
      try {
        text = this.text(look.text, v, h, container);
      } catch (e) {
        this.fail('tile text', e);
        text = [plainRun('?')];
      }
    }
    const scheme = look.background === '@ColorScheme';
    if (scheme) {
      const drawn = this.schemePicture(rule, tile, text, v, h, container);
      if (drawn) {
        const { picture } = drawn;
        return {
          text,
          size: { min: this.number(rule[5], v, h, container), max: this.number(rule[6], v, h, container) },
          background: typeof picture.box.color === 'string' ? picture.box.color : '#000000',
          color: picture.textColor,
          shadow: picture.textShadow === 'none' ? null : cssShadow(picture.textShadow),
          picture: drawn,
        };
      }
    }
    return {
      text,
      size: { min: this.number(rule[5], v, h, container), max: this.number(rule[6], v, h, container) },
      background: scheme
        ? schemeColor(tile)
        : this.color(look.background, v, h, container, NEUTRAL_BACKGROUND, 'tile background'),
      color: scheme ? '#ffffff' : this.color(look.textColor, v, h, container, NEUTRAL_TEXT, 'tile text colour'),
      shadow: scheme ? null : this.shadow(rule[4], v, h, container),
    };
  }
}
