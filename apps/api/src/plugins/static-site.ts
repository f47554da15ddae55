import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export type StaticDirs = { web: string; games: string };

/** Paths that never fall back to the site's index.html. */
export const API_PATH = /^\/(v1|ops|docs|socket\.io|games|media|health|ready)(\/|$|\?)/;

/**
 * Serves the built site at `/` and the game pages at `/games/`. Hashed assets are cached for a
 * year; index.html is revalidated so a new release shows at once. Returns whether the site exists.
 */
export const registerStaticSite = async (
  app: FastifyInstance,
  dirs: StaticDirs,
): Promise<boolean> => {
  const hasWeb = existsSync(path.join(dirs.web, 'index.html'));
  const setHeaders = (res: { setHeader: (name: string, value: string) => void }, file: string) => {
    res.setHeader(
      'cache-control',
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
  };
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dirs.web, prefix: '/', wildcard: false, setHeaders });
  }
  if (existsSync(dirs.games)) {
    await app.register(fastifyStatic, {
      root: dirs.games,
      prefix: '/games/',
      decorateReply: !hasWeb,
      setHeaders,
    });
  }
  return hasWeb;
};
