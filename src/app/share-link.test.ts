import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHARED_CODE,
  pluginShareLink,
  readShareFragment,
  shareFragment,
  shareLink,
  sharePluginFragment,
} from './share-link.ts';

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

  it('carry the author’s name (capped, plain text) and plugin files', async () => {
    const code = community[0]!.code;
    const f = await shareFragment(code, '  Tess & Co #1 ');
    expect(f).toMatch(/^#c=[A-Za-z0-9_-]+&by=Tess%20%26%20Co%20%231$/);
    expect(await readShareFragment(f)).toEqual({ ok: true, code, author: 'Tess & Co #1' });
    expect(await readShareFragment(`${await shareFragment(code)}&by=%E0%A4%A`)).toEqual({ ok: true, code });
    const long = await readShareFragment(await shareFragment(code, 'x'.repeat(500)));
    expect(long?.ok && 'author' in long && long.author?.length).toBe(100);
    const file = '{"format":"pow2048-plugin/1","id":"a.b","version":"1"}';
    expect(await sharePluginFragment(file)).toMatch(/^#p=[A-Za-z0-9_-]+$/);
    expect(await readShareFragment(await sharePluginFragment(file))).toEqual({ ok: true, plugin: file });
    expect(await pluginShareLink('https://h/app/', file)).toMatch(/^https:\/\/h\/app\/#p=/);
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
