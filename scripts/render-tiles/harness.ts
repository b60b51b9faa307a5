// Browser side of `npm run render-tiles`: draws one tile picture through the app's tile node
// (src/render/tile-node.ts: the picture texture path of the board renderer, PixiJS WebGL) on a
// #808080 square of the given size, number text hidden.
import { autoDetectRenderer, Container, Graphics, type Texture } from 'pixi.js';
import type { PictureBox } from '../../src/plugins/picture.ts';
import { disposeFill, makeFill, makePictureFill, type FillResource, type ShapeSpec } from '../../src/render/fills.ts';
import { RefCache } from '../../src/render/ref-cache.ts';
import { makeTextTexture } from '../../src/render/text-texture.ts';
import { TileNode, type PaintKit } from '../../src/render/tile-node.ts';

async function start(size: number): Promise<(key: string, box: PictureBox) => Promise<void>> {
  const host = document.getElementById('host')!;
  host.style.width = host.style.height = `${size}px`;
  const renderer = await autoDetectRenderer({
    preference: 'webgl',
    width: size,
    height: size,
    resolution: 1,
    antialias: false,
    backgroundAlpha: 1,
    background: '#808080',
  });
  host.appendChild(renderer.canvas as HTMLCanvasElement);
  const kit: PaintKit = {
    fills: new RefCache<FillResource>(disposeFill, 8),
    texts: new RefCache<Texture>((t) => t.destroy(true), 8),
    resolution: 1,
    makeFill: (css, shape) => makeFill(css, shape, 1),
    makePicture: (box, shape) => makePictureFill(box, shape, 1),
    makeText: (spec) => makeTextTexture(spec),
    plainPictures: false,
  };
  const stage = new Container();
  stage.addChild(new Graphics().rect(0, 0, size, size).fill(0x808080));
  const shape: ShapeSpec = { kind: 'rect', w: size, h: size, r: 0 };
  let node: TileNode | null = null;
  return async (key, box) => {
    node?.destroy();
    node = new TileNode(kit);
    node.x = node.y = size / 2;
    stage.addChild(node.root);
    node.setFace(
      {
        background: '#000000',
        text: [],
        size: { min: null, max: null },
        color: '#ffffff',
        shadow: null,
        picture: { key, picture: { box, textColor: '#fff', textShadow: 'none' } },
      },
      shape,
      size,
    );
    renderer.render(stage);
    await new Promise((r) => requestAnimationFrame(r));
  };
}

(globalThis as unknown as { __tiles: { start: typeof start } }).__tiles = { start };
document.documentElement.dataset['ready'] = '1';
