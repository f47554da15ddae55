import type { FastifyPluginAsync } from 'fastify';
import type { CasinoService } from '../casino/casino.service';
import type { CmsService } from '../cms/cms.service';
import type { ContentEditorService } from '../cms/content-editor.service';
import type { TextEditorService } from '../cms/text-editor.service';
import type { DocumentsService } from '../documents/documents.service';
import type { MessagesService } from '../messages/messages.service';
import type { SupportRequestsService } from '../messages/support-requests.service';
import type { PaymentsOps } from '../payments/payments-ops';
import type { HouseReportsService } from '../reports/house-reports.service';
import type { PlayerStatements } from '../reports/player-statement';
import type { ExclusionService } from '../protection/exclusion.service';
import type { AdjustmentsService } from '../wallet/adjustments.service';
import type { AuditService } from './audit.service';
import { registerStaffAccess } from './staff-access';
import { staffAdjustmentsRoutes } from './staff-adjustments.routes';
import { staffAuditRoutes } from './staff-audit.routes';
import { staffAuthRoutes } from './staff-auth.routes';
import type { StaffAuthService } from './staff-auth.service';
import { staffCampaignsRoutes, type StaffCampaignSources } from './staff-campaigns.routes';
import { staffContentRoutes } from './staff-content.routes';
import { staffDocumentsRoutes } from './staff-documents.routes';
import { staffExclusionsRoutes } from './staff-exclusions.routes';
import { staffPlayerHistoryRoutes, type PlayerHistorySources } from './staff-player-history.routes';
import type { KycSources } from './staff-kyc';
import { staffKycRoutes } from './staff-kyc.routes';
import type { PlayerPageSources } from './staff-player-page';
import { staffPaymentsRoutes } from './staff-payments.routes';
import { staffPlayersRoutes } from './staff-players.routes';
import { staffReportsRoutes } from './staff-reports.routes';
import { staffSupportRoutes } from './staff-support.routes';
import { staffSystemRoutes } from './staff-system.routes';
import { staffTextsRoutes } from './staff-texts.routes';

export type StaffRoutesOptions = {
  auth: StaffAuthService;
  audit: AuditService;
  /** Whether the session cookie is `Secure` (the public URL is https). */
  secureCookie: boolean;
  payments: PaymentsOps;
  documents: DocumentsService;
  cms: CmsService;
  contentEditor: ContentEditorService;
  textEditor: TextEditorService;
  houseReports: HouseReportsService;
  statements: PlayerStatements;
  casino: CasinoService;
  players: PlayerPageSources;
  playerHistory: PlayerHistorySources;
  messages: MessagesService;
  adjustments: AdjustmentsService;
  exclusions: Pick<ExclusionService, 'listRequested' | 'answer'>;
  campaigns: StaffCampaignSources;
  kyc: KycSources;
  support: SupportRequestsService;
};

/**
 * The back office's API under `/v1/staff` (decision 33): no site credentials and no
 * maintenance gate (staff switch maintenance off), a staff session cookie, one permission
 * per route, and an audit row for every change and login.
 */
export const staffRoutes: FastifyPluginAsync<StaffRoutesOptions> = async (app, options) => {
  await registerStaffAccess(app, { auth: options.auth, audit: options.audit });
  await app.register(staffAuthRoutes, { auth: options.auth, secureCookie: options.secureCookie });
  await app.register(staffAuditRoutes, { audit: options.audit });
  await app.register(staffPaymentsRoutes, { payments: options.payments });
  await app.register(staffDocumentsRoutes, { documents: options.documents });
  await app.register(staffSystemRoutes, { cms: options.cms, casino: options.casino });
  await app.register(staffPlayersRoutes, { sources: options.players, messages: options.messages });
  await app.register(staffPlayerHistoryRoutes, { sources: options.playerHistory });
  await app.register(staffAdjustmentsRoutes, { adjustments: options.adjustments });
  await app.register(staffExclusionsRoutes, {
    exclusions: options.exclusions,
    players: options.players.players,
  });
  await app.register(staffKycRoutes, { sources: options.kyc });
  await app.register(staffSupportRoutes, {
    support: options.support,
    players: options.players.players,
  });
  await app.register(staffCampaignsRoutes, options.campaigns);
  await app.register(staffContentRoutes, { content: options.contentEditor });
  await app.register(staffTextsRoutes, { texts: options.textEditor });
  await app.register(staffReportsRoutes, {
    reports: options.houseReports,
    statements: options.statements,
  });
};
