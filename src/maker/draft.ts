// The Mode maker's draft: a Custom code (custom-modes.md §2) as the maker's forms show it. Every
// number is the text of its field (a number, `∞`, or a formula / CalcArray that evaluates to one),
// so a draft is plain data the page edits and the worker checks. No imports: the page reaches
// these types through src/worker/protocol.ts.

/** Which tile indexes n a merge or colour rule applies to (§2.2 index 0–1). */
export interface MakerRestriction {
  /** `list`: the indexes in `list`; `range`: min ≤ n ≤ max with n mod modulus = residue. */
  form: 'list' | 'range';
  /** Comma-separated indexes (form `list`). */
  list: string;
  min: string;
  max: string;
  residue: string;
  modulus: string;
}

/** An input or output tile: index `n + c` (relative) or `c`. */
export interface MakerTileRef {
  relative: boolean;
  c: string;
  /** The code wrote the flag as 0 / 1 (some v2.0 codes do); saved the same way. */
  numericFlag?: true;
}

export interface MakerSpawn {
  /** The number the tile of this index shows. */
  value: string;
  /** Its chance (or, in box mode, its count). */
  weight: string;
}

export interface MakerMerge {
  applies: MakerRestriction;
  /** The inputs besides "Tile n" itself. */
  inputs: MakerTileRef[];
  /** Null: the tiles are destroyed. */
  output: MakerTileRef | null;
  /** The inputs must be in the written order. */
  ordered: boolean;
}

/** How one colour component changes with the tile index. */
export interface MakerGrowth {
  exponential: boolean;
  /** Linear: change per index; exponential: the asymptote. */
  a: string;
  /** Exponential: the ratio per index (unused when linear, kept as written). */
  r: string;
}

/** A colour that varies with the tile index (§2.3's 18-entry colour entry). */
export interface MakerTileColor {
  /** `@HSLA`, `@RGBA` or `@HSVA`. */
  system: string;
  /** The four components (alpha last) at index `start`. */
  base: [string, string, string, string];
  start: string;
  growth: [MakerGrowth, MakerGrowth, MakerGrowth, MakerGrowth];
}

export interface MakerColorRule {
  applies: MakerRestriction;
  /** The background: one colour, or the stops of a gradient. */
  stops: { color: MakerTileColor; position: string }[];
  /** `@linear-gradient`, `@radial-gradient` or `@conic-gradient`. */
  gradient: string;
  /** The gradient's angle ('' when the header has none). */
  angle: string;
  text: MakerTileColor;
}

/** A fixed colour `[system, c1, c2, c3, alpha]`. */
export interface MakerColor {
  system: string;
  parts: [string, string, string, string];
}

/** One of the six backgrounds (§2.4). */
export interface MakerBackground {
  gradient: string;
  angle: string;
  stops: { color: MakerColor; position: string }[];
}

export interface MakerGoal {
  /** How many of the listed indexes must appear; 0 = not used. */
  required: string;
  /** Comma-separated tile indexes. */
  indexes: string;
}

export interface MakerDraft {
  /** Spawns draw from a "box" of tiles (weights are counts). */
  box: boolean;
  /** Tile index k is `spawns[k − 1]`. */
  spawns: MakerSpawn[];
  merges: MakerMerge[];
  colors: MakerColorRule[];
  /** Page, pre-game screen, empty cells, grid, text, icon tile. */
  backgrounds: MakerBackground[];
  wins: MakerGoal;
  losses: MakerGoal;
  heading: string;
  title: string;
  description: string;
  /** 0 = automatic. */
  size: string;
  iconText: string;
  /**
   * Stat boxes and scripts (mode fields as a formula or JSON CalcArray; '' = the Custom mode's own:
   * a Score box, no scripts). A Custom code cannot hold them: they go into the plugin file and
   * the preview only.
   */
  statBoxes: string;
  scripts: string;
}

/** A problem the maker found, pointing at a field (`spawns.2.weight`, `merges.1.applies.modulus` …). */
export interface MakerIssue {
  readonly field: string;
  readonly message: string;
  /** Errors stop saving; warnings are the original's consistency check (an aid that changes nothing). */
  readonly severity: 'error' | 'warning';
}

/** The maker's steps, in order; every issue's field starts with one of their ids' fields. */
export const MAKER_STEPS = [
  { id: 'tiles', title: 'Tiles', fields: ['box', 'spawns'] },
  { id: 'merges', title: 'Merges', fields: ['merges'] },
  { id: 'goals', title: 'Win & lose', fields: ['wins', 'losses'] },
  { id: 'colors', title: 'Tile colours', fields: ['colors'] },
  { id: 'page', title: 'Page colours', fields: ['backgrounds'] },
  { id: 'text', title: 'Text', fields: ['heading', 'title', 'description', 'size', 'iconText'] },
  { id: 'extras', title: 'Scripts & stat boxes', fields: ['statBoxes', 'scripts'] },
] as const;

/**
 * The maker's draft of an Infused code (custom-modes.md §6): the original's Infused mode, each of
 * its 43 values as the text its author typed (JSON in the extended syntax, or a formula, saved as the
 * CalcArray it writes). An unchanged text is saved as it is, so the same code comes back.
 */
export interface MakerInfusedDraft {
  readonly kind: 'infused';
  /** Values 0–42 as text; entry 34 is unused ('': `respects` holds value 34). */
  values: string[];
  /** Value 34: whether the mode respects Negative tiles, Spawn rules, Garbage tiles, Multicolor, Destroying clicks. */
  respects: [boolean, boolean, boolean, boolean, boolean];
}

/** Either draft the maker edits (a Custom draft has no `kind`). */
export type MakerAnyDraft = MakerDraft | MakerInfusedDraft;

/** Value 34's flags, in order, as the maker names them. */
export const INFUSED_RESPECTS = [
  'Negative tiles',
  'Spawn rules',
  'Garbage tiles',
  'Multicolor',
  'Destroying clicks',
] as const;

/** An Infused value's name in the maker (custom-modes.md §6.2). */
export const INFUSED_VALUE_NAMES: readonly string[] = [
  'Tile kinds (TileNumAmount)',
  'Tile types',
  'Merge rules',
  'Spawning tiles',
  'Forced spawns at the start',
  'Stat boxes',
  'Game variables at the start',
  'Scripts',
  'Tile display memory (tileDisplayKnownLevel)',
  'Merge result memory (mergeResultKnownLevel)',
  'Known merge max length',
  'Known merge lookback distance',
  'Win conditions',
  'Win requirement',
  'Lose conditions',
  'Lose requirement',
  'Win priority',
  'Play on after winning (postgameAllowed)',
  'Page background',
  'Grid background',
  'Tile display rules (tileBackground)',
  'Text colours (textBackground)',
  'Rules text in play',
  'Default grid size',
  'Movement parameters',
  'Spawn conditions',
  'Tile value function',
  'Discovered tiles filter',
  'Mode variable controls',
  'Mode menu background',
  'Mode menu rules text',
  'Icon text',
  'Icon font size',
  'Icon background',
  'Modifiers respected',
  'Mode menu script (sets the variables after each change)',
  'Display grid interval time',
  'Modifier overrides',
  'Setting overrides',
  'Spawn blocked',
  'Direction blocked',
  'Gameplay component opacities',
  'Display lag reductions',
];

/** The maker's steps for an Infused draft: which values each shows (fields `infused.<index>`, `respects`). */
export const INFUSED_STEPS = [
  { id: 'tiles', title: 'Tiles', values: [0, 1, 3, 4, 25, 39, 26, 27] },
  { id: 'merges', title: 'Merges & moves', values: [2, 9, 10, 11, 24, 40] },
  { id: 'goals', title: 'Win & lose', values: [12, 13, 14, 15, 16, 17] },
  { id: 'colors', title: 'Tile display', values: [20, 8, 36, 42] },
  { id: 'page', title: 'Page colours', values: [18, 19, 21, 41, 29, 33] },
  { id: 'text', title: 'Text', values: [22, 30, 23, 31, 32] },
  { id: 'extras', title: 'Scripts & stat boxes', values: [5, 6, 7] },
  { id: 'variables', title: 'Variables', values: [28, 35, 37, 38] },
] as const;
