import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { buttonClass } from '../button-styles';
import { ToastContext } from './toast-context';
import type { ToastInput, ToastVariant } from './toast-context';
import {
  dismiss as dismissShown,
  EMPTY_QUEUE,
  enqueue as enqueueToast,
  showNow,
  withdraw as withdrawWaiting,
} from './toast-queue';

const AUTO_CLOSE_MS = 5_000;

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-line',
  success: 'border-profit',
  error: 'border-loss',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState(EMPTY_QUEUE);
  const nextId = useRef(0);
  const make = useCallback((input: ToastInput, queued: boolean) => {
    nextId.current += 1;
    return { ...input, id: nextId.current, open: true, queued };
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const next = make(input, false);
      setQueue((current) => showNow(current, next));
    },
    [make],
  );
  const enqueue = useCallback(
    (input: ToastInput) => {
      const next = make(input, true);
      setQueue((current) => enqueueToast(current, next));
    },
    [make],
  );
  const withdraw = useCallback(
    (tag: string) => setQueue((current) => withdrawWaiting(current, tag)),
    [],
  );
  const dismiss = useCallback(() => setQueue(dismissShown), []);
  const api = useMemo(
    () => ({ toast, enqueue, withdraw, dismiss }),
    [toast, enqueue, withdraw, dismiss],
  );
  const shown = queue.shown;

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={AUTO_CLOSE_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {shown !== null && (
          <Toast.Root
            key={shown.id}
            open={shown.open}
            onOpenChange={(open) => {
              if (!open) dismiss();
            }}
            className={`relative rounded-lg border bg-surface p-4 pr-10 shadow-lg data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${VARIANT_CLASSES[shown.variant ?? 'default']}`}
          >
            <Toast.Title className="text-sm font-medium">{shown.title}</Toast.Title>
            {shown.description !== undefined && (
              <Toast.Description className="mt-1 text-sm text-muted">
                {shown.description}
              </Toast.Description>
            )}
            {shown.action !== undefined && (
              <Toast.Action
                altText={shown.action.altText}
                onClick={shown.action.onSelect}
                className={buttonClass('secondary', 'mt-3 h-8 px-3')}
              >
                {shown.action.label}
              </Toast.Action>
            )}
            <Toast.Close
              aria-label="Close"
              className="absolute top-3 right-3 text-muted hover:text-fg"
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        )}
        <Toast.Viewport
          hotkey={['F8']}
          className="fixed right-0 bottom-16 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
