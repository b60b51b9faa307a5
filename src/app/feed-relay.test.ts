// The service worker's feed rule: it fetches only the player's feeds and files on their hosts, over
// https (http on this device), with nothing of the player, within a size and a time limit.
import { describe, expect, it } from 'vitest';
import { isFeedFetchRequest, relayAllows, relayFetch } from './feed-relay.ts';
import { FeedFetchError, type FetchLike, fetchFeed } from './feeds.ts';

const FEED = 'https://feeds.example.org/community/index.json';
const LOCAL = 'http://127.0.0.1:8080/index.json';

describe('relayAllows', () => {
  it('allows a listed feed and files on its host, nothing else', () => {
    expect(relayAllows(FEED, [FEED])).toBe(true);
    expect(relayAllows('https://feeds.example.org/other/a.pow2048.json', [FEED])).toBe(true);
    expect(relayAllows(FEED, [])).toBe(false);
    expect(relayAllows('https://evil.example.org/index.json', [FEED])).toBe(false);
    // Same host, another scheme or port is another origin.
    expect(relayAllows('http://feeds.example.org/community/index.json', [FEED])).toBe(false);
    expect(relayAllows('https://feeds.example.org:8443/community/index.json', [FEED])).toBe(false);
    expect(relayAllows('https://user:pw@feeds.example.org/community/index.json', [FEED])).toBe(false);
    expect(relayAllows('not a url', [FEED])).toBe(false);
  });

  it('http only on this device, even if a listed entry says otherwise', () => {
    expect(relayAllows(LOCAL, [LOCAL])).toBe(true);
    expect(relayAllows('http://127.0.0.1:8081/index.json', [LOCAL])).toBe(false);
    expect(relayAllows('http://example.org/index.json', ['http://example.org/index.json'])).toBe(false);
  });

  it('recognises only well-formed requests', () => {
    expect(isFeedFetchRequest({ type: 'pow2048-feed-fetch', url: FEED })).toBe(true);
    expect(isFeedFetchRequest({ type: 'pow2048-feed-fetch', url: 1 })).toBe(false);
    expect(isFeedFetchRequest({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isFeedFetchRequest(null)).toBe(false);
  });
});

describe('relayFetch', () => {
  const calls: RequestInit[] = [];
  const serve =
    (body: BodyInit | null, status = 200): FetchLike =>
    async (_url, init) => {
      calls.push(init);
      return new Response(body, { status });
    };

  it('fetches a listed feed with nothing of the player and hands back the bytes and status', async () => {
    calls.length = 0;
    const r = await relayFetch(FEED, [FEED], serve('{"a":1}'));
    expect(r.ok && new TextDecoder().decode(r.body)).toBe('{"a":1}');
    expect(r.ok && r.status).toBe(200);
    expect(calls[0]).toMatchObject({ credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' });
    const missing = await relayFetch(FEED, [FEED], serve('no', 404));
    expect(missing.ok && missing.status).toBe(404);
  });

  it('refuses an address off the list without fetching it', async () => {
    calls.length = 0;
    expect(await relayFetch('https://evil.example.org/x', [FEED], serve('x'))).toEqual({
      ok: false,
      reason: 'refused',
    });
    expect(calls).toEqual([]);
  });

  it('stops reading past the size limit, declared or not', async () => {
    const limits = { maxBytes: 10, timeoutMs: 10_000 };
    // A stream without a declared length: counted as it comes.
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(new Uint8Array(4));
      },
    });
    expect(await relayFetch(FEED, [FEED], serve(stream), limits)).toEqual({ ok: false, reason: 'too-large' });
    const declared: FetchLike = async () => new Response('x', { headers: { 'content-length': '11' } });
    expect(await relayFetch(FEED, [FEED], declared, limits)).toEqual({ ok: false, reason: 'too-large' });
    const fits = await relayFetch(FEED, [FEED], serve('0123456789'), limits);
    expect(fits.ok && fits.body.byteLength).toBe(10);
  });

  it('gives up on a host that does not answer in time, and reports a network failure', async () => {
    const silent: FetchLike = (_url, init) =>
      new Promise((_ok, fail) =>
        init.signal?.addEventListener('abort', () => fail(new DOMException('', 'AbortError'))),
      );
    expect(await relayFetch(FEED, [FEED], silent, { maxBytes: 10, timeoutMs: 20 })).toEqual({
      ok: false,
      reason: 'timeout',
    });
    const down: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await relayFetch(FEED, [FEED], down)).toEqual({ ok: false, reason: 'network' });
  });
});

describe('why a feed was not fetched, in the player’s words', () => {
  const failing =
    (reason: ConstructorParameters<typeof FeedFetchError>[0]): FetchLike =>
    () =>
      Promise.reject(new FeedFetchError(reason));

  it('names the cause', async () => {
    const message = async (reason: ConstructorParameters<typeof FeedFetchError>[0]) => {
      const r = await fetchFeed(failing(reason), FEED);
      return r.ok ? '' : r.message;
    };
    expect(await message('no-worker')).toMatch(/^Feeds need the installed app/);
    expect(await message('refused')).toBe(
      'The app fetches only from the feeds in your list, so the feed was not fetched.',
    );
    expect(await message('timeout')).toMatch(/took too long/);
    expect(await message('too-large')).toBe('The feed is too large.');
  });
});
