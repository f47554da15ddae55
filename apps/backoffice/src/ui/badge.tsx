import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  good: 'bg-green-100 text-green-900',
  warn: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
} as const;

export const Badge = ({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) => (
  <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-medium', TONES[tone])}>
    {children}
  </span>
);
