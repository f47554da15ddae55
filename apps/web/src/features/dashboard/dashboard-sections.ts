import type { Texts } from '@prime/contract/texts';
import { PATHS } from '../../shared/routing/paths';

export type DashboardSection =
  | 'informations'
  | 'passwords'
  | 'documents'
  | 'sowq'
  | 'kyc'
  | 'transactions'
  | 'reports'
  | 'limits'
  | 'deposit'
  | 'withdraw'
  | 'myBonus';

type MenuEntry = {
  section: DashboardSection;
  path: string;
  labelKey: keyof Texts['dashboardMenu'];
  /** Deposit has a menu entry on desktop only; smaller screens reach it from the balance card. */
  desktopOnly?: boolean;
};

/** The dashboard menu of spec 02 §2, in its order. */
export const DASHBOARD_MENU: readonly MenuEntry[] = [
  { section: 'informations', path: PATHS.informations, labelKey: 'informations' },
  { section: 'passwords', path: PATHS.passwords, labelKey: 'passwords' },
  { section: 'documents', path: PATHS.documents, labelKey: 'documents' },
  { section: 'sowq', path: PATHS.sowq, labelKey: 'sowq' },
  { section: 'kyc', path: PATHS.kyc, labelKey: 'kyc' },
  { section: 'transactions', path: PATHS.transactions, labelKey: 'transactions' },
  { section: 'reports', path: PATHS.reports, labelKey: 'reports' },
  { section: 'limits', path: PATHS.limits, labelKey: 'limits' },
  { section: 'deposit', path: PATHS.deposit, labelKey: 'deposit', desktopOnly: true },
  { section: 'withdraw', path: PATHS.withdraw, labelKey: 'withdraw' },
  { section: 'myBonus', path: PATHS.myBonus, labelKey: 'my_bonus' },
];

export const isDashboardSection = (value: string): value is DashboardSection =>
  DASHBOARD_MENU.some((entry) => entry.section === value);
