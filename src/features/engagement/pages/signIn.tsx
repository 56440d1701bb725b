import { defineEditor, ResourcePage } from '@/lib/resource';
import { saveSignInCall, type SignInPlanRow } from '../contract';
import { signInResource } from '../resources/signIn';
import { SignInForm } from '../components/SignInForm';

const editor = defineEditor<SignInPlanRow>({ component: SignInForm, grant: saveSignInCall.grant, editLabel: 'engage.signIn.edit' });

/**
 * operate/signIn: the sign-in reward plans (name, consecutive days, the reward of each day, the
 * beans of the whole run). One plan is active at a time: switching another on asks first and
 * switches the active one off (the list shows both); the active plan cannot be deleted.
 */
export default function SignInPage() {
  return <ResourcePage def={signInResource} editor={editor} />;
}
