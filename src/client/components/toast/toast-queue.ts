import type { ToastInput } from './toast-context';

export type QueuedToast = ToastInput & { id: number; open: boolean; queued: boolean };
export type ToastQueue = { shown: QueuedToast | null; waiting: readonly QueuedToast[] };

/** A burst of news keeps only its latest few: older ones are the likeliest to be gone already. */
export const MAX_WAITING = 3;

export const EMPTY_QUEUE: ToastQueue = { shown: null, waiting: [] };

const keep = (waiting: readonly QueuedToast[]) => waiting.slice(-MAX_WAITING);

/**
 * The answer to the member's own action, at once. A queued toast it interrupts goes back to the
 * front of the line: it was not read yet.
 */
export function showNow(queue: ToastQueue, toast: QueuedToast): ToastQueue {
  const interrupted = queue.shown?.open === true && queue.shown.queued ? [queue.shown] : [];
  return { shown: toast, waiting: keep([...interrupted, ...queue.waiting]) };
}

/** Shown now when nothing is on screen, else in line; a tag already shown or waiting is ignored. */
export function enqueue(queue: ToastQueue, toast: QueuedToast): ToastQueue {
  const tag = toast.tag;
  if (
    tag !== undefined &&
    ((queue.shown?.open === true && queue.shown.tag === tag) ||
      queue.waiting.some((waiting) => waiting.tag === tag))
  ) {
    return queue;
  }
  if (queue.shown?.open !== true) return { ...queue, shown: toast };
  return { ...queue, waiting: keep([...queue.waiting, toast]) };
}

/** The toast on screen closed: the next in line takes its place. */
export function dismiss(queue: ToastQueue): ToastQueue {
  const [next, ...rest] = queue.waiting;
  if (next !== undefined) return { shown: next, waiting: rest };
  return queue.shown === null ? queue : { ...queue, shown: { ...queue.shown, open: false } };
}

export function withdraw(queue: ToastQueue, tag: string): ToastQueue {
  if (!queue.waiting.some((toast) => toast.tag === tag)) return queue;
  return { ...queue, waiting: queue.waiting.filter((toast) => toast.tag !== tag) };
}
