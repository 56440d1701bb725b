import { Field, Input, Text } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { useNotify } from '@/lib/notify';
import { RedeemFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi } from '../contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

const INITIAL = { code: '' };

/**
 * Redeem a card code (operate/cardSecurity) for the member: a golden-bean code credits its
 * package's beans (a golden-bean detail row, so details and balance agree), a VIP code adds one
 * period of its VIP type (a VIP record). The server refuses an unknown, used or voided code.
 */
export function RedeemDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const { form, error, run, dirty } = useActionForm(RedeemFormSchema, INITIAL, 'member.redeem.failed', { dialog: 'redeem', recordId: member.id });

  const submit = () =>
    run(async (values) => {
      const result = await memberApi.redeemCard(member.id, values.code.trim());
      if (result.log) notify.success('member.redeem.beansSuccess', { beans: result.log.quantity, balance: result.member.beanBalance });
      else notify.success('member.redeem.vipSuccess', { type: result.itemName, expiry: formatDateTime(result.member.expiryTime, locale) });
      onDone(result.member);
    });

  return (
    <ActionDialog heading="member.action.redeem" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Text>{t('member.redeem.intro')}</Text>
      <Field
        label={{ children: t('member.redeem.code'), htmlFor: 'redeem-code' }}
        required
        hint={t('member.redeem.hint')}
        validationMessage={form.errors.code ? t(form.errors.code) : undefined}
      >
        <Input
          id="redeem-code"
          value={form.values.code}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          onChange={(_, d) => form.set('code', d.value)}
          onBlur={() => form.blur('code')}
        />
      </Field>
    </ActionDialog>
  );
}
