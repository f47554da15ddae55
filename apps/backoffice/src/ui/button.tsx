import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const VARIANTS = {
  primary: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-900',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof VARIANTS;
  size?: 'sm' | 'md';
};

export const buttonClass = (variant: keyof typeof VARIANTS = 'primary', size = 'md') =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-50',
    size === 'sm' ? 'px-2.5 py-1 text-sm' : 'px-4 py-2 text-sm',
    VARIANTS[variant],
  );

/** A button in the shadcn style; `type="button"` unless it submits a form. */
export const Button = ({ variant, size, className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={cn(buttonClass(variant, size), className)} {...props} />
);
