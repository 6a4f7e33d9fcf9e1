import { LoaderCircle } from 'lucide-react';

export function AuthenticatingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-3 text-sm text-muted"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>Authenticating...</span>
    </div>
  );
}
