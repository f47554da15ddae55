import type { Texts } from '@prime/contract/texts';
import type { PathName } from '../../shared/routing/paths';

type SectionEntry = {
  /** The short route's name, which is also the `{section}` of `/{lang}/dashboard/{section}`. */
  section: PathName;
  /** The section's key in both the `routes` (title) and `dashboardMenu` (menu label) texts. */
  textKey: keyof Texts['routes'] & keyof Texts['dashboardMenu'];
  /** Deposit has a menu entry on desktop only; smaller screens reach it from the balance card. */
  desktopOnly?: boolean;
};

const SECTIONS = [
  { section: 'informations', textKey: 'informations' },
  { section: 'passwords', textKey: 'passwords' },
  { section: 'documents', textKey: 'documents' },
  { section: 'sowq', textKey: 'sowq' },
  { section: 'kyc', textKey: 'kyc' },
  { section: 'transactions', textKey: 'transactions' },
  { section: 'reports', textKey: 'reports' },
  { section: 'limits', textKey: 'limits' },
  { section: 'messages', textKey: 'messages' },
  { section: 'deposit', textKey: 'deposit', desktopOnly: true },
  { section: 'withdraw', textKey: 'withdraw' },
  { section: 'myBonus', textKey: 'my_bonus' },
] as const satisfies readonly SectionEntry[];

export type DashboardSection = (typeof SECTIONS)[number]['section'];
export type DashboardSectionEntry = SectionEntry & { section: DashboardSection };

/**
 * The dashboard sections of spec 02 §2, in the menu's order: the menu, the route table, the
 * page titles and the section route's check all read this one list.
 */
export const DASHBOARD_SECTIONS: readonly DashboardSectionEntry[] = SECTIONS;

export const isDashboardSection = (value: string): value is DashboardSection =>
  DASHBOARD_SECTIONS.some((entry) => entry.section === value);

export const getDashboardSection = (section: DashboardSection): DashboardSectionEntry => {
  const entry = DASHBOARD_SECTIONS.find((candidate) => candidate.section === section);
  if (!entry) throw new Error(`No dashboard section ${section}`);
  return entry;
};
