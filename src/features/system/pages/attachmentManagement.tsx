import { useCallback, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Spinner, Tab, TabList, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, EyeRegular, LinkRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { useGoTo } from '@/lib/navigation';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { MAX_UPLOAD_BYTES, attachmentKindOf, attachmentResource } from '@/features/system/resources';
import { ATTACHMENT_KINDS, type Attachment } from '@/records/attachments';
import { attachmentApi } from '@/records/attachments';
import { AttachmentPreview } from '../components/AttachmentPreview';

const useStyles = makeStyles({
  // Wraps on a phone rather than run out of the window.
  tabs: { flexWrap: 'wrap', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: `0 ${tokens.spacingHorizontalS}` },
});

const KIND_FILTER = 'f.kind';

/** Picks files and uploads them one by one (multipart POST file/v1/upload); each becomes a library file. */
function UploadButton({ ctx }: { ctx: ActionContext }) {
  const { t } = useI18n();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = '';
    if (!files.length) return;
    const tooLarge = files.filter((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooLarge.length) notify.warning('system.attachment.tooLarge');
    const queue = files.filter((f) => f.size <= MAX_UPLOAD_BYTES);
    let ok = 0;
    let sessionOnly = 0;
    setProgress({ done: 0, total: queue.length });
    for (const file of queue) {
      try {
        const saved = await attachmentApi.upload(file, attachmentKindOf(file.type, file.name));
        ok += 1;
        if (saved.sessionOnly) sessionOnly += 1;
      } catch (e) {
        notify.error(e, 'msg.uploadFailed');
      }
      setProgress({ done: ok, total: queue.length });
    }
    setProgress(null);
    if (ok) {
      notify.success(ok === 1 ? 'msg.uploadSuccess' : 'system.attachment.uploaded', { count: ok });
      if (sessionOnly) notify.info('system.attachment.sessionOnlyUploaded', { count: sessionOnly });
      ctx.refresh();
    }
  };

  return (
    <>
      <input ref={input} type="file" multiple hidden aria-hidden tabIndex={-1} onChange={(e) => void upload(e.target.files)} />
      <ToolbarButton
        appearance="primary"
        icon={progress ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        {progress ? t('system.attachment.uploading', { done: progress.done, total: progress.total }) : t('system.attachment.upload')}
      </ToolbarButton>
    </>
  );
}

/**
 * system/attachmentManagement: the file library by kind (video, image, other, audio, text).
 * Upload, preview, copy the link, download, rename, delete. Uploads made by any form of the
 * console land here too.
 */
export default function AttachmentsPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const goTo = useGoTo();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Record<string, unknown>;
  const kind = typeof search[KIND_FILTER] === 'string' && (ATTACHMENT_KINDS as readonly string[]).includes(search[KIND_FILTER] as string) ? String(search[KIND_FILTER]) : 'all';
  const [preview, setPreview] = useState<Attachment | null>(null);

  const pickKind = (value: string) => {
    const next: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(search)) if (k !== KIND_FILTER && k !== 'page') next[k] = val;
    if (value !== 'all') next[KIND_FILTER] = value;
    void goTo(location.pathname, next);
  };

  const copy = useCallback(
    async (file: Attachment) => {
      try {
        await navigator.clipboard.writeText(file.url);
        notify.success('msg.copySuccess');
      } catch {
        notify.warning('system.attachment.copyFailed');
      }
    },
    [notify],
  );

  const download = useCallback(async (file: Attachment) => {
    if (!(await confirm({ body: 'msg.confirmDownload', confirm: 'system.attachment.download' }))) return;
    const a = document.createElement('a');
    a.href = file.url;
    a.download = file.name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }, []);

  const rowActions: RowAction<Attachment>[] = [
    { key: 'preview', label: 'system.attachment.previewAction', icon: <EyeRegular />, run: (file) => setPreview(file) },
    { key: 'copy', label: 'system.attachment.copyLink', icon: <LinkRegular />, run: (file) => void copy(file) },
    { key: 'download', label: 'system.attachment.download', icon: <ArrowDownloadRegular />, run: (file) => void download(file) },
  ];

  return (
    <ResourcePage
      def={attachmentResource}
      rowActions={rowActions}
      header={
        <TabList className={styles.tabs} selectedValue={kind} onTabSelect={(_, d) => pickKind(String(d.value))} aria-label={t('system.attachment.kind')}>
          <Tab value="all">{t('list.all')}</Tab>
          {ATTACHMENT_KINDS.map((k) => (
            <Tab key={k} value={k}>
              {t(`system.attachment.kind.${k}`)}
            </Tab>
          ))}
        </TabList>
      }
      toolbar={(ctx) => <UploadButton ctx={ctx} />}
    >
      <AttachmentPreview file={preview} onClose={() => setPreview(null)} onCopy={(f) => void copy(f)} onDownload={(f) => void download(f)} />
    </ResourcePage>
  );
}
