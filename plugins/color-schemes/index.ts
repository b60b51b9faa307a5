// The special colour schemes of the original as colour-scheme plugins: display rules name them
// (`"@ColorScheme", <name>, [value, …params]`) and each draws a layered picture (src/plugins/picture.ts).
import type { Value, SchemePicture, ColorSchemePlugin, SchemeContext } from '../../src/plugins/kit.ts';
import { picture1321 } from './s1321.ts';
import { picture180 } from './s180.ts';
import { picture2295 } from './s2295.ts';
import { pictureTrigat } from './trigat.ts';
import { picture3307 } from './s3307.ts';
import { pictureGaussianDive } from './gaussian-dive.ts';
import { picture1845 } from './s1845.ts';
import { pictureScaprim } from './scaprim.ts';
import { picture3385, picture3385Single } from './s3385.ts';
import { pictureLocef } from './locef.ts';
import { pictureRationalDive } from './rational-dive.ts';
import { pictureTuratin } from './turatin.ts';
import { pictureSquart, pictureThreeTileSquart } from './squart.ts';
import { picturePartialAbsorb } from './partial-absorb.ts';
import { pictureMod27 } from './mod27.ts';
import { pictureWildcard } from './wildcard.ts';
import { pictureBitwise } from './bitwise.ts';
import { picture3069 } from './s3069.ts';
import { DIVE_TABLE, pictureDive, SQUART_TABLE } from './dive.ts';

type Draw = (input: readonly Value[], hex: boolean, name: string) => SchemePicture;

function scheme(id: string, name: string, names: readonly string[], draw: Draw): ColorSchemePlugin {
  return {
    id: `pc.scheme.${id}`,
    version: '1.0.0',
    kind: 'colorScheme',
    name,
    description: `The original's “${names[0]}” special colour scheme.`,
    schemeNames: names,
    picture: (n: string, input: readonly Value[], ctx: SchemeContext) => draw(input, ctx.hex, n),
  };
}

export const COLOR_SCHEMES: readonly ColorSchemePlugin[] = [
  scheme('wildcard-2048', 'Wildcard 2048', ['Wildcard 2048'], pictureWildcard),
  scheme('mod-27', 'mod 27', ['mod 27'], pictureMod27),
  scheme('1321', '1321', ['1321'], picture1321),
  scheme('180', '180', ['180'], picture180),
  scheme('2295', '2295', ['2295'], picture2295),
  scheme('3069', '3069', ['3069'], picture3069(false)),
  scheme('odds-only-3069', 'Odds-Only 3069', ['Odds-Only 3069'], picture3069(true)),
  scheme('bitwise-2048', 'Bitwise 2048', ['Bitwise 2048'], pictureBitwise),
  scheme('partial-absorb-180', 'Partial Absorb 180', ['Partial Absorb 180'], picturePartialAbsorb),
  scheme('trigat', 'TRIGAT', ['TRIGAT'], pictureTrigat),
  scheme('turatin', 'Turatin', ['Turatin'], pictureTuratin),
  scheme('dive', 'DIVE', ['DIVE'], pictureDive({ table: DIVE_TABLE, anti: false })),
  scheme('anti-dive', 'Anti-DIVE', ['Anti-DIVE'], pictureDive({ table: DIVE_TABLE, anti: true })),
  scheme('rational-dive', 'Rational DIVE', ['Rational DIVE', 'RACUTE'], pictureRationalDive),
  scheme('1845', '1845', ['1845'], picture1845),
  // 2379 is 3307 with a wider table of progressions (s3307.ts).
  scheme('3307', '3307', ['3307', '2379'], picture3307),
  scheme('3385', '3385', ['3385'], picture3385),
  scheme('3385-single', '3385Single', ['3385Single'], picture3385Single),
  scheme('gaussian-dive', 'Gaussian DIVE', ['Gaussian DIVE'], pictureGaussianDive),
  scheme('locef', 'LOCEF', ['LOCEF'], pictureLocef(1)),
  scheme('three-tile-squart-single', 'Three-Tile SQUARTSingle', ['Three-Tile SQUARTSingle'], pictureLocef(1.5)),
  scheme('scaprim', 'SCAPRIM', ['SCAPRIM'], pictureScaprim),
  scheme('squart', 'SQUART', ['SQUART'], pictureSquart),
  scheme('three-tile-squart', 'Three-Tile SQUART', ['Three-Tile SQUART'], pictureThreeTileSquart),
  scheme('squart-single', 'SQUARTSingle', ['SQUARTSingle'], pictureDive({ table: SQUART_TABLE, anti: false })),
];
