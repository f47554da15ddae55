import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  JSON_BODY_LIMIT_BYTES,
  SESSION_IDLE_MINUTES,
  SKIN_SETTINGS_SNAPSHOT,
  SOCKET_EVENTS,
} from '@prime/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { DEFAULT_RESTRICTED_COUNTRIES, type Config } from './config';
import { countryOfAddress } from './adapters/geoip/geoip';
import type { Database } from './db/client';
import { createBackgroundWork } from './lib/background';
import { randomToken } from './lib/hash';
import { adminRoutes } from './modules/staff/admin.routes';
import { createAdminService } from './modules/staff/admin.service';
import { createAuditRepository } from './modules/staff/audit.repository';
import { createAuditService } from './modules/staff/audit.service';
import { createStaffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffAuthService } from './modules/staff/staff-auth.service';
import { createStaffPlayersRepository } from './modules/players/staff-players.repository';
import { createStaffPlayersService } from './modules/players/staff-players.service';
import {
  createCampaignsAdminRepository,
  createCampaignsRepository,
} from './modules/campaigns/campaigns.repository';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import {
  createCampaignsAdmin,
  createCampaignsService,
} from './modules/campaigns/campaigns.service';
import { createCaptchaRepository } from './modules/captcha/captcha.repository';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { createBonusRepository } from './modules/bonus/bonus.repository';
import { bonusRoutes } from './modules/bonus/bonus.routes';
import { createBonusService } from './modules/bonus/bonus.service';
import { createCaptchaService } from './modules/captcha/captcha.service';
import { createPlayerIdentityRepository } from './modules/players/identity.repository';
import { createPlayerIdentityService } from './modules/players/identity.service';
import { createPlayerCredentialsRepository } from './modules/players/credentials.repository';
import { createPlayerCredentialsService } from './modules/players/credentials.service';
import { registrationRoutes } from './modules/registration/registration.routes';
import { createRegistrationService } from './modules/registration/registration.service';
import { createVerificationRepository } from './modules/verification/verification.repository';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginAttemptsRepository } from './modules/auth/login-attempts.repository';
import { createLoginGuard } from './modules/auth/login-guard.service';
import { createPlayerTokensRepository } from './modules/auth/player-tokens.repository';
import { createPlayerTokensService } from './modules/auth/player-tokens.service';
import { createRecoveryService } from './modules/auth/recovery.service';
import { createStaffSessionsRepository } from './modules/staff/staff-sessions.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createSessionsService } from './modules/auth/sessions.service';
import { bannerArtRoutes } from './modules/cms/banner-art.routes';
import { createCasinoRepository } from './modules/casino/casino.repository';
import { casinoRoutes } from './modules/casino/casino.routes';
import { createCasinoService } from './modules/casino/casino.service';
import { mediaRoutes } from './modules/casino/media.routes';
import { createCmsRepository } from './modules/cms/cms.repository';
import { cmsRoutes } from './modules/cms/cms.routes';
import { createCmsService } from './modules/cms/cms.service';
import {
  createContentEditorRepository,
  createContentRepository,
} from './modules/cms/content.repository';
import { createContentEditorService } from './modules/cms/content-editor.service';
import { createTextEditorService } from './modules/cms/text-editor.service';
import { contentRoutes } from './modules/cms/content.routes';
import { createContentService } from './modules/cms/content.service';
import { createGeoRepository } from './modules/geo/geo.repository';
import { geoRoutes } from './modules/geo/geo.routes';
import { createJurisdiction } from './modules/geo/jurisdiction';
import { createGeoService } from './modules/geo/geo.service';
import { createNewsletterRepository } from './modules/newsletter/newsletter.repository';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { opsRoutes } from './modules/ops/ops.routes';
import { createPaymentWebhooks } from './modules/payments/payment-webhooks';
import { paymentWebhookRoutes } from './modules/payments/payment-webhooks.routes';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsOps } from './modules/payments/payments-ops';
import { createPaymentsService } from './modules/payments/payments.service';
import { createOutboxWorker } from './adapters/webhook-outbox/outbox-worker';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './adapters/psp/psp';
import { createSandboxRepository } from './adapters/psp/sandbox/sandbox.repository';
import { sandboxRoutes } from './adapters/psp/sandbox/sandbox.routes';
import { createSandboxProvider } from './adapters/psp/sandbox/sandbox-provider';
import { createKycSandboxRepository } from './adapters/kyc/sandbox/kyc-sandbox.repository';
import { kycSandboxRoutes } from './adapters/kyc/sandbox/kyc-sandbox.routes';
import { createKycSandbox } from './adapters/kyc/sandbox/kyc-sandbox-provider';
import {
  KYC_DIGEST_ALG,
  KYC_DIGEST_ALG_HEADER,
  KYC_DIGEST_HEADER,
  signKycPayload,
} from './adapters/kyc/kyc';
import { createKycRepository } from './modules/kyc/kyc.repository';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { createKycService } from './modules/kyc/kyc.service';
import { createKycWebhooks, type KycDecision } from './modules/kyc/kyc-webhooks';
import { createKycCompliance } from './modules/kyc/kyc-compliance';
import { kycRecordForOperator } from './modules/kyc/kyc.ops';
import { kycWebhookRoutes } from './modules/kyc/kyc-webhooks.routes';
import { devMailboxRoutes } from './modules/notifications/dev-mailbox.routes';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createAdjustmentsRepository } from './modules/wallet/adjustments.repository';
import { createAdjustmentsService } from './modules/wallet/adjustments.service';
import { createWalletRepository } from './modules/wallet/wallet.repository';
import { balanceOfWallet, createWalletService } from './modules/wallet/wallet.service';
import { createPlayRepository } from './modules/play/play.repository';
import { playRoutes } from './modules/play/play.routes';
import { createPlayService } from './modules/play/play.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { createReportsService } from './modules/reports/reports.service';
import { createHouseReportsService } from './modules/reports/house-reports.service';
import { createPlayerStatements } from './modules/reports/player-statement';
import { createHouseTotals } from './modules/wallet/house-totals';
import { createPlayerLedger } from './modules/wallet/player-ledger';
import { createTransactionsService } from './modules/reports/transactions.service';
import { createProtectionRepository } from './modules/protection/protection.repository';
import { createExclusionRepository } from './modules/protection/exclusion.repository';
import { createExclusionService } from './modules/protection/exclusion.service';
import { createLimitsRepository } from './modules/protection/limits.repository';
import { limitsRoutes } from './modules/protection/limits.routes';
import { createLimitsService } from './modules/protection/limits.service';
import { createLimitHistory } from './modules/protection/limit-history';
import { createProtectionService, statusRefusal } from './modules/protection/protection.service';
import { createDiskStore } from './modules/documents/document-store';
import { createDocumentsRepository } from './modules/documents/documents.repository';
import { documentsRoutes } from './modules/documents/documents.routes';
import {
  createDocumentsService,
  type DocumentReviewNotice,
} from './modules/documents/documents.service';
import { createSurveyRepository } from './modules/survey/survey.repository';
import { surveyRoutes } from './modules/survey/survey.routes';
import { createSurveyService } from './modules/survey/survey.service';
import { createSeamlessRepository } from './modules/seamless/seamless.repository';
import { seamlessRoutes } from './modules/seamless/seamless.routes';
import { createSeamlessService } from './modules/seamless/seamless.service';
import { createPlayerRounds } from './modules/seamless/player-rounds';
import { createSeamlessClient } from './modules/studio/seamless-client';
import { createBlackjackTable } from './modules/studio/blackjack-engine';
import { createCrashRepository } from './modules/studio/crash/crash.repository';
import { crashRoutes } from './modules/studio/crash/crash.routes';
import { createCrashService } from './modules/studio/crash/crash.service';
import { registerCrashSocket } from './modules/studio/crash/crash.socket';
import { createCrashTables, type CrashTables } from './modules/studio/crash/crash-tables';
import { createStudioEngines } from './modules/studio/engines';
import { createStudioRepository } from './modules/studio/studio.repository';
import { createRoundRateLimit } from './modules/studio/round-rate-limit';
import { studioRoutes } from './modules/studio/studio.routes';
import { createLiveRepository } from './modules/studio/live/live.repository';
import { liveRoutes } from './modules/studio/live/live.routes';
import { createLiveService, type LiveTimingOverride } from './modules/studio/live/live.service';
import { tableRoutes } from './modules/studio/tables/table.routes';
import { createStudioService, OPEN_ROUND_GRACE_SECONDS } from './modules/studio/studio.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService, FIRST_LOGIN_DEDUPE_KEY } from './modules/messages/messages.service';
import { createSupportRequestsService } from './modules/messages/support-requests.service';
import { firstLoginTexts } from './modules/registration/registration-texts';
import { createPlayerAccount } from './modules/players/create-player';
import { createPlayersRepository } from './modules/players/players.repository';
import { playersRoutes } from './modules/players/players.routes';
import { createPlayersService } from './modules/players/players.service';
import { ipRoutes } from './modules/system/ip.routes';
import { systemRoutes, type ReadinessCheck } from './modules/system/system.routes';
import { registerClientAuth } from './plugins/client-auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerDrain } from './plugins/drain';
import { registerOversizedBodies } from './plugins/oversized-body';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandling,
  sendNotFound,
} from './plugins/errors';
import { playerRoom, registerRealtime } from './plugins/realtime';
import { serializeRequest } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerUtf8Bodies } from './plugins/utf8-bodies';
import { API_PATH, registerStaticSite, type StaticDirs } from './plugins/static-site';

export type RedisClients = { client: Redis; pub: Redis; sub: Redis };

export type AppOptions = {
  config: Pick<Config, 'rateLimitMax' | 'trustProxyHops' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'env'
        | 'supportChatScriptUrl'
        | 'publicUrl'
        | 'smtpUrl'
        | 'mailFrom'
        | 'mailRetryBaseMs'
        | 'mailMaxAttempts'
        | 'captchaHmacKey'
        | 'captchaMaxNumber'
        | 'gameProviderKey'
        | 'liveBettingSeconds'
        | 'crashTimings'
        | 'redisPrefix'
        | 'pspWebhookSecret'
        | 'pspWebhookUrl'
        | 'pspSandboxDelayMs'
        | 'kycWebhookSecret'
        | 'kycWebhookUrl'
        | 'offlineTransferExpiryDays'
        | 'cardCheckoutExpiryMinutes'
        | 'unfinishedRegistrationDays'
        | 'restrictedCountries'
        | 'documentsDir'
      >
    >;
  database: Database;
  /** Token of the operator API. */
  opsToken: string;
  redis?: RedisClients;
  /** Built site and game pages to serve; omitted in API tests. */
  staticDirs?: StaticDirs;
  /** Where log lines go (standard output when unset); false logs nothing. */
  logger?: false | { stream: { write: (line: string) => void } };
  /** Rounds one game session may play in a minute (ROUNDS_PER_MINUTE); tests lower it. */
  roundsPerMinute?: number;
  /**
   * The cashier's timers, for tests: how often the sandbox provider's outbox is worked, its
   * first retry delay, how often unconfirmed offline deposits and unpaid checkouts are expired,
   * and how often owed payouts are handed over, with their lease.
   */
  payments?: {
    outboxEveryMs?: number;
    retryBaseMs?: number;
    expireEveryMs?: number;
    payoutEveryMs?: number;
    payoutLeaseMs?: number;
  };
  /** How often expired and spent bonuses are ended (ms); tests lower or raise it. */
  bonusSweepEveryMs?: number;
  /** How often abandoned registrations are removed (ms); tests lower it. */
  registrationSweepEveryMs?: number;
  /** The sandbox verification provider's outbox timing (tests deliver at once). */
  kyc?: { outboxEveryMs?: number; retryBaseMs?: number };
  /** How often queued mail is worked (ms); tests lower it. */
  mailEveryMs?: number;
  /** Live tables' phase lengths and clock, for tests; and how often their bets are settled. */
  live?: { timing?: LiveTimingOverride; now?: () => number; settleEveryMs?: number };
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Builds the whole server: security, errors, docs, the /v1 API, the operator API, health
 * checks, socket.io and the static site. Nothing listens until the caller says so.
 */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const redisPrefix = config.redisPrefix ?? 'prime:';
  const publicUrl = config.publicUrl ?? 'http://localhost:8080';
  const app = Fastify({
    logger: options.logger !== false && {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...options.logger,
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Trust X-Forwarded-For only from the configured number of proxies in front.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // genReqId reads x-request-id itself, so a hostile value is replaced rather than trusted.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerUtf8Bodies(app);
  registerDrain(app);
  registerOversizedBodies(app);
  registerCompression(app);
  await registerSecurity(app, {
    rateLimitMax: config.rateLimitMax,
    ...(options.redis
      ? { redis: { client: options.redis.client, namespace: `${redisPrefix}rate-limit:` } }
      : {}),
    ...(config.supportChatScriptUrl
      ? { supportChatOrigin: new URL(config.supportChatScriptUrl).origin }
      : {}),
  });
  await registerDocs(app, { hideOperatorApi: config.env === 'production' });

  // Work a request starts and does not wait for (a push, a message, a mail after a commit): one
  // tracker for the whole app, drained when it closes.
  const background = createBackgroundWork((error) =>
    app.log.error({ err: error }, 'work after a commit failed'),
  );
  const notifications = createNotificationsService(createNotificationsRepository(database.db), {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? 'Prime <no-reply@prime.example>',
    ...(config.mailRetryBaseMs ? { retryBaseMs: config.mailRetryBaseMs } : {}),
    ...(config.mailMaxAttempts ? { maxAttempts: config.mailMaxAttempts } : {}),
    onError: (error) => app.log.error({ err: error }, 'mail delivery pass failed'),
    onGiveUp: (mail) => app.log.error({ mail }, 'mail given up (npm run ops -- mail failed)'),
  });
  // Queued mail is sent by every instance, each mail once (decision 37).
  notifications.startDelivery(options.mailEveryMs ?? 1_000);
  app.addHook('onClose', async () => notifications.close());
  const geo = createGeoService(createGeoRepository(database.db));
  const jurisdiction = createJurisdiction({
    restrictedCountries: config.restrictedCountries ?? DEFAULT_RESTRICTED_COUNTRIES,
    countryOf: countryOfAddress,
  });
  const cms = createCmsService(createCmsRepository(database.db), geo, {
    supportChatScriptUrl: config.supportChatScriptUrl,
  });
  const content = createContentService(createContentRepository(database.db));
  const sessions = createSessionsService(createSessionsRepository(database.db));
  const playerCredentials = createPlayerCredentialsService(
    createPlayerCredentialsRepository(database.db),
  );
  const loginGuard = createLoginGuard(createLoginAttemptsRepository(database.db));
  // A player's first login finds the limits prompt (spec 01 §4 firstLogin), told once ever.
  const auth = createAuthService(playerCredentials, sessions, loginGuard, async (player) => {
    const texts = firstLoginTexts(player.language);
    await messages
      .tell(player.id, {
        type: 'firstLogin',
        subject: texts.subject,
        body: texts.body(player.firstName),
        dedupeKey: FIRST_LOGIN_DEDUPE_KEY,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'firstLogin message failed'));
  });
  const playerTokens = createPlayerTokensService(createPlayerTokensRepository(database.db));
  const recovery = createRecoveryService({
    db: database.db,
    players: playerCredentials,
    tokens: playerTokens,
    sessions,
    notifications,
    guard: loginGuard,
    publicUrl,
    background,
    onMailError: (error) => app.log.error({ err: error }, 'recovery mail failed'),
  });
  const staffSessions = createStaffSessionsRepository(database.db);
  const admin = createAdminService(staffSessions, loginGuard);
  // The back office's staff: roles, two-factor logins and the audit chain (decision 33).
  const audit = createAuditService(createAuditRepository(database.db));
  const staffAuth = createStaffAuthService({
    repository: createStaffRepository(database.db),
    sessions: staffSessions,
    guard: loginGuard,
    audit,
  });
  const wallet = createWalletService(createWalletRepository(database.db));
  const players = createPlayersService(createPlayersRepository(database.db), {
    geo,
    sessions,
    balances: wallet.balanceOf,
    // Player protection decides a limit change; the players module applies it on its row.
    changeLimit: (tx, player, field, value) => limits.change(tx, player, field, value),
    changeExclusion: (tx, player, body) => exclusions.change(tx, player, body),
    // A change of standing takes the wallet's lock after the player's row (decision 36).
    fenceStakes: wallet.fenceWithin,
    // The kyc module keeps the levels; GET me lists them.
    kycLevels: (playerId) => kyc.levelsOf(playerId),
    // The bonus module keeps the player's bonus; GET me carries the active one.
    activeBonus: (playerId, language) => bonus.activeOf(playerId, language),
  });
  const limits = createLimitsService(createLimitsRepository(database.db), { players });
  // In-product messages: stored, then pushed to the player's room on every instance (Redis).
  const messagesRepository = createMessagesRepository(database.db);
  const messages = createMessagesService({
    repository: messagesRepository,
    push: (playerId, event, payload) => app.io.to(playerRoom(playerId)).emit(event, payload),
    languageOfPlayer: async (playerId) => (await players.findLaunchPlayer(playerId))?.language,
  });
  // An exclusion ends the player's login sessions and open game sessions in its own transaction.
  const exclusions = createExclusionService(createExclusionRepository(database.db), {
    players,
    pocketsWithin: wallet.pocketsWithin,
    endPlay: async (tx, playerId) => {
      await sessions.revokeAllForPlayer(playerId, tx);
      await play.closeGameSessions(tx, playerId);
      // An excluded player's active bonus is forfeited with the exclusion (decision 32).
      await bonus.forfeitWithin(tx, playerId, 'system');
    },
  });
  const newsletter = createNewsletterService(createNewsletterRepository(database.db), players);
  const casino = createCasinoService(createCasinoRepository(database.db));
  const campaigns = createCampaignsService(createCampaignsRepository(database.db));
  // The bonus engine (decision 32): awards, wagering, ends; its changes push `bonus` to the room.
  const bonus = createBonusService(createBonusRepository(database.db), {
    wallet,
    campaigns,
    players,
    gameKind: casino.gameKindOf,
    currencyCodeOf: async (currencyId) =>
      (await geo.listCurrencies()).find((currency) => currency.id === currencyId)?.code ?? '',
    tell: messages.tell,
    push: (playerId, event) => app.io.to(playerRoom(playerId)).emit(SOCKET_EVENTS.bonus, event),
    background,
    onError: (error) => app.log.error({ err: error }, 'bonus push or message failed'),
  });
  const captcha = createCaptchaService(createCaptchaRepository(database.db), {
    // server.ts always sets a stable key; a bare app (scripts) gets one for its lifetime.
    hmacKey: config.captchaHmacKey ?? randomToken(),
    maxNumber: config.captchaMaxNumber ?? 30_000,
  });
  const play = createPlayService({
    repository: createPlayRepository(database.db, { players, sessions }),
    casino,
    geo,
    publicUrl,
    tell: messages.tell,
    kycAccepted: (playerId) => kyc.acceptedOf(playerId),
  });
  // server.ts always sets a stable key; a bare app (scripts, tests) gets one for its lifetime.
  const gameProviderKey = config.gameProviderKey ?? randomToken(32);
  const seamlessRepository = createSeamlessRepository(database.db, SESSION_IDLE_MINUTES);
  // A round's money shows in the player's header at once (the 5 s poll is the fallback).
  const protection = createProtectionService(createProtectionRepository());
  const seamless = createSeamlessService(seamlessRepository, wallet, protection, {
    onBalance: (playerId, pockets) =>
      app.io.to(playerRoom(playerId)).emit(SOCKET_EVENTS.balance, balanceOfWallet(pockets)),
    isInMaintenance: (skinId, tx) => cms.maintenanceOf(skinId, tx),
    onAlarm: (what, facts) => app.log.warn(facts, `seamless wallet: ${what}`),
    // A bet refused by a bet or loss limit tells the player once a day (spec 01 §4).
    onBetRefused: (playerId, code) => {
      if (code === 'bonus_bet_limit') return bonus.tellBetLimit(playerId);
      background.run(
        () => messages.tellLimitRefusal(playerId, code),
        (error) => app.log.error({ err: error }, 'limit message failed'),
      );
    },
    // A stake of a player with an active bonus counts toward its wagering (decision 32).
    bonusStakeOn: (gameId) => bonus.stakeOn(gameId),
    bonusUnstakeWithin: (tx, stake) => bonus.unstakeWithin(tx, stake),
  });
  const reports = createReportsService({ wallet, casino, players });
  const transactions = createTransactionsService({ wallet });
  const studioEngines = createStudioEngines(config.crashTimings);
  const studio = createStudioService({
    repository: createStudioRepository(database.db),
    casino,
    // The studio calls the seamless wallet through HTTP semantics, signed, as any provider.
    wallet: createSeamlessClient(
      async (request) => app.inject({ method: 'POST', ...request }),
      gameProviderKey,
    ),
    engines: studioEngines.all,
    freeSpinValueOf: (playerId, gameId) => bonus.freeSpinValueOf(playerId, gameId),
  });
  const live = createLiveService({
    studio,
    repository: createLiveRepository(database.db),
    casino,
    masterKey: gameProviderKey,
    bettingMs: (config.liveBettingSeconds ?? 15) * 1_000,
    ...options.live,
  });
  const playerIdentity = createPlayerIdentityService(createPlayerIdentityRepository(database.db));
  const verification = createVerificationService(
    database.db,
    createVerificationRepository(database.db),
    playerIdentity,
    notifications,
  );
  const registration = createRegistrationService({
    db: database.db,
    players: playerIdentity,
    tokens: playerTokens,
    verification,
    campaigns,
    captcha,
    geo,
    publicUrl,
    tell: messages.tell,
    openBasicKyc: (player) => openBasicKyc(player, 'registration'),
    forgetLogins: loginGuard.forgetPlayer,
  });

  // The source-of-wealth questionnaire and the players' documents (decision 29).
  const survey = createSurveyService({
    repository: createSurveyRepository(database.db),
    playerOf: players.getPlayer,
    languages: cms.listLanguages,
  });
  /**
   * Tells the player that an operator reviewed one of their documents. The documents list
   * shows the review at once; this is where the player's messages carry it to them.
   */
  const tellPlayerOfDocumentReview = async (notice: DocumentReviewNotice) => {
    app.log.info(
      { playerId: notice.playerId, documentId: notice.documentId, status: notice.status },
      'document review for the player',
    );
    await messages.tellDocumentReview(notice);
  };
  const documents = createDocumentsService({
    repository: createDocumentsRepository(database.db),
    // server.ts always sets the configured folder; a bare app (tests, scripts) uses a temporary one.
    store: createDiskStore(config.documentsDir ?? path.join(tmpdir(), 'prime-documents')),
    players,
    statusRefusal,
    tellPlayerOfReview: tellPlayerOfDocumentReview,
    onNoticeError: (error) => app.log.error({ err: error }, 'telling a player of a review failed'),
    publicUrl,
  });

  // The cashier and its sandbox payment provider (decision 23).
  // server.ts always sets a stable secret; a bare app (scripts, tests) gets one for its lifetime.
  const pspWebhookSecret = config.pspWebhookSecret ?? randomToken(32);
  const sandboxRepository = createSandboxRepository(database.db);
  const sandbox = createSandboxProvider({
    repository: sandboxRepository,
    secret: pspWebhookSecret,
    publicUrl,
    delayMs: config.pspSandboxDelayMs ?? 5_000,
  });
  const paymentsDeps = {
    repository: createPaymentsRepository(database.db),
    wallet,
    protection,
    geo,
    survey,
    providers: { [sandbox.provider.name]: sandbox.provider },
    publicUrl,
    offlineTransferExpiryDays: config.offlineTransferExpiryDays ?? 14,
    checkoutExpiryMinutes: config.cardCheckoutExpiryMinutes ?? 60,
    payouts: {
      leaseMs: options.payments?.payoutLeaseMs,
      retryBaseMs: options.payments?.retryBaseMs,
    },
    bonus,
    openBasicKyc: (player: { skinId: number; playerId: number }) => openBasicKyc(player, 'deposit'),
  };
  const payments = createPaymentsService(paymentsDeps);
  const paymentsOps = createPaymentsOps(paymentsDeps);
  const paymentWebhooks = createPaymentWebhooks({
    ...paymentsDeps,
    // A deposit's credit shows in the player's header at once (the 5 s poll is the fallback).
    onBalance: (playerId, pockets) =>
      app.io.to(playerRoom(playerId)).emit(SOCKET_EVENTS.balance, balanceOfWallet(pockets)),
  });
  const outbox = createOutboxWorker({
    repository: sandboxRepository,
    sign: (body, now) => ({ [WEBHOOK_SIGNATURE_HEADER]: signWebhook(pspWebhookSecret, body, now) }),
    beforeEach: () => sandbox.decideDue(),
    // This server's own webhook unless another is configured; known once it listens.
    webhookUrl: () => {
      if (config.pspWebhookUrl) return config.pspWebhookUrl;
      const address = app.server.address();
      return typeof address === 'object' && address
        ? `http://127.0.0.1:${address.port}/v1/payments/webhooks/${sandbox.provider.name}`
        : undefined;
    },
    ...(options.payments?.retryBaseMs ? { retryBaseMs: options.payments.retryBaseMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'sandbox provider outbox failed'),
  });
  outbox.start(options.payments?.outboxEveryMs ?? 1_000);
  app.addHook('onClose', async () => outbox.stop());

  // Identity verification and its sandbox provider (decision 28).
  // server.ts always sets a stable secret; a bare app (scripts, tests) gets one for its lifetime.
  const kycWebhookSecret = config.kycWebhookSecret ?? randomToken(32);
  const kycSandboxRepository = createKycSandboxRepository(database.db);
  const kycSandbox = createKycSandbox({
    repository: kycSandboxRepository,
    secret: kycWebhookSecret,
    publicUrl,
  });
  const kycDeps = {
    repository: createKycRepository(database.db),
    players,
  };
  const kyc = createKycService({
    ...kycDeps,
    provider: kycSandbox.provider,
    amlDepositsOf: (playerId) => protection.amlDepositsOf(database.db, playerId),
    amlDepositsOfMany: (playerIds) => protection.amlDepositsOfMany(database.db, playerIds),
    publicUrl,
  });
  // A level the provider could not open now is opened from the KYC page later.
  const openBasicKyc = async (
    player: { skinId: number; playerId: number },
    via: 'registration' | 'deposit',
  ) => {
    try {
      await kyc.openBasic(player, via);
    } catch (error) {
      app.log.error(
        { err: error, playerId: player.playerId },
        'opening the basic KYC level failed',
      );
    }
  };
  const tellKycDecision = async (decision: KycDecision) => {
    try {
      await messages.tellKycDecision(decision);
    } catch (error) {
      app.log.error({ err: error }, 'telling a player of a verification decision failed');
    }
  };
  const kycWebhooks = createKycWebhooks({
    ...kycDeps,
    providers: { [kycSandbox.provider.name]: kycSandbox.provider },
    onDecision: tellKycDecision,
  });
  const kycOutbox = createOutboxWorker({
    repository: kycSandboxRepository,
    sign: (body) => ({
      [KYC_DIGEST_HEADER]: signKycPayload(kycWebhookSecret, body),
      [KYC_DIGEST_ALG_HEADER]: KYC_DIGEST_ALG,
    }),
    webhookUrl: () => {
      if (config.kycWebhookUrl) return config.kycWebhookUrl;
      const address = app.server.address();
      return typeof address === 'object' && address
        ? `http://127.0.0.1:${address.port}/v1/kyc/webhooks/${kycSandbox.provider.name}`
        : undefined;
    },
    ...(options.kyc?.retryBaseMs ? { retryBaseMs: options.kyc.retryBaseMs } : {}),
    onError: (error) => app.log.error({ err: error }, 'sandbox verification outbox failed'),
  });
  kycOutbox.start(options.kyc?.outboxEveryMs ?? 1_000);
  app.addHook('onClose', async () => kycOutbox.stop());

  const expiring = setInterval(() => {
    paymentsOps
      .expireDue()
      .then((counts) => {
        if (counts.transfers + counts.checkouts > 0)
          app.log.warn(counts, 'unconfirmed transfers and unpaid checkouts expired');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring deposits failed'));
  }, options.payments?.expireEveryMs ?? 60_000);
  expiring.unref();
  app.addHook('onClose', async () => clearInterval(expiring));
  // Payouts owed since an approval's commit are handed over by any instance, one call each.
  const payingOut = setInterval(() => {
    paymentsOps
      .sendDuePayouts()
      .catch((error: unknown) => app.log.error({ err: error }, 'handing over payouts failed'));
  }, options.payments?.payoutEveryMs ?? 5_000);
  payingOut.unref();
  app.addHook('onClose', async () => {
    clearInterval(payingOut);
    await paymentsOps.payoutsSettled();
  });
  // Bonuses past their expiry, or below the minimum balance while idle, end within a minute
  // (reads and bets end an expired one at once).
  const endingBonuses = setInterval(() => {
    bonus
      .sweep()
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'bonuses ended');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'ending bonuses failed'));
  }, options.bonusSweepEveryMs ?? 60_000);
  endingBonuses.unref();
  app.addHook('onClose', async () => clearInterval(endingBonuses));
  // Registrations never finished are removed once their configured days have passed.
  const removingAbandoned = setInterval(() => {
    const days = config.unfinishedRegistrationDays ?? 7;
    registration
      .removeAbandoned(new Date(Date.now() - days * 86_400_000))
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'abandoned registrations removed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'removing registrations failed'));
  }, options.registrationSweepEveryMs ?? 3_600_000);
  removingAbandoned.unref();
  app.addHook('onClose', async () => clearInterval(removingAbandoned));

  registerRealtime(app, {
    sessions,
    ...(options.redis ? { redis: { ...options.redis, keyPrefix: redisPrefix } } : {}),
  });
  // Crash tables: the service tells the socket, the socket keeps the tables running, and the
  // tables drive the service; each is handed the others once all three exist.
  const linked: {
    socket?: ReturnType<typeof registerCrashSocket>;
    tables?: CrashTables;
  } = {};
  const crash = createCrashService({
    repository: createCrashRepository(database.db),
    studio,
    engine: studioEngines.crash,
    masterKey: gameProviderKey,
    emitter: {
      toGame: (gameId, event, payload) => linked.socket?.toGame(gameId, event, payload),
      toSession: (sessionId, event, payload) => linked.socket?.toSession(sessionId, event, payload),
    },
    onBet: (gameId) => linked.tables?.watch(gameId),
  });
  const crashTables = createCrashTables({
    crash,
    timings: studioEngines.crash.timings,
    hasWatchers: (gameId) => linked.socket?.hasWatchers(gameId) ?? false,
    emitLocal: (gameId, event, payload) => linked.socket?.toGameLocal(gameId, event, payload),
    onError: (error) => app.log.error({ err: error }, 'crash table step failed'),
  });
  linked.tables = crashTables;
  linked.socket = registerCrashSocket(app.io, { crash, tables: crashTables });
  app.addHook('onClose', async () => crashTables.close());

  const checks: Record<string, ReadinessCheck> = { database: database.ping };
  if (options.redis) {
    const redis = options.redis.client;
    checks['redis'] = async () => void (await redis.ping());
  }
  await app.register(systemRoutes, { checks });
  await app.register(mediaRoutes, { casino });

  await app.register(
    async (v1) => {
      registerClientAuth(v1, cms);
      registerSession(v1, sessions);
      await v1.register(ipRoutes);
      await v1.register(cmsRoutes, { cms });
      await v1.register(contentRoutes, { content });
      await v1.register(newsletterRoutes, { newsletter });
      await v1.register(geoRoutes, { geo });
      await v1.register(authRoutes, {
        sessions,
        auth,
        recovery,
        loginWithEmail: SKIN_SETTINGS_SNAPSHOT.ui_options.player_login_with_email,
        jurisdiction,
      });
      await v1.register(adminRoutes, { admin });
      await v1.register(playersRoutes, { players });
      await v1.register(limitsRoutes, { limits, exclusions, limitsOf: players.limitsOf });
      await v1.register(registrationRoutes, { registration, tokens: playerTokens, jurisdiction });
      await v1.register(verificationRoutes, { verification, tokens: playerTokens });
      await v1.register(campaignsRoutes, { campaigns });
      await v1.register(bonusRoutes, { bonus });
      await v1.register(captchaRoutes, { captcha });
      await v1.register(casinoRoutes, { casino });
      await v1.register(playRoutes, { play });
      await v1.register(reportsRoutes, { reports, transactions });
      await v1.register(paymentsRoutes, { payments });
      await v1.register(documentsRoutes, { documents });
      await v1.register(messagesRoutes, { messages });
      await v1.register(surveyRoutes, { survey });
      await v1.register(kycRoutes, { kyc });
    },
    { prefix: '/v1' },
  );
  // Outside the site's client credentials: providers sign their webhooks instead.
  await app.register(paymentWebhookRoutes, {
    prefix: '/v1/payments/webhooks',
    webhooks: paymentWebhooks,
  });
  await app.register(sandboxRoutes, { prefix: '/sandbox/psp', sandbox });
  await app.register(kycWebhookRoutes, { prefix: '/v1/kyc/webhooks', webhooks: kycWebhooks });
  await app.register(kycSandboxRoutes, { prefix: '/sandbox/kyc', sandbox: kycSandbox });
  await app.register(seamlessRoutes, {
    prefix: '/seamless',
    seamless,
    providerBySlug: casino.providerBySlug,
    masterKey: gameProviderKey,
  });
  const blackjack = createBlackjackTable(studio);
  // One count of rounds per game session, whichever of the studio's routes plays them.
  const limitRounds = createRoundRateLimit(app, options.roundsPerMinute);
  await app.register(studioRoutes, { prefix: '/studio', studio, blackjack, limitRounds });
  await app.register(tableRoutes, { prefix: '/studio', studio, limitRounds });
  await app.register(liveRoutes, { prefix: '/studio', live, limitRounds });
  // Live table bets are settled when their round's result shows, by every instance (each round
  // pays once), and after a restart from the stored rounds.
  const settlingLive = setInterval(() => {
    live
      .settleDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'settling live bets failed'));
  }, options.live?.settleEveryMs ?? 2_000);
  settlingLive.unref();
  app.addHook('onClose', async () => clearInterval(settlingLive));
  await app.register(crashRoutes, { prefix: '/studio/crash', crash, limitRounds });
  // Real rounds left open (a stop mid-round, a wallet that did not answer) are settled within
  // minutes; every instance may run it, the round's transaction ids make it pay once.
  const settling = setInterval(() => {
    crash
      .settleLeftBets()
      .then((count) => {
        if (count > 0) app.log.warn({ count }, 'crash bets left riding settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling crash bets failed'));
    studio
      .settleOpenRounds()
      .then((counts) => {
        if (counts.settled + counts.voided + counts.failed > 0)
          app.log.warn(counts, 'open studio rounds settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling open rounds failed'));
    // Hands of blackjack their players left are finished by standing (once, whoever runs it).
    blackjack
      .finishIdle()
      .then((counts) => {
        if (counts.finished + counts.failed > 0)
          app.log.warn(counts, 'idle blackjack hands finished');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'finishing idle hands failed'));
  }, OPEN_ROUND_GRACE_SECONDS * 1_000);
  settling.unref();
  app.addHook('onClose', async () => clearInterval(settling));

  await app.register(bannerArtRoutes);
  if (config.env !== 'production') await app.register(devMailboxRoutes, { notifications });

  const campaignsAdmin = (skinId: number) =>
    createCampaignsAdmin(createCampaignsAdminRepository(database.db), skinId, {
      activeSlotSlugs: casino.activeSlotSlugs,
    });
  await app.register(opsRoutes, {
    prefix: '/ops',
    cms,
    players,
    newsletter,
    casino,
    createPlayer: (body) => createPlayerAccount(database.db, body),
    wallet,
    payments: paymentsOps,
    documents,
    survey,
    messages,
    exclusions,
    kycRecord: (username) =>
      kycRecordForOperator(kycDeps.repository, players.findIdByUsername, username),
    notifications,
    campaignsAdmin,
    bonus,
    staff: { auth: staffAuth, audit, allowTotpCodes: config.env !== 'production' },
    token: options.opsToken,
    database: database.kind,
    redis: Boolean(options.redis),
    startedAt: Date.now(),
  });

  const staffPlayers = createStaffPlayersService(createStaffPlayersRepository(database.db));
  const playerHistory = {
    players: staffPlayers,
    ledger: createPlayerLedger(database.db),
    rounds: createPlayerRounds(database.db, casino),
    limitHistory: createLimitHistory(database.db),
  };
  await app.register(staffRoutes, {
    prefix: '/v1/staff',
    auth: staffAuth,
    audit,
    secureCookie: publicUrl.startsWith('https:'),
    payments: paymentsOps,
    documents,
    cms,
    contentEditor: createContentEditorService(createContentEditorRepository(database.db)),
    textEditor: createTextEditorService(createCmsRepository(database.db), cms.forgetTexts),
    houseReports: createHouseReportsService({
      house: createHouseTotals(database.db),
      casino,
      currencyCodeOf: async (currencyId) =>
        (await geo.listCurrencies()).find((entry) => entry.id === currencyId)?.code ??
        String(currencyId),
    }),
    statements: createPlayerStatements({ transactions, playerOf: staffPlayers.get }),
    casino,
    messages,
    adjustments: createAdjustmentsService(createAdjustmentsRepository(database.db), wallet),
    exclusions,
    playerHistory,
    campaigns: {
      campaignsAdmin,
      figures: bonus.campaignFigures,
      currencyCodes: async () =>
        Object.fromEntries(
          (await geo.listCurrencies()).map((entry) => [String(entry.id), entry.code]),
        ),
    },
    kyc: {
      players: staffPlayers,
      kyc,
      compliance: createKycCompliance({ ...kycDeps, onDecision: tellKycDecision }),
      survey,
    },
    support: createSupportRequestsService({
      repository: messagesRepository,
      tellWithin: messages.tellWithin,
    }),
    players: {
      players: staffPlayers,
      balanceOf: wallet.balanceOf,
      currencyCodeOf: async (currencyId) =>
        (await geo.listCurrencies()).find((entry) => entry.id === currencyId)?.code ?? null,
      limitsOf: players.limitsOf,
      exclusionsOf: (playerId) => exclusions.requests(playerId, false),
      kycLevelsOf: (playerId) => kyc.levelsOf(playerId),
      sessionsOf: (playerId) => sessions.recentOf(playerId),
      loginAttemptsOf: (playerId) => loginGuard.recentOfPlayer(playerId),
      documentsOf: (playerId) => documents.list(playerId),
      messagesOf: async (playerId) =>
        (await messages.list(playerId, { page: 1, per_page: 20, folder: 'inbox' })).data,
    },
  });

  // Fastify runs onClose hooks last registered first: registered last, this lets the work that
  // commits started finish before the socket server, the outboxes and the mail transport close
  // (and so before server.ts closes the database and Redis).
  app.addHook('onClose', () => background.settled());

  const hasSite = options.staticDirs ? await registerStaticSite(app, options.staticDirs) : false;
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url);
    if (hasSite && isPage) {
      // Client-side routes: the site decides what to show (and sends unknown paths to /).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(reply);
  });

  return app;
};
