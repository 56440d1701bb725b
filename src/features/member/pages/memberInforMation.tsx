import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BranchForkRegular, CoinMultipleRegular, CrownRegular, MailRegular, OpenRegular, PersonAddRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { recordPath } from '@/lib/records';
import { useI18n } from '@/i18n';
import { useKeptRowDialog } from '@/lib/kept-dialog';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { memberApi } from '../contract';
import { memberResource } from '../resources';
import type { Member } from '@/records/members';
import { ChannelDialog } from '../components/ChannelDialog';
import { LookupDialog } from '../components/LookupDialog';
import { RechargeDialog } from '../components/RechargeDialog';
import { RedeemDialog } from '../components/RedeemDialog';
import { ReferrerDialog } from '../components/ReferrerDialog';
import { VipDialog } from '../components/VipDialog';

type ActionKind = 'recharge' | 'vip' | 'redeem' | 'referrer' | 'channel' | 'lookup';
const ACTION_KINDS: readonly ActionKind[] = ['recharge', 'vip', 'redeem', 'referrer', 'channel', 'lookup'];
const isActionKind = (kind: string): kind is ActionKind => (ACTION_KINDS as readonly string[]).includes(kind);

/**
 * member/memberInforMation: every member field (section 3), filters kept in the URL, export,
 * a detail drawer with the member's drama payment records, golden-bean details and watching
 * records, and the row actions: recharge golden beans, set VIP, redeem a card code, set referrer,
 * set development channel, third-party account lookup by e-mail.
 */
export default function MemberInfoPage() {
  const navigate = useNavigate();
  const { t } = useI18n();
  /** The open row action; `ctx` absent when reopened from what a session's end kept (`restored`). */
  const [open, setOpen] = useState<{ kind: ActionKind; member: Member; ctx?: ActionContext; restored?: Record<string, unknown> } | null>(null);
  // No typed work lost (docs/unsaved-work.md): a row action's input kept when a session ended, offered back on the same member.
  const kept = useKeptRowDialog({
    form: 'member:action',
    open: open !== null,
    name: (kind) => (isActionKind(kind) && kind !== 'lookup' ? t(`member.action.${kind}`) : kind),
    reopen: async (kind, id, restored) => {
      if (!isActionKind(kind) || id == null) return false;
      setOpen({ kind, member: await memberApi.info(id), restored });
      return true;
    },
  });
  const action = (kind: ActionKind, label: RowAction['label'], icon: RowAction['icon']): RowAction<Member> => ({
    key: kind,
    label,
    icon,
    run: (member, ctx) => setOpen({ kind, member, ctx }),
  });
  const rowActions: RowAction<Member>[] = [
    // The member in a record tab of its own (src/lib/records.ts).
    { key: 'openTab', label: 'record.open', icon: <OpenRegular />, run: (member) => void navigate({ to: recordPath(memberResource.grant, member.id) }) },
    action('recharge', 'member.action.recharge', <CoinMultipleRegular />),
    action('vip', 'member.action.vip', <CrownRegular />),
    action('redeem', 'member.action.redeem', <TicketDiagonalRegular />),
    action('referrer', 'member.action.referrer', <PersonAddRegular />),
    action('channel', 'member.action.channel', <BranchForkRegular />),
    action('lookup', 'member.action.lookup', <MailRegular />),
  ];
  const close = () => setOpen(null);
  // The list's own refresh: a row's, or the page's when the dialog was reopened from kept work.
  const doneWith = (list: ActionContext) => () => {
    (open?.ctx ?? list).refresh();
    setOpen(null);
  };

  return (
    <ResourcePage def={memberResource} rowActions={rowActions} header={kept.bar}>
      {(list) => {
        const done = doneWith(list);
        return kept.scope(
          open?.restored,
          <>
            {open?.kind === 'recharge' ? <RechargeDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
            {open?.kind === 'vip' ? <VipDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
            {open?.kind === 'redeem' ? <RedeemDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
            {open?.kind === 'referrer' ? <ReferrerDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
            {open?.kind === 'channel' ? <ChannelDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
            {open?.kind === 'lookup' ? <LookupDialog key={open.member.id} member={open.member} onClose={close} /> : null}
          </>,
        );
      }}
    </ResourcePage>
  );
}
