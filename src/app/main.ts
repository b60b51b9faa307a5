// Entry point: the app shell. The board renderer (PixiJS) loads in parallel as its own chunk.

import './styles.css';
import { App } from './app.ts';
import { installDebugHook } from './debug.ts';

const app = new App();
installDebugHook(app);
void app.start();
