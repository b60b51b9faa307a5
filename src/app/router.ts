// Path routes (deep links work offline through the service worker's navigation fallback).

export type Route =
  | { readonly name: 'game' }
  | { readonly name: 'play'; readonly modeId: string }
  | { readonly name: 'modes' }
  | { readonly name: 'rules' }
  | { readonly name: 'settings' }
  | { readonly name: 'import' }
  | { readonly name: 'replays' }
  | { readonly name: 'modifiers' }
  | { readonly name: 'maker' };

const SIMPLE = ['modes', 'rules', 'settings', 'import', 'replays', 'modifiers', 'maker'] as const;

export function parseRoute(pathname: string, base: string): Route {
  let p = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  p = p.replace(/\/+$/, '');
  const [head, ...rest] = p.split('/');
  if (head === 'play' && rest.length === 1 && rest[0]) {
    try {
      return { name: 'play', modeId: decodeURIComponent(rest[0]) };
    } catch {
      return { name: 'game' };
    }
  }
  for (const s of SIMPLE) if (head === s && rest.length === 0) return { name: s };
  return { name: 'game' };
}

export function routePath(r: Route, base: string): string {
  if (r.name === 'game') return base;
  if (r.name === 'play') return `${base}play/${encodeURIComponent(r.modeId)}`;
  return `${base}${r.name}`;
}

export class Router {
  constructor(
    private readonly base: string,
    private readonly onRoute: (r: Route) => void,
  ) {
    window.addEventListener('popstate', () => this.onRoute(this.current()));
  }

  current(): Route {
    return parseRoute(location.pathname, this.base);
  }

  /** Changes the address without routing (the app already shows `r`). */
  record(r: Route, mode: 'push' | 'replace'): void {
    const path = routePath(r, this.base);
    if (path === location.pathname) return;
    if (mode === 'push') history.pushState(null, '', path);
    else history.replaceState(null, '', path);
  }
}
