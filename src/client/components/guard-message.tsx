import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

export function GuardMessage({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <Icon className="mx-auto size-8 text-muted" aria-hidden />
        <h1 className="mt-3 text-lg font-semibold">{title}</h1>
        {children !== undefined && <div className="mt-2 text-sm text-muted">{children}</div>}
        <div className="mt-5 flex justify-center">{action}</div>
      </Card>
    </div>
  );
}
