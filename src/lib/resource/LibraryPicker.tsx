import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentRegular, SearchRegular, VideoRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { api } from '../api/client';
import { formatBytes, formatNumber } from '../format';
import { Loaded, useLoad } from '../load';
import { LIBRARY_PAGE_SIZE, LIBRARY_PATH, LibraryPageSchema, type LibraryFile, type LibraryQuery } from './library';

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalS, maxHeight: '420px', overflowY: 'auto' },
  file: {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  thumb: { width: '100%', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  icon: { height: '96px', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '40px', color: tokens.colorNeutralForeground3 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'start' },
  meta: { color: tokens.colorNeutralForeground3, textAlign: 'start' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
  footer: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Kind = LibraryQuery['kind'];

/**
 * An upload field's other way in: pick a file already in the file library (system/
 * attachmentManagement) instead of uploading it again. Files of the field's kind, newest first,
 * searchable by name, a page at a time; choosing one gives the form its link.
 */
export function LibraryPicker({ kind, onPick, onClose }: { kind: Kind; onPick: (file: LibraryFile) => void; onClose: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<LibraryQuery>({ kind, keyword: '', pageNum: 1, pageSize: LIBRARY_PAGE_SIZE });
  const page = useLoad((q: LibraryQuery) => api.get(LIBRARY_PATH, q, LibraryPageSchema), query);
  const pages = Math.max(1, Math.ceil((page.data?.total ?? 0) / LIBRARY_PAGE_SIZE));
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('form.library.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setQuery({ ...query, keyword: typed.trim(), pageNum: 1 });
              }}
            >
              <Input
                value={typed}
                onChange={(_, d) => setTyped(d.value)}
                contentBefore={<SearchRegular aria-hidden />}
                placeholder={t('form.library.search')}
                aria-label={t('form.library.search')}
                maxLength={60}
              />
            </form>
            <Loaded load={page}>
              {(data) =>
                data.rows.length ? (
                  <ul className={styles.grid} aria-label={t('form.library.files', { total: data.total })} aria-busy={page.busy}>
                    {data.rows.map((file) => (
                      <li key={file.id}>
                        <Button className={styles.file} appearance="subtle" onClick={() => onPick(file)} aria-label={t('form.library.pick', { name: file.name })}>
                          {kind === 'image' ? (
                            <img className={styles.thumb} src={file.url} alt="" loading="lazy" />
                          ) : (
                            <span className={styles.icon} aria-hidden>
                              {kind === 'video' ? <VideoRegular /> : <DocumentRegular />}
                            </span>
                          )}
                          <Text size={200} className={styles.name} title={file.name}>
                            {file.name}
                          </Text>
                          <Text size={100} className={styles.meta}>
                            {formatBytes(file.size, (n) => formatNumber(n, locale))}
                          </Text>
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.empty}>{t(query.keyword ? 'form.library.noMatch' : 'form.library.empty')}</p>
                )
              }
            </Loaded>
          </DialogContent>
          <DialogActions className={styles.footer}>
            <span>
              <Button disabled={query.pageNum <= 1 || page.busy} onClick={() => setQuery({ ...query, pageNum: query.pageNum - 1 })}>
                {t('form.library.prev')}
              </Button>{' '}
              <Text size={200}>{t('form.library.page', { page: query.pageNum, pages })}</Text>{' '}
              <Button disabled={query.pageNum >= pages || page.busy} onClick={() => setQuery({ ...query, pageNum: query.pageNum + 1 })}>
                {t('form.library.next')}
              </Button>
            </span>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
