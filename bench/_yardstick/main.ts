// The render benchmark's yardstick: a bare page that loads the same PixiJS build as the app and
// draws one rectangle. Its open-to-rectangle time is what our open-to-board time is measured against.
import { autoDetectRenderer, Container, Graphics } from 'pixi.js';

const renderer = await autoDetectRenderer({
  preference: 'webgl',
  width: 360,
  height: 360,
  backgroundAlpha: 0,
  resolution: devicePixelRatio,
});
document.body.append(renderer.canvas);
const stage = new Container();
stage.addChild(new Graphics().roundRect(8, 8, 344, 344, 6).fill(0xbbada0));
renderer.render(stage);
requestAnimationFrame(() => {
  performance.mark('rect');
  document.documentElement.dataset['rect'] = 'drawn';
});
