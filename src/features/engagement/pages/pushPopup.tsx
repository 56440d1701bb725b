import { defineEditor, ResourcePage } from '@/lib/resource';
import { savePopupCall, type PopupRow } from '../contract';
import { PopupForm } from '../components/PopupForm';
import { popupResource } from '../resources/popups';

const editor = defineEditor<PopupRow>({ component: PopupForm, grant: savePopupCall.grant, editLabel: 'engage.popup.edit' });

/**
 * operate/pushPopup: the app's popups by display order: picture, jump (in-station path or none),
 * audience and how many members it reaches now (a recharge or Set VIP moves a member in or out of
 * a segment at once), enabled switch; the popup dialog shows the reach before saving.
 */
export default function PopupPage() {
  return <ResourcePage def={popupResource} editor={editor} />;
}
