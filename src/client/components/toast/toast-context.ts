import { createContext } from 'react';

export type ToastVariant = 'default' | 'error' | 'success';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button beside the text; choosing it also closes the toast. */
  action?: { label: string; altText: string; onSelect: () => void };
  /** Names a waiting toast, so the same one is not queued twice and can be withdrawn. */
  tag?: string;
};

export type ToastApi = {
  /** Shows a toast at once, replacing the one on screen (one at a time): the answer to an action. */
  toast: (input: ToastInput) => void;
  /**
   * Shows a toast when the screen is free: news nobody asked for waits its turn instead of
   * replacing what the member is reading.
   */
  enqueue: (input: ToastInput) => void;
  /** Drops a waiting toast that is no longer true (the one on screen stays until it closes). */
  withdraw: (tag: string) => void;
  dismiss: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
