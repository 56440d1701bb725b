import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular, ChevronDoubleRightRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';

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
  total: number;
  sizes: number[];
  onChange: (page: number, size: number) => void;
  label: string;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.bar} aria-label={label}>
      <Text>{t('list.total', { total })}</Text>
      <Select aria-label={t('list.pageSize')} value={String(size)} onChange={(_, d) => onChange(1, Number(d.value))} size="small">
        {sizes.map((s) => (
          <option key={s} value={s}>
            {t('list.perPage', { size: s })}
          </option>
        ))}
      </Select>
      <Button size="small" appearance="subtle" icon={<ChevronDoubleLeftRegular />} aria-label={t('list.first')} disabled={page <= 1} onClick={() => onChange(1, size)} />
      <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('list.prev')} disabled={page <= 1} onClick={() => onChange(page - 1, size)} />
      <Text aria-live="polite">{t('list.page', { page: Math.min(page, pages), pages })}</Text>
      <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('list.next')} disabled={page >= pages} onClick={() => onChange(page + 1, size)} />
      <Button size="small" appearance="subtle" icon={<ChevronDoubleRightRegular />} aria-label={t('list.last')} disabled={page >= pages} onClick={() => onChange(pages, size)} />
    </nav>
  );
}
