// Share links: a save code carried in a URL's fragment (`#c=` and the code deflated, base64url),
// which never reaches a server; the app, online or offline, reads it at start. Untrusted: a link's
// code is capped before and after inflating, and what it holds is shown before anything happens.

/** The fragment's key. */
const PREFIX = '#c=';
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

/** The fragment (`#c=…`) that carries `code`. */
export async function shareFragment(code: string): Promise<string> {
  const packed = await pipe(
    new TextEncoder().encode(code),
    new CompressionStream('deflate-raw'),
    Number.POSITIVE_INFINITY,
  );
  return PREFIX + toBase64Url(packed!);
}

/** A share link for `code` under the app's address `base` (e.g. `https://host/app/`). */
export async function shareLink(base: string, code: string): Promise<string> {
  return base.replace(/#.*$/, '') + (await shareFragment(code));
}

export type SharedCode =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly message: string };

/** The code a fragment carries; null when the fragment is no share link at all. */
export async function readShareFragment(hash: string): Promise<SharedCode | null> {
  if (!hash.startsWith(PREFIX)) return null;
  const body = hash.slice(PREFIX.length);
  if (body.length > MAX_FRAGMENT) return { ok: false, message: 'This link is too long to hold a save code.' };
  const bytes = fromBase64Url(body);
  const inflated = bytes && (await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_SHARED_CODE));
  if (!inflated) return { ok: false, message: 'This link is cut off or damaged. Copy the whole link again.' };
  try {
    return { ok: true, code: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
  } catch {
    return { ok: false, message: 'This link is cut off or damaged. Copy the whole link again.' };
  }
}
