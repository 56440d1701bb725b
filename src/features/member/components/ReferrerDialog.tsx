import { useMemo } from 'react';
import { Field, Input, Spinner, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useLoad } from '@/lib/load';
import { useNotify } from '@/lib/notify';
import { CARD_NUMBER, referrerFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi } from '../contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

const INITIAL = { referrerCard: '' };

/** Typing pauses this long before a card is looked up. */
const LOOKUP_DELAY_MS = 250;

/** The member with this card, after a pause in typing; none without a card to look up. */
async function findReferrer(card: string | null, signal: AbortSignal): Promise<Member | null> {
  if (!card) return null;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, LOOKUP_DELAY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
  return memberApi.findByCard(card);
}

/**
 * Set referrer: another member, picked by card number. The member found is shown before
 * submitting; a member cannot refer themselves (checked here and by the server, which also
 * refuses an unknown card and a referral loop).
 */
export function ReferrerDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => referrerFormSchema(member.cardNumber), [member.cardNumber]);
  const { form, error, run, dirty } = useActionForm(schema, INITIAL, 'msg.modifyFailed', { dialog: 'referrer', recordId: member.id });
  const card = form.values.referrerCard.trim();
  // Each keystroke cancels the lookup in flight: the preview always matches the card typed.
  const lookup = CARD_NUMBER.test(card) && card !== member.cardNumber ? card : null;
  // A failed lookup shows nothing: the server checks the card again on submit.
  const preview = useLoad(findReferrer, lookup);
  const found = lookup && preview.state === 'success' ? preview.data : undefined;

  const submit = () =>
    run(async (values) => {
      const updated = await memberApi.setReferrer(member.id, values.referrerCard.trim());
      notify.success('member.referrer.success');
      onDone(updated);
    });

  return (
    <ActionDialog heading="member.action.referrer" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Text>{member.referrerCard ? t('member.referrer.current', { name: member.referrerName, card: member.referrerCard }) : t('member.referrer.none')}</Text>
      <Field
        label={{ children: t('member.referrer.card'), htmlFor: 'referrer-card' }}
        required
        validationMessage={form.errors.referrerCard ? t(form.errors.referrerCard) : undefined}
      >
        <Input
          id="referrer-card"
          inputMode="numeric"
          maxLength={8}
          value={form.values.referrerCard}
          onChange={(_, d) => form.set('referrerCard', d.value)}
          onBlur={() => form.blur('referrerCard')}
        />
      </Field>
      <div role="status" aria-live="polite">
        {lookup && preview.state === 'loading' ? <Spinner size="tiny" label={t('member.referrer.searching')} labelPosition="after" /> : null}
        {found ? <Text weight="semibold">{t('member.referrer.preview', { name: found.name, card: found.cardNumber })}</Text> : null}
        {found === null ? <Text>{t('member.referrer.notFound')}</Text> : null}
      </div>
    </ActionDialog>
  );
}
