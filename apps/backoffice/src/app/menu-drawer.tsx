import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** Tailwind's `md`: from this width the sidebar stands beside the screen, below it a drawer. */
const SIDEBAR_MEDIA = '(min-width: 48rem)';

/**
 * The sidebar as a drawer on a phone: a native modal `<dialog>` from the left, so the focus stays
 * in it and Escape closes it. A click beside it, a chosen screen (the caller closes it on
 * navigation) or a window grown to the sidebar's width close it too.
 */
export const MenuDrawer = ({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement;
    dialog.showModal();
    return () => {
      dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const wide = window.matchMedia?.(SIDEBAR_MEDIA);
    if (!wide) return undefined;
    const handleChange = () => {
      if (wide.matches) onClose();
    };
    wide.addEventListener('change', handleChange);
    return () => wide.removeEventListener('change', handleChange);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The backdrop is the dialog's own box outside its panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-full max-h-none w-64 max-w-[85vw] bg-slate-900 px-2 py-4 backdrop:bg-slate-900/60 md:hidden"
    >
      <div className="mb-6 flex items-center justify-between px-3">
        <p id={titleId} className="text-lg font-semibold text-white">
          Prime back office
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
        >
          Close
        </button>
      </div>
      {children}
    </dialog>
  );
};
