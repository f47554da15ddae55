import { enGame } from '@prime/contract/texts/en-game';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The game screen's English texts (the fallback of its keys) come with the screen's chunk, not
 * with the first page; texts already there (the server's, another language's) win.
 */
export const GameTexts = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle('en', 'game'));
  useLayoutEffect(() => {
    if (ready) return;
    for (const [section, entries] of Object.entries(enGame)) {
      i18n.addResourceBundle('en', section, entries, true, false);
    }
    setReady(true);
  }, [i18n, ready]);
  return ready ? children : null;
};
