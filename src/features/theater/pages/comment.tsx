import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  ToolbarButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EyeOffRegular, FlagRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatDateTime } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { commentApi, handleReportCall, hideCommentsCall, type CommentReportRow, type CommentRow } from '../contract';
import { commentResource } from '../resources';

const useStyles = makeStyles({
  comment: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalM },
  content: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  surface: { maxWidth: '760px', width: '100%' },
});

interface Loaded {
  comment: CommentRow;
  reports: CommentReportRow[];
}

/**
 * The reports on one comment: reporter, reason, time, handled or not (and how, by whom); an open
 * report is dismissed, or the comment hidden (which handles its other open reports too; no
 * confirmation: hiding is undone by the list's switch). Each
 * handling is a write of the report (and the comment) by the operator: the operation log has it.
 */
function ReportsDialog({ comment, ctx, onClose }: { comment: CommentRow; ctx: ActionContext; onClose: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const mayHandle = granted(handleReportCall.grant);
  const [data, setData] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The list shows the comment's new state once the dialog closes.
  const changed = useRef(false);
  const close = () => {
    if (changed.current) ctx.refresh();
    onClose();
  };

  useEffect(() => {
    let live = true;
    commentApi.reports(comment.id).then(
      (loaded) => live && setData(loaded),
      (e: unknown) => {
        notify.error(e, 'msg.fetchFailed');
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [comment.id]);

  const handle = async (report: CommentReportRow, action: 'dismiss' | 'hide') => {
    setBusy(report.id);
    try {
      setData(await commentApi.handleReport({ id: report.id, version: report.version, action }));
      notify.success('theater.report.done');
      changed.current = true;
    } catch (e) {
      notify.error(e, 'theater.report.failed');
      // Someone handled it meanwhile: show the reports as they are now.
      commentApi.reports(comment.id).then(setData, () => undefined);
    } finally {
      setBusy(null);
    }
  };

  const shown = data?.comment ?? comment;
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : close())}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('theater.report.title')}</DialogTitle>
          <DialogContent>
            <div className={styles.comment}>
              <Text weight="semibold">
                {shown.memberName} · {shown.dramaName} · {t('theater.comment.episode')} {shown.episodeNumber}
              </Text>
              <Text className={styles.content}>{shown.content}</Text>
              <Text data-testid="comment-state">{t('theater.report.commentState', { state: t(shown.visible ? 'theater.comment.shown' : 'theater.comment.hidden') })}</Text>
            </div>
            {!data ? (
              <Spinner size="small" />
            ) : data.reports.length === 0 ? (
              <Text>{t('theater.report.none')}</Text>
            ) : (
              <Table size="small" aria-label={t('theater.report.title')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('theater.report.reporter')}</TableHeaderCell>
                    <TableHeaderCell>{t('theater.report.reason')}</TableHeaderCell>
                    <TableHeaderCell>{t('theater.report.time')}</TableHeaderCell>
                    <TableHeaderCell>{t('theater.report.handling')}</TableHeaderCell>
                    <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.reports.map((r) => (
                    <TableRow key={r.id} data-report={r.id}>
                      <TableCell>{r.reporterName}</TableCell>
                      <TableCell>{r.reasonName}</TableCell>
                      <TableCell>{formatDateTime(r.time, locale)}</TableCell>
                      <TableCell>
                        {r.handled && r.handling ? (
                          <Badge appearance="tint" color={r.handling === 'hidden' ? 'danger' : 'informative'}>
                            {t(`theater.report.handling.${r.handling}`)}
                          </Badge>
                        ) : (
                          <Badge appearance="tint" color="warning">
                            {t('theater.report.pending')}
                          </Badge>
                        )}
                        {r.handled ? (
                          <Text size={200}>
                            {' '}
                            {r.handledBy} {formatDateTime(r.handledTime, locale)}
                          </Text>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        {!r.handled && mayHandle ? (
                          <div className={styles.actions}>
                            <Button size="small" disabled={busy !== null} onClick={() => void handle(r, 'dismiss')}>
                              {t('theater.report.dismiss')}
                            </Button>
                            <Button size="small" appearance="primary" disabled={busy !== null} onClick={() => void handle(r, 'hide')}>
                              {t('theater.report.hide')}
                            </Button>
                          </div>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('common.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * theater/comment: members' comments (filters in the URL, the shown / hidden switch, delete with
 * confirmation, export: the resource kit), bulk hide of the selected ones, and each comment's
 * reports with their handling (ReportsDialog).
 */
export default function CommentPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [reports, setReports] = useState<{ comment: CommentRow; ctx: ActionContext } | null>(null);
  const mayHide = granted(hideCommentsCall.grant);

  const rowActions: RowAction<CommentRow>[] = [
    { key: 'reports', label: 'theater.comment.showReports', icon: <FlagRegular />, run: (comment, ctx) => setReports({ comment, ctx }) },
  ];

  const bulkHide = async (rows: CommentRow[], ctx: ActionContext) => {
    if (!(await confirm({ body: 'theater.comment.bulkHide.confirm', values: { count: rows.length }, confirm: 'theater.comment.bulkHide' }))) return;
    try {
      const { hidden } = await commentApi.hide(rows.map((r) => r.id));
      notify.success('theater.comment.bulkHide.done', { count: hidden });
      ctx.refresh();
    } catch (e) {
      notify.error(e, 'theater.comment.bulkHide.failed');
    }
  };

  return (
    <ResourcePage
      def={commentResource}
      rowActions={rowActions}
      toolbar={(ctx) =>
        mayHide ? (
          <ToolbarButton icon={<EyeOffRegular />} disabled={!ctx.selected.length} onClick={() => void bulkHide(ctx.selected, ctx)}>
            {t('theater.comment.bulkHide')}
          </ToolbarButton>
        ) : null
      }
    >
      {reports ? <ReportsDialog comment={reports.comment} ctx={reports.ctx} onClose={() => setReports(null)} /> : null}
    </ResourcePage>
  );
}
