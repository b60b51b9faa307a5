// Writes the PWA icons (public/icons/*.png) without any image library: pixels are computed here
// (a 2×2 board of 2048-coloured tiles, 4× supersampled) and encoded as PNG with node:zlib.
// Run: npx tsx scripts/gen-icons.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** RGBA8 pixels (row-major) → PNG bytes. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (h: string): Rgba => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
  255,
];

function inRoundRect(x: number, y: number, x0: number, y0: number, w: number, h: number, r: number): boolean {
  const cx = Math.min(Math.max(x, x0 + r), x0 + w - r);
  const cy = Math.min(Math.max(y, y0 + r), y0 + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** The colour at (x, y) in unit coordinates (0..1). */
function sample(x: number, y: number, maskable: boolean): Rgba {
  const board = hex('#bbada0');
  // Maskable icons: full-bleed background, content inside the central 80% safe zone.
  const inset = maskable ? 0.2 : 0.04;
  if (!maskable && !inRoundRect(x, y, 0.02, 0.02, 0.96, 0.96, 0.16)) return [0, 0, 0, 0];
  const size = 1 - 2 * inset;
  const gap = size * 0.06;
  const tile = (size - 3 * gap) / 2;
  const colours = ['#eee4da', '#f2b179', '#f65e3b', '#edc22e'].map(hex);
  for (let i = 0; i < 4; i++) {
    const tx = inset + gap + (i % 2) * (tile + gap);
    const ty = inset + gap + Math.floor(i / 2) * (tile + gap);
    if (inRoundRect(x, y, tx, ty, tile, tile, tile * 0.12)) return colours[i]!;
  }
  return board;
}

function render(size: number, maskable: boolean): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const ss = 4;
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++)
        for (let sx = 0; sx < ss; sx++) {
          const c = sample((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size, maskable);
          acc[0]! += c[0] * c[3];
          acc[1]! += c[1] * c[3];
          acc[2]! += c[2] * c[3];
          acc[3]! += c[3];
        }
      const a = acc[3]!;
      const o = (py * size + px) * 4;
      out[o] = a ? Math.round(acc[0]! / a) : 0;
      out[o + 1] = a ? Math.round(acc[1]! / a) : 0;
      out[o + 2] = a ? Math.round(acc[2]! / a) : 0;
      out[o + 3] = Math.round(a / (ss * ss));
    }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = new URL('../public/icons/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const size of [192, 512])
    for (const maskable of [false, true]) {
      const name = `${maskable ? 'maskable' : 'icon'}-${size}.png`;
      writeFileSync(new URL(name, dir), encodePng(size, size, render(size, maskable)));
      console.log(`wrote public/icons/${name}`);
    }
}
