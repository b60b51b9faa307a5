import { describe, expect, it } from 'vitest';
import {
  checkFeedUrl,
  downloadEntry,
  entryState,
  FEED_FORMAT,
  type FeedEntry,
  feedUpdates,
  fetchFeed,
  parseFeed,
  sha256Hex,
} from './feeds.ts';

const FEED_URL = 'https://example.org/feeds/sample/index.json';
const file = '{"format":"pow2048-plugin/1"}';

async function feedText(extra: Record<string, unknown> = {}): Promise<string> {
  const bytes = new TextEncoder().encode(file);
  return JSON.stringify({
    format: FEED_FORMAT,
    name: 'Sample',
    plugins: [
      {
        id: 'a.one',
        name: 'One',
        kind: 'mode',
        version: '1.0.0',
        author: 'Ann',
        file: 'one.pow2048.json',
        sha256: await sha256Hex(bytes),
        size: bytes.length,
        ...extra,
      },
    ],
  });
}

describe('feed addresses', () => {
  it('https anywhere, http only on this device; no credentials', () => {
    expect(checkFeedUrl('https://example.org/f.json').ok).toBe(true);
    expect(checkFeedUrl('http://127.0.0.1:8080/f.json').ok).toBe(true);
    expect(checkFeedUrl('http://localhost/f.json').ok).toBe(true);
    expect(checkFeedUrl('http://example.org/f.json').ok).toBe(false);
    expect(checkFeedUrl('file:///etc/passwd').ok).toBe(false);
    expect(checkFeedUrl('https://u:p@example.org/f.json').ok).toBe(false);
    expect(checkFeedUrl('not a url').ok).toBe(false);
  });
});

describe('parseFeed', () => {
  it('reads entries, resolving files against the feed', async () => {
    const r = parseFeed(await feedText(), FEED_URL);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe('Sample');
    expect(r.value.entries[0]).toMatchObject({
      id: 'a.one',
      kind: 'mode',
      version: '1.0.0',
      author: 'Ann',
      url: 'https://example.org/feeds/sample/one.pow2048.json',
    });
  });

  it('refuses files on another host, bad hashes and bad kinds, naming the entry and field', async () => {
    const other = parseFeed(await feedText({ file: 'https://evil.example/x.json' }), FEED_URL);
    expect(!other.ok && other.message).toMatch(/Feed entry 1 \(a\.one\): "file" must be on the feed's own host/);
    const hash = parseFeed(await feedText({ sha256: 'abc' }), FEED_URL);
    expect(!hash.ok && hash.message).toMatch(/"sha256"/);
    const kind = parseFeed(await feedText({ kind: 'script' }), FEED_URL);
    expect(!kind.ok && kind.message).toMatch(/"kind"/);
    expect(parseFeed('{"format":"other"}', FEED_URL).ok).toBe(false);
    expect(parseFeed('nope', FEED_URL).ok).toBe(false);
  });
});

describe('update notices', () => {
  const entry = { id: 'a.one', version: '1.1.0' } as FeedEntry;
  it('an installed id with a higher feed version is an update', () => {
    expect(entryState(entry, [])).toBe('new');
    expect(entryState(entry, [{ id: 'a.one', version: '1.0.0' }])).toBe('update');
    expect(entryState(entry, [{ id: 'a.one', version: '1.1.0' }])).toBe('installed');
    expect(entryState(entry, [{ id: 'a.one', version: '2.0.0' }])).toBe('installed');
    expect(feedUpdates({ url: FEED_URL, name: 'x', entries: [entry] }, [{ id: 'a.one', version: '1' }])).toEqual([
      entry,
    ]);
  });
});

describe('fetching', () => {
  const serve =
    (files: Record<string, string>) =>
    async (url: string, init: RequestInit): Promise<Response> => {
      // Nothing of the player goes with a feed fetch.
      expect(init.credentials).toBe('omit');
      expect(init.redirect).toBe('error');
      const body = files[url];
      return body === undefined ? new Response('no', { status: 404 }) : new Response(body);
    };

  it('downloads a file whose SHA-256 matches, and refuses one that differs', async () => {
    const text = await feedText();
    const feed = await fetchFeed(serve({ [FEED_URL]: text }), FEED_URL);
    expect(feed.ok).toBe(true);
    if (!feed.ok) return;
    const entry = feed.value.entries[0]!;
    const good = await downloadEntry(serve({ [entry.url]: file }), entry);
    expect(good).toEqual({ ok: true, value: file });
    const bad = await downloadEntry(serve({ [entry.url]: `${file} ` }), entry);
    expect(!bad.ok && bad.message).toMatch(/SHA-256 differs/);
    const missing = await downloadEntry(serve({}), entry);
    expect(!missing.ok && missing.message).toMatch(/404/);
  });

  it('a network failure is a message, not a throw', async () => {
    const r = await fetchFeed(() => Promise.reject(new TypeError('Failed to fetch')), FEED_URL);
    expect(!r.ok && r.message).toMatch(/could not be fetched/);
  });
});
