import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '../../shared/i18n/language';
import { PATHS } from '../../shared/routing/paths';
import { useAppState } from '../../shared/session/app-store-context';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';

/** A site path in the visitor's language. */
export const useLocalPath = () => {
  const language = useAppState((state) => state.language);
  return (path: string) => localizePath(language, path);
};

/** Instead of the game: what stops it, and where to go from here (home unless told). */
export const GameMessage = ({
  title,
  detail,
  children,
}: {
  title: string;
  detail?: string | undefined;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('game');
  const localPath = useLocalPath();
  return (
    <section className="page game-message" role="alert">
      <h1 className="page__title">{title}</h1>
      {detail ? <p className="game-message__detail">{detail}</p> : null}
      <div className="game-message__actions">
        {children ?? (
          <Link className="button button--ghost" to={localPath(PATHS.home)}>
            {t('go_home')}
          </Link>
        )}
      </div>
    </section>
  );
};

/** The spec's alerts that lead elsewhere once read: OK (or Escape) goes on. */
export const AlertDialog = ({ message, onClose }: { message: string; onClose: () => void }) => {
  const { t } = useTranslation('game');
  return (
    <ConfirmDialog
      message={message}
      confirmLabel={t('ok')}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
};
