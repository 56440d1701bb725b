import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatCount } from '../format';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', paddingBlock: tokens.spacingVerticalS },
});

export function Pagination({
  page,
  size,
  total,
  sizes,
  onChange,
  label,
}: {
  page: number;
  size: number;
  /** Rows in all; null while the first answer has not come (no count is stated before it). */
  total: number | null;
  sizes: number[];
  onChange: (page: number, size: number) => void;
  label: string;
}) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const known = total !== null;
  const pages = Math.max(1, Math.ceil((total ?? 0) / size));
  return (
    <nav className={styles.bar} aria-label={label} aria-busy={!known}>
      <Text>{known ? t('list.total', { total: formatCount(total, locale) }) : t('list.totalPending')}</Text>
      <Select aria-label={t('list.pageSize')} value={String(size)} onChange={(_, d) => onChange(1, Number(d.value))} size="small">
        {sizes.map((s) => (
          <option key={s} value={s}>
            {t('list.perPage', { size: s })}
          </option>
        ))}
      </Select>
      <Button size="small" appearance="subtle" icon={<ChevronDoubleLeftRegular />} aria-label={t('list.first')} disabled={page <= 1} onClick={() => onChange(1, size)} />
      <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('list.prev')} disabled={page <= 1} onClick={() => onChange(page - 1, size)} />
      <Text aria-live="polite">{known ? t('list.page', { page: formatCount(Math.min(page, pages), locale), pages: formatCount(pages, locale) }) : t('list.pagePending')}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('list.next')} disabled={!known || page >= pages} onClick={() => onChange(page + 1, size)} />
      <Button size="small" appearance="subtle" icon={<ChevronDoubleRightRegular />} aria-label={t('list.last')} disabled={!known || page >= pages} onClick={() => onChange(pages, size)} />
    </nav>
  );
}
