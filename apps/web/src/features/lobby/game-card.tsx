import type { Game } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { formatPercent } from '../../shared/format/money';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import type { BonusMark } from './bonus-mark';

/** Size the artwork is drawn at; the card keeps this ratio before the image arrives. */
export const GAME_IMAGE_WIDTH = 320;
export const GAME_IMAGE_HEIGHT = 240;

/**
 * One game of the grid; it opens the game screen (real play or demo is decided there). With an
 * active bonus, a game whose bets count shows a small bar of the wagering progress.
 */
export const GameCard = ({ game, bonus = null }: { game: Game; bonus?: BonusMark | null }) => {
  const { t, i18n } = useTranslation('casino');
  const language = useAppState((state) => state.language);
  const to = localizePath(
    language,
    generatePath(PATHS.game, { providerId: String(game.provider_id), gameId: String(game.id) }),
  );
  const label = t('game_card_label', { name: game.name, provider: game.provider.name });
  const bonusText = bonus
    ? t('game_card_bonus', {
        contribution: formatPercent(bonus.contribution, i18n.language),
        progress: formatPercent(bonus.progress, i18n.language),
      })
    : null;
  return (
    <li className="game-card">
      <Link
        className="game-card__link"
        to={to}
        aria-label={bonusText ? `${label}, ${bonusText}` : label}
        title={bonusText ?? undefined}
      >
        <img
          className="game-card__image"
          src={game.image}
          alt=""
          width={GAME_IMAGE_WIDTH}
          height={GAME_IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="game-card__name" title={game.name}>
          {game.name}
        </span>
        <span className="game-card__provider">{game.provider.name}</span>
        {bonus ? (
          <span className="game-card__bonus" aria-hidden="true">
            <span
              className="game-card__bonus-fill"
              style={{ width: `${Math.min(100, Math.max(0, bonus.progress))}%` }}
            />
          </span>
        ) : null}
      </Link>
    </li>
  );
};
