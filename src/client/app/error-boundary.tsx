import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { buttonClass } from '../components/button-styles';
import { GuardMessage } from '../components/guard-message';

/**
 * What a person sees when a screen crashed: what happened, and two ways back. Both load the page
 * afresh, since the state that crashed cannot be trusted (and a screen whose code fails to load
 * after an update needs the new version).
 */
export function CrashScreen({ error }: { error: Error }) {
  return (
    <GuardMessage
      icon={AlertTriangle}
      title="Something went wrong on this screen"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <a href="/dashboard" className={buttonClass('secondary')}>
            Back to Dashboard
          </a>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => window.location.reload()}
          >
            <RotateCw className="size-4" aria-hidden /> Reload
          </button>
        </div>
      }
    >
      <p>
        This screen hit an error it could not recover from. Reload to try again, or go back to the
        dashboard.
      </p>
      <p role="alert" className="mt-3 rounded-md bg-raised px-3 py-2 font-mono text-xs break-words">
        {error.message || error.name}
      </p>
    </GuardMessage>
  );
}

type State = { error: Error | null };

/**
 * The last line of defence around every screen: a render error shows the crash screen instead of
 * a blank page. React reports the error to the console itself, so it is not logged again here.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override render(): ReactNode {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <CrashScreen error={this.state.error} />
    );
  }
}
