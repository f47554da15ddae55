import { MESSAGE_POLL_MS } from '@prime/contract';
import { useEffect, useRef } from 'react';

/** The first look for a waiting message after the socket connects (spec 01 §4, §9). */
export const FIRST_MESSAGE_CHECK_MS = 10_000;

/** A modal dialog is open: the player is answering something, so no message is asked for. */
export const isDialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * When the site asks the server for a waiting message (GET me/messages/readone): once,
 * FIRST_MESSAGE_CHECK_MS after the socket connects (what came while no socket listened); and
 * every MESSAGE_POLL_MS only while the socket is down, skipped while `isBusy` (a dialog is open,
 * or a message is being shown).
 */
export const useMessagePolling = ({
  isActive,
  isSocketOn,
  isBusy,
  check,
}: {
  /** A player is logged in. */
  isActive: boolean;
  isSocketOn: boolean;
  isBusy: () => boolean;
  check: () => void;
}) => {
  const latest = useRef({ isBusy, check });
  latest.current = { isBusy, check };

  useEffect(() => {
    if (!isActive) return undefined;
    if (isSocketOn) {
      const timer = window.setTimeout(() => latest.current.check(), FIRST_MESSAGE_CHECK_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setInterval(() => {
      if (!latest.current.isBusy()) latest.current.check();
    }, MESSAGE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [isActive, isSocketOn]);
};
