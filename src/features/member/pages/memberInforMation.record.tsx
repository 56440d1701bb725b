import { useState, type ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BranchForkRegular, CoinMultipleRegular, CrownRegular, MailRegular, MoreHorizontalRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { useKeptRowDialog } from '@/lib/kept-dialog';
import { RecordView } from '@/lib/resource/RecordView';
import type { Member } from '@/records/members';
import { TRAIL_TAB } from '@/records/attribution';
import { memberApi } from '../contract';
import { ChannelDialog } from '../components/ChannelDialog';
import { LookupDialog } from '../components/LookupDialog';
import { RechargeDialog } from '../components/RechargeDialog';
import { ReferrerDialog } from '../components/ReferrerDialog';
import { VipDialog } from '../components/VipDialog';
import { AttributionTrail } from '../components/AttributionTrail';
import { memberResource } from '../resources';

type ActionKind = 'recharge' | 'vip' | 'referrer' | 'channel' | 'lookup';

const isActionKind = (kind: string): kind is ActionKind => ['recharge', 'vip', 'referrer', 'channel'].includes(kind);

const ACTIONS: Array<{ kind: ActionKind; label: MessageId; icon: ReactElement }> = [
  { kind: 'recharge', label: 'member.action.recharge', icon: <CoinMultipleRegular /> },
  { kind: 'vip', label: 'member.action.vip', icon: <CrownRegular /> },
  { kind: 'referrer', label: 'member.action.referrer', icon: <PersonAddRegular /> },
  { kind: 'channel', label: 'member.action.channel', icon: <BranchForkRegular /> },
  { kind: 'lookup', label: 'member.action.lookup', icon: <MailRegular /> },
];

/**
 * A member in a record tab of its own (/member/memberInforMation/record/<id>, src/lib/records.ts):
 * every field, the payment records, golden-bean details and watching records, the attribution
 * trail (归因轨迹), and the list's
 * actions on the member (recharge, set VIP, referrer, channel, third-party lookup); after an
 * action the member is fetched again. The tab is titled with the member's name. An action's input
 * kept when a session ended is offered back here too (docs/unsaved-work.md), on the member as it is now.
 */
export default function MemberRecordPage({ id }: { id: string }) {
  const { t } = useI18n();
  /** The open action; `reload` absent when reopened from kept work (`restored`): the record is then drawn afresh. */
  const [open, setOpen] = useState<{ kind: ActionKind; member: Member; reload?: () => void; restored?: Record<string, unknown> } | null>(null);
  /** Bumped to draw the record afresh after an action reopened from kept work. */
  const [drawn, setDrawn] = useState(0);
  const kept = useKeptRowDialog({
    form: 'member:action',
    open: open !== null,
    name: (kind) => (isActionKind(kind) ? t(`member.action.${kind}`) : kind),
    reopen: async (kind, recordId, restored) => {
      if (!isActionKind(kind) || recordId == null) return false;
      setOpen({ kind, member: await memberApi.info(recordId), restored });
      return true;
    },
  });
  const close = () => setOpen(null);
  const done = () => {
    if (open?.reload) open.reload();
    else setDrawn((n) => n + 1);
    setOpen(null);
  };
  return (
    <>
      {kept.bar}
      <RecordView
        key={drawn}
        def={memberResource}
        id={id}
        // 归因轨迹: how the member came and what was reported to the ad platforms (docs/attribution-trail.md).
        tabs={(member) => [{ value: TRAIL_TAB, label: t('member.trail.tab'), render: () => <AttributionTrail memberId={member.id} /> }]}
        actions={(member, reload) => (
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button appearance="secondary" icon={<MoreHorizontalRegular />}>
                {t('member.record.actions')}
              </Button>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {ACTIONS.map((a) => (
                  <MenuItem key={a.kind} icon={a.icon} onClick={() => setOpen({ kind: a.kind, member, reload })}>
                    {t(a.label)}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
        )}
      />
      {kept.scope(
        open?.restored,
        <>
          {open?.kind === 'recharge' ? <RechargeDialog member={open.member} onClose={close} onDone={done} /> : null}
          {open?.kind === 'vip' ? <VipDialog member={open.member} onClose={close} onDone={done} /> : null}
          {open?.kind === 'referrer' ? <ReferrerDialog member={open.member} onClose={close} onDone={done} /> : null}
          {open?.kind === 'channel' ? <ChannelDialog member={open.member} onClose={close} onDone={done} /> : null}
          {open?.kind === 'lookup' ? <LookupDialog member={open.member} onClose={close} /> : null}
        </>,
      )}
    </>
  );
}
