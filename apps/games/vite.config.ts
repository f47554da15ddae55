import { defineConfig } from 'vite';

/** The studio's pages are served under /games/ by the same server as the site. */
export default defineConfig({
  base: '/games/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
