import { useRef } from 'react';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  message: string;
  confirmLabel: string;
  /** Without it the dialog is an alert: one button, which Escape presses too. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal yes/no question, or an alert to acknowledge; Escape cancels, and the focus starts on
 * the safe answer (cancel, or the alert's only button).
 */
export const ConfirmDialog = ({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={message}
      titleStyle="message"
      onCancel={onCancel}
      initialFocusRef={cancelLabel === undefined ? confirmRef : cancelRef}
    >
      <div className="dialog__actions">
        {cancelLabel === undefined ? null : (
          <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel}>
            {cancelLabel}
          </button>
        )}
        <button
          ref={confirmRef}
          type="button"
          className="button button--primary"
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
};
