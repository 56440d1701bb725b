import { createContext, use, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { Avatar, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyRegular, PersonRegular, SignOutRegular, WrenchRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { demoPanelAvailable, openDemoPanel } from '@/lib/demo-bridge';
import { useKeptRowDialog } from '@/lib/kept-dialog';
import { useActors, useSession } from '@/lib/session-context';

/** The element at the top of the page's content where the user menu offers a kept profile back (the layout provides it). */
export const KeptSlot = createContext<HTMLElement | null>(null);

export interface ShellSlots {
  ProfileDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  PasswordDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

/**
 * The signed-in user's menu at the end of the top bar: their profile and password (the account
 * area's dialogs, mounted when first opened and kept for their closing animation), the demo
 * controls where the demo runs, and 退出 (asks first). On a phone the button shows the avatar only.
 */
export function UserMenu({ slots, compact }: { slots: ShellSlots; compact: boolean }) {
  const { t } = useI18n();
  const { session } = useActors();
  const user = useSession((s) => s.context.user);
  const signingOut = useSession((s) => s.matches('signingOut'));
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const [opened, setOpened] = useState({ profile: false, password: false });
  if (dialog && !opened[dialog]) setOpened({ ...opened, [dialog]: true });
  const userName = user?.realName || user?.name || '';
  // No typed work lost (docs/unsaved-work.md): the profile typed when a session ended is offered
  // back at the top of the page's content (KeptSlot, from the layout), reopening the dialog with it.
  const [restored, setRestored] = useState<Record<string, unknown> | null>(null);
  const kept = useKeptRowDialog({
    form: 'shell:profile',
    open: dialog === 'profile',
    name: () => t('shell.profile'),
    reopen: (_, __, values) => {
      setRestored(values);
      setDialog('profile');
      return true;
    },
  });
  const slot = use(KeptSlot);

  const signOut = async () => {
    if (await confirm({ title: 'shell.exitConfirmTitle', body: 'shell.exitConfirm', confirm: 'shell.exit' })) session.send({ type: 'LOGOUT' });
  };

  return (
    <>
      <Menu positioning="below-end">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" aria-label={t('shell.userMenuOf', { name: userName })} icon={<Avatar size={24} name={userName || undefined} />}>
            {compact ? null : userName}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<PersonRegular />} onClick={() => setDialog('profile')}>
              {t('shell.profile')}
            </MenuItem>
            <MenuItem icon={<KeyRegular />} onClick={() => setDialog('password')}>
              {t('shell.password')}
            </MenuItem>
            {demoPanelAvailable() ? (
              <MenuItem icon={<WrenchRegular />} onClick={openDemoPanel} secondaryContent="Ctrl+Shift+D">
                {t('shell.demoControls')}
              </MenuItem>
            ) : null}
            <MenuItem icon={<SignOutRegular />} disabled={signingOut} onClick={() => void signOut()}>
              {t('shell.exit')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {opened.profile
        ? kept.scope(
            restored,
            <slots.ProfileDialog
              open={dialog === 'profile'}
              onClose={() => {
                setDialog(null);
                setRestored(null);
              }}
            />,
          )
        : null}
      {kept.bar && slot ? createPortal(kept.bar, slot) : null}
      {opened.password ? <slots.PasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
