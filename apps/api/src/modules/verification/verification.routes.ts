import {
  codeSentResponse,
  playerIdParams,
  registrationAuthHeaders,
  sendSmsBody,
  verifyEmailBody,
  verifyEmailResponse,
  verifySmsBody,
  verifySmsResponse,
} from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerTokensService } from '../auth/player-tokens.service';
import { assertSelf, createActingPlayer } from './acting-player';
import type { VerificationService } from './verification.service';

/** Sends are limited by the countdown per player; these bound one address over many players. */
const sendRateLimit = { max: 20, timeWindow: '1 minute' };
const verifyRateLimit = { max: 30, timeWindow: '1 minute' };

export const verificationRoutes: FastifyPluginAsyncZod<{
  verification: VerificationService;
  tokens: PlayerTokensService;
}> = async (app, { verification, tokens }) => {
  const actingPlayer = createActingPlayer(app, tokens);

  app.post(
    '/notifications/players/:id/registration',
    {
      config: { rateLimit: sendRateLimit },
      schema: {
        tags: ['verification'],
        summary: "Sends a new e-mail code to the player's e-mail (header token or user-token)",
        headers: registrationAuthHeaders,
        params: playerIdParams,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      assertSelf(await actingPlayer(request), request.params.id);
      return { data: await verification.sendEmailCode(request.skin.id, request.params.id) };
    },
  );

  app.post(
    '/notifications/twilio/send_sms/verification',
    {
      config: { rateLimit: sendRateLimit },
      schema: {
        tags: ['verification'],
        summary: "Sends an SMS code to the player's mobile (header token or user-token)",
        headers: registrationAuthHeaders,
        body: sendSmsBody,
        response: { 200: codeSentResponse },
      },
    },
    async (request) => {
      const { user_id: userId, skin_id: skinId } = request.body;
      assertSelf(await actingPlayer(request), userId, skinId, request.skin.id);
      return { data: await verification.sendSmsCode(request.skin.id, userId) };
    },
  );

  app.post(
    '/notifications/players/verify_email',
    {
      config: { rateLimit: verifyRateLimit },
      schema: {
        tags: ['verification'],
        summary: 'Confirms the e-mail with the mailed code (422 code_is_wrong)',
        headers: registrationAuthHeaders,
        body: verifyEmailBody,
        response: { 200: verifyEmailResponse },
      },
    },
    async (request) => {
      const { user_id: userId, skin_id: skinId, verification: code } = request.body;
      assertSelf(await actingPlayer(request), userId, skinId, request.skin.id);
      const at = await verification.verifyEmail(request.skin.id, userId, code);
      return { data: { email_verified_at: at.toISOString() } };
    },
  );

  app.post(
    '/notifications/players/verify_sms',
    {
      config: { rateLimit: verifyRateLimit },
      schema: {
        tags: ['verification'],
        summary: 'Confirms the mobile with the texted code (422 code_is_wrong)',
        headers: registrationAuthHeaders,
        body: verifySmsBody,
        response: { 200: verifySmsResponse },
      },
    },
    async (request) => {
      const { user_id: userId, skin_id: skinId, verification: code } = request.body;
      assertSelf(await actingPlayer(request), userId, skinId, request.skin.id);
      const at = await verification.verifySms(request.skin.id, userId, code);
      return { data: { sms_verified_at: at.toISOString() } };
    },
  );
};
