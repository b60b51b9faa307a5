// Untrusted input from outside the app (feeds, share links, backup files), generated and mutated:
// each is read or refused with a message, never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, parseBackup } from './backup.ts';
import { FEED_FORMAT, parseFeed } from './feeds.ts';
import { readShareFragment, shareFragment } from './share-link.ts';

const FEED_URL = 'https://example.org/f/index.json';

/** JSON values shaped like the format (so generation reaches deep into the checks), and any JSON. */
const entry = fc.record(
  {
    id: fc.oneof(fc.string(), fc.integer()),
    name: fc.oneof(fc.string(), fc.constant(null)),
    kind: fc.constantFrom('mode', 'modifier', 'colorScheme', 'x', 1),
    version: fc.oneof(fc.string(), fc.double()),
    file: fc.oneof(fc.string(), fc.webUrl(), fc.constant('../../x.json'), fc.constant('//evil.example/x')),
    sha256: fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }),
      fc.string(),
    ),
    size: fc.oneof(fc.integer(), fc.double(), fc.string()),
  },
  { requiredKeys: [] },
);

describe('untrusted input never throws', () => {
  it('feeds: read or refused with a message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc
            .record({ format: fc.constant(FEED_FORMAT), plugins: fc.array(fc.oneof(entry, fc.anything())) })
            .map((x) => JSON.stringify(x)),
        ),
        (text) => {
          const r = parseFeed(text, FEED_URL);
          if (r.ok) for (const e of r.value.entries) expect(new URL(e.url).origin).toBe('https://example.org');
          else expect(r.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('share links: mutated links are read or refused with a message', async () => {
    const base = await shareFragment('@2048PowCompGame|1|abc', 'Ann');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string().map((s) => `#c=${s}`),
          fc.string().map((s) => `#p=${s}`),
          fc
            .tuple(fc.nat(base.length), fc.string({ maxLength: 4 }))
            .map(([i, s]) => base.slice(0, i) + s + base.slice(i + 1)),
        ),
        async (hash) => {
          const r = await readShareFragment(hash);
          if (r && !r.ok) expect(r.message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('backup files: read (unusable records skipped) or refused with a message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              format: fc.constant(BACKUP_FORMAT),
              games: fc.array(fc.anything()),
              stats: fc.anything(),
              modes: fc.anything(),
              plugins: fc.anything(),
              settings: fc.anything(),
              feeds: fc.anything(),
            })
            .map((x) =>
              JSON.stringify(x, (_k, v: unknown) => (typeof v === 'bigint' ? { $t: 'bigint', v: `${v}` } : v)),
            ),
        ),
        (text) => {
          const r = parseBackup(text);
          if (!r.ok) expect(r.message).toMatch(/backup/);
          else expect(Array.isArray(r.backup.games)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
