import { useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Question = Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>;

/**
 * Submit-then-confirm: `ask()` opens the question, and only its confirmation runs `send`;
 * cancelling (or Escape) closes it and sends nothing. Render `dialog` where the question belongs.
 */
export const useConfirmedSubmit = (
  question: Question,
  send: () => unknown,
): { ask: () => void; dialog: ReactNode } => {
  const [isAsking, setIsAsking] = useState(false);
  const dialog = isAsking ? (
    <ConfirmDialog
      {...question}
      onCancel={() => setIsAsking(false)}
      onConfirm={() => {
        setIsAsking(false);
        void send();
      }}
    />
  ) : null;
  return { ask: () => setIsAsking(true), dialog };
};
