import { useState } from 'react';
import { ToolbarButton } from '@fluentui/react-components';
import { AddRegular, DismissCircleRegular, EditRegular, SendRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatNumber } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { timeOf } from '@/lib/time';
import { engagementApi, saveMessageCall, type InternalMessageRow } from '../contract';
import { messageCan } from '../machines/message-schedule';
import { MessageForm } from '../components/MessageForm';
import { messageResource } from '../resources/internalMessages';

type Editing = { mode: 'add'; ctx: ActionContext } | { mode: 'edit'; message: InternalMessageRow; ctx: ActionContext } | null;

const contextOf = (row: InternalMessageRow) => ({ sendAt: row.sendAt ? timeOf(row.sendAt) : null });

/**
 * operate/internalMessage: internal messages with their audience, send status (sent or not
 * sent), stage (draft, scheduled, sent, cancelled: the statechart of message-schedule.ts), send
 * time and recipients (sent: the inbox rows written; not yet: the reach now). What a row offers
 * is what the statechart allows in its state: edit, send now or cancel a draft or a scheduled
 * message. A scheduled message is sent when the server's clock (the demo clock) passes its time,
 * at the next read. The detail lists its recipients.
 */
export default function MessagePage() {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [editing, setEditing] = useState<Editing>(null);
  const mayWrite = granted(saveMessageCall.grant);

  const sendNow = async (row: InternalMessageRow, ctx: ActionContext) => {
    if (!(await confirm({ body: 'engage.message.confirmSend', values: { name: row.title, count: formatNumber(row.recipients, locale) }, confirm: 'engage.message.sendNow' }))) return;
    try {
      const sent = await engagementApi.sendMessageNow(row.id, row.version);
      notify.success('engage.message.sent', { count: sent.recipients });
    } catch (e) {
      notify.error(e, 'msg.requestFailed');
    }
    ctx.refresh();
  };
  const cancel = async (row: InternalMessageRow, ctx: ActionContext) => {
    if (!(await confirm({ body: 'engage.message.confirmCancel', values: { name: row.title }, confirm: 'engage.message.cancel', cancel: 'engage.message.keepIt', danger: true }))) return;
    try {
      await engagementApi.cancelMessage(row.id, row.version);
      notify.success('engage.message.cancelled');
    } catch (e) {
      notify.error(e, 'msg.requestFailed');
    }
    ctx.refresh();
  };

  const rowActions: RowAction<InternalMessageRow>[] = mayWrite
    ? [
        { key: 'edit', label: 'engage.message.edit', icon: <EditRegular />, visible: (row) => messageCan(row.state, { type: 'EDIT' }), run: (message, ctx) => setEditing({ mode: 'edit', message, ctx }) },
        { key: 'sendNow', label: 'engage.message.sendNow', icon: <SendRegular />, visible: (row) => messageCan(row.state, { type: 'SEND_NOW', now: 0 }), run: (row, ctx) => void sendNow(row, ctx) },
        { key: 'cancel', label: 'engage.message.cancel', icon: <DismissCircleRegular />, visible: (row) => messageCan(row.state, { type: 'CANCEL' }, contextOf(row)), run: (row, ctx) => void cancel(row, ctx) },
      ]
    : [];

  return (
    <ResourcePage
      def={messageResource}
      rowActions={rowActions}
      toolbar={(ctx) =>
        mayWrite ? (
          <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ mode: 'add', ctx })}>
            {t('list.add')}
          </ToolbarButton>
        ) : null
      }
    >
      {editing ? (
        <MessageForm
          mode={editing.mode}
          message={editing.mode === 'edit' ? editing.message : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            editing.ctx.refresh();
            setEditing(null);
          }}
        />
      ) : null}
    </ResourcePage>
  );
}
