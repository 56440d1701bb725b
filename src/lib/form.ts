import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { MessageId } from '@/i18n';
import { fieldErrors } from './validation';

/**
 * A small form state: values, per-field errors checked on blur (and all at once on submit)
 * against one valibot schema, and a busy flag so a submit cannot be sent twice. Values are
 * never cleared by a failure.
 */
export function useForm<T extends Record<string, unknown>>(schema: v.GenericSchema, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, MessageId>>>({});
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // The values of the last render, for the handlers below (kept once the render is committed).
  const valuesRef = useRef(values);
  useLayoutEffect(() => {
    valuesRef.current = values;
  });

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
  }, []);

  /** Checks one field (as on blur); cross-field rules land on the field they are forwarded to. */
  const blur = useCallback(
    (key: keyof T) => {
      const all = fieldErrors(schema, valuesRef.current);
      setErrors((prev) => ({ ...prev, [key]: all[key as string] }));
    },
    [schema],
  );

  const validate = useCallback((): boolean => {
    const all = fieldErrors(schema, valuesRef.current) as Partial<Record<keyof T, MessageId>>;
    setErrors(all);
    return Object.keys(all).length === 0;
  }, [schema]);

  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);

  /** Runs `action` unless one is in flight; returns false when it was refused or invalid. */
  const submit = useCallback(
    async (action: (values: T) => Promise<void>): Promise<boolean> => {
      if (busyRef.current) return false;
      if (!validate()) return false;
      busyRef.current = true;
      setBusy(true);
      try {
        await action(valuesRef.current);
        return true;
      } catch {
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [validate],
  );

  return { values, errors, busy, set, blur, validate, reset, submit };
}
