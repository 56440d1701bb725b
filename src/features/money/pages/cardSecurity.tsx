import { useState } from 'react';
import * as v from 'valibot';
import { Field, Input, Radio, RadioGroup, Select, Spinner, Text, ToolbarButton } from '@fluentui/react-components';
import { DeleteDismissRegular, KeyMultipleRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { useForm } from '@/lib/form';
import { useGrant } from '@/lib/grants';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { useNotify } from '@/lib/notify';
import { ResourcePage, invalidate, type RowAction } from '@/lib/resource';
import { CARD_BATCH_ENDPOINT, CARD_BATCH_MAX, type CardCodeListRow } from '@/records/catalogue';
import { generateCardsCall, moneyApi, voidCardsCall } from '../contract';
import { catalogueApi } from '@/records/catalogue';
import { batchResource, codeResource } from '../resources/cards';
import { FormShell } from '@/lib/form-shell';
import { useKeptDialog, useKeptRowDialog, useRestoredStart } from '@/lib/kept-dialog';
import { MemberLink, useUrlTabs } from '../components/MoneyParts';

const TABS = ['codes', 'batches'] as const;

/** The generator's form: the same bounds as the call (section 3: type, name, quantity). */
const GenerateFormSchema = v.object({
  kind: v.pipe(v.string(), v.picklist(['vip', 'beans'], 'operate.card.kindRequired')),
  itemId: v.pipe(v.string(), v.minLength(1, 'operate.card.itemRequired')),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'operate.card.nameRequired'), v.check((x) => [...x].length >= 2 && [...x].length <= 30, 'operate.card.nameLength')),
  quantity: v.pipe(
    v.union([v.number(), v.literal('')], 'operate.card.quantityRule'),
    v.check((x) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= CARD_BATCH_MAX, 'operate.card.quantityRule'),
  ),
});
type GenerateForm = { kind: 'vip' | 'beans'; itemId: string; name: string; quantity: number | '' };
const INITIAL: GenerateForm = { kind: 'beans', itemId: '', name: '', quantity: '' };

/** Generate a batch: a VIP type or a golden-bean package (the enabled ones of their lists), a name, 1 to 10,000 codes. */
function GenerateDialog({ onClose, onDone }: { onClose: () => void; onDone: (batchId: number) => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  // Reopened from what a session's end kept (恢复未保存的内容): starts with those values; kept while unsaved.
  const form = useForm<GenerateForm>(GenerateFormSchema, useRestoredStart(INITIAL));
  const dirty = JSON.stringify(form.values) !== JSON.stringify(INITIAL);
  useKeptDialog({ dialog: 'generate', values: form.values, dirty });
  const [error, setError] = useState<unknown>(null);
  const items = useLoad(async () => ({ vip: (await catalogueApi.vipTypes()).filter((x) => x.enabled), beans: (await catalogueApi.packages()).filter((x) => x.enabled) }));
  const choices = items.data?.[form.values.kind] ?? [];

  const submit = async () => {
    if (!form.validate()) {
      notify.warning('msg.incompleteForm');
      return;
    }
    setError(null);
    await form.submit(async (values) => {
      try {
        const id = Number(values.itemId);
        const batch = await moneyApi.generateCards({ kind: values.kind, name: values.name.trim(), quantity: values.quantity as number, ...(values.kind === 'vip' ? { vipTypeId: id } : { packageId: id }) });
        notify.success('operate.card.generated', { name: batch.name, count: batch.quantity });
        invalidate(CARD_BATCH_ENDPOINT);
        onDone(batch.id);
      } catch (e) {
        setError(e);
        notify.error(e, 'msg.createFailed');
        throw e;
      }
    });
  };

  return (
    <FormShell
      heading="operate.card.generateTitle"
      busy={form.busy}
      dirty={dirty}
      error={error}
      submitLabel="operate.card.generate"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text>{t('operate.card.generateHint')}</Text>
      <Field label={t('operate.card.kind')} required validationMessage={form.errors.kind ? t(form.errors.kind) : undefined}>
        <RadioGroup
          layout="horizontal"
          value={form.values.kind}
          onChange={(_, d) => {
            form.set('kind', d.value as GenerateForm['kind']);
            form.set('itemId', '');
          }}
        >
          <Radio value="beans" label={t('operate.card.kind.beans')} />
          <Radio value="vip" label={t('operate.card.kind.vip')} />
        </RadioGroup>
      </Field>
      {items.state === 'failure' ? <LoadError error={items.error} onRetry={items.retry} /> : null}
      <Field
        label={{ children: t(form.values.kind === 'vip' ? 'operate.card.vipType' : 'operate.card.package'), htmlFor: 'card-item' }}
        required
        validationMessage={form.errors.itemId ? t(form.errors.itemId) : undefined}
      >
        <Select id="card-item" value={form.values.itemId} disabled={!items.data} onChange={(_, d) => form.set('itemId', d.value)} onBlur={() => form.blur('itemId')}>
          <option value="">{t('form.selectPlaceholder')}</option>
          {choices.map((x) => (
            <option key={x.id} value={String(x.id)}>
              {x.name}
            </option>
          ))}
        </Select>
      </Field>
      {!items.data && items.state !== 'failure' ? <Spinner size="tiny" label={t('common.loading')} /> : null}
      <Field label={{ children: t('operate.card.name'), htmlFor: 'card-name' }} required validationMessage={form.errors.name ? t(form.errors.name) : undefined}>
        <Input id="card-name" value={form.values.name} maxLength={30} onChange={(_, d) => form.set('name', d.value)} onBlur={() => form.blur('name')} />
      </Field>
      <Field label={{ children: t('operate.card.quantity'), htmlFor: 'card-quantity' }} required hint={t('operate.card.quantityRule')} validationMessage={form.errors.quantity ? t(form.errors.quantity) : undefined}>
        <Input
          id="card-quantity"
          type="number"
          min={1}
          max={CARD_BATCH_MAX}
          step={1}
          value={form.values.quantity === '' ? '' : String(form.values.quantity)}
          onChange={(_, d) => form.set('quantity', d.value === '' ? '' : Number(d.value))}
          onBlur={() => form.blur('quantity')}
        />
      </Field>
    </FormShell>
  );
}

/**
 * operate/cardSecurity: card codes (section 3: VIP or golden-bean package, used or to be used,
 * name, redemption code, quantity), as two tabs. 卡密列表: every code, filtered by batch, type,
 * status or code; 生成卡密 makes a batch (then the list shows that batch, ready to export for
 * distribution); unused codes can be voided (selected, with a confirmation). 卡密批次: the
 * batches with their codes by status; a batch's codes open in the first tab. Codes are redeemed
 * for a member on the member page (更多操作 → 兑换卡密).
 */
export default function CardCodesPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const { tab, header, open } = useUrlTabs(TABS, { codes: 'operate.card.codesTab', batches: 'operate.card.batchesTab' });
  const [generating, setGenerating] = useState(false);
  // No typed work lost (docs/unsaved-work.md): the generator's input kept when a session ended, offered back.
  const [restored, setRestored] = useState<Record<string, unknown> | null>(null);
  const kept = useKeptRowDialog({
    form: 'money:cards',
    open: generating,
    name: () => t('operate.card.generate'),
    reopen: (_, __, values) => {
      if (tab !== 'codes') open('codes', {});
      setRestored(values);
      setGenerating(true);
      return true;
    },
  });

  if (tab === 'batches') {
    const viewCodes: RowAction = { key: 'codes', label: 'operate.card.viewCodes', icon: <KeyMultipleRegular />, run: (row) => open('codes', { 'f.batchId': row.id }) };
    return <ResourcePage key="batches" def={batchResource} header={header} rowActions={[viewCodes]} />;
  }

  const voidSelected = async (rows: CardCodeListRow[], refresh: () => void) => {
    const ok = await confirm({ body: 'operate.card.voidConfirm', values: { count: rows.length }, confirm: 'operate.card.void', danger: true });
    if (!ok) return;
    try {
      const result = await moneyApi.voidCards(rows.map((r) => r.id));
      notify.success('operate.card.voidSuccess', { count: result.voided });
      invalidate(CARD_BATCH_ENDPOINT);
    } catch (e) {
      notify.error(e, 'operate.card.voidFailed');
    }
    refresh();
  };

  return (
    <ResourcePage
      key="codes"
      def={codeResource}
      header={
        <>
          {kept.bar}
          {header}
        </>
      }
      detailExtra={(row) => <MemberLink cardNumber={row.cardNumber} />}
      toolbar={({ selected, refresh }) => (
        <>
          {granted(generateCardsCall.grant) ? (
            <ToolbarButton appearance="primary" icon={<KeyMultipleRegular />} onClick={() => setGenerating(true)}>
              {t('operate.card.generate')}
            </ToolbarButton>
          ) : null}
          {granted(voidCardsCall.grant) ? (
            <ToolbarButton
              icon={<DeleteDismissRegular />}
              disabled={!selected.length || selected.some((r) => r.status !== 'unused')}
              onClick={() => void voidSelected(selected, refresh)}
            >
              {t('operate.card.voidSelected')}
            </ToolbarButton>
          ) : null}
        </>
      )}
    >
      {generating
        ? kept.scope(
            restored,
            <GenerateDialog
              onClose={() => (setGenerating(false), setRestored(null))}
              onDone={(batchId) => {
                setGenerating(false);
                setRestored(null);
                open('codes', { 'f.batchId': batchId });
              }}
            />,
          )
        : null}
    </ResourcePage>
  );
}
