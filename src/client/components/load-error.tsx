import { AlertTriangle, RotateCw } from 'lucide-react';
import { buttonClass } from './button-styles';

/** The error state of a list or a panel: what failed, why, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-lg border border-dashed border-loss/40 px-6 py-10 text-center"
    >
      <AlertTriangle className="size-7 text-loss" aria-hidden />
      <h2 className="mt-3 font-medium">{title}</h2>
      <p className="mt-1 max-w-md text-sm break-words text-muted">{detail}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'mt-4')}
        onClick={onRetry}
        disabled={retrying}
      >
        <RotateCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
