import { CircleAlert } from 'lucide-react';
import { Card } from '../components/card';

export function NotFoundPage() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <CircleAlert className="size-6 text-loss" aria-hidden />
          <h1 className="text-xl font-semibold">404 Page Not Found</h1>
        </div>
        <p className="mt-3 text-sm text-muted">Did you forget to add the page to the router?</p>
      </Card>
    </div>
  );
}
