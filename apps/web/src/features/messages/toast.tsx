import { ERROR_TOAST_MS, TOAST_MS } from '@prime/contract';
import { useEffect, useRef } from 'react';

export type ToastTone = 'info' | 'error';

/** How long a toast stays (spec 02 §9): 3 s, an error 4 s. */
export const toastLifetime = (tone: ToastTone) => (tone === 'error' ? ERROR_TOAST_MS : TOAST_MS);

/**
 * A short notice in the top-right corner that closes by itself; an error is announced at once
 * (role alert), any other politely (role status).
 */
export const Toast = ({
  tone = 'info',
  title,
  text,
  onClose,
}: {
  tone?: ToastTone;
  title: string;
  text?: string;
  onClose: () => void;
}) => {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), toastLifetime(tone));
    return () => window.clearTimeout(timer);
  }, [tone, title]);
  return (
    <div
      className={`message-toast message-toast--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className="message-toast__title">{title}</p>
      {text ? <p className="message-toast__text">{text}</p> : null}
    </div>
  );
};
