import { Badge, Switch, Tooltip, useId } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useI18n, type Translate } from '@/i18n';
import type { Locale } from '@/i18n';
import type { ToggleRef } from '@/machines/list';
import { formatBytes, formatCurrency, formatDate, formatDateTime, formatId, formatMoney, formatNumber, formatPercent } from '../format';
import type { ColumnDef, Option, Row } from './types';

export function optionText(option: Option | undefined, t: Translate): string {
  if (!option) return '';
  return option.label ? t(option.label) : (option.text ?? String(option.value));
}

/** A column of identifiers: `id`, or a field named `…Id` (a drama's, a member's): its digits as they are. */
export function isIdColumn(column: Pick<ColumnDef, 'key'>): boolean {
  return column.key === 'id' || /[a-z]Id$/.test(column.key);
}

/** A money column's original amount beside the yen figure, when the row was paid in another currency ('' otherwise). */
export function originalText(column: ColumnDef, row: Row | undefined, locale: Locale): string {
  if (!column.original || !row) return '';
  const currency = String(row[column.original.currency] ?? '');
  if (!currency || currency === 'JPY') return '';
  return formatCurrency(row[column.original.amount], currency, locale);
}

/** A cell's value as text: what the list shows and what Excel export writes. `row`: the record (a money column's original amount). */
export function cellText(value: unknown, column: ColumnDef, ctx: { t: Translate; locale: Locale; options?: Option[]; row?: Row }): string {
  const { t, locale } = ctx;
  if (column.empty && (value == null || value === '')) return t(column.empty);
  switch (column.kind) {
    case 'money': {
      const yen = formatMoney(value, locale);
      const original = yen ? originalText(column, ctx.row, locale) : '';
      return original ? t('list.originalAmount', { yen, original }) : yen;
    }
    case 'number':
      // An identifier is never grouped (短剧 ID 1129); every other number is (43,703).
      return isIdColumn(column) ? formatId(value) : formatNumber(value, locale);
    case 'bytes':
      return value == null || value === '' || !Number.isFinite(Number(value)) ? '' : formatBytes(Number(value), (n) => formatNumber(n, locale));
    case 'percent':
      return formatPercent(value, locale, column.decimals);
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'bool':
    case 'status':
      return value == null ? '' : t(value ? 'list.yes' : 'list.no');
    case 'enum':
      return Array.isArray(value)
        ? value.map((x) => optionText(ctx.options?.find((o) => String(o.value) === String(x)), t) || String(x)).join(', ')
        : optionText(ctx.options?.find((o) => String(o.value) === String(value)), t) || (value == null ? '' : String(value));
    case 'tags':
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return value == null ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/**
 * The record's status switch, bound to its own toggle actor: flips at once, rolls back on failure.
 * `locked`: why this record's status cannot be switched (one's own account): disabled, the reason
 * as its tooltip and its accessible description. `beforeToggle`: asked with the value wanted; the
 * switch flips only when it answers true (a confirmation).
 */
export function StatusSwitch({ actor, label, locked, beforeToggle }: { actor: ToggleRef; label: string; locked?: string; beforeToggle?: (next: boolean) => Promise<boolean> }) {
  const value = useSelector(actor, (s) => s.context.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const id = useId('locked');
  const control = (
    <Switch
      checked={value}
      disabled={busy || Boolean(locked)}
      aria-busy={busy}
      aria-label={label}
      aria-describedby={locked ? id : undefined}
      onChange={() => {
        // A switch that asks first (StatusDef.confirm) flips only once confirmed.
        if (!beforeToggle) actor.send({ type: 'TOGGLE' });
        else void beforeToggle(!value).then((ok) => ok && actor.send({ type: 'TOGGLE' }));
      }}
    />
  );
  if (!locked) return control;
  return (
    <Tooltip content={locked} relationship="inaccessible">
      <span data-locked="">
        {control}
        <span id={id} hidden>
          {locked}
        </span>
      </span>
    </Tooltip>
  );
}

/**
 * A status cell's clock (ColumnDef.scheduled): when the row's status changes by itself, said as
 * the clock's tooltip and accessible name, next to the switch or the value. Nothing when the row
 * keeps no time.
 */
export function ScheduledMark({ column, row }: { column: ColumnDef; row: Row }) {
  const { t, locale } = useI18n();
  const at = column.scheduled ? row[column.scheduled.key] : undefined;
  if (!column.scheduled || at == null || at === '') return null;
  const text = t(column.scheduled.label, { time: formatDateTime(at, locale) });
  return (
    <Tooltip content={text} relationship="label">
      <span role="img" tabIndex={0} data-scheduled="" style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 4 }}>
        <ClockRegular fontSize={16} />
      </span>
    </Tooltip>
  );
}

/** What a cell without a value shows: a dash, named for screen readers. */
export function EmptyValue() {
  const { t } = useI18n();
  return (
    <span aria-label={t('list.noValue')} title={t('list.noValue')}>
      -
    </span>
  );
}

export function Cell({ value, column, options, row }: { value: unknown; column: ColumnDef; options?: Option[]; row?: Row }) {
  const { t, locale } = useI18n();
  if (column.kind === 'image') {
    return value ? <img src={String(value)} alt="" height={32} style={{ borderRadius: 4, objectFit: 'cover', maxWidth: 56 }} loading="lazy" /> : <EmptyValue />;
  }
  if (column.kind === 'bool') {
    return value == null ? <EmptyValue /> : (
      <Badge appearance="tint" color={value ? 'success' : 'informative'}>
        {t(value ? 'list.yes' : 'list.no')}
      </Badge>
    );
  }
  const text = cellText(value, column, { t, locale, options, row });
  if (text.trim() === '') return <EmptyValue />;
  // Text cut by its column's width shows in full in the table's tooltip (DataTable, useOverflowTips).
  return <span>{text}</span>;
}
