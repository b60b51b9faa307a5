// Moved to the public author kit (src/plugins/kit/tile-look.ts); kept so our modes' imports stay short.
export {
  SEQUENCE_LOOK,
  sequenceTileTypes,
  stepBackground,
  stepTextColor,
  type SequenceLook,
} from '../../../src/plugins/kit.ts';
