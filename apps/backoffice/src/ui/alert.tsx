import type { ReactNode } from 'react';

/** A failure the operator must read, announced at once. */
export const ErrorAlert = ({ children }: { children: ReactNode }) => (
  <p
    role="alert"
    className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
  >
    {children}
  </p>
);
