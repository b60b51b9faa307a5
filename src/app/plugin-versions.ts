// A plugin file's head (id, version, name, kind, author), read before the worker checks the file:
// what an offer bar shows and what a feed's file is matched against; and version order for the
// untrusted texts of feeds and backups. The order itself is the plugin layer's (src/plugins/versions.ts).
import { compareVersions, isVersion } from '../worker/protocol.ts';

/** Version order for untrusted texts (feeds, backups): a text that is no version is older than any version. */
export function versionOrder(a: string, b: string): number {
  const va = isVersion(a);
  const vb = isVersion(b);
  if (va && vb) return compareVersions(a, b);
  return va ? 1 : vb ? -1 : 0;
}

/** A plugin file's id, version and name, read without validating the rest (null when it has none). */
export function pluginHead(
  text: string,
): { id: string; version: string; name: string; kind: string; author?: string } | null {
  if (text.length > 2 * 1024 * 1024) return null;
  try {
    const j: unknown = JSON.parse(text);
    if (typeof j !== 'object' || j === null) return null;
    const { id, version, name, kind, author } = j as Record<string, unknown>;
    if (typeof id !== 'string' || typeof version !== 'string') return null;
    return {
      id,
      version,
      name: typeof name === 'string' ? name : id,
      kind: typeof kind === 'string' ? kind : '',
      ...(typeof author === 'string' && author ? { author } : {}),
    };
  } catch {
    return null;
  }
}
