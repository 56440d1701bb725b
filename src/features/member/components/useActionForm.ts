import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { useForm } from '@/lib/form';
import { useKeptDialog, useRestoredStart } from '@/lib/kept-dialog';
import { useNotify } from '@/lib/notify';

/**
 * A row action's form: values checked against the same schema the mock backend applies,
 * "please complete the form" on an invalid submit, one submit at a time, and on a refusal the
 * server's message in the dialog and a toast, with every typed value kept.
 */
export function useActionForm<T extends Record<string, unknown>>(
  schema: v.GenericSchema,
  initial: T,
  failed: MessageId,
  /** No typed work lost (docs/unsaved-work.md): which dialog on which member, kept with the values if the session ends. */
  keep?: { dialog: string; recordId: number },
) {
  // Reopened from what a session's end kept (恢复未保存的内容): starts with those values.
  const form = useForm<T>(schema, useRestoredStart(initial));
  const notify = useNotify();
  const [error, setError] = useState<unknown>(null);
  const { validate, submit } = form;

  const run = useCallback(
    async (action: (values: T) => Promise<void>) => {
      if (!validate()) {
        notify.warning('msg.incompleteForm');
        return;
      }
      setError(null);
      await submit(async (values) => {
        try {
          await action(values);
        } catch (e) {
          setError(e);
          notify.error(e, failed);
          throw e;
        }
      });
    },
    [validate, submit, notify, failed],
  );

  const dirty = JSON.stringify(form.values) !== JSON.stringify(initial);
  useKeptDialog({ dialog: keep?.dialog ?? null, recordId: keep?.recordId, values: form.values, dirty });
  return { form, error, run, dirty };
}
