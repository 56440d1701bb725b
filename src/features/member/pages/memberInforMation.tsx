import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BranchForkRegular, CoinMultipleRegular, CrownRegular, MailRegular, OpenRegular, PersonAddRegular, TicketDiagonalRegular } from '@fluentui/react-icons';
import { recordPath } from '@/lib/records';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { memberResource } from '../resources';
import type { Member } from '@/records/members';
import { ChannelDialog } from '../components/ChannelDialog';
import { LookupDialog } from '../components/LookupDialog';
import { RechargeDialog } from '../components/RechargeDialog';
import { RedeemDialog } from '../components/RedeemDialog';
import { ReferrerDialog } from '../components/ReferrerDialog';
import { VipDialog } from '../components/VipDialog';

type ActionKind = 'recharge' | 'vip' | 'redeem' | 'referrer' | 'channel' | 'lookup';

/**
 * member/memberInforMation: every member field (section 3), filters kept in the URL, export,
 * a detail drawer with the member's drama payment records, golden-bean details and watching
 * records, and the row actions: recharge golden beans, set VIP, redeem a card code, set referrer,
 * set development channel, third-party account lookup by e-mail.
 */
export default function MemberInfoPage() {
  const navigate = useNavigate();
  const [open, setOpen] = useState<{ kind: ActionKind; member: Member; ctx: ActionContext } | null>(null);
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
  const done = () => {
    open?.ctx.refresh();
    setOpen(null);
  };

  return (
    <ResourcePage def={memberResource} rowActions={rowActions}>
      {open?.kind === 'recharge' ? <RechargeDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'vip' ? <VipDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'redeem' ? <RedeemDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'referrer' ? <ReferrerDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'channel' ? <ChannelDialog key={open.member.id} member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'lookup' ? <LookupDialog key={open.member.id} member={open.member} onClose={close} /> : null}
    </ResourcePage>
  );
}
