import type { Player } from '@prime/contract';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOutsideClick } from '../../shared/hooks/use-outside-click';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { useLogout } from '../../shared/session/use-session';
import { EyeIcon, EyeOffIcon } from '../../shared/ui/icons';
import { HIDDEN_AMOUNT, usePlayerBalance } from './use-player-balance';
import { useShowBalance } from './use-show-balance';

/**
 * The desktop balance: total (real plus bonus) with an eye toggle; the field opens a summary
 * with the balances, Deposit now and Log out, closed again by a click outside.
 */
export const BalanceField = ({ player }: { player: Player }) => {
  const { t } = useTranslation('header');
  const language = useAppState((state) => state.language);
  const amounts = usePlayerBalance(player);
  const [shown, toggleShown] = useShowBalance();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const rootRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(rootRef, open, close);

  const show = (amount: string) => (shown ? amount : HIDDEN_AMOUNT);

  return (
    <div className="balance" ref={rootRef}>
      <button
        type="button"
        className="balance__field"
        aria-expanded={open}
        aria-controls={summaryId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="balance__label">{t('balance')}</span>
        <span className="balance__amount" data-testid="header-balance">
          {show(amounts.total)}
        </span>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-pressed={!shown}
        aria-label={shown ? t('hide_balance') : t('show_balance')}
        onClick={toggleShown}
      >
        {shown ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      {open ? (
        <div
          id={summaryId}
          className="balance__summary"
          role="region"
          aria-label={t('balance_summary')}
        >
          <p className="balance__name">{player.name}</p>
          <dl className="balance__list">
            <dt>{t('withdrawable_balance')}</dt>
            <dd>{show(amounts.available)}</dd>
            <dt>{t('deposited_balance')}</dt>
            <dd>{show(amounts.deposited)}</dd>
            <dt>{t('bonus_balance')}</dt>
            <dd>{show(amounts.bonus)}</dd>
          </dl>
          <Link
            className="button button--primary"
            to={localizePath(language, PATHS.deposit)}
            onClick={close}
          >
            {t('deposit_now')}
          </Link>
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
};
