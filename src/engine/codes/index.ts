// Save codes and custom modes of the original, converted to and from our mode definitions.
export { calcArrayBody } from './calc-array-body.ts';
export { rawGameFromGame } from './raw-export.ts';
