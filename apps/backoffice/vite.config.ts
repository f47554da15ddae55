import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API during `vite dev`; production serves the console from the API's own origin. */
const API_ORIGIN = 'http://localhost:8080';

/**
 * The operator console: its own bundle, served by the API under `/backoffice/`
 * (decision 0034). Nothing here is imported by the player site.
 */
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the screens: they get long-lived chunks of their own.
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          if (/node_modules\/(ra-core|@tanstack|react-hook-form|lodash|date-fns)\//.test(id))
            return 'admin';
          return undefined;
        },
      },
    },
  },
});
