import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Radio,
  RadioGroup,
  Field,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, PhoneRegular, ArrowClockwiseRegular, SearchRegular, StarFilled } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { Loaded, useLoad } from '@/lib/load';
import { homeApi, type HomePreview as Preview } from '../contract';

type AppLang = 'zh' | 'ja';
type PreviewDrama = Preview['columns'][number]['dramas'][number];

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  notes: { color: tokens.colorNeutralForeground3, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  // The phone: a fixed 320 px wide screen, scrolling inside, as the app lays it out.
  phone: {
    alignSelf: 'center',
    width: '320px',
    height: '600px',
    overflowY: 'auto',
    border: `10px solid ${tokens.colorNeutralForeground1}`,
    borderRadius: '28px',
    backgroundColor: '#111',
    color: '#fff',
    display: 'flex',
    flexDirection: 'column',
  },
  header: { display: 'flex', alignItems: 'center', gap: '8px', padding: '12px 12px 8px' },
  appTitle: { fontSize: '18px', fontWeight: 700, margin: 0 },
  search: { flex: 1, display: 'flex', alignItems: 'center', gap: '4px', padding: '4px 10px', borderRadius: '16px', backgroundColor: '#2a2a2a', color: '#bbb', fontSize: '12px' },
  banner: { position: 'relative', margin: '0 12px', borderRadius: '10px', overflow: 'hidden', height: '150px', backgroundColor: '#222', flexShrink: 0 },
  bannerImage: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  bannerCaption: { position: 'absolute', left: 0, right: 0, bottom: 0, padding: '16px 10px 6px', background: 'linear-gradient(transparent, rgba(0,0,0,0.8))', fontSize: '13px', fontWeight: 600 },
  bannerNav: { position: 'absolute', top: '50%', transform: 'translateY(-50%)', minWidth: '28px', backgroundColor: 'rgba(0,0,0,0.45)', color: '#fff' },
  dots: { display: 'flex', justifyContent: 'center', gap: '4px', padding: '6px 0' },
  dot: { width: '6px', height: '6px', borderRadius: '3px', backgroundColor: '#555' },
  dotOn: { width: '14px', backgroundColor: '#ff4d6d' },
  column: { padding: '8px 12px' },
  columnHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: '6px' },
  columnName: { fontSize: '15px', fontWeight: 700, margin: 0 },
  more: { fontSize: '12px', color: '#aaa' },
  row: { display: 'flex', gap: '8px', overflowX: 'auto', listStyleType: 'none', margin: 0, padding: 0 },
  card: { width: '92px', flexShrink: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  cover: { width: '92px', height: '128px', objectFit: 'cover', borderRadius: '6px', backgroundColor: '#333' },
  cardTitle: { fontSize: '12px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  cardMeta: { fontSize: '11px', color: '#aaa', display: 'flex', justifyContent: 'space-between' },
  score: { color: '#ffb400', display: 'inline-flex', alignItems: 'center', gap: '1px' },
  empty: { padding: '40px 12px', textAlign: 'center', color: '#aaa' },
  tabBar: { marginTop: 'auto', display: 'flex', justifyContent: 'space-around', padding: '8px 0', borderTop: '1px solid #333', fontSize: '12px', color: '#aaa', position: 'sticky', bottom: 0, backgroundColor: '#111' },
  tabOn: { color: '#ff4d6d', fontWeight: 600 },
});

/** A drama's title in the app's language: the Japanese title for Japanese, when it has one. */
const titleOf = (d: PreviewDrama, lang: AppLang) => (lang === 'ja' && d.titleJa ? d.titleJa : d.name);

function DramaCard({ drama, lang }: { drama: PreviewDrama; lang: AppLang }) {
  const styles = useStyles();
  const { t } = useI18n();
  const complete = drama.releasedEpisodes >= drama.totalEpisodes;
  return (
    <li className={styles.card}>
      <img className={styles.cover} src={drama.cover} alt="" loading="lazy" />
      <span className={styles.cardTitle} title={titleOf(drama, lang)}>
        {titleOf(drama, lang)}
      </span>
      <span className={styles.cardMeta}>
        <span>{t(complete ? `theater.preview.app.${lang}.complete` : `theater.preview.app.${lang}.updating`, { count: complete ? drama.totalEpisodes : drama.releasedEpisodes })}</span>
        <span className={styles.score}>
          <StarFilled aria-hidden fontSize={10} />
          {drama.score.toFixed(1)}
        </span>
      </span>
    </li>
  );
}

/** The app's home screen, drawn from the answer of `home/v1/preview` in the chosen app language. */
function Phone({ preview, lang }: { preview: Preview; lang: AppLang }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const banners = preview.banners;
  const current = banners.length ? banners[Math.min(index, banners.length - 1)] : null;
  const step = (by: number) => setIndex((i) => (i + by + banners.length) % banners.length);
  const langName = t(lang === 'ja' ? 'theater.preview.lang.ja' : 'theater.preview.lang.zh');
  return (
    <section className={styles.phone} aria-label={t('theater.preview.phone', { lang: langName })} lang={lang === 'ja' ? 'ja' : 'zh'}>
      <div className={styles.header}>
        <h3 className={styles.appTitle}>{t(`theater.preview.app.${lang}.home`)}</h3>
        <span className={styles.search}>
          <SearchRegular aria-hidden />
          {t(`theater.preview.app.${lang}.search`)}
        </span>
      </div>
      {current ? (
        <>
          <div className={styles.banner} role="group" aria-roledescription="carousel" aria-label={t('theater.preview.banner', { n: banners.indexOf(current) + 1, total: banners.length })}>
            <img className={styles.bannerImage} src={current.image} alt="" />
            <div className={styles.bannerCaption}>
              {current.drama ? titleOf(current.drama, lang) : current.jump === 'link' ? t('theater.preview.opens', { target: current.link }) : null}
            </div>
            {banners.length > 1 ? (
              <>
                <Button className={styles.bannerNav} style={{ left: 4 }} size="small" appearance="transparent" icon={<ChevronLeftRegular />} aria-label={t('theater.preview.prev')} onClick={() => step(-1)} />
                <Button className={styles.bannerNav} style={{ right: 4 }} size="small" appearance="transparent" icon={<ChevronRightRegular />} aria-label={t('theater.preview.next')} onClick={() => step(1)} />
              </>
            ) : null}
          </div>
          <div className={styles.dots} aria-hidden>
            {banners.map((b) => (
              <span key={b.id} className={`${styles.dot} ${b === current ? styles.dotOn : ''}`} />
            ))}
          </div>
        </>
      ) : null}
      {preview.columns.map((c) => (
        <section key={c.id} className={styles.column} aria-label={c.name}>
          <div className={styles.columnHead}>
            <h4 className={styles.columnName}>{c.name}</h4>
            <span className={styles.more}>{t(`theater.preview.app.${lang}.more`)}</span>
          </div>
          <ul className={styles.row}>
            {c.dramas.map((d) => (
              <DramaCard key={d.id} drama={d} lang={lang} />
            ))}
          </ul>
        </section>
      ))}
      {!current && preview.columns.length === 0 ? <p className={styles.empty}>{t(`theater.preview.app.${lang}.empty`)}</p> : null}
      <div className={styles.tabBar} aria-hidden>
        <span className={styles.tabOn}>{t(`theater.preview.app.${lang}.home`)}</span>
        <span>{t(`theater.preview.app.${lang}.discover`)}</span>
        <span>{t(`theater.preview.app.${lang}.mine`)}</span>
      </div>
    </section>
  );
}

/**
 * theater/homePage's preview: the app's home screen as the current banners and columns render it
 * (enabled, inside their display window, dramas on the shelf, in order), in Chinese or Japanese,
 * the app's two content languages (titles and the app's words; column names are as typed).
 */
export function HomePreviewButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<PhoneRegular />} onClick={() => setOpen(true)}>
        {t('theater.preview.open')}
      </Button>
      {open ? <HomePreviewDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function HomePreviewDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const [lang, setLang] = useState<AppLang>('zh');
  const preview = useLoad(() => homeApi.preview());
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('theater.preview.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Field label={t('theater.preview.lang')}>
              <RadioGroup layout="horizontal" value={lang} onChange={(_, d) => setLang(d.value as AppLang)}>
                <Radio value="zh" label={t('theater.preview.lang.zh')} />
                <Radio value="ja" label={t('theater.preview.lang.ja')} />
              </RadioGroup>
            </Field>
            <Loaded load={preview}>
              {(data) => (
                <>
                  <div className={styles.notes} role="status">
                    <Text size={200}>
                      {t('theater.preview.summary', {
                        at: formatDateTime(data.at, locale),
                        banners: data.banners.length,
                        columns: data.columns.length,
                        hiddenBanners: data.hiddenBanners,
                        hiddenColumns: data.hiddenColumns,
                      })}
                    </Text>
                    {data.columns
                      .filter((c) => c.offShelf > 0)
                      .map((c) => (
                        <Text key={c.id} size={200}>
                          {t('theater.preview.offShelf', { name: c.name, count: c.offShelf })}
                        </Text>
                      ))}
                  </div>
                  <Phone preview={data} lang={lang} />
                </>
              )}
            </Loaded>
          </DialogContent>
          <DialogActions>
            <Button icon={<ArrowClockwiseRegular />} disabled={preview.busy} onClick={preview.reload}>
              {t('theater.preview.refresh')}
            </Button>
            <Button appearance="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
