import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, Resource } from 'ra-core';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { AuditList } from '../features/audit/audit-list';
import { CampaignList } from '../features/campaigns/campaign-list';
import { CampaignShow } from '../features/campaigns/campaign-show';
import { DocumentList, DocumentShow } from '../features/compliance/documents';
import { ExclusionRequestList } from '../features/compliance/exclusion-requests';
import { KycList, KycShow } from '../features/compliance/kyc';
import { SupportRequestList, SupportRequestShow } from '../features/compliance/support-requests';
import { BannerList, PageList, PromotionList } from '../features/content/content-lists';
import { TextList } from '../features/content/text-list';
import { LoginPage } from '../features/login/login-page';
import { CardDepositList } from '../features/payments/card-deposits';
import { TransferDepositList } from '../features/payments/transfer-deposits';
import { WithdrawalList } from '../features/payments/withdrawals';
import { AdjustmentList } from '../features/players/adjustment-list';
import { PlayerList } from '../features/players/player-list';
import { PlayerShow } from '../features/players/player-show';
import { ReportsPage } from '../features/reports/reports-page';
import { SystemPage } from '../features/system/system-page';
import type { StaffAuthProvider } from '../providers/auth-provider';
import type { StaffDataProvider } from '../providers/data-provider';
import { AccessDenied, AuthenticationError } from './access-denied';
import { Dashboard } from './dashboard';
import { NotFound } from './not-found';
import { Layout } from './layout';

export type AdminProps = {
  authProvider: StaffAuthProvider;
  dataProvider: StaffDataProvider;
  queryClient?: QueryClient;
};

// The campaign form checks a whole definition with the contract's zod schema: loaded when opened.
const CampaignCreate = lazy(() =>
  import('../features/campaigns/campaign-edit').then((m) => ({ default: m.CampaignCreate })),
);
const CampaignEdit = lazy(() =>
  import('../features/campaigns/campaign-edit').then((m) => ({ default: m.CampaignEdit })),
);

const PromotionEdit = lazy(() =>
  import('../features/content/page-edit').then((m) => ({ default: m.PromotionEdit })),
);
const PageEdit = lazy(() =>
  import('../features/content/page-edit').then((m) => ({ default: m.PageEdit })),
);
const BannerEdit = lazy(() =>
  import('../features/content/banner-edit').then((m) => ({ default: m.BannerEdit })),
);
const TextEdit = lazy(() =>
  import('../features/content/text-edit').then((m) => ({ default: m.TextEdit })),
);

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    },
  });

/**
 * The console: ra-core's admin with the staff API's providers, one resource per screen.
 * Under a router of its own in the browser (basename `/backoffice`), or the test's router.
 */
export const Admin = ({
  authProvider,
  dataProvider,
  queryClient = createQueryClient(),
}: AdminProps) => (
  <CoreAdminContext
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
  >
    <CoreAdminUI
      layout={Layout}
      loginPage={LoginPage}
      dashboard={Dashboard}
      accessDenied={AccessDenied}
      authenticationError={AuthenticationError}
      catchAll={NotFound}
      title="Prime back office"
      // ra-core would otherwise load an image from marmelab.com on start (and the CSP blocks it).
      disableTelemetry
      requireAuth
    >
      <Resource name="withdrawals" list={WithdrawalList} />
      <Resource name="transfer-deposits" list={TransferDepositList} />
      <Resource name="card-deposits" list={CardDepositList} />
      <Resource name="documents" list={DocumentList} show={DocumentShow} />
      <Resource name="exclusion-requests" list={ExclusionRequestList} />
      <Resource name="kyc" list={KycList} show={KycShow} />
      <Resource name="support-requests" list={SupportRequestList} show={SupportRequestShow} />
      <Resource name="players" list={PlayerList} show={PlayerShow} />
      <Resource name="adjustments" list={AdjustmentList} />
      <Resource
        name="campaigns"
        list={CampaignList}
        show={CampaignShow}
        create={CampaignCreate}
        edit={CampaignEdit}
      />
      <Resource name="promotions" list={PromotionList} edit={PromotionEdit} />
      <Resource name="pages" list={PageList} edit={PageEdit} />
      <Resource name="banners" list={BannerList} edit={BannerEdit} />
      <Resource name="texts" list={TextList} edit={TextEdit} />
      <Resource name="audit" list={AuditList} />
      <CustomRoutes>
        <Route path="/system" element={<SystemPage />} />
        <Route path="/reports" element={<ReportsPage />} />
      </CustomRoutes>
    </CoreAdminUI>
  </CoreAdminContext>
);
