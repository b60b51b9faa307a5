// A plugin file's head (id, version, name, kind, author), read before the worker checks the file:
// what an offer bar shows and what a feed's file is matched against. Version order and install
// decisions are the plugin layer's (src/plugins/versions.ts, through the worker).

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
