import {
  toMajor,
  type ActiveBonus,
  type BonusEndReason,
  type BonusEvent,
  type CampaignDefinition,
  type CampaignType,
  type StaffCampaignFigures,
  type UnusedCampaign,
  wageringCategoryOf,
} from '@prime/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BackgroundWork, OnBackgroundError } from '../../lib/background';
import type { CampaignsService } from '../campaigns/campaigns.service';
import type { Telling } from '../messages/messages.service';
import type { BonusProfile } from '../players/players.service';
import type { WalletService } from '../wallet/wallet.service';
import { bonusTexts } from './bonus-texts';
import type { BonusRepository, PlayerBonusRow } from './bonus.repository';

export { activeBonusRead } from './bonus.repository';

/** A bonus ends on the minimum balance below the smallest stake: 0.10 of the currency. */
export const BONUS_MIN_BALANCE = 10n;
/** The bonus pocket is judged idle (no round open) once the wallet has not moved for this long. */
export const BONUS_IDLE_MS = 120_000;

const DAY_MS = 86_400_000;

export type BonusDeps = {
  wallet: WalletService;
  campaigns: Pick<CampaignsService, 'definitionById' | 'checkCode' | 'listPublic' | 'findById'>;
  players: {
    findBonusProfile: (playerId: number, tx?: Db) => Promise<BonusProfile | undefined>;
  };
  /** A game's catalog type (`slot`, `table-game`, ...) and slug; undefined for an unknown one. */
  gameKind: (gameId: number) => Promise<{ type: string; slug: string } | undefined>;
  currencyCodeOf: (currencyId: number) => Promise<string>;
  tell: (playerId: number, telling: Telling) => Promise<unknown>;
  /** Pushes the `bonus` event to the player's room. */
  push: (playerId: number, event: BonusEvent) => void;
  /** Runs the pushes and messages after a commit; closing the app waits for them. */
  background: BackgroundWork;
  /** Where a failed push or message goes; the background's own handler otherwise. */
  onError?: OnBackgroundError;
  now?: () => Date;
};

/** A deposit's bonus code as checked before the deposit: the player and the campaign it names. */
export type DepositCodeChoice = {
  profile: BonusProfile;
  campaign: Awaited<ReturnType<CampaignsService['checkCode']>>;
};

/** What a change inside a transaction leaves to do once it commits (the push, the message). */
export type AfterCommit = () => void;

const running = (definition: CampaignDefinition, now: Date) =>
  new Date(definition.valid_from) <= now &&
  (definition.valid_to === null || new Date(definition.valid_to) > now);

const percentOf = (counter: bigint, target: bigint): number => {
  if (target <= 0n) return 0;
  if (counter >= target) return 100;
  return Number((counter * 10_000n) / target) / 100;
};

/**
 * The bonus engine (decision 32): a player's campaign from the choice to its end. Awards move
 * money from the house's `bonus_cost` into the bonus pocket; wagering counts real stakes by the
 * game's contribution; reaching the target moves the whole bonus pocket to `available`; any
 * other end takes the bonus pocket back to `bonus_cost`, never touching the player's own money.
 * Every change runs under the player's wallet lock, taken before the bonus row.
 */
export const createBonusService = (repository: BonusRepository, deps: BonusDeps) => {
  const { wallet, campaigns } = deps;
  const now = deps.now ?? (() => new Date());
  const { onError } = deps;

  const toActive = async (
    row: PlayerBonusRow,
    balance: bigint,
    language: string,
  ): Promise<ActiveBonus> => {
    const definition = await campaigns.definitionById(row.campaignId);
    const lang = language as keyof CampaignDefinition['names'];
    const at = now();
    const expiresAt = row.expiresAt ?? at;
    return {
      id: row.id,
      campaign_id: row.campaignId,
      player: { user_id: row.playerId },
      campaign: {
        id: row.campaignId,
        code: definition?.code ?? '',
        name: definition ? (definition.names[lang] ?? definition.names.en) : '',
        type: row.type as ActiveBonus['campaign']['type'],
        max_bet: row.maxBet === null ? null : toMajor(row.maxBet),
        wagering_multiplier: row.wageringMultiplier,
        game_contribution: row.gameContribution as ActiveBonus['campaign']['game_contribution'],
        terms: definition ? (definition.terms[lang] ?? definition.terms.en) : '',
      },
      status: 'active',
      amount: toMajor(row.amount),
      balance: toMajor(balance),
      target: toMajor(row.target),
      counter: toMajor(row.counter),
      counter_percentage: percentOf(row.counter, row.target),
      freespins: row.freespins,
      freespins_counter: row.freespinsCounter,
      freespin_games: row.games,
      freespin_value: row.spinValue === null ? null : toMajor(row.spinValue),
      activated_at: (row.activatedAt ?? at).toISOString(),
      expires_at: expiresAt.toISOString(),
      countdown: Math.max(0, Math.floor((expiresAt.getTime() - at.getTime()) / 1000)),
    };
  };

  /** The player's active bonus as `GET me` and the room show it, read now. */
  const activeOf = async (playerId: number, language = 'en'): Promise<ActiveBonus | null> => {
    const row = await repository.findOf(playerId, 'active');
    if (!row) return null;
    if (row.expiresAt && row.expiresAt <= now()) {
      // Expired: ended here at once rather than by the next sweep.
      await committed(async (tx, later) => {
        await wallet.lockWithin(tx, playerId);
        const active = await repository.findOf(playerId, 'active', tx, true);
        if (active) later(await expireIfDueWithin(tx, active));
      });
      return null;
    }
    const pockets = await wallet.pocketsOf(playerId);
    return toActive(row, pockets.bonus, language);
  };

  const languageOf = async (playerId: number) =>
    (await deps.players.findBonusProfile(playerId))?.language ?? 'en';

  /** Work after a commit (a push, a message): failures are reported, not thrown. */
  const inBackground = (work: () => Promise<void>) => deps.background.run(work, onError);

  /** Pushes the player's bonus as it is now (after a commit). */
  const pushNow = (playerId: number, ended: BonusEndReason | null = null) => {
    inBackground(async () => {
      deps.push(playerId, { bonus: await activeOf(playerId, await languageOf(playerId)), ended });
    });
  };

  const tellLater = (
    playerId: number,
    telling: (language: string, currency: string) => Telling,
  ) => {
    inBackground(async () => {
      const profile = await deps.players.findBonusProfile(playerId);
      const currency = profile ? await deps.currencyCodeOf(profile.currencyId) : '';
      await deps.tell(playerId, telling(profile?.language ?? 'en', currency));
    });
  };

  const money = (minor: bigint, currency: string) => `${toMajor(minor).toFixed(2)} ${currency}`;

  /**
   * Ends the active bonus `row` inside `tx`, under the wallet's lock (the caller's or taken
   * here): converted moves the whole bonus pocket to `available`, any other end back to the
   * house's `bonus_cost`. One ledger transaction, keyed by the bonus, so it happens once.
   */
  const endWithin = async (
    tx: Db,
    row: PlayerBonusRow,
    to: BonusEndReason,
    by: string,
  ): Promise<{ amount: bigint; after: AfterCommit } | undefined> => {
    await wallet.lockWithin(tx, row.playerId);
    const pockets = await wallet.pocketsWithin(tx, row.playerId);
    const amount = pockets.bonus;
    const ended = await repository.end(tx, row.id, 'active', to, amount, by);
    if (!ended) return undefined;
    if (amount > 0n)
      await wallet.postWithin(tx, {
        playerId: row.playerId,
        currencyId: row.currencyId,
        type: to === 'converted' ? 'bonus_converted' : 'bonus_removed',
        idempotencyKey: `bonus:end:${row.id}`,
        changes: to === 'converted' ? { bonus: -amount, available: amount } : { bonus: -amount },
        house: 'bonus_cost',
        reason: to,
        createdBy: by,
        meta: { player_bonus_id: row.id, campaign_id: row.campaignId },
      });
    return {
      amount,
      after: () => {
        pushNow(row.playerId, to);
        if (to === 'converted')
          tellLater(row.playerId, (language, currency) => ({
            type: 'campaignReached',
            subject: bonusTexts(language).reached.subject,
            body: bonusTexts(language).reached.body(money(amount, currency)),
          }));
        if (to === 'ended_min_balance')
          tellLater(row.playerId, (language) => ({
            type: 'bonus-min-balance-limit',
            subject: bonusTexts(language).minBalance.subject,
            body: bonusTexts(language).minBalance.body,
          }));
      },
    };
  };

  /** The figures of a campaign copied onto the player's bonus at award. */
  const figuresOf = (definition: CampaignDefinition, currencyId: number, amount: bigint) => {
    const key = String(currencyId);
    const at = now();
    const maxBet = definition.max_bets[key];
    return {
      amount,
      target: amount * BigInt(definition.wagering_multiplier),
      counter: 0n,
      maxBet: maxBet === undefined ? null : BigInt(maxBet),
      wageringMultiplier: definition.wagering_multiplier,
      gameContribution: definition.game_contribution,
      expiryDays: definition.expiry_days,
      activatedAt: at,
      expiresAt: new Date(at.getTime() + definition.expiry_days * DAY_MS),
    };
  };

  /** Moves an award into the bonus pocket: one ledger transaction of type 10, keyed by `key`. */
  const creditWithin = (
    tx: Db,
    row: { id: number; playerId: number; campaignId: number },
    currencyId: number,
    amount: bigint,
    key: string,
  ) =>
    wallet.postWithin(tx, {
      playerId: row.playerId,
      currencyId,
      type: 'bonus_assigned',
      idempotencyKey: key,
      changes: { bonus: amount },
      house: 'bonus_cost',
      createdBy: 'system',
      meta: { player_bonus_id: row.id, campaign_id: row.campaignId },
    });

  /** The campaigns offered to the player's site, currency and country. */
  const offerTo = (profile: BonusProfile) => ({
    skinId: profile.skinId,
    currencyId: profile.currencyId,
    countryCode: profile.countryCode ?? undefined,
  });

  /** Stores a campaign as the player's pending choice, waiting for its qualifying deposit. */
  const choose = (
    tx: Db,
    profile: BonusProfile,
    choice: {
      campaignId: number;
      type: CampaignType;
      source: string;
      terms: Pick<CampaignDefinition, 'game_contribution' | 'expiry_days'>;
    },
  ) =>
    repository.insert(tx, {
      playerId: profile.id,
      campaignId: choice.campaignId,
      currencyId: profile.currencyId,
      status: 'pending',
      type: choice.type,
      source: choice.source,
      gameContribution: choice.terms.game_contribution,
      expiryDays: choice.terms.expiry_days,
    });

  /** The pending choice, made from the registration's campaign the first time it is asked. */
  const pendingWithin = async (
    tx: Db,
    profile: BonusProfile,
  ): Promise<PlayerBonusRow | undefined> => {
    const pending = await repository.findOf(profile.id, 'pending', tx, true);
    if (pending || profile.registrationCampaignId === null) return pending;
    if (await repository.hasAny(profile.id, tx)) return undefined;
    const definition = await campaigns.definitionById(profile.registrationCampaignId, tx);
    if (!definition) return undefined;
    return choose(tx, profile, {
      campaignId: profile.registrationCampaignId,
      type: definition.reward.type,
      source: 'registration',
      terms: definition,
    });
  };

  /** Ends an active bonus whose time is up, inside `tx`; its after-commit work, if it ended. */
  const expireIfDueWithin = async (
    tx: Db,
    row: PlayerBonusRow,
  ): Promise<AfterCommit | undefined> => {
    if (!row.expiresAt || row.expiresAt > now()) return undefined;
    return (await endWithin(tx, row, 'expired', 'system'))?.after;
  };

  /** Runs `work` in one transaction and its after-commit work once it committed. */
  const committed = async <T>(
    work: (tx: Db, later: (after: AfterCommit | undefined) => void) => Promise<T>,
  ): Promise<T> => {
    const afters: AfterCommit[] = [];
    const result = await wallet.transaction((tx) =>
      work(tx, (after) => {
        if (after) afters.push(after);
      }),
    );
    for (const after of afters) after();
    return result;
  };

  /** Takes a no-deposit or free-spins campaign at once, inside `tx` under the wallet lock. */
  const awardNowWithin = async (
    tx: Db,
    profile: BonusProfile,
    campaignId: number,
    definition: CampaignDefinition,
    source: string,
  ): Promise<PlayerBonusRow> => {
    const key = String(profile.currencyId);
    const reward = definition.reward;
    const amount = reward.type === 'no_deposit' ? BigInt(reward.amounts[key] ?? 0) : 0n;
    const spinValue = reward.type === 'free_spins' ? reward.spin_values[key] : undefined;
    if (reward.type === 'no_deposit' && amount <= 0n)
      throw new AppError('bonus_not_available', 'The campaign gives nothing in your currency.');
    if (reward.type === 'free_spins' && spinValue === undefined)
      throw new AppError('bonus_not_available', 'The campaign gives nothing in your currency.');
    const row = await repository.insert(tx, {
      playerId: profile.id,
      campaignId,
      currencyId: profile.currencyId,
      status: 'active',
      type: reward.type,
      source,
      ...figuresOf(definition, profile.currencyId, amount),
      ...(reward.type === 'free_spins'
        ? { freespins: reward.spins, spinValue: BigInt(spinValue!), games: reward.games }
        : {}),
    });
    if (!row) throw new AppError('bonus_not_available', 'Another bonus is active.');
    if (amount > 0n)
      await creditWithin(tx, row, profile.currencyId, amount, `bonus:award:${row.id}`);
    return row;
  };

  const profileOf = async (playerId: number): Promise<BonusProfile> => {
    const profile = await deps.players.findBonusProfile(playerId);
    if (!profile) throw new AppError('not_found', 'No such player.');
    return profile;
  };

  return {
    activeOf,

    /**
     * Awards the pending deposit match on a deposit settled to success, inside the cashier's
     * transaction (the wallet is locked by the deposit's credit): percentage × deposit capped by
     * the campaign's maximum, if the deposit reaches its minimum and the campaign still runs.
     * One ledger transaction keyed by the deposit, so a redelivered event awards nothing more.
     */
    awardOnDepositWithin: async (
      tx: Db,
      deposit: { playerId: number; currencyId: number; transactionId: number; amount: bigint },
    ): Promise<AfterCommit | undefined> => {
      const profile = await deps.players.findBonusProfile(deposit.playerId, tx);
      if (!profile) return undefined;
      const pending = await pendingWithin(tx, profile);
      if (!pending || pending.type !== 'deposit_match') return undefined;
      if (await repository.findOf(deposit.playerId, 'active', tx)) return undefined;
      const definition = await campaigns.definitionById(pending.campaignId, tx);
      if (!definition || definition.reward.type !== 'deposit_match') return undefined;
      if (!running(definition, now())) return undefined;
      const key = String(deposit.currencyId);
      const open = definition.currency_ids;
      if (open.length > 0 && !open.includes(deposit.currencyId)) return undefined;
      const minimum = definition.min_deposits[key];
      if (minimum !== undefined && deposit.amount < BigInt(minimum)) return undefined;
      const matched = (deposit.amount * BigInt(definition.reward.percentage)) / 100n;
      const cap = definition.reward.max_amounts[key];
      const amount = cap !== undefined && matched > BigInt(cap) ? BigInt(cap) : matched;
      if (amount <= 0n) return undefined;
      const posted = await creditWithin(
        tx,
        pending,
        deposit.currencyId,
        amount,
        `bonus:deposit:${deposit.transactionId}`,
      );
      if (posted.replayed) return undefined;
      const row = await repository.activate(tx, pending.id, {
        ...figuresOf(definition, deposit.currencyId, amount),
        currencyId: deposit.currencyId,
        depositTransactionId: deposit.transactionId,
      });
      if (!row) throw new Error(`Bonus ${pending.id} moved under the wallet lock`);
      if (row.target === 0n) {
        const ended = await endWithin(tx, row, 'converted', 'system');
        return ended?.after;
      }
      return () => pushNow(deposit.playerId);
    },

    /**
     * A deposit's `bonus_code`, checked before the deposit opens: the deposit match it names
     * (`promo_code_invalid` when it is not offered to the player's currency and country,
     * `bonus_not_available` when it is not a deposit bonus). Nothing is chosen yet.
     */
    checkDepositCode: async (playerId: number, code: string): Promise<DepositCodeChoice> => {
      const profile = await profileOf(playerId);
      const campaign = await campaigns.checkCode(offerTo(profile), code);
      if (campaign.reward?.type !== 'deposit_match')
        throw new AppError('bonus_not_available', 'This campaign is not a deposit bonus.');
      return { profile, campaign };
    },

    /**
     * Makes a checked code the player's choice for the deposit, inside the deposit's own
     * transaction under the wallet lock: a deposit refused afterwards leaves the choice as it was.
     */
    chooseForDepositWithin: async (tx: Db, { profile, campaign }: DepositCodeChoice) => {
      await wallet.lockWithin(tx, profile.id);
      const pending = await pendingWithin(tx, profile);
      if (pending?.campaignId === campaign.id) return;
      if (pending) await repository.end(tx, pending.id, 'pending', 'forfeited', 0n, 'player');
      await choose(tx, profile, {
        campaignId: campaign.id,
        type: 'deposit_match',
        source: 'deposit',
        terms: campaign,
      });
    },

    /** GET campaigns/players/{id}/unusedCampaigns: the choice waiting and what may be taken. */
    unusedCampaigns: async (playerId: number, language = 'en'): Promise<UnusedCampaign[]> => {
      const profile = await profileOf(playerId);
      // A read: the wallet is locked only while the registration's choice has yet to be made.
      const registrationWaits =
        profile.registrationCampaignId !== null && !(await repository.hasAny(playerId));
      const pending = registrationWaits
        ? await committed(async (tx) => {
            await wallet.lockWithin(tx, playerId);
            return pendingWithin(tx, profile);
          })
        : await repository.findOf(playerId, 'pending');
      const taken = new Set(await repository.campaignIdsOf(playerId));
      const listed = await campaigns.listPublic(offerTo(profile), language);
      const answer: UnusedCampaign[] = [];
      if (pending) {
        const chosen = await campaigns.findById(pending.campaignId, language, profile.currencyId);
        if (chosen) answer.push({ ...chosen, chosen: true, activation: 'deposit' });
      }
      for (const campaign of listed) {
        if (taken.has(campaign.id) || !campaign.reward || campaign.reward.type === 'cashback')
          continue;
        answer.push({
          ...campaign,
          chosen: false,
          activation: campaign.reward.type === 'deposit_match' ? 'deposit' : 'now',
        });
      }
      return answer;
    },

    /**
     * POST campaigns/players/{id}/activate {code}: a deposit match becomes the choice for the
     * next deposit; a no-deposit or free-spins campaign is awarded now. One bonus at a time.
     */
    activate: async (
      playerId: number,
      code: string,
      language = 'en',
    ): Promise<{
      status: 'pending' | 'active';
      campaign_id: number;
      bonus: ActiveBonus | null;
    }> => {
      const profile = await profileOf(playerId);
      const campaign = await campaigns.checkCode(offerTo(profile), code);
      const definition = await campaigns.definitionById(campaign.id);
      if (!definition || definition.reward.type === 'cashback')
        throw new AppError('bonus_not_available', 'This campaign cannot be activated.');
      if (definition.sms_verified && !profile.smsVerified)
        throw new AppError('bonus_not_available', 'This campaign asks for a verified phone.');
      const status = await committed(async (tx, later) => {
        await wallet.lockWithin(tx, playerId);
        const active = await repository.findOf(playerId, 'active', tx, true);
        if (active) later(await expireIfDueWithin(tx, active));
        const pending = await pendingWithin(tx, profile);
        if (pending?.campaignId === campaign.id) return 'pending' as const;
        if ((await repository.campaignIdsOf(playerId, tx)).includes(campaign.id))
          throw new AppError('bonus_not_available', 'This campaign was taken already.');
        if (definition.reward.type === 'deposit_match') {
          if (pending) await repository.end(tx, pending.id, 'pending', 'forfeited', 0n, 'player');
          await repository.insert(tx, {
            playerId,
            campaignId: campaign.id,
            currencyId: profile.currencyId,
            status: 'pending',
            type: 'deposit_match',
            source: 'my_bonus',
            gameContribution: definition.game_contribution,
            expiryDays: definition.expiry_days,
          });
          return 'pending' as const;
        }
        await awardNowWithin(tx, profile, campaign.id, definition, 'my_bonus');
        later(() => pushNow(playerId));
        return 'active' as const;
      });
      return { status, campaign_id: campaign.id, bonus: await activeOf(playerId, language) };
    },

    /**
     * DELETE campaigns/players/{id}: gives up the active bonus (its money and winnings leave the
     * bonus pocket for the house; real money stays) and any pending choice.
     */
    forfeit: async (playerId: number): Promise<{ forfeited: boolean; removed_amount: number }> =>
      committed(async (tx, later) => {
        await wallet.lockWithin(tx, playerId);
        const pending = await repository.findOf(playerId, 'pending', tx, true);
        if (pending) await repository.end(tx, pending.id, 'pending', 'forfeited', 0n, 'player');
        const active = await repository.findOf(playerId, 'active', tx, true);
        const ended = active ? await endWithin(tx, active, 'forfeited', 'player') : undefined;
        later(ended?.after);
        return {
          forfeited: Boolean(ended || pending),
          removed_amount: toMajor(ended?.amount ?? 0n),
        };
      }),

    /**
     * Inside a withdrawal's or an exclusion's transaction (the wallet locked by the caller):
     * whether a bonus is active, and a way to forfeit it there.
     */
    forfeitWithin: async (
      tx: Db,
      playerId: number,
      by: string,
    ): Promise<AfterCommit | undefined> => {
      const active = await repository.findOf(playerId, 'active', tx, true);
      if (!active) return undefined;
      return (await endWithin(tx, active, 'forfeited', by))?.after;
    },

    /**
     * Inside a chargeback's transaction (the wallet locked by the caller): the active bonus that
     * the reverted deposit earned ends, forfeited with its winnings, as the money that earned it
     * is gone. A bonus of another deposit, or one already wagered, is not touched.
     */
    forfeitOfDepositWithin: async (
      tx: Db,
      deposit: { playerId: number; transactionId: number },
      by: string,
    ): Promise<AfterCommit | undefined> => {
      const active = await repository.findOf(deposit.playerId, 'active', tx, true);
      if (!active || active.depositTransactionId !== deposit.transactionId) return undefined;
      return (await endWithin(tx, active, 'forfeited', by))?.after;
    },

    hasActiveWithin: async (tx: Db, playerId: number): Promise<boolean> => {
      const active = await repository.findOf(playerId, 'active', tx, true);
      if (!active) return false;
      if (active.expiresAt && active.expiresAt <= now()) {
        // An expired bonus no longer stands in the way; the sweep or a read removes it.
        return false;
      }
      return true;
    },

    /**
     * The bonus's part of a stake on `gameId` (the seamless bet's locked path). The game's
     * category and slug are read first, outside any transaction (the catalog may reload); then,
     * under the wallet's lock:
     * - `freeSpinWithin`: a stake of exactly the spin value on a named game while free spins
     *   remain is a free spin; `take` pays it from `bonus_cost` into the bonus pocket (type 10,
     *   keyed by the provider's transaction) and counts it. Its win goes to the bonus pocket, as
     *   the stake came from there.
     * - `countWithin`: adds stake × the game's contribution to the counter (free spins count
     *   nothing); once the free spins are played, the first stake fixes their winnings as the
     *   bonus amount and target; at the target the bonus converts. Answers its after-commit
     *   work (the room's `bonus`, `campaignReached`).
     */
    stakeOn: async (gameId: number) => {
      const kind = await deps.gameKind(gameId);
      const category = kind === undefined ? undefined : wageringCategoryOf(kind.type);
      return {
        freeSpinWithin: async (
          tx: Db,
          stake: { playerId: number; amount: bigint; key: string },
        ): Promise<{ take: () => Promise<void> } | undefined> => {
          const active = await repository.findOf(stake.playerId, 'active', tx);
          if (
            !active ||
            !kind ||
            active.freespinsCounter >= active.freespins ||
            active.spinValue !== stake.amount ||
            !active.games.includes(kind.slug) ||
            (active.expiresAt !== null && active.expiresAt <= now())
          )
            return undefined;
          return {
            take: async () => {
              await repository.count(tx, active.id, 0n, 1);
              await creditWithin(
                tx,
                active,
                active.currencyId,
                stake.amount,
                `bonus:spin:${stake.key}`,
              );
            },
          };
        },

        countWithin: async (
          tx: Db,
          stake: { playerId: number; amount: bigint; freeSpin: boolean },
        ): Promise<AfterCommit | undefined> => {
          let active = await repository.findOf(stake.playerId, 'active', tx);
          if (!active) return undefined;
          const expired = await expireIfDueWithin(tx, active);
          if (expired) return expired;
          if (stake.freeSpin) return () => pushNow(stake.playerId);
          if (
            active.type === 'free_spins' &&
            active.amount === 0n &&
            active.freespinsCounter >= active.freespins
          ) {
            // The free spins are played and settled: their winnings are the bonus to wager.
            const { bonus: won } = await wallet.pocketsWithin(tx, stake.playerId);
            if (won <= 0n)
              return (await endWithin(tx, active, 'ended_min_balance', 'system'))?.after;
            await repository.addWinnings(
              tx,
              active.id,
              won,
              won * BigInt(active.wageringMultiplier),
            );
            active = (await repository.findOf(stake.playerId, 'active', tx))!;
          }
          const contribution =
            category === undefined ? 0 : (active.gameContribution[category] ?? 0);
          const turnover = (stake.amount * BigInt(contribution)) / 100n;
          const counted = turnover > 0n ? await repository.count(tx, active.id, turnover) : active;
          if (!counted) return undefined;
          const settled =
            counted.freespinsCounter >= counted.freespins &&
            (counted.type !== 'free_spins' || counted.amount > 0n);
          if (settled && counted.counter >= counted.target) {
            const ended = await endWithin(tx, counted, 'converted', 'system');
            return ended?.after;
          }
          return turnover > 0n ? () => pushNow(stake.playerId) : undefined;
        },
      };
    },

    /**
     * A stake rolled back by its provider, inside the rollback's transaction under the wallet's
     * lock: the turnover it counted toward the active bonus is taken back (the same stake ×
     * contribution, the row's copy of the campaign never changes). A stake made before this bonus
     * was activated, or one of its free spins (keyed `bonus:spin:<key>`), counted nothing here.
     * Answers the room's `bonus` to push after the commit.
     */
    unstakeWithin: async (
      tx: Db,
      stake: { playerId: number; gameId: number | null; amount: bigint; at: Date; key: string },
    ): Promise<AfterCommit | undefined> => {
      const active = await repository.findOf(stake.playerId, 'active', tx);
      if (!active || active.counter === 0n || stake.gameId === null) return undefined;
      if (!active.activatedAt || stake.at < active.activatedAt) return undefined;
      if (await wallet.bookedWithin(tx, `bonus:spin:${stake.key}`)) return undefined;
      const kind = await deps.gameKind(stake.gameId);
      const contribution =
        kind === undefined ? 0 : (active.gameContribution[wageringCategoryOf(kind.type)] ?? 0);
      const turnover = (stake.amount * BigInt(contribution)) / 100n;
      if (turnover === 0n) return undefined;
      const uncounted = await repository.uncount(tx, active.id, turnover);
      return uncounted ? () => pushNow(stake.playerId) : undefined;
    },

    /**
     * The spin value of the player's free spins while some remain on `gameId`: the stake a game
     * page starts at so that a spin is one of them; undefined otherwise.
     */
    freeSpinValueOf: async (playerId: number, gameId: number): Promise<bigint | undefined> => {
      const active = await repository.findOf(playerId, 'active');
      if (!active || active.spinValue === null || active.freespinsCounter >= active.freespins)
        return undefined;
      if (active.expiresAt !== null && active.expiresAt <= now()) return undefined;
      const kind = await deps.gameKind(gameId);
      return kind && active.games.includes(kind.slug) ? active.spinValue : undefined;
    },

    /** The text of a bet refused above the bonus's maximum, told to the player. */
    tellBetLimit: (playerId: number) => {
      inBackground(async () => {
        const active = await repository.findOf(playerId, 'active');
        const profile = await deps.players.findBonusProfile(playerId);
        const currency = profile ? await deps.currencyCodeOf(profile.currencyId) : '';
        const texts = bonusTexts(profile?.language ?? 'en').betLimit;
        await deps.tell(playerId, {
          type: 'bonus-bet-limit',
          subject: texts.subject,
          body: texts.body(money(active?.maxBet ?? 0n, currency)),
        });
      });
    },

    /**
     * POST campaigns/{campaign_id}/players/{player_id}/ping: whether the game shows the bonus
     * box (the player's active bonus is that campaign) and the game's contribution.
     */
    ping: async (
      playerId: number,
      campaignId: number,
      gameId: number,
      language = 'en',
    ): Promise<{
      useBonus: boolean;
      contribution: number;
      freespins_here: boolean;
      bonus: ActiveBonus | null;
    }> => {
      const bonus = await activeOf(playerId, language);
      const useBonus = bonus !== null && bonus.campaign_id === campaignId;
      const kind = await deps.gameKind(gameId);
      const slug = kind?.slug;
      const contribution =
        bonus && kind !== undefined
          ? (bonus.campaign.game_contribution[wageringCategoryOf(kind.type)] ?? 0)
          : 0;
      return {
        useBonus,
        contribution: useBonus ? contribution : 0,
        freespins_here:
          useBonus &&
          slug !== undefined &&
          bonus.freespin_games.includes(slug) &&
          bonus.freespins_counter < bonus.freespins,
        bonus: useBonus ? bonus : null,
      };
    },

    /**
     * Ends what is due: expired bonuses, and bonuses whose pocket fell below the minimum with no
     * free spin left and no round open (the wallet idle for BONUS_IDLE_MS). Counts what ended.
     */
    sweep: async (limit = 100): Promise<number> => {
      let count = 0;
      for (const due of await repository.expired(limit)) {
        await committed(async (tx, later) => {
          await wallet.lockWithin(tx, due.playerId);
          const active = await repository.findOf(due.playerId, 'active', tx, true);
          if (!active) return;
          const after = await expireIfDueWithin(tx, active);
          if (after) count += 1;
          later(after);
        });
      }
      for (const playerId of await repository.activePlayers(limit * 10)) {
        await committed(async (tx, later) => {
          await wallet.lockWithin(tx, playerId);
          const active = await repository.findOf(playerId, 'active', tx, true);
          if (!active || active.freespinsCounter < active.freespins) return;
          const pockets = await wallet.pocketsWithin(tx, playerId);
          if (pockets.bonus >= BONUS_MIN_BALANCE) return;
          const last = await wallet.lastMovementAtWithin(tx, playerId);
          if (last && now().getTime() - last.getTime() < BONUS_IDLE_MS) return;
          const ended = await endWithin(tx, active, 'ended_min_balance', 'system');
          if (ended) count += 1;
          later(ended?.after);
        });
      }
      return count;
    },

    /**
     * The back office's figures of every campaign taken up: players by where their bonus stands,
     * and per currency what it costs the house, converted bonus money plus the bonus pockets of
     * its active bonuses (a player has at most one active bonus, so the pocket is all its own).
     */
    campaignFigures: async (): Promise<Map<number, StaffCampaignFigures>> => {
      const figures = new Map<number, StaffCampaignFigures>();
      for (const row of await repository.figures()) {
        const entry = figures.get(row.campaign_id) ?? {
          take_up: {
            chosen: 0,
            pending: 0,
            awarded: 0,
            active: 0,
            converted: 0,
            forfeited_or_expired: 0,
          },
          cost: [],
        };
        const { take_up: takeUp } = entry;
        takeUp.chosen += row.taken_up;
        takeUp.pending += row.pending;
        takeUp.awarded += row.taken_up - row.pending;
        takeUp.active += row.active;
        takeUp.converted += row.converted;
        takeUp.forfeited_or_expired += row.forfeited_or_expired;
        const converted = BigInt(row.converted_amount);
        const inPockets = BigInt(row.pending_bonus);
        entry.cost.push({
          currency: row.currency_code ?? '',
          awarded: toMajor(BigInt(row.awarded)),
          converted: toMajor(converted),
          pending_bonus: toMajor(inPockets),
          cost: toMajor(converted + inPockets),
        });
        figures.set(row.campaign_id, entry);
      }
      return figures;
    },

    /** The operator's view: uptake and money of every campaign by currency. */
    cost: async () => {
      const rows = await repository.cost();
      // Each campaign's code once, however many currencies it was taken up in.
      const codes = new Map(
        await Promise.all(
          [...new Set(rows.map((row) => row.campaign_id))].map(
            async (id) => [id, (await campaigns.findById(id))?.code ?? ''] as const,
          ),
        ),
      );
      return Promise.all(
        rows.map(async (row) => ({
          campaign_id: row.campaign_id,
          code: codes.get(row.campaign_id) ?? '',
          currency: await deps.currencyCodeOf(row.currency_id),
          taken_up: row.taken_up,
          active: row.active,
          converted: row.converted,
          forfeited_or_expired: row.forfeited_or_expired,
          awarded: Number(row.awarded),
          converted_amount: Number(row.converted_amount),
          removed_amount: Number(row.removed_amount),
        })),
      );
    },
  };
};

export type BonusService = ReturnType<typeof createBonusService>;
