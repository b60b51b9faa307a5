import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { initialJsSize } from './scripts/vite-initial-js.ts';

// The app: index.html → src/app/main.ts; the engine runs in an ES module worker; the service
// worker (sw/sw.ts) is built by vite-plugin-pwa with Workbox's precache manifest injected.
export default defineConfig({
  base: process.env['POW2048_BASE'] ?? '/',
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  plugins: [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Vite 8 (Rolldown) cannot emit the service worker as a code-split ES bundle.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,txt,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    initialJsSize(),
  ],
});
