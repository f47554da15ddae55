import type { StaffPermission } from '@prime/contract';

/** The staff permissions the API grants by role (`me.permissions`). */
export type Permission = StaffPermission;

const PAYMENT_QUEUE = {
  list: 'payments.read',
  show: 'payments.read',
  approve: 'payments.decide',
  reject: 'payments.decide',
  confirm: 'payments.decide',
  decline: 'payments.decide',
  revert: 'payments.decide',
  'retry-payout': 'payments.decide',
  'stop-payout': 'payments.decide',
} as const;

/**
 * Which permission each screen and action needs. The console hides what a role may not do;
 * the API refuses it anyway, so this table only spares an operator a button that would fail.
 */
export const ACCESS: Record<string, Record<string, Permission>> = {
  withdrawals: PAYMENT_QUEUE,
  'transfer-deposits': PAYMENT_QUEUE,
  'card-deposits': PAYMENT_QUEUE,
  documents: {
    list: 'documents.read',
    show: 'documents.read',
    approve: 'documents.decide',
    reject: 'documents.decide',
  },
  'exclusion-requests': {
    list: 'exclusions.read',
    show: 'exclusions.read',
    grant: 'exclusions.decide',
    refuse: 'exclusions.decide',
  },
  kyc: { list: 'kyc.read', show: 'kyc.read', decide: 'kyc.decide' },
  'support-requests': {
    list: 'support.read',
    show: 'support.read',
    reply: 'support.reply',
    close: 'support.reply',
  },
  players: {
    list: 'players.read',
    show: 'players.read',
    messages: 'players.message',
    notes: 'players.note',
    adjust: 'players.adjust',
  },
  adjustments: {
    list: 'players.adjust',
    show: 'players.adjust',
    approve: 'players.adjust',
    reject: 'players.adjust',
  },
  campaigns: {
    list: 'campaigns.read',
    show: 'campaigns.read',
    create: 'campaigns.write',
    edit: 'campaigns.write',
    end: 'campaigns.write',
  },
  promotions: { list: 'content.read', show: 'content.read', edit: 'content.write' },
  pages: { list: 'content.read', show: 'content.read', edit: 'content.write' },
  banners: { list: 'content.read', show: 'content.read', edit: 'content.write' },
  texts: { list: 'content.read', show: 'content.read', edit: 'content.write' },
  reports: { list: 'reports.read' },
  audit: { list: 'audit.read', verify: 'audit.read' },
  system: { list: 'system.read', edit: 'system.write' },
};

/** A player's histories are lists of their own: `players/42/transactions`. */
const PLAYER_HISTORY = /^players\/\d+\/[a-z/]+$/;
const PLAYER_HISTORY_ACCESS: Record<string, Permission> = { list: 'players.read' };

/** Whether an operator holding `permissions` may do `action` on `resource`. */
export const canDo = (
  permissions: readonly string[] | undefined,
  resource: string,
  action: string,
): boolean => {
  const needed = (PLAYER_HISTORY.test(resource) ? PLAYER_HISTORY_ACCESS : ACCESS[resource])?.[
    action
  ];
  return Boolean(needed && permissions?.includes(needed));
};
