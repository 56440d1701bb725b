import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ReceiptAddRegular, SearchRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { errorText } from '@/lib/api/errors';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { Loaded, useLoad } from '@/lib/load';
import { useNotify } from '@/lib/notify';
import { Cell, DataTable } from '@/lib/resource';
import type { ColumnDef, Option, Row } from '@/lib/resource/types';
import { ORDER_TYPES, type StoreLookup } from '@/records/orders';
import { orderApi } from '@/records/orders';
import { supplementMachine } from '../machines/supplement-machine';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground1 },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  number: { width: '340px', maxWidth: '100%' },
  note: { color: tokens.colorNeutralForeground3 },
  details: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const TYPE_OPTIONS: Option[] = ORDER_TYPES.map((value) => ({ value, label: `tools.supplement.type.${value}` as MessageId }));
const STATUS_LABEL: Record<string, MessageId> = {
  unpaid: 'tools.supplement.status.unpaid',
  paid: 'tools.supplement.status.paid',
  refunded: 'tools.supplement.status.refunded',
  failed: 'tools.supplement.status.failed',
};

const PENDING_COLUMNS: ColumnDef[] = [
  { key: 'storeNo', label: 'tools.supplement.storeNo', width: 210 },
  { key: 'orderNo', label: 'tools.supplement.orderNo', width: 170, hidden: true },
  { key: 'type', label: 'tools.supplement.type', kind: 'enum', options: TYPE_OPTIONS, width: 90 },
  { key: 'itemName', label: 'tools.supplement.item', width: 130 },
  { key: 'cardNumber', label: 'tools.supplement.cardNumber', width: 100 },
  { key: 'amountYen', label: 'tools.supplement.amount', kind: 'money', width: 90 },
  { key: 'createTime', label: 'tools.supplement.createTime', kind: 'datetime', width: 150 },
];

/** What the member has: golden beans and VIP (type and expiry). */
function holdings(found: StoreLookup, t: (id: MessageId, values?: Record<string, string | number>) => string, locale: 'ZH' | 'EN') {
  const m = found.member;
  const vip = m.expiryTime ? t('tools.supplement.vipUntil', { type: m.vipTypeName || '-', time: formatDateTime(m.expiryTime, locale) }) : t('tools.supplement.noVip');
  return { beans: formatNumber(m.beanBalance, locale), vip };
}

/** The order found: the order, its member, what paying it grants. */
function Details({ found }: { found: StoreLookup }) {
  const { t, locale } = useI18n();
  const styles = useStyles();
  const o = found.order;
  const now = holdings(found, t, locale);
  const grant = o.type === 'beans' ? t('tools.supplement.grantBeans', { beans: formatNumber(found.grantBeans, locale) }) : t('tools.supplement.grantVip', { days: found.grantVipDays });
  const items: Array<[MessageId, string]> = [
    ['tools.supplement.storeNo', o.thirdPartyNo],
    ['tools.supplement.orderNo', o.orderNo],
    ['tools.supplement.type', t(`tools.supplement.type.${o.type}`)],
    ['tools.supplement.item', o.itemName || '-'],
    ['tools.supplement.amount', formatMoney(o.amountYen, locale)],
    ['tools.supplement.status', t(STATUS_LABEL[o.status])],
    ['tools.supplement.createTime', formatDateTime(o.createTime, locale)],
    ['tools.supplement.payTime', o.payTime ? formatDateTime(o.payTime, locale) : '-'],
    ['tools.supplement.member', `${found.member.name || '-'}（${found.member.cardNumber}）`],
    ['tools.supplement.beanBalance', now.beans],
    ['tools.supplement.vip', now.vip],
    ['tools.supplement.grant', grant],
  ];
  return (
    <dl className={styles.details} aria-label={t('tools.supplement.found')}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className={styles.term}>{t(label)}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * toolCategory/supplementOrder: supplement (补单) an order by its Google order number. The number
 * is looked up (the supplement statechart, ./supplement-machine.ts): the order, its member's
 * golden beans and VIP, and what paying it grants; 补单 asks first, then the order is paid, the
 * member gets the beans or VIP time, 补单成功 and the balance before and after. An unknown number,
 * an order paid already (a second supplement) or a malformed number say so. Below, the purchases
 * the store confirmed whose callback never arrived, to pick one.
 */
export default function SupplementOrderPage() {
  const { t, locale } = useI18n();
  const styles = useStyles();
  const notify = useNotify();
  const inputId = useId();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const before = useRef<StoreLookup | null>(null);
  const pending = useLoad(() => orderApi.storePending());
  const machine = useMemo(
    () =>
      supplementMachine.provide({
        actors: {
          lookup: fromPromise(({ input }: { input: { storeNo: string } }) => orderApi.storeLookup(input.storeNo)),
          supplement: fromPromise(({ input }: { input: { storeNo: string; version: number } }) => orderApi.storeSupplement(input.storeNo, input.version)),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine);
  const { found, refusal, error } = state.context;
  const reload = pending.reload;

  const paid = state.matches('paid');
  // Once per order paid (notify and reload are read then, not followed): 补单成功, and the purchases awaiting their callback again (it has left them).
  const paidOrder = paid ? (found?.order.id ?? null) : null;
  useEffect(() => {
    if (paidOrder === null) return;
    notify.success('msg.supplementSuccess');
    reload();
  }, [paidOrder]);

  const lookup = (storeNo: string) => {
    setTyped(storeNo);
    before.current = null;
    send({ type: 'LOOKUP', storeNo });
  };
  const confirmSupplement = () => {
    before.current = found;
    send({ type: 'SUPPLEMENT' });
  };
  const busy = state.matches('lookingUp') || state.matches('supplementing');
  const reason = refusal ? t(refusal) : error ? errorText(error, t) : '';

  const pick = (row: Row) => (
    <Tooltip content={t('tools.supplement.pick', { storeNo: String(row.storeNo) })} relationship="label">
      <Button size="small" appearance="subtle" icon={<ReceiptAddRegular />} onClick={() => lookup(String(row.storeNo))} disabled={busy} />
    </Tooltip>
  );

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <Subtitle2 as="h2" id={titleId}>
          {t('tools.supplement.title')}
        </Subtitle2>
        <Text className={styles.note}>{t('tools.supplement.intro')}</Text>
        <form
          className={styles.form}
          role="search"
          aria-label={t('tools.supplement.lookup')}
          onSubmit={(e) => {
            e.preventDefault();
            lookup(typed);
          }}
        >
          <Field label={{ children: t('tools.supplement.storeNo'), htmlFor: inputId }} hint={t('tools.supplement.hint')} className={styles.number}>
            <Input id={inputId} value={typed} onChange={(_, d) => setTyped(d.value)} placeholder={t('tools.supplement.placeholder')} autoComplete="off" spellCheck={false} />
          </Field>
          <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={busy}>
            {t('tools.supplement.lookup')}
          </Button>
        </form>
        <div role="status" aria-live="polite">
          {state.matches('lookingUp') ? <Spinner size="small" label={t('tools.supplement.lookingUp')} /> : null}
          {state.matches('refused') && reason ? (
            <MessageBar intent={refusal === 'tools.supplement.alreadyPaid' ? 'warning' : 'error'}>
              <MessageBarBody>{reason}</MessageBarBody>
            </MessageBar>
          ) : null}
          {paid && found && before.current ? (
            <MessageBar intent="success">
              <MessageBarBody>
                {t('tools.supplement.done', {
                  orderNo: found.order.orderNo,
                  before: formatNumber(before.current.member.beanBalance, locale),
                  after: formatNumber(found.member.beanBalance, locale),
                  vip: holdings(found, t, locale).vip,
                })}
              </MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
        {found && !state.matches('lookingUp') ? (
          <>
            <Details found={found} />
            {state.matches('lookedUp') || state.matches('confirming') || state.matches('supplementing') ? (
              <div className={styles.actions}>
                <Button appearance="primary" onClick={() => send({ type: 'CONFIRM' })} disabled={busy}>
                  {state.matches('supplementing') ? <Spinner size="tiny" aria-hidden /> : null}
                  {t('tools.supplement.confirm')}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>

      <div className={styles.card}>
        <Subtitle2 as="h2">{t('tools.supplement.pending')}</Subtitle2>
        <Text className={styles.note}>{t('tools.supplement.pendingNote')}</Text>
        <Loaded load={pending}>
          {(data, loading) => (
            <>
              <Text>{t('tools.supplement.pendingCount', { count: formatNumber(data.records.length, locale) })}</Text>
              <DataTable
                columns={PENDING_COLUMNS.filter((c) => !c.hidden)}
                rows={data.records}
                firstIndex={0}
                totalRows={data.records.length}
                renderCell={(row, column) => <Cell value={row[column.key]} column={column} options={Array.isArray(column.options) ? column.options : undefined} />}
                renderActions={pick}
                actionsWidth={48}
                label={t('tools.supplement.pending')}
                maxHeight="420px"
                busy={loading}
              />
            </>
          )}
        </Loaded>
      </div>

      <Dialog open={state.matches('confirming')} onOpenChange={(_, d) => !d.open && send({ type: 'CANCEL' })}>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>{t('tools.supplement.confirmTitle')}</DialogTitle>
            <DialogContent>
              {found
                ? t(found.order.type === 'beans' ? 'tools.supplement.confirmBeans' : 'tools.supplement.confirmVip', {
                    storeNo: found.order.thirdPartyNo,
                    member: found.member.cardNumber,
                    item: found.order.itemName,
                    beans: formatNumber(found.grantBeans, locale),
                    days: found.grantVipDays,
                  })
                : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => send({ type: 'CANCEL' })}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" onClick={confirmSupplement}>
                {t('tools.supplement.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
