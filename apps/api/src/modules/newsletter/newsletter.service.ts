import type { OptOutBody } from '@prime/contract';
import { AppError } from '../../lib/app-error';
import type { PlayersService } from '../players/players.service';
import type { NewsletterRepository } from './newsletter.repository';
import { newOptOutToken } from './opt-out-token';

export type OptOutResult = { result: 'sent' | 'already_unsubscribed'; message: string };

const MESSAGES = {
  sent: 'Your request has been sent. You will no longer receive the offers you unsubscribed from.',
  already_unsubscribed: 'You have already unsubscribed.',
} as const;

/**
 * Newsletter opt-out by the link of a mail: no session, the token alone names the player. A
 * token works until it expires, also after use, so opening the link again is harmless: there
 * is nothing left to withdraw and nothing changes.
 */
export const createNewsletterService = (
  repository: NewsletterRepository,
  players: PlayersService,
) => {
  /** The token's player, when the token is known, unexpired and of this skin. */
  const findTokenPlayer = async (skinId: number, rawToken: string, now: Date) => {
    const token = await repository.findToken(rawToken);
    if (!token || token.expiresAt <= now) return undefined;
    const marketing = await players.findMarketing(token.playerId);
    return marketing?.skinId === skinId ? { token, marketing } : undefined;
  };

  return {
    /** A new opt-out link token of a player (mailers, the demo seed, the ops command). */
    createOptOutToken: async (playerId: number, now = new Date()): Promise<string> => {
      const { token, ...row } = newOptOutToken(now);
      await repository.insertToken({ playerId, ...row });
      return token;
    },

    checkToken: async (skinId: number, rawToken: string, now = new Date()) => {
      const found = await findTokenPlayer(skinId, rawToken, now);
      return {
        is_valid: found !== undefined,
        already_unsubscribed:
          found !== undefined && !found.marketing.newsletter && !found.marketing.marketingConsent,
      };
    },

    /**
     * Records the opt-out with its reason, withdraws what the player chose and still had, and
     * marks the token used, all in one transaction under the player's row lock.
     */
    optOut: async (skinId: number, body: OptOutBody, now = new Date()): Promise<OptOutResult> => {
      if (!body.newsletter && !body.terms_and_conditions) {
        throw new AppError('validation_failed', undefined, {
          newsletter: ['Choose at least one of the two options'],
        });
      }
      const found = await findTokenPlayer(skinId, body.token, now);
      if (!found) throw new AppError('invalid_token');
      const { token } = found;
      const result = await repository.transaction(async (tx) => {
        const current = await players.findMarketing(token.playerId, tx);
        if (!current) throw new AppError('invalid_token');
        const newsletter = body.newsletter && current.newsletter;
        const marketingConsent = body.terms_and_conditions && current.marketingConsent;
        if (!newsletter && !marketingConsent) return 'already_unsubscribed' as const;
        await repository.insertOptOut(tx, {
          playerId: token.playerId,
          reason: body.reason,
          newsletter,
          marketing: marketingConsent,
        });
        await players.withdrawMarketing(tx, token.playerId, { newsletter, marketingConsent });
        await repository.markTokenUsed(tx, token.id, now);
        return 'sent' as const;
      });
      return { result, message: MESSAGES[result] };
    },
  };
};

export type NewsletterService = ReturnType<typeof createNewsletterService>;
