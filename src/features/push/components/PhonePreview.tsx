import { makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { timeOf } from '@/lib/time';
import type { PushInput, TriggerMode } from '../contract';

const useStyles = makeStyles({
  // The phone: a dark frame, a lock screen with the time, and the notification as the phone shows it.
  phone: {
    position: 'sticky',
    top: tokens.spacingVerticalL,
    width: '300px',
    justifySelf: 'center',
    borderRadius: '36px',
    padding: '12px',
    backgroundColor: '#1b1b1f',
    boxShadow: tokens.shadow16,
  },
  screen: {
    borderRadius: '26px',
    minHeight: '440px',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
    background: 'linear-gradient(160deg, #3a2f6b 0%, #1f4f79 60%, #163a4f 100%)',
    color: '#fff',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  clock: { textAlign: 'center', fontSize: '44px', fontWeight: 300, lineHeight: 1.1 },
  date: { textAlign: 'center', fontSize: tokens.fontSizeBase300 },
  notice: { borderRadius: '16px', padding: tokens.spacingHorizontalM, backgroundColor: 'rgba(255,255,255,0.86)', color: '#111', display: 'flex', flexDirection: 'column', gap: '2px' },
  noticeHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontSize: tokens.fontSizeBase200, color: '#444' },
  appIcon: { width: '20px', height: '20px', borderRadius: '5px' },
  grow: { flexGrow: 1 },
  noticeTitle: { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  noticeBody: { display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' },
  placeholder: { color: '#777' },
});

const LANG_TAG = { ZH: 'zh', EN: 'en', JA: 'ja' } as const;

/** What the preview shows of the push being written. */
export interface PreviewDraft {
  title: string;
  content: string;
  language: PushInput['language'];
  triggerMode: TriggerMode;
  sendAt: string;
}

/** The notification as a phone's lock screen shows it, in the push's language. */
export function PhonePreview({ draft }: { draft: PreviewDraft }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const at = draft.triggerMode === 'scheduled' && draft.sendAt ? timeOf(draft.sendAt) : Date.now();
  const when = Number.isFinite(at) ? new Date(at) : new Date();
  const clock = `${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`;
  const app = t('push.preview.app');
  return (
    <figure className={styles.phone} aria-label={t('push.preview.title')} data-testid="push-preview" style={{ margin: 0 }}>
      <div className={styles.screen}>
        <div className={styles.clock} aria-hidden>
          {clock}
        </div>
        <div className={styles.date} aria-hidden>
          {formatDateTime(when.toISOString(), locale).slice(0, 10)}
        </div>
        <div
          className={styles.notice}
          role="img"
          aria-label={t('push.preview.described', { app, title: draft.title || t('push.preview.titlePlaceholder'), content: draft.content || t('push.preview.contentPlaceholder') })}
        >
          <div className={styles.noticeHead} aria-hidden>
            <img className={styles.appIcon} src="/icons/logo.svg" alt="" />
            <span className={styles.grow}>{app}</span>
            <span>{draft.triggerMode === 'scheduled' && draft.sendAt ? clock : t('push.preview.now')}</span>
          </div>
          <div className={styles.noticeTitle} lang={LANG_TAG[draft.language]} aria-hidden data-testid="push-preview-title">
            {draft.title || <span className={styles.placeholder}>{t('push.preview.titlePlaceholder')}</span>}
          </div>
          <div className={styles.noticeBody} lang={LANG_TAG[draft.language]} aria-hidden data-testid="push-preview-content">
            {draft.content || <span className={styles.placeholder}>{t('push.preview.contentPlaceholder')}</span>}
          </div>
        </div>
      </div>
    </figure>
  );
}
