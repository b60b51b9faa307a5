// One backup file of everything a player has (saved games, best scores, installed modes and
// plugin files, settings, feeds), and merging one into what a device already has without losing
// either side's games. Pure: reading and writing the stores is AppStorage's.

import type {
  FeedRecord,
  InstalledMode,
  InstalledPlugin,
  ModeStats,
  SavedGameRecord,
  Settings,
  StoredEverything,
} from '../storage/storage.ts';
import { CODE_MODE_PREFIX } from '../worker/protocol.ts';
import { versionOrder } from './plugin-versions.ts';

export const BACKUP_FORMAT = 'pow2048-backup/1';

export interface Backup extends StoredEverything {
  readonly format: typeof BACKUP_FORMAT;
  readonly exportedAt: number;
}

// ---- the file: JSON that keeps what saved games hold (bigints, Infinity, -0, typed arrays) ----

type Tagged = { $t: string; v?: unknown };

function encode(x: unknown): unknown {
  if (typeof x === 'bigint') return { $t: 'bigint', v: x.toString() };
  if (typeof x === 'number') {
    if (Number.isNaN(x) || !Number.isFinite(x) || Object.is(x, -0))
      return { $t: 'number', v: String(x === 0 ? '-0' : x) };
    return x;
  }
  if (x === undefined) return { $t: 'undefined' };
  if (Array.isArray(x)) return x.map(encode);
  if (ArrayBuffer.isView(x) && !(x instanceof DataView))
    return { $t: x.constructor.name, v: Array.from(x as unknown as ArrayLike<number | bigint>, (n) => encode(n)) };
  if (x instanceof Map) return { $t: 'Map', v: [...x].map(([k, v]) => [encode(k), encode(v)]) };
  if (x instanceof Set) return { $t: 'Set', v: [...x].map(encode) };
  if (typeof x === 'object' && x !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (v !== undefined) out[k] = encode(v);
    // A plain object that happens to have a "$t" key is wrapped, so it is never read as a tag.
    return '$t' in out ? { $t: 'object', v: out } : out;
  }
  return x;
}

const TYPED: Record<string, (xs: number[]) => unknown> = {
  Int8Array: (xs) => Int8Array.from(xs),
  Uint8Array: (xs) => Uint8Array.from(xs),
  Uint8ClampedArray: (xs) => Uint8ClampedArray.from(xs),
  Int16Array: (xs) => Int16Array.from(xs),
  Uint16Array: (xs) => Uint16Array.from(xs),
  Int32Array: (xs) => Int32Array.from(xs),
  Uint32Array: (xs) => Uint32Array.from(xs),
  Float32Array: (xs) => Float32Array.from(xs),
  Float64Array: (xs) => Float64Array.from(xs),
};

function decode(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(decode);
  if (typeof x !== 'object' || x === null) return x;
  const o = x as Record<string, unknown>;
  if (typeof o['$t'] === 'string') {
    const t = o as Tagged;
    const list = Array.isArray(t.v) ? t.v : [];
    switch (t.$t) {
      case 'bigint':
        return BigInt(String(t.v));
      case 'number':
        return Number(t.v);
      case 'undefined':
        return undefined;
      case 'Map':
        return new Map(list.map((e) => (Array.isArray(e) ? [decode(e[0]), decode(e[1])] : [e, e])));
      case 'Set':
        return new Set(list.map(decode));
      case 'BigInt64Array':
        return BigInt64Array.from(list.map((n) => BigInt(decode(n) as bigint)));
      case 'BigUint64Array':
        return BigUint64Array.from(list.map((n) => BigInt(decode(n) as bigint)));
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries((t.v ?? {}) as object)) out[k] = decode(v);
        return out;
      }
      default: {
        const make = TYPED[t.$t];
        if (make) return make(list.map((n) => Number(decode(n))));
        throw new Error(`unknown value tag "${t.$t}"`);
      }
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = decode(v);
  return out;
}

export function backupText(b: Backup): string {
  return JSON.stringify(encode(b));
}

/** Largest backup file read. */
export const MAX_BACKUP_BYTES = 64 * 1024 * 1024;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A backup file, checked; a record that is not usable is skipped (counted in `skipped`), never fatal. */
export function parseBackup(
  text: string,
): { ok: true; backup: Backup; skipped: number } | { ok: false; message: string } {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, message: 'That file is too large to be a backup.' };
  let raw: unknown;
  try {
    raw = decode(JSON.parse(text));
  } catch {
    return { ok: false, message: 'That file is not a backup of this app (it is not readable JSON).' };
  }
  if (!isObject(raw) || raw['format'] !== BACKUP_FORMAT)
    return { ok: false, message: 'That file is not a backup of this app.' };
  let skipped = 0;
  const list = <T>(k: string, ok: (v: unknown) => boolean): T[] => {
    const xs = Array.isArray(raw[k]) ? (raw[k] as unknown[]) : [];
    const good = xs.filter(ok) as T[];
    skipped += xs.length - good.length;
    return good;
  };
  const games = list<SavedGameRecord>(
    'games',
    (g) =>
      isObject(g) &&
      typeof g['modeKey'] === 'string' &&
      typeof g['seq'] === 'number' &&
      typeof g['savedAt'] === 'number' &&
      isObject(g['source']) &&
      isObject(g['session']),
  );
  const modes = list<InstalledMode>(
    'modes',
    (m) =>
      isObject(m) && typeof m['code'] === 'string' && isObject(m['summary']) && typeof m['summary']['id'] === 'string',
  );
  const plugins = list<InstalledPlugin>(
    'plugins',
    (p) => isObject(p) && typeof p['text'] === 'string' && isObject(p['info']) && typeof p['info']['id'] === 'string',
  );
  const feeds = list<FeedRecord>('feeds', (f) => isObject(f) && typeof f['url'] === 'string');
  const stats: Record<string, ModeStats> = {};
  if (isObject(raw['stats']))
    for (const [k, s] of Object.entries(raw['stats'])) {
      if (isObject(s) && typeof s['best'] === 'number' && typeof s['games'] === 'number')
        stats[k] = s as unknown as ModeStats;
      else skipped++;
    }
  const settings = isObject(raw['settings']) ? (raw['settings'] as unknown as Settings) : undefined;
  return {
    ok: true,
    skipped,
    backup: {
      format: BACKUP_FORMAT,
      exportedAt: typeof raw['exportedAt'] === 'number' ? raw['exportedAt'] : 0,
      games,
      stats,
      modes,
      plugins,
      ...(settings ? { settings } : {}),
      feeds,
    },
  };
}

// ---- merging ----

/** A stable text of a value (object keys sorted), to tell equal saved games apart from different ones. */
function stableText(x: unknown): string {
  return JSON.stringify(encodeSorted(x));
}

function encodeSorted(x: unknown): unknown {
  const e = encode(x);
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  return sort(e);
}

/** FNV-1a of a text, for the key of a game kept next to another of the same mode. */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The key a saved game is kept under when its mode's place holds another game (listed under Imported). */
export const KEPT_PREFIX = `${CODE_MODE_PREFIX}kept-`;

export interface MergeReport {
  readonly gamesAdded: number;
  /** Games of a mode both sides had played differently: the other one kept under its own key. */
  readonly gamesKeptBoth: number;
  readonly modesAdded: number;
  readonly pluginsAdded: number;
  readonly pluginsUpdated: number;
}

/**
 * What a device holds after importing `incoming` into `local`. Nothing of `local` is lost: a game
 * of a mode both sides have (and that differs) stays where it is when it is the newer save; the
 * older one is kept under a key of its own (listed under Imported, playable). Scores keep the
 * higher of each figure; plugin files keep the higher version; local settings win, with the other
 * side's per-mode options added where local has none. Importing the same file twice changes nothing.
 * `untouched`: the key of a local game with no move made (a fresh device's first board), which gives
 * way to the file's game of that mode instead of being kept next to it.
 */
export function mergeBackups(
  local: Backup,
  incoming: Backup,
  untouched?: string,
): { merged: Backup; report: MergeReport } {
  const games = new Map(local.games.map((g) => [g.modeKey, g]));
  const known = new Set(local.games.map((g) => stableText(g.session)));
  let gamesAdded = 0;
  let gamesKeptBoth = 0;
  for (const g of incoming.games) {
    const text = stableText(g.session);
    if (known.has(text)) continue;
    known.add(text);
    const here = games.get(g.modeKey);
    if (!here || (g.modeKey === untouched && here === local.games.find((x) => x.modeKey === untouched))) {
      games.set(g.modeKey, g);
      gamesAdded++;
      continue;
    }
    // Both played this mode: the newer save keeps the mode's place, the other gets a key of its own.
    const [stay, aside] = g.savedAt > here.savedAt ? [g, here] : [here, g];
    const asideKey = `${KEPT_PREFIX}${hash(stableText(aside.session))}`;
    const title = `${aside.title || aside.session.modeId || aside.modeKey} (other copy)`;
    games.set(g.modeKey, stay);
    games.set(asideKey, { ...aside, modeKey: asideKey, title });
    gamesKeptBoth++;
  }
  // Least recently saved first; this device's current game stays the current one.
  const current = local.games[local.games.length - 1]?.modeKey;
  const ordered = [...games.values()].sort((a, b) => a.savedAt - b.savedAt);
  const last = ordered.findIndex((g) => g.modeKey === current);
  if (last >= 0) ordered.push(...ordered.splice(last, 1));

  const stats: Record<string, ModeStats> = { ...local.stats };
  for (const [k, s] of Object.entries(incoming.stats)) {
    const h = stats[k];
    if (!h) {
      stats[k] = s;
      continue;
    }
    const better = s.best > h.best ? s : h;
    stats[k] = {
      best: better.best,
      ...(better.bestText !== undefined ? { bestText: better.bestText } : {}),
      games: Math.max(h.games, s.games),
      wins: Math.max(h.wins, s.wins),
    };
  }

  const modes = [...local.modes];
  let modesAdded = 0;
  for (const m of incoming.modes)
    if (!modes.some((x) => x.summary.id === m.summary.id)) {
      modes.push(m);
      modesAdded++;
    }

  const plugins = [...local.plugins];
  let pluginsAdded = 0;
  let pluginsUpdated = 0;
  for (const p of incoming.plugins) {
    const i = plugins.findIndex((x) => x.info.id === p.info.id);
    if (i < 0) {
      plugins.push(p);
      pluginsAdded++;
    } else if (versionOrder(p.info.version, plugins[i]!.info.version) > 0) {
      plugins[i] = p;
      pluginsUpdated++;
    }
  }

  const settings: Settings | undefined = local.settings
    ? incoming.settings
      ? { ...local.settings, modeOptions: { ...incoming.settings.modeOptions, ...local.settings.modeOptions } }
      : local.settings
    : incoming.settings;

  const feeds = [...local.feeds];
  for (const f of incoming.feeds) if (!feeds.some((x) => x.url === f.url)) feeds.push(f);

  return {
    merged: {
      format: BACKUP_FORMAT,
      exportedAt: Math.max(local.exportedAt, incoming.exportedAt),
      games: ordered,
      stats,
      modes,
      plugins,
      ...(settings ? { settings } : {}),
      feeds,
    },
    report: { gamesAdded, gamesKeptBoth, modesAdded, pluginsAdded, pluginsUpdated },
  };
}
