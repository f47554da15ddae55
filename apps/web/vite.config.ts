import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and the game pages it serves) during `vite dev`; production serves all on one origin. */
const API_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the site: their own chunks stay cached across releases.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (id.includes('node_modules/zod/')) return 'zod';
          return 'vendor';
        },
      },
    },
  },
});
