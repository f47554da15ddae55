import {
  AML_KYC_THRESHOLD_EUR,
  KYC_LEVELS,
  toMajor,
  toMinor,
  type AmlLevel,
  type AmlLevelView,
  type KycAccessToken,
  type KycLevel,
  type KycLevelName,
  type Player,
} from '@prime/contract';
import type { KycProvider } from '../../adapters/kyc/kyc';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { KycRepository } from './kyc.repository';
import { acceptedOf, playerKycState, toKycLevel } from './kyc-state';

export { kycBasicAcceptedRead } from './kyc.repository';

/** A player acting through their session. */
export type KycActor = { playerId: number; skinId: number };

type AmlDeposits = { depositedEur: bigint; basicKyc: boolean };

/** What the AML level of a player is computed from, besides their deposits. */
export type AmlFacts = { isPep: boolean; isUbo: boolean; riskyCountry: boolean };

/**
 * The AML level: high for a PEP, a UBO or a risky country, medium from the deposits threshold,
 * low otherwise; a level a compliance officer set by hand replaces the computed one.
 */
const amlLevelOf = (
  facts: AmlFacts,
  { depositedEur, basicKyc }: AmlDeposits,
  override: { level: string } | undefined,
): AmlLevelView => {
  const reached = depositedEur >= toMinor(AML_KYC_THRESHOLD_EUR);
  const reasons = [
    ...(facts.isPep ? ['pep'] : []),
    ...(facts.isUbo ? ['ubo'] : []),
    ...(facts.riskyCountry ? ['risky_country'] : []),
    ...(reached ? ['deposits'] : []),
  ];
  const computed: AmlLevel =
    facts.isPep || facts.isUbo || facts.riskyCountry ? 'high' : reached ? 'medium' : 'low';
  return {
    level: (override?.level as AmlLevel | undefined) ?? computed,
    reasons: override ? [...reasons, 'override'] : reasons,
    deposits_eur: toMajor(depositedEur),
    threshold_eur: AML_KYC_THRESHOLD_EUR,
    kyc_required: reached && !basicKyc,
    basic_kyc_accepted: basicKyc,
  };
};

export type KycDeps = {
  repository: KycRepository;
  provider: KycProvider;
  players: {
    getPlayer: (skinId: number, playerId: number) => Promise<Player>;
    setKycState: (
      tx: Db,
      playerId: number,
      state: { isVerified?: true; statusKyc: string | null },
    ) => Promise<void>;
  };
  /** The player's deposits counted in euros (minor units) and whether the basic level is accepted. */
  amlDepositsOf: (playerId: number) => Promise<AmlDeposits>;
  /** `amlDepositsOf` of many players by id, in one statement. */
  amlDepositsOfMany: (playerIds: number[]) => Promise<Map<number, AmlDeposits>>;
  /** The site's address: the provider's page sends the player back to its KYC section. */
  publicUrl: string;
};

/**
 * Identity verification (decision 28): the player's KYC levels at the provider, the access
 * token that opens its verification page, and the AML level that says what is asked of them.
 * Levels move only on the provider's verified webhooks (kyc-webhooks.ts).
 */
export const createKycService = (deps: KycDeps) => {
  const { repository, provider, players } = deps;

  const ownPlayer = async (actor: KycActor, playerId: number): Promise<Player> => {
    // A player acts on their own verification only; another's id is refused, never looked up.
    if (playerId !== actor.playerId) throw new AppError('forbidden');
    return players.getPlayer(actor.skinId, actor.playerId);
  };

  /** The rules a level must pass to be opened (spec 02 §4 KYC), in the order the site shows them. */
  const assertOffered = (player: Player, level: KycLevelName, rows: KycLevel[]) => {
    const current = rows.find((row) => row.level === level);
    if (current?.status === 'accepted') throw new AppError('kyc_level_accepted');
    if (level === KYC_LEVELS.selfie) {
      const otherOpen = rows.some(
        (row) => row.level !== level && (row.status === 'initialized' || row.status === 'pending'),
      );
      if (!player.information.risky_country || otherOpen)
        throw new AppError('kyc_level_not_offered');
    }
  };

  const open = async (actor: KycActor, playerId: number, level: KycLevelName, via: string) => {
    const player = await ownPlayer(actor, playerId);
    const rows = (await repository.listLevels(player.id)).map(toKycLevel);
    if (rows.find((row) => row.level === level)?.status !== 'initialized')
      assertOffered(player, level, rows);
    const { applicantId } = await provider.createApplicant({
      externalUserId: String(player.id),
      levelName: level,
    });
    await repository.transaction(async (tx) => {
      await repository.openLevel(tx, {
        playerId: player.id,
        level,
        provider: provider.name,
        applicantId,
      });
      await repository.insertEvent(tx, {
        playerId: player.id,
        source: 'player',
        provider: provider.name,
        eventId: `player-${via}-${player.id}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        type: via,
        reason: null,
        payload: { level },
      });
      const all = await repository.listLevels(player.id, tx);
      await players.setKycState(tx, player.id, playerKycState(all));
    });
    return (await repository.listLevels(player.id)).map(toKycLevel);
  };

  return {
    /** The player's levels with their status (GET me lists them too). */
    levelsOf: async (playerId: number): Promise<KycLevel[]> =>
      (await repository.listLevels(playerId)).map(toKycLevel),

    /** What the launch and deposit gates read: the basic level accepted, the selfie level accepted. */
    acceptedOf: async (playerId: number) => acceptedOf(await repository.listLevels(playerId)),

    /**
     * Opens the basic level (`createLevel`, spec 02 §9) for a player who has none yet: at the end
     * of registration, and on a deposit that names it. A level already opened, in any status, is
     * left as it is.
     */
    openBasic: async (actor: KycActor, via: 'registration' | 'deposit'): Promise<void> => {
      const rows = await repository.listLevels(actor.playerId);
      if (rows.some((row) => row.level === KYC_LEVELS.basic)) return;
      await open(actor, actor.playerId, KYC_LEVELS.basic, via);
    },

    /** POST kyc/players/{id} {level}: opens a level for the session's player. */
    start: (actor: KycActor, playerId: number, level: KycLevelName) =>
      open(actor, playerId, level, 'start'),

    /** POST kyc/players/{user_id}/changeLevel {level}: moves the player on to another level. */
    changeLevel: (actor: KycActor, playerId: number, level: KycLevelName) =>
      open(actor, playerId, level, 'changeLevel'),

    /**
     * GET kyc/accessTokens/{level}: the provider's access token and page for the session's
     * player at a level, opening the level first when it is not yet.
     */
    accessToken: async (actor: KycActor, level: KycLevelName): Promise<KycAccessToken> => {
      const rows = (await repository.listLevels(actor.playerId)).map(toKycLevel);
      const current = rows.find((row) => row.level === level);
      if (!current || current.status === 'accepted')
        await open(actor, actor.playerId, level, 'start');
      const token = await provider.accessToken({
        externalUserId: String(actor.playerId),
        levelName: level,
        returnUrl: `${deps.publicUrl}/kyc`,
      });
      return {
        token: token.token,
        level,
        url: token.url,
        expires_at: token.expiresAt.toISOString(),
      };
    },

    /**
     * GET me/aml/level/current/: high for a PEP, a UBO or a risky country, medium once deposits
     * reach the threshold in euros, low otherwise, unless a compliance officer set the level by
     * hand (reason `override`); whether the basic level is owed now.
     */
    amlLevel: async (actor: KycActor): Promise<AmlLevelView> => {
      const player = await players.getPlayer(actor.skinId, actor.playerId);
      const deposits = await deps.amlDepositsOf(player.id);
      const facts = {
        isPep: player.is_pep,
        isUbo: player.is_ubo,
        riskyCountry: player.information.risky_country,
      };
      return amlLevelOf(facts, deposits, await repository.amlOverrideOf(player.id));
    },

    /**
     * The levels and AML level of many players at once (the back office's KYC list), one
     * statement for each source whatever the number of players; players without deposits facts
     * (unknown ids) left out.
     */
    kycOfMany: async (
      facts: Map<number, AmlFacts>,
    ): Promise<Map<number, { levels: KycLevel[]; aml: AmlLevelView }>> => {
      const ids = [...facts.keys()];
      const [levels, overrides, deposits] = await Promise.all([
        repository.listLevelsOf(ids),
        repository.amlOverridesOf(ids),
        deps.amlDepositsOfMany(ids),
      ]);
      const overrideOf = new Map(overrides.map((row) => [row.playerId, row]));
      const levelsOf = new Map<number, KycLevel[]>();
      for (const row of levels)
        levelsOf.set(row.playerId, [...(levelsOf.get(row.playerId) ?? []), toKycLevel(row)]);
      const answer = new Map<number, { levels: KycLevel[]; aml: AmlLevelView }>();
      for (const [playerId, player] of facts) {
        const playerDeposits = deposits.get(playerId);
        if (!playerDeposits) continue;
        answer.set(playerId, {
          levels: levelsOf.get(playerId) ?? [],
          aml: amlLevelOf(player, playerDeposits, overrideOf.get(playerId)),
        });
      }
      return answer;
    },
  };
};

export type KycService = ReturnType<typeof createKycService>;
