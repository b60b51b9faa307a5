// How the page reads the colours of the view model (CSS colours and gradients in tile looks, text
// runs and scheme pictures): with the language's colour model, the one the worker wrote them with,
// so that both ends agree on what a colour string means. The page imports it from here only.
export {
  parseCssColor,
  parseSolidColor,
  resolveStops,
  type ColorValue,
  type ConicGradient,
  type GradientValue,
  type Length,
  type LinearGradient,
  type RadialGradient,
  type ResolvedStop,
  type RGBA,
} from '../calc/color-model.ts';
