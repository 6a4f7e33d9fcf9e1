export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span aria-hidden className={`inline-block animate-pulse rounded bg-raised ${className}`} />
  );
}

/** A loading list: `count` placeholder rows of the given height class, announced as busy. */
export function SkeletonRows({
  count = 3,
  rowClassName = 'h-10',
  label = 'Loading',
  className = 'space-y-2',
}: {
  count?: number;
  rowClassName?: string;
  label?: string;
  className?: string;
}) {
  return (
    <div aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`block w-full ${rowClassName}`} />
      ))}
    </div>
  );
}
