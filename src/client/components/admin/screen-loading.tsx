// A quiet loading state for screens of the shell.
import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function ScreenLoading({ label, fullScreen }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={clsx(
        'flex items-center justify-center gap-3 text-slate-600',
        fullScreen ? 'min-h-dvh' : 'py-16',
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      <span>{label}</span>
    </div>
  );
}
