// Plugin versions and what installing a file over an installed one means. Pure: the installer, the
// plugin screen and catalog-feed update notices all ask the same questions here.
//
// A version is `MAJOR.MINOR.PATCH`, each a whole number without a sign, optionally followed by
// `-PRERELEASE` (dot-separated letters, digits, dashes) and `+BUILD`. Order is semver's: numbers
// compare as numbers, a pre-release comes before its release (1.0.0-beta < 1.0.0), pre-release parts
// compare numerically when both are digits and as text otherwise, and `+BUILD` never counts.

/** The pattern every plugin version matches (the JSON Schema's `version` pattern is the same text). */
export const VERSION_PATTERN_SOURCE =
  '^(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})\\.(0|[1-9]\\d{0,8})(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$';
const VERSION_PATTERN = new RegExp(VERSION_PATTERN_SOURCE);

export interface ParsedVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Pre-release identifiers, empty for a release. */
  readonly pre: readonly string[];
}

export function isVersion(v: unknown): v is string {
  return typeof v === 'string' && v.length <= 64 && VERSION_PATTERN.test(v);
}

/** The parts of a version, or null when the text is not one. */
export function parseVersion(v: string): ParsedVersion | null {
  if (!isVersion(v)) return null;
  const noBuild = v.split('+', 1)[0]!;
  const dash = noBuild.indexOf('-');
  const core = dash < 0 ? noBuild : noBuild.slice(0, dash);
  const [major, minor, patch] = core.split('.').map(Number) as [number, number, number];
  return { major, minor, patch, pre: dash < 0 ? [] : noBuild.slice(dash + 1).split('.') };
}

function comparePre(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return b.length - a.length; // a release is above its pre-releases
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    const xn = /^\d+$/.test(x);
    const yn = /^\d+$/.test(y);
    if (xn && yn) return x.length !== y.length ? Math.sign(x.length - y.length) : x < y ? -1 : 1;
    if (xn !== yn) return xn ? -1 : 1; // numeric identifiers come first
    return x < y ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}

/** −1, 0 or 1 as `a` is older than, as new as, or newer than `b`. Throws on text that is no version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x) throw new RangeError(`not a version: ${JSON.stringify(a)}`);
  if (!y) throw new RangeError(`not a version: ${JSON.stringify(b)}`);
  const d = x.major - y.major || x.minor - y.minor || x.patch - y.patch || comparePre(x.pre, y.pre);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** A plugin file's JSON object as far as planning cares: its id, version and whatever else it holds. */
export interface PluginFileData {
  readonly id: string;
  readonly version: string;
  readonly [field: string]: unknown;
}

/** One difference between an installed plugin file and an incoming one. */
export interface PluginChange {
  /** What changed: `name`, `description`, `author`, `options`, `option size`, `rules` (a mode's definition field), … */
  readonly field: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** A short sentence in a player's words. */
  readonly text: string;
}

export type InstallPlan =
  | { readonly kind: 'new'; readonly changes: readonly PluginChange[] }
  | { readonly kind: 'update'; readonly from: string; readonly to: string; readonly changes: readonly PluginChange[] }
  | { readonly kind: 'same'; readonly version: string; readonly changes: readonly PluginChange[] }
  | { readonly kind: 'older'; readonly from: string; readonly to: string; readonly changes: readonly PluginChange[] };

/** Canonical JSON text (object keys sorted), so that equal contents compare equal whatever their order. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object')
    return `{${Object.keys(x)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(x) ?? 'undefined';
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function record(x: unknown): Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
}

function optionsById(x: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (Array.isArray(x))
    for (const o of x) if (typeof record(o)['id'] === 'string') out.set(record(o)['id'] as string, o);
  return out;
}

/** Added, removed and changed keys of two objects, as changes of `field` described by `label`. */
function keyChanges(field: string, label: string, a: unknown, b: unknown): PluginChange[] {
  const x = record(a);
  const y = record(b);
  const out: PluginChange[] = [];
  for (const k of Object.keys(x).sort()) {
    if (!Object.hasOwn(y, k)) out.push({ field: `${field}.${k}`, change: 'removed', text: `${label} “${k}” removed` });
    else if (!same(x[k], y[k]))
      out.push({ field: `${field}.${k}`, change: 'changed', text: `${label} “${k}” changed` });
  }
  for (const k of Object.keys(y).sort())
    if (!Object.hasOwn(x, k)) out.push({ field: `${field}.${k}`, change: 'added', text: `${label} “${k}” added` });
  return out;
}

const TEXT_FIELDS: readonly [string, string][] = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['author', 'Author'],
  ['rules', 'Rules text'],
  ['category', 'Category'],
];

/** What differs between two plugin files of the same id: names, options, rules (definition fields), looks. */
export function pluginChanges(before: PluginFileData, after: PluginFileData): PluginChange[] {
  const out: PluginChange[] = [];
  if (before['kind'] !== after['kind'])
    out.push({ field: 'kind', change: 'changed', text: `Kind: ${String(before['kind'])} → ${String(after['kind'])}` });
  for (const [f, label] of TEXT_FIELDS) {
    const a = before[f];
    const b = after[f];
    if (same(a, b)) continue;
    if (a === undefined) out.push({ field: f, change: 'added', text: `${label} added` });
    else if (b === undefined) out.push({ field: f, change: 'removed', text: `${label} removed` });
    else if (f === 'name') out.push({ field: f, change: 'changed', text: `Name: “${String(a)}” → “${String(b)}”` });
    else out.push({ field: f, change: 'changed', text: `${label} changed` });
  }
  const oa = optionsById(before['options']);
  const ob = optionsById(after['options']);
  for (const [k, v] of oa) {
    if (!ob.has(k)) out.push({ field: `options.${k}`, change: 'removed', text: `Option “${k}” removed` });
    else if (!same(v, ob.get(k))) out.push({ field: `options.${k}`, change: 'changed', text: `Option “${k}” changed` });
  }
  for (const k of ob.keys())
    if (!oa.has(k)) out.push({ field: `options.${k}`, change: 'added', text: `Option “${k}” added` });
  out.push(...keyChanges('definition', 'Rule field', before['definition'], after['definition']));
  if (!same(before['variants'] ?? [], after['variants'] ?? []))
    out.push({ field: 'variants', change: 'changed', text: 'What the options change' });
  out.push(...keyChanges('set', 'Field set', before['set'], after['set']));
  out.push(...keyChanges('append', 'Field added to', before['append'], after['append']));
  out.push(...keyChanges('hooks', 'Hook', before['hooks'], after['hooks']));
  for (const f of ['step', 'background', 'textColor'] as const)
    if (!same(before[f], after[f]))
      out.push({
        field: f,
        change: before[f] === undefined ? 'added' : after[f] === undefined ? 'removed' : 'changed',
        text:
          { step: 'Place among the modifiers', background: 'Tile colours', textColor: 'Text colours' }[f] + ' changed',
      });
  return out;
}

/**
 * What installing `incoming` means when `installed` (same id) is already there: `new` (nothing
 * installed), `update` (a higher version: offer it with its changes), `same` or `older` (refuse).
 * Both versions must be valid (the installer checks files before planning).
 */
export function planInstall(installed: PluginFileData | undefined, incoming: PluginFileData): InstallPlan {
  if (!installed) return { kind: 'new', changes: [] };
  const changes = pluginChanges(installed, incoming);
  const c = compareVersions(incoming.version, installed.version);
  if (c > 0) return { kind: 'update', from: installed.version, to: incoming.version, changes };
  if (c === 0) return { kind: 'same', version: installed.version, changes };
  return { kind: 'older', from: installed.version, to: incoming.version, changes };
}

/** The plan in a player's words: one line for the verdict, then up to `max` changes. */
export function describePlan(plan: InstallPlan, name: string, max = 8): string[] {
  const head = {
    new: `Install “${name}”.`,
    update: plan.kind === 'update' ? `Update “${name}” from v${plan.from} to v${plan.to}.` : '',
    same: plan.kind === 'same' ? `“${name}” v${plan.version} is already installed.` : '',
    older:
      plan.kind === 'older'
        ? `“${name}” v${plan.from} is installed; this file is an older version (v${plan.to}). Remove the installed one first to go back.`
        : '',
  }[plan.kind];
  const lines = plan.changes.slice(0, max).map((c) => c.text);
  if (plan.changes.length > max) lines.push(`and ${plan.changes.length - max} more changes`);
  if (plan.kind === 'update' && plan.changes.length === 0) lines.push('Nothing but the version changes.');
  return [head, ...lines];
}
