import { readFile, writeFile } from 'node:fs/promises';
import {
  OPS_CATALOG_GENERATE_MAX,
  opsDocumentReviewBody,
  opsExclusionAnswerBody,
  opsSurveyRequirementBody,
  opsPaymentActionBody,
  opsPaymentConfirmBody,
  opsPlayerCreateBody,
  opsWalletAdjustBody,
  MESSAGE_TYPES,
  opsMessageBody,
  type Message,
  type OpsMessageBody,
  type OpsDocument,
  type OpsDocumentReviewBody,
  type OpsExclusionAnswerBody,
  type OpsExclusionRequest,
  type OpsSurveyRequirementBody,
  type OpsSurveyStanding,
  type OpsKycRecord,
  OPS_MAIL_STATUSES,
  type OpsMail,
  type OpsMailStatus,
  type OpsPayment,
  type OpsPaymentActionBody,
  type OpsPaymentConfirmBody,
  type OpsPlayerCreateBody,
  type OpsWalletAdjustBody,
  opsCampaignEndBody,
  type Campaign,
  type OpsCampaignCost,
  type OpsCampaignShow,
  STAFF_ROLES,
  type StaffAuditVerify,
} from '@prime/contract';
import {
  createCampaignsAdminRepository,
  createCampaignsRepository,
} from '../modules/campaigns/campaigns.repository';
import {
  createCampaignsAdmin,
  createCampaignsService,
} from '../modules/campaigns/campaigns.service';
import { createBonusRepository } from '../modules/bonus/bonus.repository';
import { createBonusService } from '../modules/bonus/bonus.service';
import { createSandboxRepository } from '../adapters/psp/sandbox/sandbox.repository';
import { createSandboxProvider } from '../adapters/psp/sandbox/sandbox-provider';
import { createPaymentsRepository } from '../modules/payments/payments.repository';
import { createPaymentsOps } from '../modules/payments/payments-ops';
import { createExclusionRepository } from '../modules/protection/exclusion.repository';
import { createExclusionService } from '../modules/protection/exclusion.service';
import { createProtectionRepository } from '../modules/protection/protection.repository';
import { createProtectionService, statusRefusal } from '../modules/protection/protection.service';
import { createDiskStore } from '../modules/documents/document-store';
import { createDocumentsRepository } from '../modules/documents/documents.repository';
import { createDocumentsService } from '../modules/documents/documents.service';
import { createMessagesRepository } from '../modules/messages/messages.repository';
import { createMessagesService } from '../modules/messages/messages.service';
import { createSurveyRepository } from '../modules/survey/survey.repository';
import { surveyRequestForOperator } from '../modules/survey/survey.ops';
import { createKycRepository } from '../modules/kyc/kyc.repository';
import { kycRecordForOperator } from '../modules/kyc/kyc.ops';
import { mailsForOperator } from '../modules/notifications/mail.ops';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createSurveyService } from '../modules/survey/survey.service';
import { createBackgroundWork } from '../lib/background';
import { randomToken } from '../lib/hash';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { databaseIdentity } from '../db/identity';
import { runMigrations } from '../db/migrate';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createSessionsService } from '../modules/auth/sessions.service';
import { createCasinoRepository } from '../modules/casino/casino.repository';
import { createCasinoService } from '../modules/casino/casino.service';
import { createCmsRepository } from '../modules/cms/cms.repository';
import { createCmsService } from '../modules/cms/cms.service';
import { createGeoRepository } from '../modules/geo/geo.repository';
import { createGeoService } from '../modules/geo/geo.service';
import { createNewsletterRepository } from '../modules/newsletter/newsletter.repository';
import { createNewsletterService } from '../modules/newsletter/newsletter.service';
import { optOutPath } from '../modules/newsletter/opt-out-token';
import { createPlayerAccount, type CreatedPlayer } from '../modules/players/create-player';
import { createPlayersRepository } from '../modules/players/players.repository';
import { createPlayersService } from '../modules/players/players.service';
import {
  adjustForOperator,
  checkForOperator,
  type WalletAdjusted,
  type WalletCheckReport,
} from '../modules/wallet/wallet.ops';
import { createWalletRepository } from '../modules/wallet/wallet.repository';
import { createWalletService } from '../modules/wallet/wallet.service';
import { createLoginAttemptsRepository } from '../modules/auth/login-attempts.repository';
import { createLoginGuard } from '../modules/auth/login-guard.service';
import { createAuditRepository } from '../modules/staff/audit.repository';
import { createAuditService } from '../modules/staff/audit.service';
import { createStaffRepository } from '../modules/staff/staff.repository';
import { createStaffAuthService } from '../modules/staff/staff-auth.service';
import { createStaffSessionsRepository } from '../modules/staff/staff-sessions.repository';
import { opsFilePath, readOpsFile, type OpsFile } from './ops-file';

/** Operator commands: `npm run ops -- <command> [args]`. */
const COMMANDS = {
  help: 'List the operator commands.',
  status:
    'Show whether a server runs, which database it uses, and the maintenance state of each skin.',
  'maintenance on':
    'Put every skin in maintenance: the site shows its maintenance page, writes are refused.',
  'maintenance off': 'End maintenance: the site is back at once.',
  'maintenance status': 'Show the maintenance state of each skin.',
  'newsletter-link <username>':
    'Create a fresh newsletter opt-out link of a player and print the site path.',
  'catalog generate N':
    'Add N generated games to the catalog (e.g. 20000 for benchmarks); a running lobby shows them at once.',
  'player create <username> [options]':
    'Create an active EUR player and print it as JSON. Options: --email E, --password P, --mobile +420..., --imported (legacy password, must change it), --no-terms, --unverified, --pep, --country XX, --disabled-days N, --self-excluded-days N.',
  'wallet credit|debit <username> <amount> --reason R':
    'Credit or debit a player (major units) with a reason, recorded as an adjustment. Options: --pocket available|deposited|bonus (default available), --key K (a retry with the same key moves nothing).',
  'wallet check':
    'Prove the ledger: every transaction sums to zero and every cached balance equals its entries (exit 1 otherwise).',
  'payments pending':
    'List withdrawals waiting for approval and bank or crypto deposits waiting for their money.',
  'payments approve|reject <id> --reason R':
    'Approve a withdrawal (the sandbox provider pays it out, its webhook settles it) or reject it (the money returns to the player). Option: --operator NAME (default $USER), recorded with the reason.',
  'payments confirm <id> <amount> --reason R':
    'Confirm a bank or crypto deposit with the amount that actually arrived (major units); that amount is credited.',
  'payments decline <id> --reason R':
    'Decline a bank or crypto deposit whose money did not arrive.',
  'payments revert <id> --reason R':
    'Revert a card or e-wallet deposit (chargeback): taken back from deposited, then available; the bonus it earned is forfeited.',
  'payments retry-payout|stop-payout <id> --reason R':
    'An approved withdrawal whose payout is stuck: hand it to the provider again now, or stop it and return the money to the player (only once the provider confirms nothing is paid out).',
  'payments decline-checkout <id> --reason R':
    'Decline a card or e-wallet deposit that was not paid (the provider closes its checkout first); unpaid checkouts also expire after CARD_CHECKOUT_EXPIRY_MINUTES.',
  'documents pending': 'List the documents waiting for review, with their files.',
  'documents approve|reject <id> --reason R':
    'Approve a document (the player sees it verified) or reject it with the reason the player reads. Option: --operator NAME (default $USER).',
  'documents file <file-id> <path>': 'Write a file of a document to a path, to look at it.',
  'mail queued|failed':
    'List the mails waiting for the SMTP server, with their attempts and its last answer, or those given up (refused for good or out of attempts).',
  'kyc show <username>':
    'Show a player’s KYC levels and every event of the verification provider, applied or ignored and why.',
  'survey require|lift <username> --reason R':
    'Ask a player to answer the source-of-wealth questionnaire (withdrawals wait until it is answered), or lift the request. Option: --operator NAME (default $USER).',
  'messages send <username> --subject S --body B':
    'Write to a player: the message is in their inbox and, with the server running, shown at once. Options: --type T (default custom; realityCheck, firstLogin, campaignReached, ...), --operator NAME (default $USER).',
  'exclusions pending': 'List the requests of self-excluded players to end their exclusion sooner.',
  'exclusions grant|refuse <id> --reason R':
    'Grant an earlier end (it applies 24 hours later, 7 days for an exclusion without end) or refuse it. Option: --operator NAME (default $USER).',
  'campaigns list|show <code>':
    'List every campaign of the skin (running or not), or show one definition with its changes. Option: --skin ID (default 1).',
  'campaigns create --file F --reason R':
    'Create a campaign from a JSON definition (decision 0031 names its fields); a refused field changes nothing. Options: --operator NAME (default $USER), --skin ID.',
  'campaigns edit <code> --set field=JSON ... | --file F --reason R':
    'Change fields of a campaign (the whole definition is checked again). Options: --operator NAME, --skin ID.',
  'campaigns end <code> --reason R':
    'End a campaign now: no longer offered nor accepted by code. Options: --operator NAME, --skin ID.',
  'campaigns cost':
    'What each campaign gave and cost by currency: players who took it, active, converted, forfeited or expired, and the minor units awarded, converted and removed.',
  'staff create <name> --role ROLE':
    'Create a back-office staff member (roles: admin, payments, compliance, support, content) and print the generated password once. Option: --password P (12 characters or more).',
  'staff totp <name>':
    'Print the current authenticator code of a staff member (demos and tests; refused in production).',
  'audit verify':
    'Walk the staff audit chain and report the first altered or missing row (exit 1 then).',
} as const;

/** The operator actions on one payment. */
const PAYMENT_ACTIONS = [
  'approve',
  'reject',
  'confirm',
  'decline',
  'revert',
  'retry-payout',
  'stop-payout',
  'decline-checkout',
] as const;
type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

type SkinState = { id: number; name: string; in_maintenance: boolean };

/** How a command reaches the data: the running server's operator API, or the database itself. */
type Target = {
  describe: string;
  listSkins: () => Promise<SkinState[]>;
  setMaintenance: (on: boolean) => Promise<void>;
  /** Site path of a new opt-out link of the player. */
  newsletterLink: (username: string) => Promise<string>;
  generateCatalog: (count: number) => Promise<{ added: number; total: number }>;
  createPlayer: (body: OpsPlayerCreateBody) => Promise<CreatedPlayer>;
  walletAdjust: (body: OpsWalletAdjustBody) => Promise<WalletAdjusted>;
  walletCheck: () => Promise<WalletCheckReport>;
  pendingPayments: () => Promise<OpsPayment[]>;
  paymentAction: (
    action: PaymentAction,
    id: number,
    body: OpsPaymentActionBody | OpsPaymentConfirmBody,
  ) => Promise<OpsPayment>;
  pendingDocuments: () => Promise<OpsDocument[]>;
  reviewDocument: (
    action: 'approve' | 'reject',
    id: number,
    body: OpsDocumentReviewBody,
  ) => Promise<OpsDocument>;
  documentFile: (fileId: string) => Promise<Buffer>;
  surveyRequest: (
    action: 'require' | 'lift',
    body: OpsSurveyRequirementBody,
  ) => Promise<OpsSurveyStanding>;
  sendMessage: (body: OpsMessageBody) => Promise<Message & { player_id: number }>;
  pendingExclusions: () => Promise<OpsExclusionRequest[]>;
  answerExclusion: (
    action: 'grant' | 'refuse',
    id: number,
    body: OpsExclusionAnswerBody,
  ) => Promise<OpsExclusionRequest>;
  kycRecord: (username: string) => Promise<OpsKycRecord>;
  mails: (status: OpsMailStatus) => Promise<OpsMail[]>;
  campaigns: (skinId: number) => CampaignsTarget;
  createStaff: (body: { username: string; role: string; password: string }) => Promise<unknown>;
  staffTotp: (username: string) => Promise<string>;
  auditVerify: () => Promise<StaffAuditVerify>;
  close: () => Promise<void>;
};

type Who = { operator: string; reason: string };
/** Campaign definitions of one skin. */
type CampaignsTarget = {
  list: () => Promise<Campaign[]>;
  show: (code: string) => Promise<OpsCampaignShow>;
  create: (definition: unknown, who: Who) => Promise<Campaign>;
  edit: (code: string, changes: Record<string, unknown>, who: Who) => Promise<Campaign>;
  end: (code: string, who: Who) => Promise<Campaign>;
  cost: () => Promise<OpsCampaignCost[]>;
};

const REMOTE_TIMEOUT_MS = 5_000;
/** Generating a big catalog inside the server takes a while on the embedded database. */
const GENERATE_TIMEOUT_MS = 600_000;

const remoteTarget = (server: OpsFile): Target => {
  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    timeoutMs = REMOTE_TIMEOUT_MS,
  ): Promise<T> => {
    const response = await fetch(`${server.url}/ops${path}`, {
      method,
      headers: {
        'x-ops-token': server.token,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const payload = (await response.json()) as {
      data: T;
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (!response.ok)
      throw new Error(
        `The server refused: ${payload.message ?? response.status}${payload.errors ? `\n${fieldErrors(payload.errors)}` : ''}`,
      );
    return payload.data;
  };
  return {
    describe: `running server at ${server.url} (pid ${server.pid})`,
    listSkins: async () => (await call<{ skins: SkinState[] }>('GET', '/status')).skins,
    setMaintenance: async (on) => void (await call('POST', '/maintenance', { in_maintenance: on })),
    newsletterLink: async (username) =>
      (await call<{ path: string }>('POST', '/newsletter-link', { username })).path,
    generateCatalog: (count) => call('POST', '/catalog/generate', { count }, GENERATE_TIMEOUT_MS),
    createPlayer: (body) => call('POST', '/players', body),
    walletAdjust: (body) => call('POST', '/wallet/adjust', body),
    walletCheck: () => call('GET', '/wallet/check'),
    pendingPayments: () => call('GET', '/payments/pending'),
    paymentAction: (action, id, body) => call('POST', `/payments/${id}/${action}`, body),
    pendingDocuments: () => call('GET', '/documents/pending'),
    reviewDocument: (action, id, body) => call('POST', `/documents/${id}/${action}`, body),
    documentFile: async (fileId) => {
      const response = await fetch(`${server.url}/ops/documents/files/${fileId}`, {
        headers: { 'x-ops-token': server.token },
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`The server refused: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    surveyRequest: (action, body) => call('POST', `/survey/${action}`, body),
    sendMessage: (body) => call('POST', '/messages', body),
    pendingExclusions: () => call('GET', '/exclusions/pending'),
    answerExclusion: (action, id, body) => call('POST', `/exclusions/${id}/${action}`, body),
    kycRecord: (username) => call('GET', `/kyc/${encodeURIComponent(username)}`),
    mails: (status) => call('GET', `/mail?status=${status}`),
    campaigns: (skinId) => {
      const at = (path: string) => `/campaigns${path}?skin_id=${skinId}`;
      const code = (value: string) => `/${encodeURIComponent(value)}`;
      return {
        list: () => call('GET', at('')),
        show: (value) => call('GET', at(code(value))),
        create: (definition, who) => call('POST', at(''), { definition, ...who }),
        edit: (value, changes, who) => call('POST', at(`${code(value)}/edit`), { changes, ...who }),
        end: (value, who) => call('POST', at(`${code(value)}/end`), who),
        cost: () => call('GET', '/campaigns/cost'),
      };
    },
    createStaff: (body) => call('POST', '/staff', body),
    staffTotp: async (username) =>
      (await call<{ code: string }>('GET', `/staff/${encodeURIComponent(username)}/totp`)).code,
    auditVerify: () => call('GET', '/audit/verify'),
    close: async () => undefined,
  };
};

const localTarget = async (config: Config): Promise<Target> => {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await database.runExclusive(() => runMigrations(database));
  // The services a server builds (app.ts), on this database: the commands call them alone.
  const geo = createGeoService(createGeoRepository(database.db));
  const cms = createCmsService(createCmsRepository(database.db), geo);
  const wallet = createWalletService(createWalletRepository(database.db));
  const players = createPlayersService(createPlayersRepository(database.db), {
    geo,
    sessions: createSessionsService(createSessionsRepository(database.db)),
    balances: wallet.balanceOf,
    fenceStakes: wallet.fenceWithin,
  });
  const newsletter = createNewsletterService(createNewsletterRepository(database.db), players);
  const casino = createCasinoService(createCasinoRepository(database.db));
  // An approved withdrawal's payout is recorded with the sandbox provider here; the server
  // settles it and sends its webhook once it runs.
  const sandbox = createSandboxProvider({
    repository: createSandboxRepository(database.db),
    secret: config.pspWebhookSecret ?? randomToken(32),
    publicUrl: config.publicUrl,
    delayMs: config.pspSandboxDelayMs,
  });
  const survey = createSurveyService({
    repository: createSurveyRepository(database.db),
    playerOf: players.getPlayer,
    languages: cms.listLanguages,
  });
  // Without a server no socket is connected: the player finds the message in the inbox.
  const messages = createMessagesService({
    repository: createMessagesRepository(database.db),
    push: () => undefined,
    languageOfPlayer: async (playerId) => (await players.findLaunchPlayer(playerId))?.language,
  });
  // A review made here shows in the player's documents list and tells the player in the inbox.
  const documents = createDocumentsService({
    repository: createDocumentsRepository(database.db),
    store: createDiskStore(config.documentsDir),
    players,
    statusRefusal,
    tellPlayerOfReview: messages.tellDocumentReview,
    publicUrl: config.publicUrl,
  });
  const sessions = createSessionsService(createSessionsRepository(database.db));
  // An answer moves only the end of an exclusion; the sessions of a player end when it starts.
  const exclusions = createExclusionService(createExclusionRepository(database.db), {
    players,
    pocketsWithin: wallet.pocketsWithin,
    endPlay: (tx, playerId) => sessions.revokeAllForPlayer(playerId, tx),
  });
  // A deposit confirmed here awards the player's chosen deposit bonus, as on the server; its
  // message to the player is stored before the database closes.
  const background = createBackgroundWork(() => undefined);
  const bonus = createBonusService(createBonusRepository(database.db), {
    wallet,
    campaigns: createCampaignsService(createCampaignsRepository(database.db)),
    players,
    gameKind: casino.gameKindOf,
    currencyCodeOf: async (currencyId) =>
      (await geo.listCurrencies()).find((currency) => currency.id === currencyId)?.code ?? '',
    tell: messages.tell,
    push: () => undefined,
    background,
  });
  const payments = createPaymentsOps({
    bonus,
    repository: createPaymentsRepository(database.db),
    wallet,
    protection: createProtectionService(createProtectionRepository()),
    geo,
    survey,
    providers: { [sandbox.provider.name]: sandbox.provider },
    publicUrl: config.publicUrl,
    offlineTransferExpiryDays: config.offlineTransferExpiryDays,
    checkoutExpiryMinutes: config.cardCheckoutExpiryMinutes,
  });
  const audit = createAuditService(createAuditRepository(database.db));
  const staffAuth = createStaffAuthService({
    repository: createStaffRepository(database.db),
    sessions: createStaffSessionsRepository(database.db),
    guard: createLoginGuard(createLoginAttemptsRepository(database.db)),
    audit,
  });
  return {
    describe:
      database.kind === 'postgres'
        ? 'PostgreSQL database (no local server running)'
        : `embedded database in ${config.dataDir} (no server running)`,
    listSkins: async () =>
      (await cms.listSkins()).map((skin) => ({
        id: skin.id,
        name: skin.name,
        in_maintenance: skin.inMaintenance,
      })),
    setMaintenance: async (on) => void (await cms.setMaintenance(on)),
    newsletterLink: async (username) => {
      const playerId = await players.findIdByUsername(username);
      if (!playerId) throw new Error(`No player with the username ${username}.`);
      return optOutPath(await newsletter.createOptOutToken(playerId));
    },
    // Other instances on the same PostgreSQL see the games at their next catalog version check.
    generateCatalog: async (count) => {
      const added = await casino.generateGames(count);
      return { added, total: await casino.countGames() };
    },
    createPlayer: (body) => createPlayerAccount(database.db, body),
    walletAdjust: (body) => adjustForOperator(wallet, players.findIdByUsername, body),
    walletCheck: () => checkForOperator(wallet),
    pendingPayments: () => payments.listPending(),
    paymentAction: (action, id, body) => {
      if (action === 'confirm') return payments.confirmDeposit(id, body as OpsPaymentConfirmBody);
      const run = {
        approve: payments.approveWithdrawal,
        reject: payments.rejectWithdrawal,
        decline: payments.declineDeposit,
        revert: payments.revertDeposit,
        'retry-payout': payments.retryPayout,
        'stop-payout': payments.stopPayout,
        'decline-checkout': payments.declineCheckout,
      }[action];
      return run(id, body);
    },
    pendingDocuments: () => documents.listPending(),
    reviewDocument: (action, id, body) => documents[action](id, body),
    documentFile: async (fileId) => (await documents.readFileForOperator(fileId)).bytes,
    surveyRequest: (action, body) =>
      surveyRequestForOperator(survey, players.findIdByUsername, action, body),
    sendMessage: async ({ username, operator, ...message }) => {
      const playerId = await players.findIdByUsername(username);
      if (!playerId) throw new Error(`No player with the username ${username}.`);
      const told = await messages.tell(playerId, { ...message, sender: operator });
      return { ...told!, player_id: playerId };
    },
    pendingExclusions: () => exclusions.listRequested(),
    answerExclusion: (action, id, body) => exclusions.answer(id, action, body),
    kycRecord: (username) =>
      kycRecordForOperator(createKycRepository(database.db), players.findIdByUsername, username),
    mails: (status) => mailsForOperator(createNotificationsRepository(database.db), status),
    campaigns: (skinId) => ({
      ...createCampaignsAdmin(createCampaignsAdminRepository(database.db), skinId, {
        activeSlotSlugs: casino.activeSlotSlugs,
      }),
      cost: bonus.cost,
    }),
    createStaff: ({ username, role, password }) => staffAuth.create(username, role, password),
    staffTotp: async (username) => {
      if (config.env === 'production') throw new Error('Not in production.');
      const code = await staffAuth.currentCodeOf(username);
      if (!code) throw new Error(`No staff member ${username} with an authenticator secret.`);
      return code;
    },
    auditVerify: () => audit.verify(),
    close: async () => {
      await background.settled();
      await database.close();
    },
  };
};

/** The server named in DATA_DIR/ops.json, if it answers. */
const runningServer = async (config: Config): Promise<OpsFile | undefined> => {
  const server = await readOpsFile(config.dataDir);
  if (!server) return undefined;
  try {
    const response = await fetch(`${server.url}/health`, {
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
    return response.ok ? server : undefined;
  } catch {
    return undefined;
  }
};

const printSkins = (skins: SkinState[]) => {
  for (const skin of skins) {
    console.log(
      `  skin ${skin.id} ${skin.name}: maintenance ${skin.in_maintenance ? 'ON' : 'off'}`,
    );
  }
};

const printHelp = () => {
  console.log('Usage: npm run ops -- <command> [args]\n\nCommands:');
  for (const [name, text] of Object.entries(COMMANDS)) console.log(`  ${name.padEnd(28)} ${text}`);
  console.log(
    '\nWith a server running, commands go through its operator API (token in DATA_DIR/ops.json);',
  );
  console.log('otherwise they open the database of DATA_DIR or DATABASE_URL directly.');
};

/** The N of `catalog generate N`, or undefined when it is not a whole number in range. */
const parseCount = (text: string | undefined): number | undefined => {
  const count = Number(text);
  return /^\d+$/.test(text ?? '') && count >= 1 && count <= OPS_CATALOG_GENERATE_MAX
    ? count
    : undefined;
};

/** `player create <username> [--email E] [--password P] [--mobile M] [--imported] [--no-terms] [--unverified] [--pep] [--country XX] [--disabled-days N] [--self-excluded-days N]`. */
const parsePlayerCreate = (args: string[]): OpsPlayerCreateBody | string => {
  const [username, ...rest] = args;
  const body: Record<string, unknown> = { username };
  for (let index = 0; index < rest.length; index += 1) {
    const flag = rest[index];
    if (flag === '--imported') body['imported'] = true;
    else if (flag === '--no-terms') body['no_terms'] = true;
    else if (flag === '--unverified') body['unverified'] = true;
    else if (flag === '--pep') body['pep'] = true;
    else if (flag === '--disabled-days' || flag === '--self-excluded-days') {
      body[flag.slice(2).replaceAll('-', '_')] = Number(rest[index + 1]);
      index += 1;
    } else if (
      flag === '--email' ||
      flag === '--password' ||
      flag === '--mobile' ||
      flag === '--country'
    ) {
      body[flag.slice(2)] = rest[index + 1];
      index += 1;
    } else return `Unknown option: ${flag}`;
  }
  const parsed = opsPlayerCreateBody.safeParse(body);
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
};

/** `wallet credit|debit <username> <amount> --reason R [--pocket P] [--key K]`. */
const parseWalletAdjust = (args: string[]): OpsWalletAdjustBody | string => {
  const [direction, username, amount, ...rest] = args;
  const body: Record<string, unknown> = { direction, username, amount: Number(amount) };
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (flag === '--reason') body['reason'] = value;
    else if (flag === '--pocket') body['pocket'] = value;
    else if (flag === '--key') body['idempotency_key'] = value;
    else return `Unknown option: ${flag}`;
  }
  const parsed = opsWalletAdjustBody.safeParse(body);
  return parsed.success
    ? parsed.data
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
};

/** `payments <action> <id> [<amount>] --reason R [--operator NAME]`. */
const parsePaymentAction = (
  args: string[],
): { action: PaymentAction; id: number; body: OpsPaymentActionBody } | string => {
  const [action, id, ...rest] = args;
  if (!PAYMENT_ACTIONS.includes(action as PaymentAction) || !/^\d{1,18}$/.test(id ?? ''))
    return 'Usage: npm run ops -- payments pending | payments approve|reject|decline|revert|retry-payout|stop-payout|decline-checkout <id> --reason R | payments confirm <id> <amount> --reason R';
  const body: Record<string, unknown> = { operator: process.env['USER'] ?? 'operator' };
  const flags = action === 'confirm' ? rest.slice(1) : rest;
  if (action === 'confirm') body['amount'] = Number(rest[0]);
  for (let index = 0; index < flags.length; index += 2) {
    const flag = flags[index];
    if (flag === '--reason') body['reason'] = flags[index + 1];
    else if (flag === '--operator') body['operator'] = flags[index + 1];
    else return `Unknown option: ${flag}`;
  }
  const parsed = (action === 'confirm' ? opsPaymentConfirmBody : opsPaymentActionBody).safeParse(
    body,
  );
  return parsed.success
    ? { action: action as PaymentAction, id: Number(id), body: parsed.data }
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
};

/** `--reason R [--operator NAME]` after a command's own arguments. */
const parseActorFlags = (flags: string[]): Record<string, unknown> | string => {
  const body: Record<string, unknown> = { operator: process.env['USER'] ?? 'operator' };
  for (let index = 0; index < flags.length; index += 2) {
    const flag = flags[index];
    if (flag === '--reason') body['reason'] = flags[index + 1];
    else if (flag === '--operator') body['operator'] = flags[index + 1];
    else return `Unknown option: ${flag}`;
  }
  return body;
};

const fieldErrors = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('\n');

type CampaignsCommand =
  | { kind: 'list'; skinId: number }
  | { kind: 'cost'; skinId: number }
  | { kind: 'show'; skinId: number; code: string }
  | { kind: 'create'; skinId: number; file: string; who: Who }
  | {
      kind: 'edit';
      skinId: number;
      code: string;
      file: string | undefined;
      set: Record<string, unknown>;
      who: Who;
    }
  | { kind: 'end'; skinId: number; code: string; who: Who };

/** A `--set` value: JSON when it parses (numbers, lists, objects, null), else the text itself. */
const setValue = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** `campaigns list | show <code> | create --file F | edit <code> --set k=v | end <code>`. */
const parseCampaigns = (args: string[]): CampaignsCommand | string => {
  const usage =
    'Usage: npm run ops -- campaigns list | cost | show <code> | create --file F --reason R | edit <code> --set field=JSON --reason R | end <code> --reason R';
  const [action, ...rest] = args;
  const withoutCode = action === 'list' || action === 'create' || action === 'cost';
  const code = withoutCode ? undefined : rest.shift();
  if (!action || !['list', 'cost', 'show', 'create', 'edit', 'end'].includes(action)) return usage;
  if (!withoutCode && !code) return usage;
  const flags: Record<string, unknown> = { operator: process.env['USER'] ?? 'operator' };
  const set: Record<string, unknown> = {};
  let skinId = 1;
  let file: string | undefined;
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (value === undefined) return `${flag}: a value is needed`;
    if (flag === '--reason' || flag === '--operator') flags[flag.slice(2)] = value;
    else if (flag === '--file') file = value;
    else if (flag === '--skin' && /^[1-9]\d{0,5}$/.test(value)) skinId = Number(value);
    else if (flag === '--set' && value.includes('=')) {
      const [field, ...text] = value.split('=');
      set[field!] = setValue(text.join('='));
    } else return `Unknown option: ${flag} ${value}`;
  }
  if (action === 'list') return { kind: 'list', skinId };
  if (action === 'cost') return { kind: 'cost', skinId };
  if (action === 'show') return { kind: 'show', skinId, code: code! };
  const who = opsCampaignEndBody.safeParse(flags);
  if (!who.success) return issuesOf(who.error.issues);
  if (action === 'end') return { kind: 'end', skinId, code: code!, who: who.data };
  if (action === 'create')
    return file ? { kind: 'create', skinId, file, who: who.data } : 'campaigns create: --file F';
  if (!file && Object.keys(set).length === 0) return 'campaigns edit: --set field=JSON or --file F';
  return { kind: 'edit', skinId, code: code!, file, set, who: who.data };
};

const readJson = async (path: string): Promise<unknown> =>
  JSON.parse(await readFile(path, 'utf8')) as unknown;

const runCampaigns = async (target: CampaignsTarget, command: CampaignsCommand) => {
  switch (command.kind) {
    case 'list':
      return target.list();
    case 'show':
      return target.show(command.code);
    case 'create':
      return target.create(await readJson(command.file), command.who);
    case 'edit': {
      const fromFile = command.file ? await readJson(command.file) : {};
      if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile))
        throw new Error(`${command.file}: a JSON object of the fields to change is needed.`);
      return target.edit(command.code, { ...fromFile, ...command.set }, command.who);
    }
    case 'end':
      return target.end(command.code, command.who);
    case 'cost':
      return target.cost();
  }
};

const issuesOf = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');

type DocumentsCommand =
  | { kind: 'pending' }
  | { kind: 'review'; action: 'approve' | 'reject'; id: number; body: OpsDocumentReviewBody }
  | { kind: 'file'; fileId: string; path: string };

/** `documents pending | approve|reject <id> --reason R [--operator NAME] | file <file-id> <path>`. */
const parseDocuments = (args: string[]): DocumentsCommand | string => {
  const [action, target, ...rest] = args;
  const usage =
    'Usage: npm run ops -- documents pending | documents approve|reject <id> --reason R | documents file <file-id> <path>';
  if (action === 'pending' && target === undefined) return { kind: 'pending' };
  if (action === 'file')
    return target && rest.length === 1 ? { kind: 'file', fileId: target, path: rest[0]! } : usage;
  if ((action !== 'approve' && action !== 'reject') || !/^\d{1,9}$/.test(target ?? ''))
    return usage;
  const body = parseActorFlags(rest);
  if (typeof body === 'string') return body;
  const parsed = opsDocumentReviewBody.safeParse(body);
  return parsed.success
    ? { kind: 'review', action, id: Number(target), body: parsed.data }
    : issuesOf(parsed.error.issues);
};

/** `survey require|lift <username> --reason R [--operator NAME]`. */
const parseSurvey = (
  args: string[],
): { action: 'require' | 'lift'; body: OpsSurveyRequirementBody } | string => {
  const [action, username, ...rest] = args;
  if ((action !== 'require' && action !== 'lift') || !username)
    return 'Usage: npm run ops -- survey require|lift <username> --reason R';
  const body = parseActorFlags(rest);
  if (typeof body === 'string') return body;
  const parsed = opsSurveyRequirementBody.safeParse({ ...body, username });
  return parsed.success ? { action, body: parsed.data } : issuesOf(parsed.error.issues);
};

/** `messages send <username> --subject S --body B [--type T] [--operator NAME]`. */
const parseMessage = (args: string[]): OpsMessageBody | string => {
  const [action, username, ...rest] = args;
  if (action !== 'send' || !username)
    return 'Usage: npm run ops -- messages send <username> --subject S --body B [--type T]';
  const body: Record<string, unknown> = {
    username,
    operator: process.env['USER'] ?? 'operator',
  };
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (flag === '--subject' || flag === '--body' || flag === '--type' || flag === '--operator')
      body[flag.slice(2)] = value;
    else return `Unknown option: ${flag}`;
  }
  if (body['type'] !== undefined && !(MESSAGE_TYPES as readonly unknown[]).includes(body['type']))
    return `--type: one of ${MESSAGE_TYPES.join(', ')}`;
  const parsed = opsMessageBody.safeParse(body);
  return parsed.success ? parsed.data : issuesOf(parsed.error.issues);
};

type ExclusionsCommand =
  | { kind: 'pending' }
  | { kind: 'answer'; action: 'grant' | 'refuse'; id: number; body: OpsExclusionAnswerBody };

/** `exclusions pending | grant|refuse <id> --reason R [--operator NAME]`. */
const parseExclusions = (args: string[]): ExclusionsCommand | string => {
  const [action, target, ...rest] = args;
  if (action === 'pending' && target === undefined) return { kind: 'pending' };
  if ((action !== 'grant' && action !== 'refuse') || !/^\d{1,9}$/.test(target ?? ''))
    return 'Usage: npm run ops -- exclusions pending | exclusions grant|refuse <id> --reason R';
  const body = parseActorFlags(rest);
  if (typeof body === 'string') return body;
  const parsed = opsExclusionAnswerBody.safeParse(body);
  return parsed.success
    ? { kind: 'answer', action, id: Number(target), body: parsed.data }
    : issuesOf(parsed.error.issues);
};

type StaffCommand =
  | {
      kind: 'create';
      body: { username: string; role: string; password: string };
      generated: boolean;
    }
  | { kind: 'totp'; username: string };

/** `staff create <name> --role ROLE [--password P]` | `staff totp <name>`. */
const parseStaff = (args: string[]): StaffCommand | string => {
  const [action, username, ...rest] = args;
  const usage = `Usage: npm run ops -- staff create <name> --role ${STAFF_ROLES.join('|')} [--password P] | staff totp <name>`;
  if (!username) return usage;
  if (action === 'totp' && rest.length === 0) return { kind: 'totp', username };
  if (action !== 'create') return usage;
  let role: string | undefined;
  let password: string | undefined;
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (flag === '--role' && value) role = value;
    else if (flag === '--password' && value) password = value;
    else return `Unknown option: ${flag}\n${usage}`;
  }
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
    return `--role: one of ${STAFF_ROLES.join(', ')}`;
  if (password !== undefined && password.length < 12) return '--password: 12 characters or more.';
  return {
    kind: 'create',
    body: { username, role, password: password ?? randomToken(18) },
    generated: password === undefined,
  };
};

const run = async (args: string[]): Promise<number> => {
  const [command, argument, value] = args;
  if (!command || command === 'help' || command === '--help') {
    printHelp();
    return 0;
  }
  const isMaintenance =
    command === 'maintenance' && ['on', 'off', 'status', undefined].includes(argument);
  const isNewsletterLink = command === 'newsletter-link' && Boolean(argument);
  const playerCreate =
    command === 'player' && argument === 'create' ? parsePlayerCreate(args.slice(2)) : undefined;
  if (command === 'player' && (playerCreate === undefined || typeof playerCreate === 'string')) {
    console.error(playerCreate ?? 'Usage: npm run ops -- player create <username> [options]');
    return 2;
  }
  const generateCount =
    command === 'catalog' && argument === 'generate' ? parseCount(value) : undefined;
  if (command === 'catalog' && generateCount === undefined) {
    console.error(
      `Usage: npm run ops -- catalog generate N (N from 1 to ${OPS_CATALOG_GENERATE_MAX})`,
    );
    return 2;
  }
  const walletAdjust =
    command === 'wallet' && (argument === 'credit' || argument === 'debit')
      ? parseWalletAdjust(args.slice(1))
      : undefined;
  const isWalletCheck = command === 'wallet' && argument === 'check';
  if (
    command === 'wallet' &&
    !isWalletCheck &&
    (walletAdjust === undefined || typeof walletAdjust === 'string')
  ) {
    console.error(
      walletAdjust ??
        'Usage: npm run ops -- wallet credit|debit <username> <amount> --reason R | wallet check',
    );
    return 2;
  }
  const isPaymentsPending = command === 'payments' && argument === 'pending';
  const paymentAction =
    command === 'payments' && !isPaymentsPending ? parsePaymentAction(args.slice(1)) : undefined;
  if (typeof paymentAction === 'string') {
    console.error(paymentAction);
    return 2;
  }
  const documentsCommand = command === 'documents' ? parseDocuments(args.slice(1)) : undefined;
  const surveyCommand = command === 'survey' ? parseSurvey(args.slice(1)) : undefined;
  const messageCommand = command === 'messages' ? parseMessage(args.slice(1)) : undefined;
  const exclusionsCommand = command === 'exclusions' ? parseExclusions(args.slice(1)) : undefined;
  const campaignsCommand = command === 'campaigns' ? parseCampaigns(args.slice(1)) : undefined;
  const staffCommand = command === 'staff' ? parseStaff(args.slice(1)) : undefined;
  const isAuditVerify = command === 'audit' && argument === 'verify' && args.length === 2;
  if (command === 'audit' && !isAuditVerify) {
    console.error('Usage: npm run ops -- audit verify');
    return 2;
  }
  for (const parsed of [
    staffCommand,
    documentsCommand,
    surveyCommand,
    messageCommand,
    exclusionsCommand,
    campaignsCommand,
  ])
    if (typeof parsed === 'string') {
      console.error(parsed);
      return 2;
    }
  const known = [
    'status',
    'catalog',
    'player',
    'wallet',
    'payments',
    'documents',
    'survey',
    'messages',
    'exclusions',
    'kyc',
    'mail',
    'campaigns',
    'staff',
    'audit',
  ].includes(command);
  if (!known && !isMaintenance && !isNewsletterLink) {
    console.error(`Unknown command: ${args.join(' ')}\n`);
    printHelp();
    return 2;
  }
  const config = loadConfig();
  const server = await runningServer(config);
  // A command meant for one database must not change another through the server of DATA_DIR.
  const database = databaseIdentity(config);
  if (server && server.database !== database) {
    console.error(
      `The server running at ${server.url} (pid ${server.pid}, named in ${opsFilePath(config.dataDir)}) uses ${server.database}, but this command names ${database}.\n` +
        'Run the command with the DATABASE_URL and DATA_DIR of that server.',
    );
    return 1;
  }
  const target = server ? remoteTarget(server) : await localTarget(config);
  try {
    if (playerCreate && typeof playerCreate !== 'string') {
      // Only the JSON on stdout, so scripts and browser tests can parse it.
      console.error(`Using the ${target.describe}.`);
      console.log(JSON.stringify(await target.createPlayer(playerCreate)));
      return 0;
    }
    if (walletAdjust && typeof walletAdjust !== 'string') {
      console.error(`Using the ${target.describe}.`);
      console.log(JSON.stringify(await target.walletAdjust(walletAdjust)));
      return 0;
    }
    if (isWalletCheck) {
      console.error(`Using the ${target.describe}.`);
      const result = await target.walletCheck();
      console.log(JSON.stringify(result));
      const consistent =
        result.unbalanced_transactions.length === 0 && result.mismatched_wallets.length === 0;
      console.error(
        consistent
          ? `Ledger consistent: ${result.wallets} wallets, ${result.transactions} transactions.`
          : 'Ledger INCONSISTENT: see unbalanced_transactions and mismatched_wallets.',
      );
      return consistent ? 0 : 1;
    }
    if (isPaymentsPending || paymentAction) {
      // Only the JSON on stdout, so scripts can read it.
      console.error(`Using the ${target.describe}.`);
      const result = paymentAction
        ? await target.paymentAction(paymentAction.action, paymentAction.id, paymentAction.body)
        : await target.pendingPayments();
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    if (documentsCommand && typeof documentsCommand !== 'string') {
      // Only the JSON on stdout, so scripts can read it.
      console.error(`Using the ${target.describe}.`);
      if (documentsCommand.kind === 'file') {
        await writeFile(documentsCommand.path, await target.documentFile(documentsCommand.fileId), {
          flag: 'wx',
          mode: 0o600,
        });
        console.error(`Written to ${documentsCommand.path}.`);
        return 0;
      }
      const result =
        documentsCommand.kind === 'pending'
          ? await target.pendingDocuments()
          : await target.reviewDocument(
              documentsCommand.action,
              documentsCommand.id,
              documentsCommand.body,
            );
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    if (surveyCommand && typeof surveyCommand !== 'string') {
      console.error(`Using the ${target.describe}.`);
      console.log(
        JSON.stringify(
          await target.surveyRequest(surveyCommand.action, surveyCommand.body),
          null,
          2,
        ),
      );
      return 0;
    }
    if (messageCommand && typeof messageCommand !== 'string') {
      console.error(`Using the ${target.describe}.`);
      console.log(JSON.stringify(await target.sendMessage(messageCommand), null, 2));
      return 0;
    }
    if (exclusionsCommand && typeof exclusionsCommand !== 'string') {
      // Only the JSON on stdout, so scripts can read it.
      console.error(`Using the ${target.describe}.`);
      const result =
        exclusionsCommand.kind === 'pending'
          ? await target.pendingExclusions()
          : await target.answerExclusion(
              exclusionsCommand.action,
              exclusionsCommand.id,
              exclusionsCommand.body,
            );
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    if (campaignsCommand && typeof campaignsCommand !== 'string') {
      // Only the JSON on stdout, so scripts can read it.
      console.error(`Using the ${target.describe}.`);
      try {
        const result = await runCampaigns(
          target.campaigns(campaignsCommand.skinId),
          campaignsCommand,
        );
        console.log(JSON.stringify(result, null, 2));
        return 0;
      } catch (error) {
        const errors = (error as { errors?: Record<string, string[]> }).errors;
        console.error(error instanceof Error ? error.message : error);
        if (errors) console.error(fieldErrors(errors));
        return 1;
      }
    }
    if (staffCommand && typeof staffCommand !== 'string') {
      console.error(`Using the ${target.describe}.`);
      if (staffCommand.kind === 'totp') {
        console.log(await target.staffTotp(staffCommand.username));
        return 0;
      }
      console.log(JSON.stringify(await target.createStaff(staffCommand.body)));
      if (staffCommand.generated)
        console.error(
          `Password (shown once): ${staffCommand.body.password}\nThe first login enrols an authenticator app by QR code.`,
        );
      return 0;
    }
    if (isAuditVerify) {
      console.error(`Using the ${target.describe}.`);
      const result = await target.auditVerify();
      console.log(JSON.stringify(result));
      console.error(
        result.ok
          ? `Audit chain intact: ${result.rows} rows.`
          : `Audit chain BROKEN at row ${result.first_bad_id}: altered, removed or inserted.`,
      );
      return result.ok ? 0 : 1;
    }
    if (command === 'mail') {
      const status = OPS_MAIL_STATUSES.find((known) => known === argument);
      if (!status || args.length !== 2) {
        console.error(`Usage: npm run ops -- mail ${OPS_MAIL_STATUSES.join('|')}`);
        return 2;
      }
      // Only the JSON on stdout, so scripts can read it.
      console.error(`Using the ${target.describe}.`);
      console.log(JSON.stringify(await target.mails(status), null, 2));
      return 0;
    }
    if (command === 'kyc') {
      const username = args[2];
      if (argument !== 'show' || !username) {
        console.error('Usage: npm run ops -- kyc show <username>');
        return 2;
      }
      console.error(`Using the ${target.describe}.`);
      console.log(JSON.stringify(await target.kycRecord(username), null, 2));
      return 0;
    }
    if (isNewsletterLink && argument) {
      // Only the path on stdout, so scripts and browser tests can read it as it is.
      console.error(`Using the ${target.describe}.`);
      console.log(await target.newsletterLink(argument));
      return 0;
    }
    console.log(`Using the ${target.describe}.`);
    if (generateCount !== undefined) {
      console.log(`Generating ${generateCount} games...`);
      const { added, total } = await target.generateCatalog(generateCount);
      console.log(`Added ${added} games; the catalog now has ${total} active games.`);
      return 0;
    }
    if (command === 'maintenance' && (argument === 'on' || argument === 'off')) {
      await target.setMaintenance(argument === 'on');
      console.log(`Maintenance is now ${argument === 'on' ? 'ON' : 'off'}.`);
    }
    printSkins(await target.listSkins());
    return 0;
  } finally {
    await target.close();
  }
};

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
