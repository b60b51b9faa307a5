// Plugin file versions: which of two is newer, and what installing a file over an installed one
// means. A local stand-in for h29a's src/plugins/versions.ts (page layers may not import
// src/plugins): the coordinator keeps one of the two.

/**
 * Compares dotted versions ("1.10.0" > "1.9"): numeric parts as numbers, others as text, a
 * missing part counts as 0. Negative when `a` is older, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const pa = a.trim().split(/[.+-]/);
  const pb = b.trim().split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = /^\d+$/.test(x) ? Number(x) : Number.NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : Number.NaN;
    const c = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}

/** What installing a file with `next` as its version does, given the version installed (if any). */
export type InstallPlan =
  | { readonly kind: 'new' }
  | { readonly kind: 'update'; readonly from: string; readonly to: string }
  | { readonly kind: 'refuse'; readonly message: string };

export function planInstall(name: string, installed: string | undefined, next: string): InstallPlan {
  if (installed === undefined) return { kind: 'new' };
  const c = compareVersions(next, installed);
  if (c > 0) return { kind: 'update', from: installed, to: next };
  return {
    kind: 'refuse',
    message:
      c === 0
        ? `“${name}” v${installed} is already installed.`
        : `“${name}” v${installed} is installed: this file is an older version (v${next}), so it was not installed.`,
  };
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
