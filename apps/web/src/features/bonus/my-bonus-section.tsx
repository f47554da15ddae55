import type { Player, UnusedCampaign } from '@prime/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { usePlayer } from '../../shared/session/use-session';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useActivateCampaign } from './api/activate-campaign';
import { useForfeitBonus } from './api/forfeit-bonus';
import { useUnusedCampaigns } from './api/get-unused-campaigns';
import { ActiveBonusCard } from './active-bonus-card';
import { BonusCodeForm } from './bonus-code-form';
import { UnusedCampaignCard } from './unused-campaign-card';
import './bonus.css';

type Notice = { tone: 'ok' | 'error'; text: string };

const Title = ({ id }: { id: string }) => {
  const { t } = useTranslation('bonus');
  return (
    <h2 id={id} className="dashboard-section__title">
      {t('title')}
    </h2>
  );
};

const MyBonusContent = ({ player }: { player: Player }) => {
  const { t } = useTranslation('bonus');
  const titleId = useId();
  const unusedId = useId();
  const unused = useUnusedCampaigns(player.id);
  const activate = useActivateCampaign(player.id);
  const forfeit = useForfeitBonus(player.id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const bonus = player.bonus;
  const currency = player.currency.code;

  const handleActivate = (campaign: UnusedCampaign) => {
    setNotice(null);
    activate.mutate(campaign.code, {
      onSuccess: (result) =>
        setNotice({
          tone: 'ok',
          text: t(result.status === 'active' ? 'activated_now' : 'activated_pending', {
            name: campaign.name,
          }),
        }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: t(
            isApiError(error) && error.code === 'bonus_not_available'
              ? 'error_bonus_not_available'
              : 'activate_failed',
          ),
        }),
    });
  };

  const handleForfeit = () => {
    setConfirming(false);
    setNotice(null);
    forfeit.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'ok', text: t('forfeit_done') }),
      onError: () => setNotice({ tone: 'error', text: t('forfeit_failed') }),
    });
  };

  const campaigns = unused.data ?? [];
  const isEmpty = !bonus && unused.isSuccess && campaigns.length === 0;

  return (
    <section className="dashboard-section my-bonus" aria-labelledby={titleId}>
      <Title id={titleId} />
      {notice ? (
        <p
          role={notice.tone === 'ok' ? 'status' : 'alert'}
          className={`form-message form-message--${notice.tone}`}
        >
          {notice.text}
        </p>
      ) : null}
      {bonus ? (
        <ActiveBonusCard
          bonus={bonus}
          currency={currency}
          isForfeiting={forfeit.isPending}
          onForfeit={() => setConfirming(true)}
        />
      ) : null}
      {unused.isPending ? (
        <p className="form-message" aria-busy="true">
          {t('loading')}
        </p>
      ) : unused.isError ? (
        <p role="alert" className="form-message form-message--error">
          {t('load_error')}
        </p>
      ) : campaigns.length > 0 ? (
        <section aria-labelledby={unusedId} className="my-bonus__unused">
          <h3 id={unusedId}>{t('unused_title')}</h3>
          <ul className="my-bonus__list">
            {campaigns.map((campaign) => (
              <UnusedCampaignCard
                key={campaign.id}
                campaign={campaign}
                currency={currency}
                isBusy={activate.isPending}
                onActivate={() => handleActivate(campaign)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {isEmpty ? <p className="form-message my-bonus__none">{t('none')}</p> : null}
      <BonusCodeForm playerId={player.id} onSaved={(text) => setNotice({ tone: 'ok', text })} />
      {confirming ? (
        <ConfirmDialog
          message={t('forfeit_confirm')}
          confirmLabel={t('forfeit')}
          cancelLabel={t('keep_bonus')}
          onCancel={() => setConfirming(false)}
          onConfirm={handleForfeit}
        />
      ) : null}
    </section>
  );
};

/**
 * My bonus (spec 02 §2, §3, §8): the active bonus with its progress and the way to give it up
 * after "Are you sure?", the campaigns the player may still activate, or the no-campaign
 * message, and a bonus code to enter after registration. The server decides every rule shown here (one bonus at a time, what a deposit needs).
 */
export const MyBonusSection = () => {
  const titleId = useId();
  const player = usePlayer();
  if (!player)
    return (
      <section className="dashboard-section my-bonus" aria-labelledby={titleId} aria-busy="true">
        <Title id={titleId} />
      </section>
    );
  return <MyBonusContent player={player} />;
};
