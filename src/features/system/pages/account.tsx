import {
  Badge,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useI18n, type Translate } from '@/i18n';
import { invalidate, ResourcePage } from '@/lib/resource';
import { OPLOG_TABLE_SOURCE, oplogResource } from '@/features/system/resources';
import { MASK, type OpLog } from '@/features/system/contract';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  table: { tableLayout: 'fixed', width: '100%' },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  field: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
  removed: { color: tokens.colorPaletteRedForeground1 },
  added: { color: tokens.colorPaletteGreenForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  fieldCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

function show(value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value === MASK) return t('system.oplog.masked');
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Before and after, field by field; the fields the write changed are highlighted. */
function Changes({ entry }: { entry: OpLog }) {
  const styles = useStyles();
  const { t } = useI18n();
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const changed = new Set(entry.changed);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  // Changed fields first, then the rest in record order.
  keys.sort((a, b) => Number(changed.has(b)) - Number(changed.has(a)));
  const action = entry.op === 'action';

  return (
    <div className={styles.section}>
      <Subtitle2>{t(action ? 'system.oplog.result' : 'system.oplog.changes')}</Subtitle2>
      {!action ? <Text size={200} className={styles.muted}>{t('system.oplog.changesHint', { count: entry.changed.length })}</Text> : null}
      {keys.length ? (
        <Table size="small" className={styles.table} aria-label={t(action ? 'system.oplog.result' : 'system.oplog.changes')}>
          <colgroup>
            <col style={{ width: '28%' }} />
            {action ? null : <col style={{ width: '36%' }} />}
            <col style={{ width: action ? '72%' : '36%' }} />
          </colgroup>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('system.oplog.field')}</TableHeaderCell>
              {action ? null : <TableHeaderCell>{t('system.oplog.before')}</TableHeaderCell>}
              <TableHeaderCell>{t(action ? 'system.oplog.value' : 'system.oplog.after')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {keys.map((key) => {
              const isChanged = !action && changed.has(key);
              return (
                <TableRow key={key} className={isChanged ? styles.changed : undefined} aria-label={isChanged ? t('system.oplog.changedField', { field: entry.fieldNames[key] ?? key }) : undefined}>
                  <TableCell>
                    <div className={styles.fieldCell}>
                      <span>{entry.fieldNames[key] ?? key}</span>
                      {entry.fieldNames[key] && entry.fieldNames[key] !== key ? <span className={mergeClasses(styles.field, styles.muted)}>{key}</span> : null}
                      {isChanged ? (
                        <Badge size="small" appearance="tint" color="warning">
                          {t('system.oplog.changedBadge')}
                        </Badge>
                      ) : null}
                    </div>
                  </TableCell>
                  {action ? null : (
                    <TableCell className={mergeClasses(styles.value, isChanged && entry.op !== 'insert' && styles.removed)}>{show(before[key], t)}</TableCell>
                  )}
                  <TableCell className={mergeClasses(styles.value, isChanged && entry.op !== 'remove' && styles.added)}>{show(after[key], t)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <Text className={styles.muted}>{t('list.empty')}</Text>
      )}
    </div>
  );
}

/**
 * system/account: the operation log. Every write any admin makes (who, when, which table and
 * record, insert / update / remove, before and after) and every maintenance action. Read-only;
 * passwords and other secrets are masked. Tables and fields are named in the operator's language.
 */
export default function OperationLogPage() {
  const { t, locale } = useI18n();
  // The server names tables and fields in the caller's language: after a language switch, ask again.
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    invalidate(OPLOG_TABLE_SOURCE.endpoint);
  }, [locale]);
  return (
    <ResourcePage
      key={locale}
      def={oplogResource}
      header={
        <MessageBar intent="info">
          <MessageBarBody>{t('system.oplog.notice')}</MessageBarBody>
        </MessageBar>
      }
      detailExtra={(entry) => <Changes entry={entry} />}
    />
  );
}
