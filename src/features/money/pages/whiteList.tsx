import { useState } from 'react';
import * as v from 'valibot';
import { Button, Field, Input, Radio, RadioGroup, Switch, Text, Textarea, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useForm } from '@/lib/form';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage } from '@/lib/resource';
import { fitsChars } from '@/lib/text';
import { addWhiteListCall, moneyApi } from '../contract';
import { whiteListResource } from '../resources/whiteList';
import { FormShell } from '@/lib/form-shell';
import { useKeptDialog, useKeptRowDialog, useRestoredStart } from '@/lib/kept-dialog';
import { MemberLink } from '../components/MoneyParts';

const useStyles = makeStyles({
  search: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Hit = Awaited<ReturnType<typeof moneyApi.findMembers>>['records'][number];

const AddFormSchema = v.object({
  memberId: v.pipe(v.string(), v.minLength(1, 'operate.white.memberRequired')),
  enabled: v.boolean(),
  remark: v.pipe(v.string(), v.check((x) => fitsChars(x, 100), 'operate.white.remarkLength')),
});
type AddForm = { memberId: string; enabled: boolean; remark: string };
const INITIAL: AddForm = { memberId: '', enabled: true, remark: '' };

/** Find a member by card number, phone or e-mail, then put it on the white list (at most once) with a status and a remark. */
function AddDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  // Reopened from what a session's end kept (恢复未保存的内容): the search words, status and remark
  // (the member is chosen again from a new search: a choice kept without its results would be unseen).
  const start = useRestoredStart({ keyword: '', enabled: INITIAL.enabled, remark: INITIAL.remark });
  const form = useForm<AddForm>(AddFormSchema, { ...INITIAL, enabled: start.enabled, remark: start.remark });
  const [keyword, setKeyword] = useState(start.keyword);
  const dirty = keyword !== '' || JSON.stringify(form.values) !== JSON.stringify(INITIAL);
  useKeptDialog({ dialog: 'add', values: { keyword, enabled: form.values.enabled, remark: form.values.remark }, dirty });
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const chosen = hits?.find((h) => String(h.id) === form.values.memberId);

  const find = async () => {
    setSearching(true);
    setSearchError(null);
    try {
      const result = await moneyApi.findMembers(keyword.trim());
      setHits(result.records);
      const pick = result.records.filter((h) => !h.listed);
      form.set('memberId', pick.length === 1 ? String(pick[0].id) : '');
    } catch (e) {
      setHits(null);
      setSearchError(e);
    } finally {
      setSearching(false);
    }
  };

  const submit = async () => {
    if (!form.validate()) {
      notify.warning('msg.incompleteForm');
      return;
    }
    setError(null);
    await form.submit(async (values) => {
      try {
        await moneyApi.addWhiteList({ memberId: Number(values.memberId), enabled: values.enabled, remark: values.remark.trim() });
        notify.success('msg.addSuccess');
        onDone();
      } catch (e) {
        setError(e);
        notify.error(e, 'msg.addFailed');
        throw e;
      }
    });
  };

  return (
    <FormShell
      heading="operate.white.addTitle"
      busy={form.busy}
      dirty={dirty}
      error={error ?? searchError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className={styles.search}>
        <Field className={styles.grow} label={{ children: t('operate.white.keyword'), htmlFor: 'white-keyword' }} hint={t('operate.white.keywordHint')}>
          <Input
            id="white-keyword"
            value={keyword}
            maxLength={100}
            onChange={(_, d) => setKeyword(d.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
          />
        </Field>
        <Button icon={<SearchRegular />} disabled={searching || keyword.trim() === ''} onClick={() => void find()}>
          {t('operate.white.find')}
        </Button>
      </div>
      {hits ? (
        hits.length ? (
          <Field label={t('operate.white.results')} required validationMessage={form.errors.memberId ? t(form.errors.memberId) : undefined}>
            <RadioGroup value={form.values.memberId} onChange={(_, d) => form.set('memberId', d.value)}>
              {hits.map((h) => (
                <Radio
                  key={h.id}
                  value={String(h.id)}
                  disabled={h.listed}
                  label={`${h.name} · ${h.cardNumber}${h.phone ? ` · ${h.phone}` : ''}${h.email ? ` · ${h.email}` : ''}${h.listed ? ` · ${t('operate.white.listed')}` : ''}`}
                />
              ))}
            </RadioGroup>
          </Field>
        ) : (
          <Text role="status">{t('operate.white.noMatch')}</Text>
        )
      ) : form.errors.memberId ? (
        <Text role="alert">{t(form.errors.memberId)}</Text>
      ) : null}
      {chosen ? <Text className={styles.muted}>{t('operate.white.chosen', { name: chosen.name, card: chosen.cardNumber })}</Text> : null}
      <Field label={{ children: t('operate.white.status'), htmlFor: 'white-enabled' }}>
        <Switch id="white-enabled" checked={form.values.enabled} label={t(form.values.enabled ? 'operate.white.enabled' : 'operate.white.disabled')} onChange={(_, d) => form.set('enabled', d.checked)} />
      </Field>
      <Field label={{ children: t('operate.white.remark'), htmlFor: 'white-remark' }} validationMessage={form.errors.remark ? t(form.errors.remark) : undefined}>
        <Textarea id="white-remark" value={form.values.remark} onChange={(_, d) => form.set('remark', d.value)} onBlur={() => form.blur('remark')} />
      </Field>
    </FormShell>
  );
}

/**
 * operate/whiteList: members on the white list (section 3: member, status), with phone, e-mail
 * and a remark. 添加会员 finds a member by card number, phone or e-mail; a member is listed at
 * most once. The status switch, the remark (edit), delete and export are the list kit's.
 */
export default function WhiteListPage() {
  const { t } = useI18n();
  const granted = useGrant();
  /** The add dialog: `refresh` from the toolbar, or `restored` when reopened from what a session's end kept. */
  const [adding, setAdding] = useState<{ refresh?: () => void; restored?: Record<string, unknown> } | null>(null);
  // No typed work lost (docs/unsaved-work.md): the add dialog's input kept when a session ended, offered back.
  const kept = useKeptRowDialog({
    form: 'money:whiteList',
    open: adding !== null,
    name: () => t('operate.white.add'),
    reopen: (_, __, restored) => {
      setAdding({ restored });
      return true;
    },
  });
  return (
    <ResourcePage
      def={whiteListResource}
      header={kept.bar}
      detailExtra={(row) => <MemberLink cardNumber={row.cardNumber} />}
      toolbar={({ refresh }) =>
        granted(addWhiteListCall.grant) ? (
          <ToolbarButton appearance="primary" icon={<PersonAddRegular />} onClick={() => setAdding({ refresh })}>
            {t('operate.white.add')}
          </ToolbarButton>
        ) : null
      }
    >
      {(list) =>
        adding
          ? kept.scope(
              adding.restored,
              <AddDialog
                onClose={() => setAdding(null)}
                onDone={() => {
                  // The toolbar's refresh, or the list's when reopened from kept work.
                  (adding.refresh ?? list.refresh)();
                  setAdding(null);
                }}
              />,
            )
          : null
      }
    </ResourcePage>
  );
}
