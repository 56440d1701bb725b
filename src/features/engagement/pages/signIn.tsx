import { useState } from 'react';
import { ToolbarButton } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { saveSignInCall, type SignInPlanRow } from '../contract';
import { signInResource } from '../resources/signIn';
import { SignInForm } from '../components/SignInForm';

type Editing = { mode: 'add'; ctx: ActionContext } | { mode: 'edit'; plan: SignInPlanRow; ctx: ActionContext } | null;

/**
 * operate/signIn: the sign-in reward plans (name, consecutive days, the reward of each day, the
 * beans of the whole run). One plan is active at a time: switching another on asks first and
 * switches the active one off (the list shows both); the active plan cannot be deleted.
 */
export default function SignInPage() {
  const { t } = useI18n();
  const granted = useGrant();
  const [editing, setEditing] = useState<Editing>(null);
  const mayWrite = granted(saveSignInCall.grant);
  const rowActions: RowAction<SignInPlanRow>[] = mayWrite ? [{ key: 'edit', label: 'engage.signIn.edit', icon: <EditRegular />, run: (plan, ctx) => setEditing({ mode: 'edit', plan, ctx }) }] : [];
  return (
    <ResourcePage
      def={signInResource}
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
        <SignInForm
          mode={editing.mode}
          plan={editing.mode === 'edit' ? editing.plan : null}
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
