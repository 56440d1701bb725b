import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, LinkRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { formatBytes, formatDateTime, formatNumber } from '@/lib/format';
import type { Attachment } from '@/records/attachments';
import { useLoad } from '@/lib/load';

/** Text files show their first lines. */
export const TEXT_PREVIEW_LINES = 20;

const useStyles = makeStyles({
  surface: { width: 'min(860px, 96vw)', maxWidth: '96vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stage: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: '160px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
  },
  media: { maxWidth: '100%', maxHeight: '60vh', borderRadius: tokens.borderRadiusMedium },
  video: { width: '640px', maxWidth: '100%', maxHeight: '60vh', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackgroundInverted },
  audio: { width: '100%' },
  text: {
    margin: 0,
    width: '100%',
    maxHeight: '50vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/**
 * The text of a data: URL, decoded here: it is all in the URL, and fetching it would be refused
 * by the Content-Security-Policy (connect-src has no data:, scripts/security-headers.ts).
 */
export function dataUrlText(url: string): string {
  const comma = url.indexOf(',');
  if (!/^data:/i.test(url) || comma < 0) throw new Error('not a data: URL');
  const meta = url.slice(5, comma).split(';').map((m) => m.trim());
  const payload = url.slice(comma + 1);
  let bytes: Uint8Array;
  if (meta.some((m) => m.toLowerCase() === 'base64')) {
    bytes = Uint8Array.from(atob(decodeURIComponent(payload).replace(/\s/g, '')), (c) => c.charCodeAt(0));
  } else {
    // Percent-escapes are bytes (in the URL's charset), the rest is text.
    const out: number[] = [];
    const encoder = new TextEncoder();
    for (let i = 0; i < payload.length; ) {
      if (payload[i] === '%' && /^[0-9a-f]{2}$/i.test(payload.slice(i + 1, i + 3))) {
        out.push(parseInt(payload.slice(i + 1, i + 3), 16));
        i += 3;
      } else {
        const cp = payload.codePointAt(i)!;
        const ch = String.fromCodePoint(cp);
        out.push(...encoder.encode(ch));
        i += ch.length;
      }
    }
    bytes = Uint8Array.from(out);
  }
  const charset = meta.find((m) => m.toLowerCase().startsWith('charset='))?.slice(8) || 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/** A text file's first lines, and whether there are more: data: URLs decoded here; blob: (this session's uploads) and http(s) fetched. */
async function readText(url: string, signal: AbortSignal): Promise<{ lines: string[]; more: boolean }> {
  let text: string;
  if (url.startsWith('data:')) text = dataUrlText(url);
  else {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  }
  const lines = text.split(/\r?\n/);
  return { lines: lines.slice(0, TEXT_PREVIEW_LINES), more: lines.length > TEXT_PREVIEW_LINES };
}

function TextPreview({ url, onError }: { url: string; onError: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  // Another file cancels the read in flight (its fetch aborts): a slow file never shows under another's name.
  const file = useLoad(readText, url);
  useEffect(() => {
    if (file.state === 'failure') onError();
  }, [file.state, onError]);
  if (file.state !== 'success' || !file.data) return <Spinner size="small" label={t('common.loading')} />;
  const state = file.data;
  return (
    <div style={{ width: '100%' }}>
      <pre className={styles.text}>{state.lines.join('\n')}</pre>
      {state.more ? <Text size={200} className={styles.meta}>{t('system.attachment.firstLines', { count: TEXT_PREVIEW_LINES })}</Text> : null}
    </div>
  );
}

export interface AttachmentPreviewProps {
  file: Attachment | null;
  onClose: () => void;
  onCopy: (file: Attachment) => void;
  onDownload: (file: Attachment) => void;
}

/** Images, videos and audio play inline; a text file shows its first lines; other kinds offer the link. */
export function AttachmentPreview({ file, onClose, onCopy, onDownload }: AttachmentPreviewProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [file?.id]);
  const fail = useCallback(() => setFailed(true), []);

  const stage = () => {
    if (!file) return null;
    if (failed) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>{t(file.sessionOnly ? 'system.attachment.sessionExpired' : 'system.attachment.previewFailed')}</MessageBarBody>
        </MessageBar>
      );
    }
    switch (file.kind) {
      case 'image':
        return <img src={file.url} alt={file.name} className={styles.media} onError={fail} />;
      case 'video':
        return <video src={file.url} className={styles.video} controls preload="metadata" onError={fail} aria-label={file.name} />;
      case 'audio':
        return <audio src={file.url} className={styles.audio} controls preload="metadata" onError={fail} aria-label={file.name} />;
      case 'text':
        return <TextPreview url={file.url} onError={fail} />;
      default:
        return <Text>{t('system.attachment.noPreview')}</Text>;
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{file?.name}</DialogTitle>
          <DialogContent className={styles.content}>
            {file?.sessionOnly ? (
              <MessageBar intent="warning">
                <MessageBarBody>{t('system.attachment.sessionOnlyNote')}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div className={styles.stage}>{stage()}</div>
            {file ? (
              <Text size={200} className={styles.meta}>
                {t('system.attachment.meta', {
                  kind: t(`system.attachment.kind.${file.kind}`),
                  mime: file.mime,
                  size: formatBytes(file.size, (n) => formatNumber(n, locale)),
                  uploader: file.uploader,
                  time: formatDateTime(file.createTime, locale),
                })}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button icon={<LinkRegular />} onClick={() => file && onCopy(file)}>
              {t('system.attachment.copyLink')}
            </Button>
            <Button icon={<ArrowDownloadRegular />} onClick={() => file && onDownload(file)}>
              {t('system.attachment.download')}
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
