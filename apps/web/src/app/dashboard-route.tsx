import { DashboardPage, type DashboardScreens } from '../features/dashboard/dashboard-page';
import type { DashboardSection } from '../features/dashboard/dashboard-sections';
import { lazyScreen } from './lazy-screen';

const loadCashier = () => import('../features/cashier/cashier-screens');

/** Dashboard sections of other features, each in a chunk of its own. */
const DASHBOARD_SCREENS: DashboardScreens = {
  limits: lazyScreen(() => import('../features/limits/limits-section'), 'LimitsSection'),
  messages: lazyScreen(() => import('../features/messages/messages-section'), 'MessagesSection'),
  documents: lazyScreen(
    () => import('../features/documents/documents-section'),
    'DocumentsSection',
  ),
  sowq: lazyScreen(() => import('../features/survey/sowq-section'), 'SowqSection'),
  kyc: lazyScreen(() => import('../features/kyc/kyc-section'), 'KycSection'),
  reports: lazyScreen(() => import('../features/reports/reports-section'), 'ReportsSection'),
  deposit: lazyScreen(loadCashier, 'DepositScreen'),
  withdraw: lazyScreen(loadCashier, 'WithdrawScreen'),
  transactions: lazyScreen(
    () => import('../features/transactions/transactions-section'),
    'TransactionsSection',
  ),
  myBonus: lazyScreen(() => import('../features/bonus/my-bonus-section'), 'MyBonusSection'),
};

/** The dashboard page with the sections the app composes into it. */
export const DashboardRoute = ({ section }: { section: DashboardSection }) => (
  <DashboardPage section={section} screens={DASHBOARD_SCREENS} />
);
