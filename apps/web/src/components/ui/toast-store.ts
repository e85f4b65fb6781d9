import { TOAST_LIMIT } from '@hearth/contracts';
import type { ReactNode } from 'react';

/**
 * The toast queue behind `toast()` and `useToast()`: a tiny store outside React so any code (a mutation's
 * onError, say) can raise a toast. At most TOAST_LIMIT (1) toasts are kept; a new one replaces the old (spec §9).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 ms when omitted. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  { type: 'add'; toast: ToastItem } | { type: 'update'; id: string; toast: Partial<ToastInput> } | { type: 'dismiss'; id?: string } | { type: 'remove'; id?: string };

export function toastReducer(state: readonly ToastItem[], action: ToastAction, limit = TOAST_LIMIT): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, limit);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

/** How long a closed toast stays mounted so its exit animation can finish. */
const REMOVE_DELAY_MS = 400;

type Listener = (toasts: ToastItem[]) => void;

let state: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  state = toastReducer(state, action);
  for (const listener of listeners) listener(state);
}

function scheduleRemove(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
  for (const t of state) if (id === undefined || t.id === id) scheduleRemove(t.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: Partial<ToastInput>) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => dispatch({ type: 'update', id, toast: next }),
  };
}

export function getToasts(): ToastItem[] {
  return state;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
