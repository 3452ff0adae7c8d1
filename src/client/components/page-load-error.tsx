// What a public page shows when its data could not be loaded: the reason and a Try again button.
import { RotateCw } from 'lucide-react';
import { errorReason } from '../lib/api-client.ts';

export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section className="container-page py-20 text-center">
      <p role="alert" className="text-lg font-medium text-red-700">
        Error: {errorReason(error)}
      </p>
      <button type="button" onClick={onRetry} className="btn btn-outline mt-6">
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </section>
  );
}
