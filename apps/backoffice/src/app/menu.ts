import { canDo } from '../providers/permissions';

export type MenuItem = { to: string; label: string; resource: string };
export type MenuGroup = { label: string; items: MenuItem[] };

/** The console's screens, grouped as the sidebar shows them. */
export const MENU: MenuGroup[] = [
  {
    label: 'Payments',
    items: [
      { to: '/withdrawals', label: 'Withdrawals', resource: 'withdrawals' },
      { to: '/transfer-deposits', label: 'Transfer deposits', resource: 'transfer-deposits' },
      { to: '/card-deposits', label: 'Card deposits', resource: 'card-deposits' },
    ],
  },
  {
    label: 'Compliance',
    items: [
      { to: '/documents', label: 'Documents', resource: 'documents' },
      { to: '/exclusion-requests', label: 'Exclusion requests', resource: 'exclusion-requests' },
      { to: '/kyc', label: 'KYC', resource: 'kyc' },
      { to: '/support-requests', label: 'Support requests', resource: 'support-requests' },
    ],
  },
  {
    label: 'Players',
    items: [
      { to: '/players', label: 'Players', resource: 'players' },
      { to: '/adjustments', label: 'Adjustments', resource: 'adjustments' },
    ],
  },
  { label: 'Marketing', items: [{ to: '/campaigns', label: 'Campaigns', resource: 'campaigns' }] },
  {
    label: 'Content',
    items: [
      { to: '/promotions', label: 'Promotions', resource: 'promotions' },
      { to: '/pages', label: 'Pages', resource: 'pages' },
      { to: '/banners', label: 'Banners', resource: 'banners' },
      { to: '/texts', label: 'Interface texts', resource: 'texts' },
    ],
  },
  {
    label: 'Operations',
    items: [
      { to: '/reports', label: 'Reports', resource: 'reports' },
      { to: '/audit', label: 'Audit log', resource: 'audit' },
      { to: '/system', label: 'System', resource: 'system' },
    ],
  },
];

/** The groups and screens a role may open, in menu order. */
export const menuFor = (permissions: readonly string[] | undefined): MenuGroup[] =>
  MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => canDo(permissions, item.resource, 'list')),
  })).filter((group) => group.items.length > 0);
