import { staffIdParams, type StaffPermission } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

type StaffApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A staff decision on one record named by `:id` in the path: the owning service acts in the
 * staff member's name, writing the audit row in its own transaction, and the answer is the
 * record as it reads afterwards.
 */
export const decisionRoute = <Body>(
  app: StaffApp,
  route: {
    path: string;
    access: StaffPermission;
    /** The audit row's target kind. */
    target: string;
    summary: string;
    body: ZodType<Body>;
    response: ZodType;
    /** `audit` goes to a service that writes in its own transaction; `audited` joins several. */
    act: (
      id: number,
      body: Body,
      by: string,
      audit: Pick<FastifyRequest, 'audit' | 'audited'>,
    ) => Promise<unknown>;
    read: (id: number) => Promise<unknown>;
  },
) =>
  app.post(
    route.path,
    {
      config: { staff: { access: route.access, target: route.target } },
      schema: {
        tags: ['staff'],
        summary: route.summary,
        params: staffIdParams,
        body: route.body,
        response: { 200: route.response },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      await route.act(id, request.body as Body, request.staffMember!.username, request);
      return { data: await route.read(id) };
    },
  );
