// Rules text and spawn descriptions for mode plugins: the in-game rules panel (`gameplayRulesText`)
// and the plain text the rules screen shows, written once.
import type { Value } from '../../calc/values.ts';

export interface SpawnLabel {
  readonly label: string;
  readonly weight: number;
}

/** "1 (85%), 2 (12%), 4 (3%)" — percentages of the total weight. */
export function spawnText(spawns: readonly SpawnLabel[]): string {
  const total = spawns.reduce((s, x) => s + x.weight, 0);
  return spawns.map((s) => `${s.label} (${formatPercent((100 * s.weight) / total)}%)`).join(', ');
}

function formatPercent(p: number): string {
  return String(Math.round(p * 100) / 100);
}

export interface RulesText {
  readonly heading?: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The in-game rules panel (`gameplayRulesText`): `[tag, text]` entries. */
export function gameplayRules(t: RulesText): Value[] {
  const out: Value[] = [];
  if (t.heading) out.push(['h2', t.heading]);
  out.push(['h1', t.title]);
  for (const p of t.paragraphs) out.push(['p', p]);
  return out;
}

/** The same text as plain text for the rules screen. */
export function plainRules(t: RulesText): string {
  return [t.heading, t.title, ...t.paragraphs].filter((x): x is string => !!x).join('\n\n');
}
