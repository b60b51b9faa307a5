// The mode's own look behind a game: its page background on a backdrop covering the viewport, and
// its text colour for the title and the other text drawn straight on that background (as the
// custom property `--mode-text`; styles.css says which text). Both come from untrusted modes and
// go through the CSS check; when either is unusable, or another screen is open, the page keeps
// the app's own look. Parts with their own background (buttons, stat boxes, panels, toasts) keep
// their colours, so they stay readable on any page. The dark theme dims the backdrop and keeps
// its own text colour (styles.css). The browser's theme colour follows the same look (theme-color.ts).
import type { BoardView } from '../worker/protocol.ts';
import { el } from './dom.ts';
import { safeCss } from './safe-css.ts';
import { themeColor, writeThemeColor } from './theme-color.ts';

export class PageLook {
  /** Fixed behind the game screen's content (styles.css `.page-bg`). */
  readonly backdrop = el('div', { class: 'page-bg', 'aria-hidden': 'true', hidden: true });
  private background = '';
  private color = '';
  private shown = true;
  private dark = false;
  /** What is on the page now ('' = the app's own), so a redraw only touches what changed. */
  private applied = { background: '', color: '' };

  /** `root`: the game screen, which holds the backdrop and passes `--mode-text` to its text. */
  constructor(private readonly root: HTMLElement) {}

  /** Takes the mode's colours from a new view. */
  set(view: Pick<BoardView, 'pageBackground' | 'textColor'>): void {
    this.background = view.pageBackground;
    this.color = view.textColor;
    this.render();
  }

  /** False while another screen covers the game: the page is the app's own again. */
  show(shown: boolean): void {
    this.shown = shown;
    this.render();
  }

  /** Whether the dark theme is on (it veils the page; the bar colour turns dark). */
  setDark(dark: boolean): void {
    this.dark = dark;
    this.render();
  }

  private render(): void {
    const bg = this.shown ? safeCss('background', this.background) : '';
    const fg = bg ? safeCss('color', this.color) : '';
    // Both or neither: the mode's text colour is chosen for its background, the app's for its own.
    const next = bg && fg ? { background: bg, color: fg } : { background: '', color: '' };
    writeThemeColor(themeColor(next.background, this.dark));
    if (next.background === this.applied.background && next.color === this.applied.color) return;
    this.applied = next;
    this.backdrop.style.background = next.background;
    this.backdrop.hidden = next.background === '';
    if (next.color) this.root.style.setProperty('--mode-text', next.color);
    else this.root.style.removeProperty('--mode-text');
  }
}
