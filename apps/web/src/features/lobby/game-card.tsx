import type { Game } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';

/** Size the artwork is drawn at; the card keeps this ratio before the image arrives. */
export const GAME_IMAGE_WIDTH = 320;
export const GAME_IMAGE_HEIGHT = 240;

/** One game of the grid; it opens the game screen (real play or demo is decided there). */
export const GameCard = ({ game }: { game: Game }) => {
  const { t } = useTranslation('casino');
  const language = useAppState((state) => state.language);
  const to = localizePath(
    language,
    generatePath(PATHS.game, { providerId: String(game.provider_id), gameId: String(game.id) }),
  );
  return (
    <li className="game-card">
      <Link
        className="game-card__link"
        to={to}
        aria-label={t('game_card_label', { name: game.name, provider: game.provider.name })}
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
      </Link>
    </li>
  );
};
