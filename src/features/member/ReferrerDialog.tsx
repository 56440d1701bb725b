import { useEffect, useMemo, useState } from 'react';
import { Field, Input, Spinner, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useNotify } from '@/lib/notify';
import { CARD_NUMBER, referrerFormSchema } from '@/features/member/resources';
import { memberApi, type Member } from '@/features/member/contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

type Preview = { state: 'idle' } | { state: 'loading' } | { state: 'found'; member: Member } | { state: 'missing' };

const INITIAL = { referrerCard: '' };

/**
 * Set referrer: another member, picked by card number. The member found is shown before
 * submitting; a member cannot refer themselves (checked here and by the server, which also
 * refuses an unknown card and a referral loop).
 */
export function ReferrerDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t } = useI18n();
  const notify = useNotify();
  const schema = useMemo(() => referrerFormSchema(member.cardNumber), [member.cardNumber]);
  const { form, error, run, dirty } = useActionForm(schema, INITIAL, 'msg.modifyFailed');
  const card = form.values.referrerCard.trim();
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });

  useEffect(() => {
    if (!CARD_NUMBER.test(card) || card === member.cardNumber) {
      setPreview({ state: 'idle' });
      return;
    }
    let alive = true;
    setPreview({ state: 'loading' });
    const timer = setTimeout(() => {
      memberApi.findByCard(card).then(
        (found) => alive && setPreview(found ? { state: 'found', member: found } : { state: 'missing' }),
        () => alive && setPreview({ state: 'idle' }),
      );
    }, 250);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [card, member.cardNumber]);

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
        {preview.state === 'loading' ? <Spinner size="tiny" label={t('member.referrer.searching')} labelPosition="after" /> : null}
        {preview.state === 'found' ? <Text weight="semibold">{t('member.referrer.preview', { name: preview.member.name, card: preview.member.cardNumber })}</Text> : null}
        {preview.state === 'missing' ? <Text>{t('member.referrer.notFound')}</Text> : null}
      </div>
    </ActionDialog>
  );
}
