import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatNumber } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { pushApi, resendPushCall, type PushRow } from '../contract';
import { pushRecordResource } from '../resources';

/**
 * push/pushRecord: every push with its language, trigger, target count, success and fail counts,
 * status (success when every member was reached, fail otherwise; pending until a scheduled one
 * goes out) and time; the detail lists the failed recipients with their reasons; 重发失败推送
 * sends the push again to those it failed for.
 */
export default function PushRecordPage() {
  const { locale } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const resend = async (row: PushRow, ctx: ActionContext) => {
    if (!(await confirm({ body: 'push.resend.confirm', values: { title: row.title, count: formatNumber(row.resendable, locale) }, confirm: 'push.resend' }))) return;
    try {
      const after = await pushApi.resend(row.id, row.version);
      notify.success('push.resend.done', { reached: row.failCount - after.failCount, left: after.failCount });
    } catch (e) {
      notify.error(e, 'msg.requestFailed');
    }
    ctx.refresh();
  };
  const rowActions: RowAction<PushRow>[] = granted(resendPushCall.grant)
    ? [{ key: 'resend', label: 'push.resend', icon: <ArrowRepeatAllRegular />, visible: (row) => row.resendable > 0, run: (row, ctx) => void resend(row, ctx) }]
    : [];
  return <ResourcePage def={pushRecordResource} rowActions={rowActions} />;
}
