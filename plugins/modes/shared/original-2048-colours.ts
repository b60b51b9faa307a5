// Colours the original's modes share, written once (facts of the original's mode codes).

/** The original 2048's tile colours for 2, 4, …, 524288 (2^1 … 2^19). */
export const ORIGINAL_2048_COLOURS: readonly string[] = [
  '#f9eee3',
  '#ede0c8',
  '#f2b179',
  '#f59563',
  '#f67c5f',
  '#f65e3b',
  '#edcf72',
  '#edcc61',
  '#edc850',
  '#edc53f',
  '#edc22e',
  '#f29eff',
  '#eb75fd',
  '#e53bff',
  '#bd00db',
  '#770089',
  '#534de8',
  '#2922e1',
  '#0a05b6',
];

/** The same from 8 on, with three dim browns below it: Wildcard 2048's powers 1 … 2^19. */
export const DIM_LOW_2048_COLOURS: readonly string[] = [
  '#89817b',
  '#aa937f',
  '#c69d79',
  ...ORIGINAL_2048_COLOURS.slice(2),
];
