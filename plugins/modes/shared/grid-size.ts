// Moved to the public author kit (src/plugins/kit/grid-size.ts); kept so our modes' imports stay short.
export {
  gridSize,
  resized,
  sizeOptions,
} from '../../../src/plugins/kit.ts';
