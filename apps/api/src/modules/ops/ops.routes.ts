import {
  opsNewsletterLinkBody,
  opsNewsletterLinkResponse,
  opsCatalogGenerateBody,
  opsCatalogGenerateResponse,
  opsMaintenanceBody,
  opsPlayerCreateBody,
  opsPlayerCreateResponse,
  opsWalletAdjustBody,
  opsWalletAdjustResponse,
  opsWalletCheckResponse,
  opsMaintenanceResponse,
  type OpsKycRecord,
  opsStatusResponse,
  opsPaymentActionBody,
  opsPaymentConfirmBody,
  opsPaymentParams,
  opsPaymentResponse,
  opsPaymentsResponse,
} from '@prime/contract';
import type { OpsPayment, OpsPlayerCreateBody } from '@prime/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { digestsEqual, sha256 } from '../../lib/hash';
import { bonusOpsRoutes } from '../bonus/bonus-ops.routes';
import type { BonusService } from '../bonus/bonus.service';
import { campaignsOpsRoutes } from '../campaigns/campaigns-ops.routes';
import type { CampaignsAdmin } from '../campaigns/campaigns.service';
import type { CasinoService } from '../casino/casino.service';
import type { CmsService } from '../cms/cms.service';
import { documentsOpsRoutes } from '../documents/documents-ops.routes';
import { kycOpsRoutes } from '../kyc/kyc-ops.routes';
import { notificationsOpsRoutes } from '../notifications/notifications-ops.routes';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DocumentsService } from '../documents/documents.service';
import { messagesOpsRoutes } from '../messages/messages-ops.routes';
import type { MessagesService } from '../messages/messages.service';
import type { NewsletterService } from '../newsletter/newsletter.service';
import { optOutPath } from '../newsletter/opt-out-token';
import type { CreatedPlayer } from '../players/create-player';
import type { PaymentsOps } from '../payments/payments-ops';
import type { PlayersService } from '../players/players.service';
import { exclusionOpsRoutes } from '../protection/exclusion-ops.routes';
import type { ExclusionService } from '../protection/exclusion.service';
import { staffOpsRoutes } from '../staff/staff-ops.routes';
import type { AuditService } from '../staff/audit.service';
import type { StaffAuthService } from '../staff/staff-auth.service';
import { surveyOpsRoutes } from '../survey/survey-ops.routes';
import type { SurveyService } from '../survey/survey.service';
import { adjustForOperator, checkForOperator } from '../wallet/wallet.ops';
import type { WalletService } from '../wallet/wallet.service';

export type OpsRoutesOptions = {
  cms: CmsService;
  players: PlayersService;
  newsletter: NewsletterService;
  casino: CasinoService;
  createPlayer: (body: OpsPlayerCreateBody) => Promise<CreatedPlayer>;
  wallet: WalletService;
  payments: PaymentsOps;
  documents: DocumentsService;
  survey: SurveyService;
  messages: MessagesService;
  exclusions: Pick<ExclusionService, 'listRequested' | 'answer'>;
  /** A player's KYC levels and events, by username (the kyc module). */
  kycRecord: (username: string) => Promise<OpsKycRecord>;
  /** The SMTP queue (the notifications module). */
  notifications: Pick<NotificationsService, 'mails'>;
  /** Campaign definitions of a skin (the campaigns module). */
  campaignsAdmin: (skinId: number) => CampaignsAdmin;
  /** Players' bonuses (the bonus module): what each campaign cost. */
  bonus: Pick<BonusService, 'cost'>;
  /** Staff accounts and the audit chain (the staff module). */
  staff: { auth: StaffAuthService; audit: AuditService; allowTotpCodes: boolean };
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

  await app.register(documentsOpsRoutes, { documents: options.documents });
  await app.register(messagesOpsRoutes, {
    messages: options.messages,
    findIdByUsername: options.players.findIdByUsername,
  });
  await app.register(exclusionOpsRoutes, { exclusions: options.exclusions });
  await app.register(surveyOpsRoutes, {
    survey: options.survey,
    findIdByUsername: options.players.findIdByUsername,
  });
  await app.register(kycOpsRoutes, { kycRecord: options.kycRecord });
  await app.register(notificationsOpsRoutes, { mails: options.notifications.mails });
  await app.register(bonusOpsRoutes, { bonus: options.bonus });
  await app.register(campaignsOpsRoutes, { campaignsAdmin: options.campaignsAdmin });
  await app.register(staffOpsRoutes, options.staff);

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

  app.post(
    '/catalog/generate',
    {
      schema: {
        tags: ['ops'],
        summary: 'Add generated games to the catalog (benchmarks); the lobby sees them at once',
        body: opsCatalogGenerateBody,
        response: { 200: opsCatalogGenerateResponse },
      },
    },
    async (request) => {
      const added = await options.casino.generateGames(request.body.count);
      request.log.warn({ added }, 'catalog games generated by operator');
      return { data: { added, total: await options.casino.countGames() } };
    },
  );

  app.post(
    '/players',
    {
      schema: {
        tags: ['ops'],
        summary: 'Create an active player account (demos, support, browser tests)',
        body: opsPlayerCreateBody,
        response: { 201: opsPlayerCreateResponse },
      },
    },
    async (request, reply) => {
      const player = await options.createPlayer(request.body);
      request.log.warn({ playerId: player.id }, 'player account created by operator');
      return reply.code(201).send({ data: player });
    },
  );

  app.post(
    '/wallet/adjust',
    {
      schema: {
        tags: ['ops'],
        summary: "Credit or debit a player's pocket with a reason (demos, support)",
        body: opsWalletAdjustBody,
        response: { 200: opsWalletAdjustResponse },
      },
    },
    async (request) => {
      const adjusted = await adjustForOperator(
        options.wallet,
        options.players.findIdByUsername,
        request.body,
      );
      request.log.warn(
        {
          username: request.body.username,
          direction: request.body.direction,
          pocket: request.body.pocket,
          replayed: adjusted.replayed,
        },
        'wallet adjusted by operator',
      );
      return { data: adjusted };
    },
  );

  app.get(
    '/wallet/check',
    {
      schema: {
        tags: ['ops'],
        summary: 'Prove the ledger: entries sum to zero, cached balances equal their entries',
        response: { 200: opsWalletCheckResponse },
      },
    },
    async () => ({ data: await checkForOperator(options.wallet) }),
  );

  app.get(
    '/payments/pending',
    {
      schema: {
        tags: ['ops'],
        summary: 'Withdrawals waiting for approval and offline deposits waiting for their money',
        response: { 200: opsPaymentsResponse },
      },
    },
    async () => ({ data: await options.payments.listPending() }),
  );

  /** One operator action on a payment: who and why go with it into the payment's history. */
  const action = (
    path: string,
    summary: string,
    run: (id: number, body: { operator: string; reason: string }) => Promise<OpsPayment>,
  ) =>
    app.post(
      `/payments/:id/${path}`,
      {
        schema: {
          tags: ['ops'],
          summary,
          params: opsPaymentParams,
          body: opsPaymentActionBody,
          response: { 200: opsPaymentResponse },
        },
      },
      async (request) => {
        const data = await run(Number(request.params.id), request.body);
        request.log.warn(
          { transactionId: request.params.id, operator: request.body.operator, action: path },
          'payment changed by operator',
        );
        return { data };
      },
    );

  action('approve', 'Approve a withdrawal: the provider pays it out', (id, body) =>
    options.payments.approveWithdrawal(id, body),
  );
  action('reject', 'Reject a withdrawal: its money returns to the player', (id, body) =>
    options.payments.rejectWithdrawal(id, body),
  );
  action('decline', 'Decline an offline deposit whose money did not arrive', (id, body) =>
    options.payments.declineDeposit(id, body),
  );
  action('revert', 'Revert a card or e-wallet deposit (chargeback)', (id, body) =>
    options.payments.revertDeposit(id, body),
  );
  action(
    'retry-payout',
    'Hand an approved withdrawal’s payout to the provider again, now',
    (id, body) => options.payments.retryPayout(id, body),
  );
  action(
    'stop-payout',
    'Stop an approved withdrawal’s payout and return its money, once the provider confirms',
    (id, body) => options.payments.stopPayout(id, body),
  );
  action(
    'decline-checkout',
    'Decline a card or e-wallet deposit nobody paid; the provider’s checkout closes first',
    (id, body) => options.payments.declineCheckout(id, body),
  );

  app.post(
    '/payments/:id/confirm',
    {
      schema: {
        tags: ['ops'],
        summary: 'Confirm an offline deposit with the amount that arrived; that amount is credited',
        params: opsPaymentParams,
        body: opsPaymentConfirmBody,
        response: { 200: opsPaymentResponse },
      },
    },
    async (request) => {
      const data = await options.payments.confirmDeposit(Number(request.params.id), request.body);
      request.log.warn(
        { transactionId: request.params.id, operator: request.body.operator, action: 'confirm' },
        'payment changed by operator',
      );
      return { data };
    },
  );
};
