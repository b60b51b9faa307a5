// Minimal DOM building helpers (no framework: the shell is small and must load fast).

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | EventListener | null | undefined>;

/** `el('button', { class: 'x', onclick: f, 'aria-label': 'Undo' }, 'Undo')`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else if (k === 'class') node.className = String(v);
    else if (v === true) node.setAttribute(k, '');
    else node.setAttribute(k, String(v));
  }
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const c of children)
    if (c !== null && c !== undefined && c !== false)
      parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
}

export function clear(node: Node): void {
  while (node.firstChild) node.removeChild(node.firstChild);
}

/** Replaces a node's children. */
export function fill(node: Node, ...children: Child[]): void {
  clear(node);
  append(node, ...children);
}
