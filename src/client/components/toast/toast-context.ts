import { createContext } from 'react';

export type ToastVariant = 'default' | 'error' | 'success';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastApi = {
  /** Shows a toast, replacing the one on screen (one at a time). */
  toast: (input: ToastInput) => void;
  dismiss: () => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
