import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/** The API (and the game pages it serves) during `vite dev`; production serves all on one origin. */
const API_ORIGIN = 'http://localhost:8080';

/** Libraries the shell (startup, header, footer) needs on every page, beside React. */
const SHELL_LIBRARIES =
  /node_modules\/(i18next|react-i18next|@tanstack\/(query-core|react-query)|use-sync-external-store|void-elements|html-parse-stringify)\//;

export default defineConfig({
  plugins: [react(), precompress()],
  define: {
    // The site's client credentials name the skin; they are not a user secret (ARCHITECTURE §3).
    __PRIME_CLIENT_REF__: JSON.stringify(process.env.PRIME_CLIENT_REF ?? 'prime-web'),
    __PRIME_CLIENT_PASSWORD__: JSON.stringify(
      process.env.PRIME_CLIENT_PASSWORD ?? 'prime-web-client',
    ),
  },
  server: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: true },
      '/games': { target: API_ORIGIN, changeOrigin: true },
      '/sandbox': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Only the libraries every page runs get long-lived chunks of their own (they change less
        // often than the site). Any other library stays with the lazy screen that imports it: a
        // catch-all vendor chunk would put it (zod, socket.io, ...) into the first load.
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (SHELL_LIBRARIES.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
