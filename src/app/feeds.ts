// Catalog feeds: a static JSON index of plugin files (format pow2048-feed/1) that any static host
// can serve. The player enters a feed's address; the app fetches it (and the files it lists) only
// when the player asks, only from that address's origin, and checks each file's SHA-256 before it
// is installed. Fetches are the caller's (`FetchLike`: in the app the service worker's, see
// src/app/feed-relay.ts), so everything here runs in unit tests.

import { versionOrder } from './plugin-versions.ts';

export const FEED_FORMAT = 'pow2048-feed/1';
/** Largest feed index read. */
export const MAX_FEED_BYTES = 1024 * 1024;
/** Largest plugin file read (the worker's own limit). */
export const MAX_FEED_FILE_BYTES = 2 * 1024 * 1024;
/** Most entries a feed may list. */
const MAX_ENTRIES = 1000;

export type PluginKind = 'mode' | 'modifier' | 'colorScheme';

/** One plugin file a feed lists. */
export interface FeedEntry {
  readonly id: string;
  readonly name: string;
  readonly kind: PluginKind;
  readonly version: string;
  readonly author?: string;
  readonly description?: string;
  /** The file's address, resolved against the feed's (same origin as the feed). */
  readonly url: string;
  /** SHA-256 of the file's bytes, lowercase hex. */
  readonly sha256: string;
  readonly size: number;
}

export interface Feed {
  readonly url: string;
  readonly name: string;
  readonly entries: readonly FeedEntry[];
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * A feed address the app may fetch: https anywhere, or http on this device (127.0.0.1, localhost)
 * for authors testing a feed. No credentials or fragments; the address is what was entered.
 */
export function checkFeedUrl(text: string): Checked<URL> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return fail('That is not a web address. A feed address looks like https://example.org/feed.json');
  }
  // Authors test a feed on their own machine; anything else goes over https.
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    return fail('A feed address must start with https:// (http:// only for this device, 127.0.0.1).');
  if (url.username || url.password) return fail('A feed address cannot hold a user name or password.');
  url.hash = '';
  return { ok: true, value: url };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** A feed index, validated; every problem names the entry and field. */
export function parseFeed(body: string, feedUrl: string): Checked<Feed> {
  if (body.length > MAX_FEED_BYTES) return fail('The feed is larger than 1 MB.');
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return fail('The feed is not a JSON file.');
  }
  if (!isObject(raw) || raw['format'] !== FEED_FORMAT)
    return fail(`The feed is not a plugin feed (its "format" must be "${FEED_FORMAT}").`);
  const list = raw['plugins'];
  if (!Array.isArray(list)) return fail('The feed has no "plugins" list.');
  if (list.length > MAX_ENTRIES) return fail(`The feed lists more than ${MAX_ENTRIES} plugins.`);
  const base = new URL(feedUrl);
  const entries: FeedEntry[] = [];
  const seen = new Set<string>();
  for (const [i, e] of list.entries()) {
    const where = `Feed entry ${i + 1}`;
    if (!isObject(e)) return fail(`${where} is not an object.`);
    if (!text(e['id'], 200)) return fail(`${where}: "id" must be a non-empty text.`);
    const id = e['id'];
    if (seen.has(id)) return fail(`${where}: the id "${id}" is listed twice.`);
    seen.add(id);
    if (!text(e['name'], 200)) return fail(`${where} (${id}): "name" must be a non-empty text.`);
    if (!['mode', 'modifier', 'colorScheme'].includes(e['kind'] as string))
      return fail(`${where} (${id}): "kind" must be mode, modifier or colorScheme.`);
    if (!text(e['version'], 50)) return fail(`${where} (${id}): "version" must be a non-empty text.`);
    if (typeof e['sha256'] !== 'string' || !/^[0-9a-fA-F]{64}$/.test(e['sha256']))
      return fail(`${where} (${id}): "sha256" must be 64 hexadecimal digits.`);
    const size = e['size'];
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > MAX_FEED_FILE_BYTES)
      return fail(`${where} (${id}): "size" must be a whole number of bytes up to 2 MB.`);
    if (!text(e['file'], 2000)) return fail(`${where} (${id}): "file" must be the plugin file's address.`);
    let url: URL;
    try {
      url = new URL(e['file'], base);
    } catch {
      return fail(`${where} (${id}): "file" is not an address.`);
    }
    // Only where the player pointed: a feed cannot make the app fetch from another host.
    if (url.origin !== base.origin) return fail(`${where} (${id}): "file" must be on the feed's own host.`);
    const opt = (k: string): Record<string, string> => (text(e[k], 2000) ? { [k]: e[k] as string } : {});
    entries.push({
      id,
      name: e['name'] as string,
      kind: e['kind'] as PluginKind,
      version: e['version'] as string,
      ...opt('author'),
      ...opt('description'),
      url: url.href,
      sha256: e['sha256'].toLowerCase(),
      size,
    });
  }
  const name = text(raw['name'], 200) ? raw['name'] : base.host;
  return { ok: true, value: { url: base.href, name, entries } };
}

/** What the app knows of an installed plugin (id and version). */
export interface InstalledVersion {
  readonly id: string;
  readonly version: string;
}

/** Each feed entry's standing: not installed, installed (same or newer), or an update. */
export type EntryState = 'new' | 'installed' | 'update';

export function entryState(entry: FeedEntry, installed: readonly InstalledVersion[]): EntryState {
  const have = installed.find((p) => p.id === entry.id);
  if (!have) return 'new';
  return versionOrder(entry.version, have.version) > 0 ? 'update' : 'installed';
}

/** The feed entries that update an installed plugin. */
export function feedUpdates(feed: Feed, installed: readonly InstalledVersion[]): FeedEntry[] {
  return feed.entries.filter((e) => entryState(e, installed) === 'update');
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Why a fetch through the service worker failed (src/app/feed-relay.ts). */
export type FeedFetchFailure = 'refused' | 'network' | 'timeout' | 'too-large' | 'no-worker' | 'no-answer';

/** Thrown by a `FetchLike` that knows why it failed; the message then says so. */
export class FeedFetchError extends Error {
  constructor(readonly reason: FeedFetchFailure) {
    super(`feed fetch failed: ${reason}`);
    this.name = 'FeedFetchError';
  }
}

function failureMessage(err: unknown, what: string): string {
  switch (err instanceof FeedFetchError ? err.reason : 'network') {
    case 'refused':
      return `The app fetches only from the feeds in your list, so the ${what} was not fetched.`;
    case 'timeout':
      return `The ${what} could not be fetched (its host took too long to answer).`;
    case 'too-large':
      return `The ${what} is too large.`;
    case 'no-worker':
      return 'Feeds need the installed app, which is not running here yet: open the app from its address once more (online), then try again.';
    case 'no-answer':
      return 'The installed app did not answer: reload the page, then try again.';
    default:
      return `The ${what} could not be fetched (offline, or the host does not allow it).`;
  }
}

/** No cookies, no referrer, no redirect elsewhere: a feed fetch carries nothing of the player. */
export const FETCH_INIT: RequestInit = {
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
  redirect: 'error',
  cache: 'no-cache',
  mode: 'cors',
};

async function readCapped(fetchFn: FetchLike, url: string, cap: number, what: string): Promise<Checked<Uint8Array>> {
  let res: Response;
  try {
    res = await fetchFn(url, FETCH_INIT);
  } catch (err) {
    return fail(failureMessage(err, what));
  }
  if (!res.ok) return fail(`The ${what} could not be fetched (the host answered ${res.status}).`);
  const declared = Number(res.headers.get('content-length'));
  if (declared > cap) return fail(`The ${what} is too large.`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > cap) return fail(`The ${what} is too large.`);
  return { ok: true, value: bytes };
}

/** Fetches and validates a feed (the player's action). */
export async function fetchFeed(fetchFn: FetchLike, url: string): Promise<Checked<Feed>> {
  const checked = checkFeedUrl(url);
  if (!checked.ok) return checked;
  const got = await readCapped(fetchFn, checked.value.href, MAX_FEED_BYTES, 'feed');
  if (!got.ok) return got;
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(got.value);
  } catch {
    return fail('The feed is not UTF-8 text.');
  }
  return parseFeed(body, checked.value.href);
}

/** Downloads one entry's plugin file; refused unless its SHA-256 is the one the feed lists. */
export async function downloadEntry(fetchFn: FetchLike, entry: FeedEntry): Promise<Checked<string>> {
  const got = await readCapped(fetchFn, entry.url, MAX_FEED_FILE_BYTES, `file of “${entry.name}”`);
  if (!got.ok) return got;
  if ((await sha256Hex(got.value)) !== entry.sha256)
    return fail(
      `The file of “${entry.name}” is not the one the feed lists (its SHA-256 differs), so it was not installed.`,
    );
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(got.value) };
  } catch {
    return fail(`The file of “${entry.name}” is not UTF-8 text.`);
  }
}
