import { STAFF_ROLES, staffAuditVerifyResponse, z } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { AuditService } from './audit.service';
import type { StaffAuthService } from './staff-auth.service';

const staffCreateBody = z.strictObject({
  username: z
    .string()
    .regex(/^[A-Za-z0-9._-]{2,64}$/, 'Letters, digits, dot, dash, underscore; 2 to 64.'),
  role: z.enum(STAFF_ROLES),
  password: z.string().min(12).max(256),
});

/**
 * Staff accounts and the audit chain inside the operator API (`npm run ops -- staff …`,
 * `audit verify`); the current TOTP code of a staff member only outside production (demos).
 */
export const staffOpsRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuthService;
  audit: AuditService;
  allowTotpCodes: boolean;
}> = async (app, { auth, audit, allowTotpCodes }) => {
  app.post(
    '/staff',
    {
      schema: {
        tags: ['ops'],
        summary: 'Create a staff member with a role',
        body: staffCreateBody,
        response: {
          201: z.object({
            data: z.object({ id: z.number().int(), username: z.string(), role: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const { username, role, password } = request.body;
      return reply.code(201).send({ data: await auth.create(username, role, password) });
    },
  );

  app.get(
    '/staff/:username/totp',
    {
      schema: {
        tags: ['ops'],
        summary: "A staff member's current authenticator code (not in production)",
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: z.object({ data: z.object({ code: z.string() }) }) },
      },
    },
    async (request) => {
      if (!allowTotpCodes) throw new AppError('forbidden', 'Not in production.');
      const code = await auth.currentCodeOf(request.params.username);
      if (!code) throw new AppError('not_found', 'No staff member with an authenticator secret.');
      return { data: { code } };
    },
  );

  app.get(
    '/audit/verify',
    {
      schema: {
        tags: ['ops'],
        summary: 'Walk the staff audit chain; answers the first row that breaks it',
        response: { 200: staffAuditVerifyResponse },
      },
    },
    async () => ({ data: await audit.verify() }),
  );
};
