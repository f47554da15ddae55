/** One text message of the casino to a player's phone (E.164, e.g. +420601000000). */
export type SmsMessage = { skinId: number; to: string; text: string };

/**
 * The SMS adapter (ARCHITECTURE.md §5). The sandbox keeps messages in the outbox, where the dev
 * mailbox shows them; a gateway implementation plugs in behind the same interface.
 */
export type SmsSender = {
  readonly kind: 'outbox';
  send: (message: SmsMessage) => Promise<void>;
};
