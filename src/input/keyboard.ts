// Keyboard input: direction keys (see buildKeyMap), Ctrl/Cmd+Z and Ctrl+Y / Ctrl+Shift+Z for
// undo/redo. Ignored while typing in a field or when another screen is open.

export interface KeyHandlers {
  /** Current code → direction map (changes with the mode). */
  keyMap(): ReadonlyMap<string, number>;
  /** Whether the game screen has the keyboard right now. */
  active(): boolean;
  onDirection(index: number): void;
  onUndo(): void;
  onRedo(): void;
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function attachKeyboard(target: Window, h: KeyHandlers): () => void {
  const onKey = (e: KeyboardEvent): void => {
    if (!h.active() || typing(e.target) || e.altKey) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && e.code === 'KeyZ') {
      e.preventDefault();
      if (e.shiftKey) h.onRedo();
      else h.onUndo();
      return;
    }
    if (mod && e.code === 'KeyY') {
      e.preventDefault();
      h.onRedo();
      return;
    }
    if (mod) return;
    const d = h.keyMap().get(e.code);
    if (d === undefined) return;
    // Keep arrows/space from scrolling; buttons keep Enter/Space for activation.
    if (e.target instanceof HTMLButtonElement && (e.code === 'Space' || e.code === 'Enter')) return;
    e.preventDefault();
    h.onDirection(d);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
