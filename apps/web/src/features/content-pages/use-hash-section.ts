import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

const readHashId = (hash: string): string | null => {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
};

/**
 * Opens the section a link points at (`/en/help#withdrawals`) once the page body is shown: a
 * `<details>` is opened and its summary focused, any other element is scrolled to and
 * focused, so keyboard and screen-reader users land where sighted users look.
 */
export const useHashSection = (
  container: RefObject<HTMLElement | null>,
  isReady: boolean,
): void => {
  const { hash } = useLocation();
  useEffect(() => {
    const id = readHashId(hash);
    const root = container.current;
    if (!isReady || id === null || !root) return;
    const target = root.ownerDocument.getElementById(id);
    if (!target || !root.contains(target)) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: 'start' });
    const summary = target instanceof HTMLDetailsElement ? target.querySelector('summary') : null;
    const focusTarget = summary ?? target;
    if (focusTarget.tabIndex < 0 && !focusTarget.hasAttribute('tabindex')) {
      focusTarget.setAttribute('tabindex', '-1');
    }
    focusTarget.focus({ preventScroll: true });
  }, [container, hash, isReady]);
};
