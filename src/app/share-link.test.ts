import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_CODE, readShareFragment, shareFragment, shareLink } from './share-link.ts';

const community = JSON.parse(
  readFileSync(new URL('../../../shared/conformance/community/codes.json', import.meta.url), 'utf8'),
) as { code: string }[];

describe('share links', () => {
  it('carry every community code there and back, much shorter than the code', async () => {
    for (const { code } of community.slice(0, 20)) {
      const fragment = await shareFragment(code);
      expect(fragment).toMatch(/^#c=[A-Za-z0-9_-]+$/);
      expect(fragment.length).toBeLessThan(code.length);
      expect(await readShareFragment(fragment)).toEqual({ ok: true, code });
    }
  });

  it('replace the fragment of the address they are made from', async () => {
    const link = await shareLink('https://example.test/app/#old', 'abc');
    expect(link.startsWith('https://example.test/app/#c=')).toBe(true);
  });

  it('say nothing of fragments that are not share links', async () => {
    expect(await readShareFragment('')).toBeNull();
    expect(await readShareFragment('#settings')).toBeNull();
  });

  it('refuse cut-off, damaged and oversized links in plain words', async () => {
    const fragment = await shareFragment(community[0]!.code);
    for (const bad of [fragment.slice(0, fragment.length / 2), '#c=***', '#c=' + 'A'.repeat(12)]) {
      const r = await readShareFragment(bad);
      expect(r?.ok, bad.slice(0, 20)).toBe(false);
      expect(r && !r.ok && r.message).toMatch(/cut off or damaged/);
    }
    // A tiny link that would inflate past the cap stops there.
    const bomb = deflateRawSync(Buffer.alloc(MAX_SHARED_CODE + 1024, 0x41));
    const fragmentOfBomb = '#c=' + bomb.toString('base64url');
    expect(fragmentOfBomb.length).toBeLessThan(20_000);
    expect(await readShareFragment(fragmentOfBomb)).toMatchObject({ ok: false });
  });
});
