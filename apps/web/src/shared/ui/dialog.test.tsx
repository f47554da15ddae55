import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

const Page = ({ onCancel }: { onCancel?: () => void }) => {
  const [isOpen, setIsOpen] = useState(false);
  const okRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onCancel?.();
    setIsOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <Dialog
          role="alertdialog"
          title="Session limit"
          description="You have played for an hour."
          onCancel={onCancel ? close : undefined}
          initialFocusRef={okRef}
        >
          <a href="/limits">Limits</a>
          <button ref={okRef} type="button" onClick={() => setIsOpen(false)}>
            OK
          </button>
        </Dialog>
      ) : null}
    </>
  );
};

describe('Dialog', () => {
  it('opens modal, named by its title and described, with the focus where asked', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Session limit' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('You have played for an hour.');
    expect(screen.getByRole('heading', { name: 'Session limit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('gives the focus back to its opener when it closes', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels on Escape and on the browser’s close request', () => {
    const onCancel = vi.fn();
    render(<Page onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const escape = fireEvent.keyDown(document, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const request = fireEvent(
      screen.getByRole('alertdialog'),
      new Event('cancel', { cancelable: true }),
    );
    expect(request).toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('stays open on Escape when it cannot be dismissed', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
  });
});
