import {
  loginBody,
  loginQuery,
  loginResponse,
  manyAttemptsBody,
  passwordResetBody,
  recoveryBody,
  recoveryResponse,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Jurisdiction } from '../geo/jurisdiction';
import type { AuthService } from './auth.service';
import type { RecoveryService } from './recovery.service';
import type { SessionsService } from './sessions.service';

/** Logins are also limited by the lockout; this only stops floods. */
const LOGIN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Recovery calls send mail, so each address gets few. */
const RECOVERY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const authRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService;
  auth: AuthService;
  recovery: RecoveryService;
  loginWithEmail: boolean;
  /** Refuses logins from the countries the operator does not serve. */
  jurisdiction: Jurisdiction;
}> = async (app, { sessions, auth, recovery, loginWithEmail, jurisdiction }) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Logs a player in and answers the session token',
        description:
          'Locked (429 too_many_login_attempts) after LOGIN_BLOCK_AT_ATTEMPT failures of the account in LOGIN_ATTEMPTS_WINDOW_SECONDS, or LOGIN_IP_MAX_FAILURES failures of the address.',
        querystring: loginQuery,
        body: loginBody,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const country = jurisdiction.admit({
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      });
      return {
        data: await auth.login({ id: request.skin.id, loginWithEmail }, request.body, {
          ip: request.ip,
          ...(country ? { country } : {}),
          ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
        }),
      };
    },
  );

  app.delete(
    '/auth/logout',
    {
      preValidation: app.requirePlayer,
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of the user-token',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await sessions.revokeSession(request.session!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password/recovery',
    {
      config: { rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary:
          'E-mails a password reset link (the same answer whether or not the account exists)',
        body: recoveryBody,
        response: { 200: recoveryResponse },
      },
    },
    async (request) => {
      recovery.requestRecovery(request.skin.id, request.body);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/password/manyAttempts',
    {
      config: { rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Warns the account owner of many failed logins and e-mails a reset link',
        body: manyAttemptsBody,
        response: { 200: recoveryResponse },
      },
    },
    async (request) => {
      recovery.reportManyAttempts(request.skin.id, request.body);
      return { data: { sent: true as const } };
    },
  );

  app.put(
    '/auth/password/reset',
    {
      config: { rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the token of a reset link; ends every session',
        body: passwordResetBody,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await recovery.resetPassword(request.skin.id, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );
};
