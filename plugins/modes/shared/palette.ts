// Moved to the public author kit (src/plugins/kit/palette.ts); kept so our modes' imports stay short.
export {
  CLASSIC_2048,
  DARK_TEXT,
  DEFAULT_LOOK,
  LIGHT_TEXT,
  tierBackground,
  tierLightness,
  tierTextColor,
  type TierLook,
} from '../../../src/plugins/kit.ts';
