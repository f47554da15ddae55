import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export type StaticDirs = { web: string; games: string };

/**
 * Paths that never fall back to the site's index.html. A missing built asset answers 404 too:
 * a page of an older release asking for a chunk that is gone must not get HTML as a script.
 */
export const API_PATH =
  /^\/(v1|ops|docs|socket\.io|games|studio|seamless|sandbox|media|assets|health|ready)(\/|$|\?)/;

/**
 * Serves the built site at `/` and the game pages at `/games/`. Hashed assets are cached for a
 * year; index.html is revalidated so a new release shows at once. The site's files go out
 * compressed when the browser accepts it. Returns whether the site exists.
 */
export const registerStaticSite = async (
  app: FastifyInstance,
  dirs: StaticDirs,
): Promise<boolean> => {
  const hasWeb = existsSync(path.join(dirs.web, 'index.html'));
  // `cacheControl: false` below: otherwise `send` writes its own `max-age=0` over this header.
  const setHeaders = (res: { setHeader: (name: string, value: string) => void }, file: string) => {
    // The same URL answers in Brotli, gzip or plain bytes depending on the request.
    res.setHeader('vary', 'accept-encoding');
    res.setHeader(
      'cache-control',
      file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    );
  };
  if (hasWeb) {
    // The site's build writes `.br` and `.gz` copies of its text files (apps/web/build).
    await app.register(fastifyStatic, {
      root: dirs.web,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
    });
  }
  if (existsSync(dirs.games)) {
    await app.register(fastifyStatic, {
      root: dirs.games,
      prefix: '/games/',
      decorateReply: !hasWeb,
      cacheControl: false,
      setHeaders,
    });
  }
  return hasWeb;
};
