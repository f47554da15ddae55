import {
  opsMaintenanceBody,
  opsMaintenanceResponse,
  opsNewsletterLinkBody,
  opsNewsletterLinkResponse,
  opsStatusResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { digestsEqual, sha256 } from '../../lib/hash';
import type { CmsService } from '../cms/cms.service';
import type { NewsletterService } from '../newsletter/newsletter.service';
import { optOutPath } from '../newsletter/opt-out-token';
import type { PlayersService } from '../players/players.service';

export type OpsRoutesOptions = {
  cms: CmsService;
  players: PlayersService;
  newsletter: NewsletterService;
  token: string;
  database: 'pglite' | 'postgres';
  redis: boolean;
  startedAt: number;
};

/**
 * The operator API: what `npm run ops` uses while the server runs (the embedded database admits
 * one process, so the command cannot open it itself). Every call needs the `x-ops-token` header.
 */
export const opsRoutes: FastifyPluginAsyncZod<OpsRoutesOptions> = async (app, options) => {
  const expected = sha256(options.token);
  app.addHook('onRequest', async (request) => {
    const token = request.headers['x-ops-token'];
    if (typeof token !== 'string' || !digestsEqual(sha256(token), expected)) {
      throw new AppError('forbidden', 'A valid x-ops-token header is required.');
    }
  });

  app.get(
    '/status',
    {
      schema: {
        tags: ['ops'],
        summary: 'Server and skin status',
        response: { 200: opsStatusResponse },
      },
    },
    async () => ({
      data: {
        database: options.database,
        redis: options.redis,
        uptime_seconds: Math.floor((Date.now() - options.startedAt) / 1000),
        skins: (await options.cms.listSkins()).map((skin) => ({
          id: skin.id,
          name: skin.name,
          in_maintenance: skin.inMaintenance,
        })),
      },
    }),
  );

  app.post(
    '/maintenance',
    {
      schema: {
        tags: ['ops'],
        summary: 'Switch maintenance of every skin on or off',
        body: opsMaintenanceBody,
        response: { 200: opsMaintenanceResponse },
      },
    },
    async (request) => {
      await options.cms.setMaintenance(request.body.in_maintenance);
      request.log.warn(
        { inMaintenance: request.body.in_maintenance },
        'maintenance switched by operator',
      );
      return { data: { in_maintenance: request.body.in_maintenance } };
    },
  );

  app.post(
    '/newsletter-link',
    {
      schema: {
        tags: ['ops'],
        summary: 'A fresh newsletter opt-out link of a player, by username',
        body: opsNewsletterLinkBody,
        response: { 200: opsNewsletterLinkResponse },
      },
    },
    async (request) => {
      const playerId = await options.players.findIdByUsername(request.body.username);
      if (!playerId) throw new AppError('not_found', 'No player with this username.');
      const token = await options.newsletter.createOptOutToken(playerId);
      return { data: { player_id: playerId, path: optOutPath(token) } };
    },
  );
};
