import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';

/**
 * A form after a save refused as stale (someone else saved the record since it was read): the
 * refusal with 载入最新内容, then what reloading brought in. The edit dialog, the settings page
 * and the profile dialog share it.
 */
export type StaleConflict = { state: 'stale' } | { state: 'reloaded'; fields: MessageId[] };

/**
 * 载入最新内容 on values: the keys whose value changed between what the form was based on and
 * what is stored now take the stored value; every other key keeps what the operator typed.
 */
export function takeTheirs<T extends Record<string, unknown>>(mine: T, base: T, theirs: T, keys: Array<keyof T> = Object.keys(theirs)): { values: T; changed: Array<keyof T> } {
  const changed = keys.filter((k) => JSON.stringify(theirs[k]) !== JSON.stringify(base[k]));
  const values = { ...mine };
  for (const k of changed) values[k] = theirs[k];
  return { values, changed };
}

/** The bar a form shows for a stale save: the refusal and its reload button, then what the reload brought in. */
export function StaleNotice({ conflict, reloading, onReload, className }: { conflict: StaleConflict | null; reloading: boolean; onReload: () => void; className?: string }) {
  const { t, intl } = useI18n();
  if (conflict?.state === 'stale') {
    return (
      <MessageBar intent="warning" role="alert" className={className}>
        <MessageBarBody>{t('error.stale')}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={onReload} disabled={reloading} icon={reloading ? <Spinner size="tiny" /> : undefined}>
            {t('form.stale.reload')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (conflict?.state === 'reloaded') {
    return (
      <MessageBar intent="info" role="status" className={className}>
        <MessageBarBody>
          {conflict.fields.length
            ? t('form.stale.reloaded', { fields: intl.formatList(conflict.fields.map((id) => t(id)), { type: 'conjunction' }) })
            : t('form.stale.reloadedNone')}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return null;
}
