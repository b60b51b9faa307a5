// The Content-Security-Policy of index.html: strict (nothing from another origin: catalog feeds are
// fetched by the service worker, src/app/feed-relay.ts), and it lets the page's own inline script
// (the first paint's theme) run: its hash must match the script.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

function policy(): Map<string, string[]> {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  if (!content) throw new Error('index.html has no Content-Security-Policy meta');
  return new Map(
    content
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map((d) => [d[0]!, d.slice(1)]),
  );
}

describe('index.html Content-Security-Policy', () => {
  it('comes before any script, and allows only the app’s origin (no remote host, no eval)', () => {
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    const p = policy();
    expect(p.get('default-src')).toEqual(["'self'"]);
    for (const [name, sources] of p) {
      for (const s of sources) {
        expect(s, `${name} ${s}`).toMatch(/^('self'|'none'|'unsafe-inline'|'sha256-[A-Za-z0-9+/=]+'|data:|blob:)$/);
      }
      // Inline styles only for the DOM's own style attributes: never for scripts.
      if (name === 'script-src') expect(sources).not.toContain("'unsafe-inline'");
    }
    expect(p.get('object-src')).toEqual(["'none'"]);
    // The page fetches from its own origin only (and URLs it made itself): no host, no scheme of the web.
    expect(p.get('connect-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Scripts, styles, images, connections, frames and workers stay on the app's origin whatever a feed holds.
    for (const d of ['script-src', 'style-src', 'img-src', 'connect-src', 'worker-src', 'frame-src'])
      expect(
        p.get(d)!.some((s) => /^https?:/.test(s)),
        d,
      ).toBe(false);
  });

  it('names the hash of the inline script (edit both together)', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    expect(policy().get('script-src')).toContain(hash);
  });
});
