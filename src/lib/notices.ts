import type { MessageId } from '@/i18n';

/**
 * Messages the session announces (expiry, menu failure, sign-out). They are queued until the
 * toaster, which loads after the sign-in form, is there to show them: none is lost.
 */
export interface Notice {
  intent: 'success' | 'error' | 'warning';
  messageId: MessageId;
  error?: unknown;
}

const queue: Notice[] = [];
let listener: ((notice: Notice) => void) | null = null;

export function pushNotice(notice: Notice): void {
  if (listener) listener(notice);
  else queue.push(notice);
}

/** The toaster takes the queued notices, then each new one as it comes. */
export function takeNotices(fn: (notice: Notice) => void): () => void {
  listener = fn;
  queue.splice(0).forEach(fn);
  return () => {
    if (listener === fn) listener = null;
  };
}
