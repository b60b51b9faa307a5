/** A code the maker cannot show as its forms (the code still plays). */
export class MakerOpenError extends Error {
  override readonly name = 'MakerOpenError';
}
