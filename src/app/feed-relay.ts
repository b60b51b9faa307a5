// Catalog feeds are fetched by the service worker (sw/sw.ts), not the page: the page's CSP lets it
// connect to the app's origin only (index.html). A service worker's own fetches are not under the
// page's CSP, so the rule lives here instead: the worker fetches only a feed in the player's list
// (IndexedDB `pow2048-feeds`, written by the Feeds UI) or a file on that feed's host, only over
// https (http only on this device), with nothing of the player, within a size and a time limit, and
// hands back the bytes. The page parses and checks them (src/app/feeds.ts): feeds are data, never run.

import { checkFeedUrl, FETCH_INIT, type FeedFetchFailure, type FetchLike, MAX_FEED_FILE_BYTES } from './feeds.ts';

/** The message's type; the reply comes back on the MessageChannel port sent with it. */
export const FEED_FETCH = 'pow2048-feed-fetch';
/** The IndexedDB database of the player's feeds (the 'feeds' KvStore of src/storage/storage.ts; keys are addresses). */
export const FEED_LIST_DB = 'pow2048-feeds';
/** Longest wait for a feed host. */
export const FEED_FETCH_TIMEOUT_MS = 30_000;

export interface FeedFetchRequest {
  readonly type: typeof FEED_FETCH;
  readonly url: string;
}

export type FeedFetchReply =
  | { readonly ok: true; readonly status: number; readonly body: ArrayBuffer }
  | { readonly ok: false; readonly reason: FeedFetchFailure };

export function isFeedFetchRequest(v: unknown): v is FeedFetchRequest {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { type?: unknown }).type === FEED_FETCH &&
    typeof (v as { url?: unknown }).url === 'string'
  );
}

/** Whether `url` may be fetched: a feed in the list, or a file on a listed feed's host (what parseFeed allows). */
export function relayAllows(url: string, feeds: readonly string[]): boolean {
  const target = checkFeedUrl(url);
  if (!target.ok) return false;
  return feeds.some((f) => {
    const feed = checkFeedUrl(f);
    return feed.ok && feed.value.origin === target.value.origin;
  });
}

export interface RelayLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

const LIMITS: RelayLimits = { maxBytes: MAX_FEED_FILE_BYTES, timeoutMs: FEED_FETCH_TIMEOUT_MS };

/** Reads a body up to `max` bytes; null past it (the rest is not read). */
async function readUpTo(res: Response, max: number): Promise<ArrayBuffer | null> {
  if (Number(res.headers.get('content-length')) > max) return null;
  if (!res.body) return new ArrayBuffer(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out.buffer;
}

/** The service worker's answer to one request: `feeds` is the player's list as stored now. */
export async function relayFetch(
  url: string,
  feeds: readonly string[],
  fetchFn: FetchLike,
  limits: RelayLimits = LIMITS,
): Promise<FeedFetchReply> {
  if (!relayAllows(url, feeds)) return { ok: false, reason: 'refused' };
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limits.timeoutMs);
  try {
    const res = await fetchFn(url, { ...FETCH_INIT, signal: abort.signal });
    const body = await readUpTo(res, limits.maxBytes);
    return body ? { ok: true, status: res.status, body } : { ok: false, reason: 'too-large' };
  } catch {
    return { ok: false, reason: abort.signal.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
