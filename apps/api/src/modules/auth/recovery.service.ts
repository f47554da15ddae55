import {
  checkPasswordAgainstIdentity,
  RECOVERY_LINK_HOURS,
  RECOVERY_MAILS_PER_WINDOW,
  RULE_MESSAGES,
  type ManyAttemptsBody,
  type PasswordResetBody,
  type RecoveryBody,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BackgroundWork } from '../../lib/background';
import { hashPassword } from '../../lib/password';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PlayerCredentialsService, RecoveryTarget } from '../players/credentials.service';
import type { LoginGuard } from './login-guard.service';
import type { PlayerTokensService } from './player-tokens.service';
import { recoveryMail, type RecoveryMailKind } from './recovery-texts';
import type { SessionsService } from './sessions.service';

const HOUR_MS = 3_600_000;
const LINK_TTL_MS = RECOVERY_LINK_HOURS * HOUR_MS;

/** Accounts that may set a new password by mail: not closed, registration finished. */
const canRecover = (target: RecoveryTarget) =>
  target.status !== 'closed' && target.status !== 'incompleted';

export type RecoveryDeps = {
  db: Db;
  players: PlayerCredentialsService;
  tokens: PlayerTokensService;
  sessions: SessionsService;
  notifications: NotificationsService;
  guard: LoginGuard;
  publicUrl: string;
  /** Runs the token and mail after the answer; closing the app waits for them. */
  background: BackgroundWork;
  /** Told about a mail that could not be sent (the answer has already left). */
  onMailError: (error: unknown) => void;
};

/**
 * Password recovery and reset (spec 02 §4, §5, §7). A request answers the same whether or not
 * the account exists, and the work (token, mail) happens after the answer so the time taken
 * does not tell either. One account gets at most RECOVERY_MAILS_PER_WINDOW links an hour.
 */
export const createRecoveryService = (deps: RecoveryDeps) => {
  const { db, players, tokens, sessions, notifications, guard } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  const sendLink = async (skinId: number, reference: ManyAttemptsBody, kind: RecoveryMailKind) => {
    const target = await players.findRecoveryTarget(skinId, reference);
    if (!target || !canRecover(target)) return;
    // Counting and issuing under the player's row lock keeps the limit exact for parallel asks;
    // the mail is queued with the link's token, so neither exists without the other.
    const queued = await db.transaction(async (tx) => {
      await players.lockPlayer(tx, target.id);
      const recent = await tokens.countIssuedSince(
        target.id,
        'password_reset',
        LINK_TTL_MS / 1000,
        tx,
      );
      if (recent >= RECOVERY_MAILS_PER_WINDOW) return false;
      const token = await tokens.issue(tx, target.id, 'password_reset', LINK_TTL_MS, {
        replace: true,
      });
      // The e-mail rides along so the reset page need not ask for it (the reset checks it).
      const link = `${base}/password/reset/${encodeURIComponent(token)}?email=${encodeURIComponent(target.email)}`;
      await notifications.mail(
        { skinId, to: target.email, ...recoveryMail(kind, link, target.language) },
        tx,
      );
      return true;
    });
    if (queued) notifications.deliverSoon();
  };

  const inBackground = (work: () => Promise<void>) => deps.background.run(work, deps.onMailError);

  return {
    /** POST auth/password/recovery. `expiration_hours` is ignored: the server fixes the expiry. */
    requestRecovery: (skinId: number, body: RecoveryBody): void =>
      inBackground(() =>
        sendLink(skinId, { email: body.email, username: body.username }, 'recovery'),
      ),

    /** POST auth/password/manyAttempts: warns the owner and offers a reset link. */
    reportManyAttempts: (skinId: number, body: ManyAttemptsBody): void =>
      inBackground(() => sendLink(skinId, body, 'many_attempts')),

    /**
     * PUT auth/password/reset: the link's token must be live and belong to the account of
     * `email`; it is used up with the new password in one transaction, every session of the
     * player ends, and the login lock of the account is lifted (the owner proved the e-mail).
     */
    resetPassword: async (skinId: number, body: PasswordResetBody, ip: string): Promise<void> => {
      const playerId = await tokens.peek(body.token, 'password_reset');
      const player = playerId === undefined ? undefined : await players.findPlayer(playerId);
      if (
        !player ||
        player.skinId !== skinId ||
        player.email.toLowerCase() !== body.email.toLowerCase() ||
        !canRecover(player)
      ) {
        throw new AppError('invalid_token');
      }
      const rule = checkPasswordAgainstIdentity(body.password, {
        email: player.email,
        nickname: player.username,
      });
      if (rule)
        throw new AppError('validation_failed', undefined, { password: [RULE_MESSAGES[rule]] });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const consumed = await tokens.consume(tx, body.token, 'password_reset');
        if (consumed !== player.id) throw new AppError('invalid_token');
        await players.setPassword(tx, player.id, passwordHash);
        await sessions.revokeAllForPlayer(player.id, tx);
      });
      await guard.clearAccount({
        skinId,
        playerId: player.id,
        login: player.username.toLowerCase(),
        ip,
      });
    },
  };
};

export type RecoveryService = ReturnType<typeof createRecoveryService>;
