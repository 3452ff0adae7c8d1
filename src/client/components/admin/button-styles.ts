// One set of button looks for the administrator portal, shared by native buttons, links and React Aria buttons.
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-1.5 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  // 44 px on every width (issue 38): a touch target on phones and tablets, and an easy one on desktops.
  sm: 'min-h-11 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm sm:text-base',
};

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return clsx(base, variants[variant], sizes[size], extra);
}
