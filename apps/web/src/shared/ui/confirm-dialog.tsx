import { useRef } from 'react';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal yes/no question; Escape cancels and focus starts on the cancel button. */
export const ConfirmDialog = ({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={message}
      titleStyle="message"
      onCancel={onCancel}
      initialFocusRef={cancelRef}
    >
      <div className="dialog__actions">
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
};
