import { useCallback, useEffect } from 'react';
import { Toast, ToastBody, ToastTitle, useToastController, type ToastPosition } from '@fluentui/react-components';
import { useI18n, type MessageId, type Values } from '@/i18n';
import { errorText } from './api/errors';
import { isApiError } from './api/errors';
import { PHONE_BREAKPOINT_PX } from './constants';

export const TOASTER_ID = 'console';

/** A dialog, alert dialog or drawer (a Fluent Dialog underneath) on screen. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Where a notice goes so that it never covers an open dialog's title: at the top, centred, when no
 * dialog is open; while a dialog or drawer is open (titles sit at the top of their surface), at
 * the bottom: centred on a phone, in the end corner on a wider screen, clear of a centred dialog.
 */
export function noticePosition(): ToastPosition {
  if (typeof document === 'undefined' || !document.querySelector(DIALOG)) return 'top';
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${PHONE_BREAKPOINT_PX}px)`).matches;
  return phone ? 'bottom' : 'bottom-end';
}

/** Notices on screen at the top, by toast id: a dialog that opens moves them to the bottom. */
const atTop = new Set<string>();
let lastId = 0;

/**
 * Mounted once with the toaster: when a dialog or drawer opens, the notices already at the top
 * move to where new ones go (`noticePosition`), so none stays over the dialog's title.
 */
export function useNoticesClearOfDialogs(): void {
  const { updateToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    const move = () => {
      if (!atTop.size) return;
      const position = noticePosition();
      if (position === 'top') return;
      for (const toastId of [...atTop]) {
        atTop.delete(toastId);
        updateToast({ toastId, position });
      }
      watch.stop();
    };
    // The page is watched only while a notice is at the top (not through every render of every page).
    const observer = new MutationObserver(move);
    let on = false;
    watch = {
      start: () => {
        if (on) return;
        on = true;
        observer.observe(document.body, { childList: true, subtree: true });
      },
      stop: () => {
        if (!on) return;
        on = false;
        observer.disconnect();
      },
    };
    if (atTop.size) watch.start();
    return () => {
      observer.disconnect();
      watch = IDLE;
    };
  }, [updateToast]);
}

const IDLE = { start: () => {}, stop: () => {} };
/** Watches the page for a dialog while notices are at the top (set by `useNoticesClearOfDialogs`). */
let watch: { start: () => void; stop: () => void } = IDLE;

export type Intent = 'success' | 'error' | 'warning' | 'info';

/** Toasts for outcomes: `notify.success('msg.addSuccess')`, `notify.error(error, 'msg.addFailed')`. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const { t } = useI18n();

  const show = useCallback(
    (intent: Intent, title: string, body?: string) => {
      const position = noticePosition();
      const toastId = `notice-${++lastId}`;
      if (position === 'top') {
        atTop.add(toastId);
        watch.start();
      }
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        {
          intent,
          timeout: intent === 'error' ? 5000 : 3000,
          position,
          toastId,
          onStatusChange: (_, { status }) => {
            if (status === 'dismissed' || status === 'unmounted') {
              atTop.delete(toastId);
              if (!atTop.size) watch.stop();
            }
          },
        },
      );
    },
    [dispatchToast],
  );

  return {
    success: useCallback((id: MessageId, values?: Values) => show('success', t(id, values)), [show, t]),
    info: useCallback((id: MessageId, values?: Values) => show('info', t(id, values)), [show, t]),
    warning: useCallback((id: MessageId, values?: Values) => show('warning', t(id, values)), [show, t]),
    /**
     * Shows a failure. A failure that ended the session is skipped: the session shows one
     * message for all of them. With `title`, the outcome ("添加失败") heads the server's reason.
     */
    error: useCallback(
      (error: unknown, title?: MessageId) => {
        if (isApiError(error) && error.sessionExpired) return;
        const reason = isApiError(error) ? errorText(error, t) : undefined;
        if (title) show('error', t(title), reason && reason !== t(title) ? reason : undefined);
        else show('error', reason ?? t('msg.requestFailed'));
      },
      [show, t],
    ),
  };
}
