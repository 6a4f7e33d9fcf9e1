export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-block animate-pulse rounded bg-raised ${className}`} />
  );
}
