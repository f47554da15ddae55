import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import './dialog.css';

export type DialogProps = {
  /** `alertdialog` for a message that needs the player's answer. */
  role?: 'dialog' | 'alertdialog';
  /** Names the dialog. */
  title: ReactNode;
  /** `heading` (an h2), or `message` where the title is the dialog's one sentence. */
  titleStyle?: 'heading' | 'message';
  /** Read out with the name. */
  description?: ReactNode;
  /** Escape calls it; without it the dialog cannot be dismissed. */
  onCancel?: (() => void) | undefined;
  /** The control that takes the focus on opening; else the browser's pick, the first one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** The body and the actions. */
  children: ReactNode;
};

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser keeps the focus
 * inside and makes the page behind inert. It opens when it mounts and closes when it unmounts,
 * giving the focus back to what had it before. Escape never closes it by itself (the page owns
 * that state): it calls `onCancel` when the dialog may be dismissed.
 */
export const Dialog = ({
  role = 'dialog',
  title,
  titleStyle = 'heading',
  description,
  onCancel,
  initialFocusRef,
  className,
  children,
}: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement;
    dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      // Closed first, so the page is no longer inert and the opener can take the focus back.
      dialog.close();
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus();
      }
    };
  }, [initialFocusRef]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A cancelled Escape makes no close request: the browser leaves the dialog open.
      event.preventDefault();
      onCancel?.();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onCancel]);

  return (
    <dialog
      ref={ref}
      role={role}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Another close request (a back gesture): the same as Escape.
        event.preventDefault();
        onCancel?.();
      }}
    >
      {titleStyle === 'message' ? (
        <p id={titleId} className="dialog__message">
          {title}
        </p>
      ) : (
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
      )}
      {description ? (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      ) : null}
      {children}
    </dialog>
  );
};
