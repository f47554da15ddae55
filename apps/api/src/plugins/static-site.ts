import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './errors';

export type StaticDirs = {
  web: string;
  games: string;
  /** The operator console's build (apps/backoffice/dist), served at `/backoffice/`. */
  backoffice?: string;
};

type SetHeaders = (res: { setHeader: (name: string, value: string) => void }, file: string) => void;

/** Where the operator console lives; its client-side routes all start here. */
export const CONSOLE_PREFIX = '/backoffice';

/** A console URL that is a built file, never a page: a missing one answers 404, not HTML. */
const CONSOLE_ASSET = /^\/backoffice\/assets\//;

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
  const setHeaders: SetHeaders = (res, file) => {
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
  if (dirs.backoffice && existsSync(path.join(dirs.backoffice, 'index.html'))) {
    await registerConsole(app, dirs.backoffice, setHeaders);
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

/**
 * The operator console at `/backoffice/`, a single-page app of its own: its files, and its
 * index.html for any other GET under the prefix (the console's router decides what to show).
 * An encapsulated scope, so the fallback is the console's and not the player site's.
 */
const registerConsole = async (app: FastifyInstance, root: string, setHeaders: SetHeaders) => {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        // The site's (or the games') registration owns `reply.sendFile`.
        decorateReply: false,
        cacheControl: false,
        setHeaders,
      });
      scope.setNotFoundHandler((request, reply) => {
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') &&
          !CONSOLE_ASSET.test(request.url);
        if (!isPage) return sendNotFound(reply);
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(createReadStream(path.join(root, 'index.html')));
      });
    },
    { prefix: CONSOLE_PREFIX },
  );
};
