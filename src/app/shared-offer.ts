// What arrives from outside the app — a share link (`#c=…`), text shared to the installed app
// (manifest `share_target`) or a file opened with it (`file_handlers`) — and the bar that says what
// it is and asks before anything is installed or played.

import { el } from './dom.ts';
import { readShareFragment, type SharedCode, type SharedPlugin } from './share-link.ts';

const CODE_START = '@2048PowComp';

/** A save code or share link in shared text; null when the text holds neither. */
async function fromText(text: string): Promise<SharedCode | SharedPlugin | null> {
  const t = text.trim();
  if (t.startsWith(CODE_START)) return { ok: true, code: t };
  const hash = /#[cp]=[A-Za-z0-9_-]*(&by=[^\s#&]*)?/.exec(t)?.[0];
  return hash ? readShareFragment(hash) : null;
}

/** The code or plugin file the page was opened with: in its fragment, or in share-target parameters. */
export async function sharedOnOpen(loc: Pick<Location, 'hash' | 'search'>): Promise<SharedCode | SharedPlugin | null> {
  const inHash = await readShareFragment(loc.hash);
  if (inHash) return inHash;
  const q = new URLSearchParams(loc.search);
  for (const key of ['text', 'url', 'title']) {
    const v = q.get(key);
    const found = v ? await fromText(v) : null;
    if (found) return found;
  }
  return null;
}

/** What a file opened with the app holds: a save code, a plugin file (JSON), or nothing usable. */
export async function sharedFile(text: string): Promise<SharedCode | SharedPlugin | null> {
  if (text.trimStart().startsWith('{')) return { ok: true, plugin: text };
  return fromText(text);
}

/** A bar at the top of the page: the offer and two buttons. Removes itself once answered. */
export function offerBar(text: string, openLabel: string, onOpen: () => void): HTMLElement {
  const bar = el(
    'div',
    { class: 'update-bar shared-bar', role: 'alertdialog', 'aria-label': 'Shared with you' },
    el('span', {}, text),
    el(
      'button',
      {
        class: 'btn primary',
        type: 'button',
        onclick: () => {
          bar.remove();
          onOpen();
        },
      },
      openLabel,
    ),
    el('button', { class: 'btn', type: 'button', onclick: () => bar.remove() }, 'Not now'),
  );
  return bar;
}
