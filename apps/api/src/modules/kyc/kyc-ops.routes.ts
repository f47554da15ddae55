import { opsKycRecordResponse, z, type OpsKycRecord } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The operator's reading of a player's verification, inside the operator API. */
export const kycOpsRoutes: FastifyPluginAsyncZod<{
  kycRecord: (username: string) => Promise<OpsKycRecord>;
}> = async (app, { kycRecord }) => {
  app.get(
    '/kyc/:username',
    {
      schema: {
        tags: ['ops'],
        summary: 'A player’s KYC levels and every provider event, applied or ignored and why',
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: opsKycRecordResponse },
      },
    },
    async (request) => ({ data: await kycRecord(request.params.username) }),
  );
};
