// The Mode maker's model: a Custom code's seven parts (custom-modes.md §2) ↔ the maker's draft,
// and the checks a draft must pass before it is saved. Pure: no DOM, no worker.
import type { Value } from '../calc/values.ts';
import { parseFormula } from '../calc/formula/index.ts';
import { rawModeFromMode } from '../engine/codes/raw-export.ts';
import { exportCustomCode, importCustomCode } from '../formats/custom-code.ts';
import { exportModeCode } from '../formats/mode-code.ts';
import type { RawCustom } from '../formats/types.ts';
import { MAX_COLOR_RULES } from '../engine/codes/custom-colors.ts';
import { CUSTOM_LIMITS } from '../engine/codes/custom-merges.ts';
import { customModeFromRaw, MAX_SPAWN_TILES } from '../engine/codes/custom-mode.ts';
import { ModeBuildError } from '../engine/mode-build-error.ts';
import { consistencyIssues } from './consistency.ts';
import { codeFromInfusedDraft, draftFromInfusedCode } from './infused.ts';
import { MakerOpenError } from './open-error.ts';
import { pluginFileFromCustom } from './plugin-file.ts';
import type {
  MakerBackground,
  MakerColor,
  MakerColorRule,
  MakerAnyDraft,
  MakerDraft,
  MakerGoal,
  MakerIssue,
  MakerMerge,
  MakerRestriction,
  MakerTileColor,
  MakerTileRef,
} from './draft.ts';
import { IssueList, numText, readNum, readNumList } from './fields.ts';

export { MakerOpenError };

function fail(where: string, what: string): never {
  throw new MakerOpenError(`The maker cannot open this code: ${where} ${what}.`);
}

function arr(x: Value, where: string): Value[] {
  if (!Array.isArray(x)) fail(where, 'is not a list');
  return x;
}

function n(x: Value, where: string): string {
  if (typeof x !== 'number' || Number.isNaN(x)) fail(where, 'is not a number');
  return numText(x);
}

function bool(x: Value, where: string): boolean {
  if (typeof x !== 'boolean') fail(where, 'is not true or false');
  return x;
}

function str(x: Value, where: string): string {
  if (typeof x !== 'string') fail(where, 'is not text');
  return x;
}

// ---- Custom code → draft ----

function restrictionDraft(form: Value, spec: Value, where: string): MakerRestriction {
  const s = arr(spec, where);
  if (form === 0)
    return { form: 'list', list: s.map((x) => n(x, where)).join(', '), min: '1', max: '∞', residue: '0', modulus: '1' };
  if (form !== 1 || s.length !== 4) fail(where, 'is neither a list of tiles nor a range');
  return {
    form: 'range',
    list: '1',
    min: n(s[0], where),
    max: n(s[1], where),
    residue: n(s[2], where),
    modulus: n(s[3], where),
  };
}

function refDraft(x: Value, where: string): MakerTileRef {
  const r = arr(x, where);
  if (r.length !== 2) fail(where, 'is not a tile');
  if (r[0] === 0 || r[0] === 1) return { relative: r[0] === 1, c: n(r[1], where), numericFlag: true };
  return { relative: bool(r[0], where), c: n(r[1], where) };
}

function mergeDraft(x: Value, i: number): MakerMerge {
  const where = `merge ${i + 1}`;
  const m = arr(x, where);
  if (m.length !== 5) fail(where, 'has the wrong number of parts');
  const outputs = arr(m[3], where);
  if (outputs.length > 1) fail(where, 'has more than one output');
  return {
    applies: restrictionDraft(m[0], m[1], where),
    inputs: arr(m[2], where).map((r) => refDraft(r, where)),
    output: outputs.length ? refDraft(outputs[0], where) : null,
    ordered: bool(m[4], where),
  };
}

function tileColorDraft(x: Value, where: string): MakerTileColor {
  const e = arr(x, where);
  if (e.length !== 18) fail(where, 'is not a colour of 18 parts');
  const growth = (k: number) => ({
    exponential: bool(e[6 + 3 * k], where),
    a: n(e[7 + 3 * k], where),
    r: n(e[8 + 3 * k], where),
  });
  return {
    system: str(e[0], where),
    base: [n(e[1], where), n(e[2], where), n(e[3], where), n(e[4], where)],
    start: n(e[5], where),
    growth: [growth(0), growth(1), growth(2), growth(3)],
  };
}

function colorRuleDraft(x: Value, i: number): MakerColorRule {
  const where = `colour rule ${i + 1}`;
  const c = arr(x, where);
  if (c.length !== 6) fail(where, 'has the wrong number of parts');
  const entries = arr(c[2], where);
  const positions = arr(c[3], where);
  if (entries.length !== positions.length) fail(where, 'has a colour without a position');
  const header = arr(c[4], where);
  if (header.length < 1 || header.length > 2) fail(where, 'has an unknown gradient');
  return {
    applies: restrictionDraft(c[0], c[1], where),
    stops: entries.map((e, j) => ({ color: tileColorDraft(e, where), position: n(positions[j], where) })),
    gradient: str(header[0], where),
    angle: header.length === 2 ? n(header[1], where) : '',
    text: tileColorDraft(c[5], where),
  };
}

function colorDraft(x: Value, where: string): MakerColor {
  const c = arr(x, where);
  if (c.length !== 5) fail(where, 'is not a colour of 5 parts');
  return { system: str(c[0], where), parts: [n(c[1], where), n(c[2], where), n(c[3], where), n(c[4], where)] };
}

function backgroundDraft(x: Value, i: number): MakerBackground {
  const where = `background ${i + 1}`;
  const b = arr(x, where);
  if (b.length !== 4) fail(where, 'has the wrong number of parts');
  const positions = arr(b[2], where);
  const colors = arr(b[3], where);
  if (positions.length !== colors.length) fail(where, 'has a colour without a position');
  return {
    gradient: str(b[0], where),
    angle: n(b[1], where),
    stops: colors.map((c, j) => ({ color: colorDraft(c, where), position: n(positions[j], where) })),
  };
}

function goalDraft(x: Value, where: string): MakerGoal {
  const g = arr(x, where);
  if (g.length < 1) fail(where, 'is empty');
  return {
    required: n(g[0], where),
    indexes: g
      .slice(1)
      .map((v) => n(v, where))
      .join(', '),
  };
}

/** The draft of an imported Custom code's parts (after the importer's migrations). */
export function draftFromCustom(c: RawCustom): MakerDraft {
  const spawning = arr(c.customSpawningTiles, 'the spawning tiles');
  const rules = arr(c.customRulesText, 'the rules text');
  if (rules.length !== 5) fail('the rules text', 'has the wrong number of parts');
  return {
    box: bool(spawning[0] ?? null, 'the box setting'),
    spawns: spawning.slice(1).map((s, i) => {
      const e = arr(s, `spawning tile ${i + 1}`);
      if (e.length !== 2) fail(`spawning tile ${i + 1}`, 'is not a number and a chance');
      return { value: n(e[0], `spawning tile ${i + 1}`), weight: n(e[1], `spawning tile ${i + 1}`) };
    }),
    merges: arr(c.customMerges, 'the merges').map(mergeDraft),
    colors: arr(c.customColors, 'the colours').map(colorRuleDraft),
    backgrounds: arr(c.customBackground, 'the backgrounds').map(backgroundDraft),
    wins: goalDraft(c.customWins, 'the win condition'),
    losses: goalDraft(c.customLosses, 'the lose condition'),
    heading: str(rules[0], 'the heading'),
    title: str(rules[1], 'the title'),
    description: str(rules[2], 'the description'),
    size: n(rules[3], 'the grid size'),
    iconText: str(rules[4], 'the icon text'),
    statBoxes: '',
    scripts: '',
  };
}

const KINDS: Readonly<Record<string, string>> = {
  '@2048PowCompMode': 'a Mode code',
  '@2048PowCompGame': 'a Game code',
  '@2048PowCompReplay': 'a Replay code',
  '@2048PowCompModifiers': 'a Modifiers code',
};

/** The draft of a Custom code's text; throws SaveCodeError or MakerOpenError. */
export function draftFromCode(code: string): MakerDraft {
  return draftFromCustom(importCustomCode(code).custom);
}

/**
 * The draft of a pasted code, for the page: a Custom code's forms, or an Infused code's values
 * (its own form: its variables and computed values have no Custom equivalent). A code of another
 * kind is refused with a MakerOpenError saying what it is.
 */
export function openInMaker(code: string): MakerAnyDraft {
  const text = code.trim();
  const head = text.split('|', 1)[0] ?? '';
  const kind = KINDS[head];
  if (kind)
    throw new MakerOpenError(
      `This is ${kind}: the maker edits Custom and Infused codes only. Import it on the Codes screen to play it.`,
    );
  if (head === '@2048PowCompInfused') return draftFromInfusedCode(text);
  return draftFromCode(text);
}

// ---- a new draft: the original editor's defaults (§2), with its default merge added ----

const range = (min: string): MakerRestriction => ({
  form: 'range',
  list: '1',
  min,
  max: '∞',
  residue: '0',
  modulus: '1',
});

function hsla(h: number, s: number, l: number, a: number): MakerColor {
  return { system: '@HSLA', parts: [numText(h), numText(s), numText(l), numText(a)] };
}

const fixed = (a: string): { exponential: boolean; a: string; r: string } => ({ exponential: false, a, r: '0' });

/** The default colour rule of the original's editor (§2.3). */
export function defaultColorRule(): MakerColorRule {
  return {
    applies: range('1'),
    stops: [
      {
        color: {
          system: '@HSLA',
          base: ['0', '100', '50', '1'],
          start: '1',
          growth: [
            fixed('30'),
            { exponential: true, a: '0', r: '0.975' },
            { exponential: true, a: '100', r: '0.95' },
            fixed('0'),
          ],
        },
        position: '0',
      },
    ],
    gradient: '@linear-gradient',
    angle: '180',
    text: {
      system: '@HSLA',
      base: ['0', '100', '0', '1'],
      start: '1',
      growth: [fixed('0'), fixed('0'), fixed('0'), fixed('0')],
    },
  };
}

/** The default merge: two equal tiles n ≥ 1 merge into n + 1, in any order. */
export function defaultMerge(): MakerMerge {
  return {
    applies: range('1'),
    inputs: [{ relative: true, c: '0' }],
    output: { relative: true, c: '1' },
    ordered: false,
  };
}

export function newDraft(): MakerDraft {
  const bg = (gradient: string, angle: number, stops: [MakerColor, number][]): MakerBackground => ({
    gradient,
    angle: numText(angle),
    stops: stops.map(([color, p]) => ({ color, position: numText(p) })),
  });
  return {
    box: false,
    spawns: [
      { value: '1', weight: '9' },
      { value: '2', weight: '1' },
    ],
    merges: [defaultMerge()],
    colors: [defaultColorRule()],
    backgrounds: [
      bg('@linear-gradient', 180, [[hsla(44, 100, 93, 1), 0]]),
      bg('@radial-gradient', 0, [
        [hsla(46, 100, 50, 1), 0],
        [hsla(0, 100, 100, 1), 150],
      ]),
      bg('@linear-gradient', 180, [[hsla(43, 22, 72, 1), 0]]),
      bg('@linear-gradient', 180, [[hsla(43, 53, 84, 1), 0]]),
      bg('@linear-gradient', 180, [[hsla(30, 8, 30, 1), 0]]),
      bg('@linear-gradient', 180, []),
    ],
    wins: { required: '0', indexes: '' },
    losses: { required: '0', indexes: '' },
    heading: '',
    title: 'Custom Mode',
    description: 'No description has been provided.',
    size: '0',
    iconText: '',
    statBoxes: '',
    scripts: '',
  };
}

// ---- draft → Custom code, with the checks ----

function restrictionRaw(r: MakerRestriction, field: string, out: IssueList): Value[] {
  if (r.form === 'list') {
    const xs = readNumList(r.list, `${field}.list`, out);
    if (r.list.trim() === '') out.warn(`${field}.list`, 'No tile is listed, so this never applies.');
    return [0, xs];
  }
  const min = readNum(r.min, `${field}.min`, out, { infinite: true });
  const max = readNum(r.max, `${field}.max`, out, { infinite: true });
  const modulus = readNum(r.modulus, `${field}.modulus`, out, { integer: true, min: 1 });
  const residue = readNum(r.residue, `${field}.residue`, out, { integer: true, min: 0 });
  if (min > max) out.error(`${field}.min`, 'The lowest n is above the highest n.');
  if (residue >= modulus) out.error(`${field}.residue`, `The remainder must be below the "every" number (${modulus}).`);
  return [1, [min, max, residue, modulus]];
}

function refRaw(r: MakerTileRef, field: string, out: IssueList): Value[] {
  const flag = r.numericFlag ? (r.relative ? 1 : 0) : r.relative;
  return [flag, readNum(r.c, `${field}.c`, out, { integer: true })];
}

function tileColorRaw(c: MakerTileColor, field: string, out: IssueList): Value[] {
  const base = c.base.map((b, k) => readNum(b, `${field}.base.${k}`, out));
  const growth = c.growth.flatMap((g, k) => [
    g.exponential,
    readNum(g.a, `${field}.growth.${k}.a`, out),
    readNum(g.r, `${field}.growth.${k}.r`, out),
  ]);
  return [c.system, ...base, readNum(c.start, `${field}.start`, out), ...growth];
}

function colorRaw(c: MakerColor, field: string, out: IssueList): Value[] {
  return [c.system, ...c.parts.map((p, k) => readNum(p, `${field}.parts.${k}`, out))];
}

function goalRaw(g: MakerGoal, field: string, out: IssueList): Value[] {
  const required = readNum(g.required, `${field}.required`, out, { integer: true, min: 0 });
  const indexes = readNumList(g.indexes, `${field}.indexes`, out);
  if (required > indexes.length)
    out.warn(
      `${field}.required`,
      `This asks for ${required} of the listed tiles but only ${indexes.length} are listed.`,
    );
  return [required, ...indexes];
}

/** A ModeBuildError's field (`customMerges[2][1]…`) as the draft field it comes from. */
function draftField(e: ModeBuildError): string {
  const m = /^custom(\w+)(?:\[(\d+)\])?/.exec(e.field);
  if (!m) return 'title';
  const at = m[2] === undefined ? null : Number(m[2]);
  switch (m[1]) {
    case 'SpawningTiles':
      return at === null ? 'spawns' : `spawns.${at - 1}.weight`;
    case 'Merges':
      return at === null ? 'merges' : `merges.${at}`;
    case 'Colors':
      return at === null ? 'colors' : `colors.${at}`;
    case 'Background':
      return at === null ? 'backgrounds' : `backgrounds.${at}`;
    case 'Wins':
      return 'wins.required';
    case 'Losses':
      return 'losses.required';
    default:
      return at === 3 ? 'size' : 'title';
  }
}

export interface MakerResult {
  /** The Custom code's parts; null when an error stops saving. */
  readonly custom: RawCustom | null;
  /** Stat boxes and scripts the plugin file sets (a Custom code cannot hold them). */
  readonly extras: MakerExtras;
  readonly issues: MakerIssue[];
}

/** Mode fields beyond a Custom code's reach. */
export type MakerExtras = Partial<Record<'statBoxes' | 'scripts', Value[]>>;

/** A list-valued mode field typed as a formula or JSON CalcArray ('' = not set). */
function readListField(text: string, field: 'statBoxes' | 'scripts', out: IssueList): Value[] | undefined {
  if (text.trim() === '') return undefined;
  let x: Value;
  try {
    x = parseFormula(text);
  } catch (e) {
    out.error(field, `This cannot be read (${e instanceof Error ? e.message : String(e)}).`);
    return undefined;
  }
  if (!Array.isArray(x)) {
    out.error(field, 'This must be a list, e.g. [["Score", "@Score"]].');
    return undefined;
  }
  return x;
}

/** Checks a draft and builds its Custom code parts (they also build a playable mode). */
/** Most entries a draft's lists may have (the mode converter's own limits, checked before any field is read). */
const DRAFT_LIMITS = {
  spawns: MAX_SPAWN_TILES,
  merges: CUSTOM_LIMITS.merges,
  colors: MAX_COLOR_RULES,
  entries: 64,
} as const;

function tooLong(d: MakerDraft): MakerIssue | null {
  const over = (field: string, n: number, max: number, what: string): MakerIssue | null =>
    n > max ? { field, message: `A mode can have at most ${max} ${what}.`, severity: 'error' } : null;
  return (
    over('spawns', d.spawns.length, DRAFT_LIMITS.spawns, 'spawning tiles') ??
    over('merges', d.merges.length, DRAFT_LIMITS.merges, 'merges') ??
    over('colors', d.colors.length, DRAFT_LIMITS.colors, 'colour rules') ??
    d.merges
      .map((m, i) => over(`merges.${i}`, m.inputs.length, CUSTOM_LIMITS.inputs, 'inputs in a merge'))
      .find((x) => x) ??
    d.colors
      .map((c, i) => over(`colors.${i}`, c.stops.length, DRAFT_LIMITS.entries, 'colours in a rule'))
      .find((x) => x) ??
    d.backgrounds
      .map((b, i) => over(`backgrounds.${i}`, b.stops.length, DRAFT_LIMITS.entries, 'colours in a background'))
      .find((x) => x) ??
    null
  );
}

export function customFromDraft(d: MakerDraft): MakerResult {
  const limit = tooLong(d);
  if (limit) return { custom: null, extras: {}, issues: [limit] };
  const out = new IssueList();
  const spawns = d.spawns.map((s, i) => [
    readNum(s.value, `spawns.${i}.value`, out),
    readNum(s.weight, `spawns.${i}.weight`, out, { min: 0, integer: d.box }),
  ]);
  if (!d.spawns.length) out.error('spawns', 'Add at least one spawning tile.');
  else if (!spawns.some((s) => (s[1] as number) > 0))
    out.error('spawns.0.weight', `Give at least one tile ${d.box ? 'a count' : 'a chance'} above 0.`);

  const merges = d.merges.map((m, i) => {
    const f = `merges.${i}`;
    const [form, spec] = restrictionRaw(m.applies, `${f}.applies`, out);
    return [
      form,
      spec,
      m.inputs.map((r, j) => refRaw(r, `${f}.inputs.${j}`, out)),
      m.output ? [refRaw(m.output, `${f}.output`, out)] : [],
      m.ordered,
    ] as Value[];
  });

  const colors = d.colors.map((c, i) => {
    const f = `colors.${i}`;
    const [form, spec] = restrictionRaw(c.applies, `${f}.applies`, out);
    return [
      form,
      spec,
      c.stops.map((s, j) => tileColorRaw(s.color, `${f}.stops.${j}.color`, out)),
      c.stops.map((s, j) => readNum(s.position, `${f}.stops.${j}.position`, out)),
      c.angle.trim() === '' ? [c.gradient] : [c.gradient, readNum(c.angle, `${f}.angle`, out)],
      tileColorRaw(c.text, `${f}.text`, out),
    ] as Value[];
  });

  const backgrounds = d.backgrounds.map((b, i) => {
    const f = `backgrounds.${i}`;
    return [
      b.gradient,
      readNum(b.angle, `${f}.angle`, out),
      b.stops.map((s, j) => readNum(s.position, `${f}.stops.${j}.position`, out)),
      b.stops.map((s, j) => colorRaw(s.color, `${f}.stops.${j}.color`, out)),
    ] as Value[];
  });
  if (d.backgrounds.length !== 6) out.error('backgrounds', 'A mode has six backgrounds.');

  const size = readNum(d.size, 'size', out, { integer: true, min: 0 });
  const custom: RawCustom = {
    customSpawningTiles: [d.box, ...spawns],
    customMerges: merges,
    customColors: colors,
    customBackground: backgrounds,
    customWins: goalRaw(d.wins, 'wins', out),
    customLosses: goalRaw(d.losses, 'losses', out),
    customRulesText: [d.heading, d.title, d.description, size, d.iconText],
  };
  const extras: MakerExtras = {};
  const statBoxes = readListField(d.statBoxes ?? '', 'statBoxes', out);
  const scripts = readListField(d.scripts ?? '', 'scripts', out);
  if (statBoxes) extras.statBoxes = statBoxes;
  if (scripts) extras.scripts = scripts;
  if (out.hasErrors) return { custom: null, extras, issues: out.issues };
  try {
    customModeFromRaw(custom);
  } catch (e) {
    if (e instanceof ModeBuildError) out.error(draftField(e), `This mode cannot be built: ${e.reason}.`);
    else out.error('title', `This mode cannot be built: ${e instanceof Error ? e.message : String(e)}.`);
    return { custom: null, extras, issues: out.issues };
  }
  out.issues.push(...consistencyIssues(custom));
  return { custom, extras, issues: out.issues };
}

export interface MakerOutput {
  /** The Custom code (without the extras, which it cannot hold), or the Infused code of an Infused draft. */
  readonly code: string | null;
  /** The plugin file: the Custom code's mode with the extras. */
  readonly plugin: string | null;
  /** What the preview plays: the Custom code, or a Mode code of the mode with the extras. */
  readonly preview: string | null;
  readonly issues: MakerIssue[];
}

/** Checks a draft and, when it has no errors, exports its code (Custom or Infused), plugin file and preview code. */
export function codeFromDraft(d: MakerAnyDraft): MakerOutput {
  if ('kind' in d && d.kind === 'infused') return codeFromInfusedDraft(d);
  const { custom, extras, issues } = customFromDraft(d as MakerDraft);
  if (!custom) return { code: null, plugin: null, preview: null, issues };
  const code = exportCustomCode(custom);
  const plugin = pluginFileFromCustom(custom, code, extras);
  if (!Object.keys(extras).length) return { code, plugin, preview: code, issues };
  const mode = { ...customModeFromRaw(custom).mode, ...extras };
  return { code, plugin, preview: exportModeCode(rawModeFromMode(mode)), issues };
}
