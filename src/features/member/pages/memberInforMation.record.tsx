import { useState, type ReactElement } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { BranchForkRegular, CoinMultipleRegular, CrownRegular, MailRegular, MoreHorizontalRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { RecordView } from '@/lib/resource/RecordView';
import type { Member } from '@/records/members';
import { ChannelDialog } from '../components/ChannelDialog';
import { LookupDialog } from '../components/LookupDialog';
import { RechargeDialog } from '../components/RechargeDialog';
import { ReferrerDialog } from '../components/ReferrerDialog';
import { VipDialog } from '../components/VipDialog';
import { memberResource } from '../resources';

type ActionKind = 'recharge' | 'vip' | 'referrer' | 'channel' | 'lookup';

const ACTIONS: Array<{ kind: ActionKind; label: MessageId; icon: ReactElement }> = [
  { kind: 'recharge', label: 'member.action.recharge', icon: <CoinMultipleRegular /> },
  { kind: 'vip', label: 'member.action.vip', icon: <CrownRegular /> },
  { kind: 'referrer', label: 'member.action.referrer', icon: <PersonAddRegular /> },
  { kind: 'channel', label: 'member.action.channel', icon: <BranchForkRegular /> },
  { kind: 'lookup', label: 'member.action.lookup', icon: <MailRegular /> },
];

/**
 * A member in a record tab of its own (/member/memberInforMation/record/<id>, src/lib/records.ts):
 * every field, the payment records, golden-bean details and watching records, and the list's
 * actions on the member (recharge, set VIP, referrer, channel, third-party lookup); after an
 * action the member is fetched again. The tab is titled with the member's name.
 */
export default function MemberRecordPage({ id }: { id: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<{ kind: ActionKind; member: Member; reload: () => void } | null>(null);
  const close = () => setOpen(null);
  const done = () => {
    open?.reload();
    setOpen(null);
  };
  return (
    <>
      <RecordView
        def={memberResource}
        id={id}
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
      {open?.kind === 'recharge' ? <RechargeDialog member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'vip' ? <VipDialog member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'referrer' ? <ReferrerDialog member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'channel' ? <ChannelDialog member={open.member} onClose={close} onDone={done} /> : null}
      {open?.kind === 'lookup' ? <LookupDialog member={open.member} onClose={close} /> : null}
    </>
  );
}
