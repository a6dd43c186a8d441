import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { isUnauthorizedError } from './api-client';

type Sonner = typeof SonnerModule;
type Title = Parameters<Sonner['toast']['success']>[0];
type ToastId = string | number;

/*
 * Toasts, with Sonner loaded on the first one instead of in every page's first script. Sonner's
 * module writes its stylesheet into the document as it runs, which restyles the whole page
 * (docs/decisions/030-toasts-on-first-use.md); no page shows a toast before someone acts.
 * Calls keep their order: each waits on the same load.
 */

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A script gone after a deploy: the next toast asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function withSonner(show: (module: Sonner) => void): void {
  loadSonner().then(show, () => undefined);
}

export const toast = {
  success(title: Title, options?: ExternalToast): void {
    withSonner((module) => module.toast.success(title, options));
  },
  error(title: Title, options?: ExternalToast): void {
    withSonner((module) => module.toast.error(title, options));
  },
  warning(title: Title, options?: ExternalToast): void {
    withSonner((module) => module.toast.warning(title, options));
  },
  /** Dismisses one toast, or all; nothing to do while no toast was ever asked for. */
  dismiss(id?: ToastId): void {
    if (loading) withSonner((module) => module.toast.dismiss(id));
  },
};

/**
 * A failure toast worded by the screen that shows it; silent for an ended session, which the query
 * client already answers with its own toast and the way back to sign-in.
 */
export function toastFailure(error: unknown, title: string, description: string): void {
  if (isUnauthorizedError(error)) return;
  toast.error(title, { description });
}

/** For the toaster: Sonner once a toast has loaded it, else `undefined`. */
export function loadedSonner(): Sonner | undefined {
  return sonner;
}

export function onSonnerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
