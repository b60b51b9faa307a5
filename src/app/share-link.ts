// Share links: a save code (a mode, a game, a replay, …) carried in a URL's fragment (`#c=` and the
// code deflated, base64url, then `&by=` and its author if known), or a plugin file (`#p=`, deflated
// the same way), which never reaches a server; the app, online or offline, reads it at start.
// Untrusted: a link is capped before and after inflating, and what it holds is shown before
// anything happens.

/** The fragment's key: a save code. */
const PREFIX = '#c=';
/** The fragment's key: a plugin file. */
const PLUGIN_PREFIX = '#p=';
/** Longest author name a link may carry (shown as text only). */
const MAX_AUTHOR = 100;
/** Longest code a link may inflate to (the save-code importer's own cap). */
export const MAX_SHARED_CODE = 8 * 1024 * 1024;
/** Longest fragment read (a deflated code is far smaller than the code itself). */
const MAX_FRAGMENT = 4 * 1024 * 1024;

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

async function pipe(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  cap: number,
): Promise<Uint8Array | null> {
  const writer = stream.writable.getWriter();
  void writer
    .write(bytes as Uint8Array<ArrayBuffer>)
    .then(() => writer.close())
    .catch(() => undefined);
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      // A small link that inflates to gigabytes is stopped here, not after.
      if (size > cap) {
        void reader.cancel();
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function pack(text: string): Promise<string> {
  const packed = await pipe(
    new TextEncoder().encode(text),
    new CompressionStream('deflate-raw'),
    Number.POSITIVE_INFINITY,
  );
  return toBase64Url(packed!);
}

/** The fragment (`#c=…`) that carries `code`, and its author's name when given. */
export async function shareFragment(code: string, author?: string): Promise<string> {
  const by = author?.trim().slice(0, MAX_AUTHOR);
  return PREFIX + (await pack(code)) + (by ? `&by=${encodeURIComponent(by)}` : '');
}

/** The fragment (`#p=…`) that carries a plugin file. */
export async function sharePluginFragment(text: string): Promise<string> {
  return PLUGIN_PREFIX + (await pack(text));
}

/** A share link for `code` under the app's address `base` (e.g. `https://host/app/`). */
export async function shareLink(base: string, code: string, author?: string): Promise<string> {
  return base.replace(/#.*$/, '') + (await shareFragment(code, author));
}

/** A share link for a plugin file under the app's address `base`. */
export async function pluginShareLink(base: string, text: string): Promise<string> {
  return base.replace(/#.*$/, '') + (await sharePluginFragment(text));
}

export type SharedCode =
  | { readonly ok: true; readonly code: string; readonly author?: string }
  | { readonly ok: false; readonly message: string };

/** A plugin file that came by link or was opened with the app. */
export interface SharedPlugin {
  readonly ok: true;
  readonly plugin: string;
}

const DAMAGED = 'This link is cut off or damaged. Copy the whole link again.';

/** The code or plugin file a fragment carries; null when the fragment is no share link at all. */
export async function readShareFragment(hash: string): Promise<SharedCode | SharedPlugin | null> {
  const plugin = hash.startsWith(PLUGIN_PREFIX);
  if (!plugin && !hash.startsWith(PREFIX)) return null;
  const [body = '', ...params] = hash.slice(PREFIX.length).split('&');
  if (body.length > MAX_FRAGMENT) return { ok: false, message: 'This link is too long to hold a save code.' };
  const bytes = fromBase64Url(body);
  const inflated = bytes && (await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_SHARED_CODE));
  if (!inflated) return { ok: false, message: DAMAGED };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { ok: false, message: DAMAGED };
  }
  if (plugin) return { ok: true, plugin: text };
  let author = '';
  for (const p of params)
    if (p.startsWith('by='))
      try {
        author = decodeURIComponent(p.slice(3)).trim().slice(0, MAX_AUTHOR);
      } catch {
        /* a damaged name is left out; the code is what matters */
      }
  return author ? { ok: true, code: text, author } : { ok: true, code: text };
}
