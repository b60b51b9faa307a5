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
const rect = new Graphics().roundRect(8, 8, 344, 344, 6).fill(0xffffff);
rect.tint = 0xbbada0;
stage.addChild(rect);
renderer.render(stage);
// Finger-up yardstick: the rectangle changes colour in the first frame after each touchend (the
// soonest any page can show a lift), measured as the app's is: touchend to that frame's callback.
const lifts: number[] = [];
(globalThis as unknown as { __lifts: number[] }).__lifts = lifts;
addEventListener('touchend', () => {
  const lift = performance.now();
  requestAnimationFrame(() => {
    rect.tint = rect.tint === 0xbbada0 ? 0x8f7a66 : 0xbbada0;
    renderer.render(stage);
    lifts.push(performance.now() - lift);
  });
});
requestAnimationFrame(() => {
  performance.mark('rect');
  document.documentElement.dataset['rect'] = 'drawn';
});
