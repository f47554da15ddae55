import { useNotificationContext } from 'ra-core';
import { useEffect } from 'react';
import { cn } from './cn';

const SHOWN_FOR_MS = 6000;

/** ra-core's notifications (`useNotify`), announced politely; an error stays until dismissed. */
export const Notifications = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const current = notifications[0];

  useEffect(() => {
    if (!current || current.type === 'error') return undefined;
    const timer = setTimeout(() => takeNotification(), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [current, takeNotification]);

  const message = typeof current?.message === 'string' ? current.message : current ? 'Done.' : null;
  return (
    <div role="status" aria-live="polite" className="fixed right-4 bottom-4 z-50 max-w-sm">
      {current ? (
        <div
          className={cn(
            'flex items-start gap-3 rounded-md px-4 py-3 text-sm shadow-lg',
            current.type === 'error' ? 'bg-red-800 text-white' : 'bg-slate-900 text-white',
          )}
        >
          <p className="flex-1">{message}</p>
          <button
            type="button"
            className="underline focus-visible:outline-2 focus-visible:outline-white"
            onClick={() => takeNotification()}
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
};
