import { useEffect, useState } from 'react';
import { Combobox, Field, Option, Tag, TagGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { FormShell } from '@/lib/form-shell';
import { useNotify } from '@/lib/notify';
import { useLoad } from '@/lib/load';
import { audienceApi, type MemberBrief } from '@/records/audience';
import { pushApi, type PushInput, type PushRow } from '../contract';

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground2 },
});

/**
 * 测试发送: the push as written, to a few chosen demo members (POST push/v1/test), at once; the
 * record is marked as a test and adds nothing to the records' counts (docs/safe-push.md).
 */
export function TestSendDialog({ push, onClose, onSent }: { push: Pick<PushInput, 'title' | 'content' | 'language'>; onClose: () => void; onSent: (row: PushRow) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const [chosen, setChosen] = useState<MemberBrief[]>([]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);

  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useLoad((keyword: string) => (keyword.length >= 2 ? audienceApi.members({ keyword }) : Promise.resolve([])), debounced);
  const results = debounced.length >= 2 ? (search.data ?? []) : [];

  const submit = async () => {
    if (!chosen.length) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const row = await pushApi.test({ push: { title: push.title.trim(), content: push.content.trim(), language: push.language }, memberIds: chosen.map((m) => m.id) });
      notify.success('push.test.done', { count: row.testCount });
      onSent(row);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const label = (m: MemberBrief) => t('engage.audience.memberOption', { name: m.name, card: m.cardNumber });

  return (
    <FormShell heading="push.test.title" busy={busy} dirty={chosen.length > 0} error={error} submitLabel="push.test.send" testId="push-test-dialog" onSubmit={() => void submit()} onClose={onClose}>
      <Text className={styles.hint}>{t('push.test.hint', { title: push.title.trim() })}</Text>
      <Field
        label={{ children: t('push.test.members'), htmlFor: 'push-test-search' }}
        required
        hint={t('engage.audience.searchHint')}
        validationMessage={missing && !chosen.length ? t('push.test.membersRequired') : undefined}
      >
        <Combobox
          id="push-test-search"
          freeform
          placeholder={t('engage.audience.search')}
          value={query}
          selectedOptions={[]}
          open={open && results.length > 0}
          onOpenChange={(_, d) => setOpen(d.open)}
          onInput={(e) => {
            setQuery((e.target as HTMLInputElement).value);
            setOpen(true);
          }}
          onOptionSelect={(_, d) => {
            const member = results.find((m) => String(m.id) === d.optionValue);
            if (member && !chosen.some((c) => c.id === member.id) && chosen.length < 20) setChosen([...chosen, member]);
            setQuery('');
            setOpen(false);
          }}
        >
          {results.map((m) => (
            <Option key={m.id} value={String(m.id)} text={label(m)}>
              {label(m)}
            </Option>
          ))}
        </Combobox>
      </Field>
      {chosen.length ? (
        <TagGroup className={styles.tags} aria-label={t('engage.audience.chosen', { count: chosen.length })} onDismiss={(_, d) => setChosen(chosen.filter((m) => String(m.id) !== d.value))}>
          {chosen.map((m) => (
            <Tag key={m.id} value={String(m.id)} size="small" dismissible dismissIcon={{ 'aria-label': t('engage.audience.remove', { name: label(m) }) }}>
              {label(m)}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
    </FormShell>
  );
}
