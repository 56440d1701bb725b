import { useState } from 'react';
import { ToolbarButton } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { savePopupCall, type PopupRow } from '../contract';
import { PopupForm } from '../components/PopupForm';
import { popupResource } from '../resources/popups';

type Editing = { mode: 'add'; ctx: ActionContext } | { mode: 'edit'; popup: PopupRow; ctx: ActionContext } | null;

/**
 * operate/pushPopup: the app's popups by display order: picture, jump (in-station path or none),
 * audience and how many members it reaches now (a recharge or Set VIP moves a member in or out of
 * a segment at once), enabled switch; the popup dialog shows the reach before saving.
 */
export default function PopupPage() {
  const { t } = useI18n();
  const granted = useGrant();
  const [editing, setEditing] = useState<Editing>(null);
  const mayWrite = granted(savePopupCall.grant);
  const rowActions: RowAction<PopupRow>[] = mayWrite ? [{ key: 'edit', label: 'engage.popup.edit', icon: <EditRegular />, run: (popup, ctx) => setEditing({ mode: 'edit', popup, ctx }) }] : [];
  return (
    <ResourcePage
      def={popupResource}
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
        <PopupForm
          mode={editing.mode}
          popup={editing.mode === 'edit' ? editing.popup : null}
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
