// The sample feed shipped in public/feeds/sample (scripts/build-sample-feed.ts writes it): a valid
// feed whose every file has the listed size and SHA-256 and installs in the engine as a mode.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registerBuiltins } from '../../plugins/index.ts';
import { PluginRegistry } from '../plugins/registry.ts';
import { RealEngine } from '../worker/real-engine.ts';
import { parseFeed, sha256Hex } from './feeds.ts';

const DIR = new URL('../../public/feeds/sample/', import.meta.url);
const FEED_URL = 'https://example.org/feeds/sample/index.json';

describe('the sample feed', () => {
  it('lists five modes whose files match their size and hash, and install and start', async () => {
    const feed = parseFeed(readFileSync(new URL('index.json', DIR), 'utf8'), FEED_URL);
    expect(feed.ok).toBe(true);
    if (!feed.ok) return;
    expect(feed.value.entries).toHaveLength(5);
    const engine = new RealEngine(registerBuiltins(new PluginRegistry()));
    for (const e of feed.value.entries) {
      const bytes = readFileSync(new URL(e.url.slice(e.url.lastIndexOf('/') + 1), DIR));
      expect(bytes.length, e.id).toBe(e.size);
      expect(await sha256Hex(new Uint8Array(bytes)), e.id).toBe(e.sha256);
      const info = engine.installPlugin(bytes.toString('utf8'));
      expect(info).toMatchObject({ id: e.id, kind: 'mode', version: e.version, name: e.name });
    }
    expect(engine.listModes().filter((m) => m.id.startsWith('pow2048.sample.'))).toHaveLength(5);
  });
});
