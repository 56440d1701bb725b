import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { useForm } from '@/lib/form';
import { useNotify } from '@/lib/notify';

/**
 * A row action's form: values checked against the same schema the mock backend applies,
 * "please complete the form" on an invalid submit, one submit at a time, and on a refusal the
 * server's message in the dialog and a toast, with every typed value kept.
 */
export function useActionForm<T extends Record<string, unknown>>(schema: v.GenericSchema, initial: T, failed: MessageId) {
  const form = useForm<T>(schema, initial);
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
  return { form, error, run, dirty };
}
