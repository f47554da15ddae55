import {
  availabilityResponse,
  checkEmailBody,
  checkFieldsBody,
  checkFieldsResponse,
  checkMobileBody,
  checkUsernameBody,
  completeRegistrationBody,
  completeRegistrationResponse,
  playerIdParams,
  registerBody,
  registerResponse,
  registrationAuthHeaders,
  tokenStatusParams,
  tokenStatusQuery,
  tokenStatusResponse,
  z,
} from '@prime/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Jurisdiction } from '../geo/jurisdiction';
import { AppError } from '../../lib/app-error';
import type { PlayerTokensService } from '../auth/player-tokens.service';
import type { RegistrationService } from './registration.service';

/**
 * These calls need no session. Availability checks are part of the form (spec 02 §5), so they
 * exist, but each address may ask only so often: enough for a person, too few to enumerate.
 */
export const REGISTRATION_RATE_LIMITS = {
  checks: { max: 30, timeWindow: '1 minute' },
  register: { max: 10, timeWindow: '1 minute' },
  status: { max: 30, timeWindow: '1 minute' },
  complete: { max: 10, timeWindow: '1 minute' },
} as const;

export const registrationRoutes: FastifyPluginAsyncZod<{
  registration: RegistrationService;
  tokens: PlayerTokensService;
  /** Refuses registrations from the countries the operator does not serve. */
  jurisdiction: Jurisdiction;
}> = async (app, { registration, tokens, jurisdiction }) => {
  // Before the body is read: a restricted country hears nothing but the refusal.
  const admitCountry = async (request: FastifyRequest) => {
    jurisdiction.admit({ ip: request.ip, acceptLanguage: request.headers['accept-language'] });
  };
  const checks = { config: { rateLimit: REGISTRATION_RATE_LIMITS.checks } };

  app.post(
    '/auth/checkusername',
    {
      ...checks,
      schema: {
        tags: ['registration'],
        summary: 'Whether a nickname is free',
        body: checkUsernameBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ({
      data: {
        available: await registration.checkUsername(
          request.skin.id,
          request.body.username,
          request.body.withTrashed,
        ),
      },
    }),
  );

  app.post(
    '/auth/checkemail',
    {
      ...checks,
      schema: {
        tags: ['registration'],
        summary: 'Whether an e-mail is free',
        body: checkEmailBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ({
      data: {
        available: await registration.checkEmail(request.skin.id, request.body.email, request.body),
      },
    }),
  );

  app.post(
    '/auth/checkmobile',
    {
      ...checks,
      schema: {
        tags: ['registration'],
        summary: 'Whether a phone number is valid (422 otherwise) and free',
        body: checkMobileBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ({
      data: {
        available: await registration.checkMobile(
          request.skin.id,
          request.body.mobile,
          request.body,
        ),
      },
    }),
  );

  app.post(
    '/auth/checkfields',
    {
      ...checks,
      schema: {
        tags: ['registration'],
        summary: 'Several availability checks at once',
        body: checkFieldsBody,
        response: { 200: checkFieldsResponse },
      },
    },
    async (request) => ({ data: await registration.checkFields(request.skin.id, request.body) }),
  );

  app.post(
    '/auth/register',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMITS.register },
      preValidation: admitCountry,
      schema: {
        tags: ['registration'],
        summary: 'Step 0: creates an incompleted player and mails the e-mail code',
        body: registerBody,
        response: { 201: registerResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await registration.register(request.skin.id, request.body) }),
  );

  app.get(
    '/auth/status/:token',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMITS.status },
      schema: {
        tags: ['registration'],
        summary: 'Whether an activation (type=activation-token) or password-reset token works',
        params: tokenStatusParams,
        querystring: tokenStatusQuery,
        response: { 200: tokenStatusResponse },
      },
    },
    async (request) => ({
      data: await registration.tokenStatus(request.skin.id, request.params.token, {
        type: request.query.type,
        email: request.query.email,
        emailVerified:
          request.query.email_verified === '1' || request.query.email_verified === 'true',
      }),
    }),
  );

  app.delete(
    '/static/players/:id',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMITS.complete },
      schema: {
        tags: ['registration'],
        summary: 'Abandons an unfinished registration (header token): the account is removed',
        headers: registrationAuthHeaders,
        params: playerIdParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const token = request.headers.token;
      if (!token) throw new AppError('unauthenticated');
      const playerId = await tokens.peek(token, 'activation');
      if (playerId === undefined) throw new AppError('invalid_token');
      if (playerId !== request.params.id) throw new AppError('forbidden');
      await registration.abandon(request.skin.id, playerId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/static/players/:id',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMITS.complete },
      preValidation: admitCountry,
      schema: {
        tags: ['registration'],
        summary: 'Step 2 (header token): personal data and consent; the account becomes active',
        headers: registrationAuthHeaders,
        params: playerIdParams,
        body: completeRegistrationBody,
        response: { 200: completeRegistrationResponse },
      },
    },
    async (request) => {
      const token = request.headers.token;
      if (!token) throw new AppError('unauthenticated');
      const playerId = await tokens.peek(token, 'activation');
      if (playerId === undefined) throw new AppError('invalid_token');
      if (playerId !== request.params.id) throw new AppError('forbidden');
      return {
        data: await registration.complete(request.skin.id, playerId, token, request.body),
      };
    },
  );
};
