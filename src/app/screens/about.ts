// The About part of Settings: what the app is, a short guide for newcomers, credits and licences.

import { version } from '../../../package.json';
import { el } from '../dom.ts';

const ORIGINAL = 'https://mathcookie17.github.io/The-2048-Power-Compendium';
const ORIGINAL_2048 = 'https://github.com/gabrielecirulli/2048';

/** Libraries the app ships, with their licences. */
const LIBRARIES: readonly (readonly [string, string])[] = [
  ['PixiJS', 'MIT'],
  ['Hammer.js', 'MIT'],
  ['idb-keyval', 'Apache-2.0'],
  ['Workbox', 'MIT'],
];

const link = (href: string, text: string): HTMLElement =>
  el('a', { href, target: '_blank', rel: 'noopener noreferrer' }, text);

export function aboutSection(): HTMLElement {
  return el(
    'section',
    { class: 'about', 'aria-labelledby': 'about-title' },
    el('h3', { id: 'about-title' }, 'About'),
    el(
      'p',
      {},
      `Pow2048 ${version}: an offline engine for every variant of the 2048 Power Compendium, with community modes, undo and replays.`,
    ),
    el(
      'details',
      { class: 'guide' },
      el('summary', {}, 'Guide for newcomers'),
      el(
        'p',
        {},
        'A mode is a set of rules: which tiles merge, what appears after a move, how you win and lose. Pick one under Modes; its Options change that mode only.',
      ),
      el(
        'p',
        {},
        'Modifiers change every mode you play next (board shape, holes, directions…). They apply when a new game starts.',
      ),
      el(
        'p',
        {},
        'Save codes carry a game, a mode, a replay or a set of modifiers. Paste one under Codes to play it; export yours there to share it.',
      ),
      el(
        'p',
        {},
        'Plugin files add modes, modifiers and tile colours made by the community. Install them under Codes; they keep working offline.',
      ),
    ),
    el(
      'p',
      {},
      'Rules, colours and formats come from ',
      link(ORIGINAL, 'the 2048 Power Compendium'),
      ' by MathCookie17 (MIT licence), itself built on ',
      link(ORIGINAL_2048, '2048'),
      ' by Gabriele Cirulli (MIT licence). This app is written anew and is not affiliated with them.',
    ),
    el('p', {}, 'Libraries: ', LIBRARIES.map(([name, licence]) => `${name} (${licence})`).join(', '), '.'),
  );
}
