import { useCallback } from 'react';
import { Toast, ToastBody, ToastTitle, useToastController } from '@fluentui/react-components';
import { useI18n, type MessageId, type Values } from '@/i18n';
import { errorText } from './api/errors';
import { isApiError } from './api/errors';

export const TOASTER_ID = 'console';

export type Intent = 'success' | 'error' | 'warning' | 'info';

/** Toasts for outcomes: `notify.success('msg.addSuccess')`, `notify.error(error, 'msg.addFailed')`. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const { t } = useI18n();

  const show = useCallback(
    (intent: Intent, title: string, body?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {body ? <ToastBody>{body}</ToastBody> : null}
        </Toast>,
        { intent, timeout: intent === 'error' ? 5000 : 3000 },
      ),
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
