import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '../../shared/i18n/language';
import { useAppState } from '../../shared/session/app-store-context';

export const Logo = ({ small = false }: { small?: boolean }) => {
  const { t } = useTranslation('header');
  const language = useAppState((state) => state.language);
  const media = useAppState((state) => state.skinSettings?.media);
  const src = small
    ? (media?.logo_small ?? '/brand/logo-small.svg')
    : (media?.logo ?? '/brand/logo.svg');
  return (
    <Link to={localizePath(language, '/')} className="logo" aria-label={t('home')}>
      <img src={src} alt="" className={small ? 'logo__image logo__image--small' : 'logo__image'} />
    </Link>
  );
};
