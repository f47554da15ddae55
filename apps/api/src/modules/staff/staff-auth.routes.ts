import {
  STAFF_COOKIE,
  staffLoginBody,
  staffLoginResponse,
  staffMeResponse,
  staffSessionResponse,
  staffTotpBody,
  staffTotpResponse,
  z,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCookieOptions } from './staff-access';
import type { StaffAuthService } from './staff-auth.service';

const RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** Staff login (password, then the authenticator's code), the session, and logout. */
export const staffAuthRoutes: FastifyPluginAsyncZod<{
  auth: StaffAuthService;
  secureCookie: boolean;
}> = async (app, { auth, secureCookie }) => {
  app.post(
    '/auth/login',
    {
      config: { rateLimit: RATE_LIMIT, staff: { access: 'public' } },
      schema: {
        tags: ['staff'],
        summary: 'First step of a staff login: the password; answers the code step or enrolment',
        body: staffLoginBody,
        response: { 200: staffLoginResponse },
      },
    },
    async (request) => ({ data: await auth.login(request.body, { ip: request.ip }) }),
  );

  app.post(
    '/auth/totp',
    {
      config: { rateLimit: RATE_LIMIT, staff: { access: 'public' } },
      schema: {
        tags: ['staff'],
        summary: "Second step: the authenticator's code; sets the prime_staff session cookie",
        body: staffTotpBody,
        response: { 200: staffTotpResponse },
      },
    },
    async (request, reply) => {
      const { token, username, role } = await auth.confirmCode(request.body, { ip: request.ip });
      reply.setCookie(STAFF_COOKIE, token, staffCookieOptions(secureCookie));
      return { data: { username, role } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { staff: { access: 'session' } },
      schema: {
        tags: ['staff'],
        summary: 'The staff member of the session, with the permissions of their role',
        response: { 200: staffMeResponse },
      },
    },
    async (request) => {
      const member = request.staffMember!;
      return {
        data: {
          username: member.username,
          role: member.role,
          permissions: [...member.permissions],
        },
      };
    },
  );

  app.get(
    '/auth/session',
    {
      config: { staff: { access: 'public' } },
      schema: {
        tags: ['staff'],
        summary:
          'The staff member of the session with their permissions, or null when there is none',
        response: { 200: staffSessionResponse },
      },
    },
    async (request, reply) => {
      const member = await auth.resolve(request.cookies[STAFF_COOKIE]);
      reply.header('cache-control', 'no-store');
      return {
        data: member
          ? { username: member.username, role: member.role, permissions: [...member.permissions] }
          : null,
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      // Ending a session that has already ended (idle, revoked, never there) is not an error.
      config: { staff: { access: 'public' } },
      schema: {
        tags: ['staff'],
        summary: 'Ends the staff session, if there is one',
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const member = await auth.resolve(request.cookies[STAFF_COOKIE]);
      if (member) await auth.logout(member, { ip: request.ip });
      reply.clearCookie(STAFF_COOKIE, staffCookieOptions(secureCookie));
      return reply.code(204).send(null);
    },
  );
};
