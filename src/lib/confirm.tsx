import { useSyncExternalStore } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useI18n, type MessageId, type Values } from '@/i18n';

interface Request {
  title?: MessageId;
  body: MessageId;
  values?: Values;
  confirm?: MessageId;
  cancel?: MessageId;
  danger?: boolean;
  resolve: (ok: boolean) => void;
}

let current: Request | null = null;
const listeners = new Set<() => void>();
const set = (next: Request | null) => {
  current = next;
  listeners.forEach((l) => l());
};

/** Asks before a destructive or costly action; resolves true when confirmed. One at a time. */
export function confirm(request: Omit<Request, 'resolve'>): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => set({ ...request, resolve }));
}

/** Mounted once by the app. */
export function ConfirmHost() {
  const req = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  const { t } = useI18n();
  const close = (ok: boolean) => {
    req?.resolve(ok);
    set(null);
  };
  return (
    <Dialog open={req !== null} modalType="alert" onOpenChange={(_, d) => !d.open && close(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t(req?.title ?? 'confirm.title')}</DialogTitle>
          <DialogContent>{req ? t(req.body, req.values) : null}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => close(false)}>
              {t(req?.cancel ?? 'common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => close(true)} data-danger={req?.danger || undefined}>
              {t(req?.confirm ?? 'common.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
