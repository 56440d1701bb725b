import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { markDirty } from './dirty';

/**
 * Marks the current page as having unsaved edits while `dirty` is true, so closing its tab asks
 * first (src/lib/dirty.ts). Returns `clear`, for after a save or a discard.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const marked = useRef(false);
  useEffect(() => {
    if (dirty !== marked.current) {
      markDirty(pathname, dirty);
      marked.current = dirty;
    }
  }, [dirty, pathname]);
  useEffect(
    () => () => {
      if (marked.current) markDirty(pathname, false);
      marked.current = false;
    },
    [pathname],
  );
  return useCallback(() => {
    if (marked.current) markDirty(pathname, false);
    marked.current = false;
  }, [pathname]);
}

/**
 * Closing a dialog that holds unsaved input: the question is a dialog nested in it (render
 * `question` inside its DialogSurface and put `formRef` on its form), so "keep editing" returns
 * focus to the field the user was in, and "discard" closes.
 */
export function useDiscardGuard({ dirty, busy, onClose }: { dirty: boolean; busy: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const clear = useUnsavedChanges(dirty);
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const requestClose = () => {
    if (busy) return;
    if (!dirty) return onClose();
    const focused = document.activeElement;
    returnFocus.current = focused instanceof HTMLElement && formRef.current?.contains(focused) ? focused : null;
    setAsking(true);
  };
  const keepEditing = () => {
    setAsking(false);
    requestAnimationFrame(() => (returnFocus.current ?? formRef.current?.querySelector<HTMLElement>('input, textarea, select'))?.focus());
  };
  const discard = () => {
    setAsking(false);
    clear();
    onClose();
  };

  const question: ReactNode = (
    <Dialog open={asking} modalType="alert" onOpenChange={(_, d) => !d.open && keepEditing()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirm.title')}</DialogTitle>
          <DialogContent>{t('form.unsaved')}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={keepEditing}>
              {t('form.keepEditing')}
            </Button>
            <Button appearance="primary" onClick={discard}>
              {t('form.discard')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );

  return { requestClose, question, formRef, clear };
}
