import { SCROLL_TOP_BUTTON_PX } from '@prime/contract';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../shared/hooks/use-prefers-reduced-motion';
import { useScrolledPast } from '../../shared/hooks/use-scroll-y';
import { ArrowUpIcon } from '../../shared/ui/icons';

/** Appears once the page has scrolled SCROLL_TOP_BUTTON_PX; brings the visitor back up. */
export const ScrollTopButton = () => {
  const { t } = useTranslation('buttons');
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_PX);
  const reducedMotion = usePrefersReducedMotion();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scroll_to_top')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
};
