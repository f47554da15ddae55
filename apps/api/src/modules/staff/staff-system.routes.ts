import {
  staffIdParams,
  staffMaintenanceBody,
  staffProviderBody,
  staffSystemResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CasinoService } from '../casino/casino.service';
import type { CmsService } from '../cms/cms.service';

/** Maintenance and the game providers' switches. */
export const staffSystemRoutes: FastifyPluginAsyncZod<{
  cms: CmsService;
  casino: CasinoService;
}> = async (app, { cms, casino }) => {
  const systemOf = async () => ({
    in_maintenance: (await cms.listSkins()).some((skin) => skin.inMaintenance),
    providers: await casino.listProviderSwitches(),
  });

  app.get(
    '/system',
    {
      config: { staff: { access: 'system.read' } },
      schema: {
        tags: ['staff'],
        summary: 'Maintenance (on when any site is in it) and the game providers',
        response: { 200: staffSystemResponse },
      },
    },
    async () => ({ data: await systemOf() }),
  );

  app.post(
    '/system/maintenance',
    {
      config: { staff: { access: 'system.write', target: 'maintenance' } },
      schema: {
        tags: ['staff'],
        summary: 'Switch maintenance of every site on or off',
        body: staffMaintenanceBody,
        response: { 200: staffSystemResponse },
      },
    },
    async (request) => {
      await cms.setMaintenance(request.body.in_maintenance, { audit: request.audit });
      return { data: await systemOf() };
    },
  );

  app.post(
    '/system/providers/:id',
    {
      config: { staff: { access: 'system.write', target: 'provider' } },
      schema: {
        tags: ['staff'],
        summary: 'Switch a game provider on or off (its games leave or join the lobbies)',
        params: staffIdParams,
        body: staffProviderBody,
        response: { 200: staffSystemResponse },
      },
    },
    async (request) => {
      await casino.setProviderEnabled(Number(request.params.id), request.body.enabled, {
        audit: request.audit,
      });
      return { data: await systemOf() };
    },
  );
};
