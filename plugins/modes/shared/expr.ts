// Moved to the public author kit (src/plugins/kit/expr.ts); kept so our modes' imports stay short.
export {
  and,
  componentsAre,
  distinctPermutations,
  eq,
  ge,
  le,
  ne,
  not,
  or,
  plus,
  sameComponent,
  slotRef,
  tileAt,
  tilesFrom,
  type Expr,
  type TileRef,
} from '../../../src/plugins/kit.ts';
