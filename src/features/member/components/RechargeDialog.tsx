import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useNotify } from '@/lib/notify';
import { RECHARGE_LIMIT, RechargeFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi } from '../contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

const useStyles = makeStyles({
  negative: { color: tokens.colorPaletteRedForeground1 },
});

const INITIAL = { quantity: '' as number | '', remark: '' };

/**
 * Recharge golden beans (section 5: a negative quantity deducts). The server refuses a balance
 * below zero with the balance in its message; on success the new balance is announced and a
 * golden-bean detail row has been written, so details and balance agree.
 */
export function RechargeDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: (member: Member) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const { form, error, run, dirty } = useActionForm(RechargeFormSchema, INITIAL, 'member.recharge.failed', { dialog: 'recharge', recordId: member.id });
  const quantity = form.values.quantity;
  const after = typeof quantity === 'number' && Number.isInteger(quantity) ? member.beanBalance + quantity : null;

  const submit = () =>
    run(async (values) => {
      const result = await memberApi.recharge(member.id, values.quantity as number, values.remark.trim());
      notify.success((values.quantity as number) > 0 ? 'member.recharge.success' : 'member.recharge.deductSuccess', { balance: result.member.beanBalance });
      onDone(result.member);
    });

  return (
    <ActionDialog heading="member.action.recharge" member={member} busy={form.busy} dirty={dirty} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Text weight="semibold">{t('member.recharge.balance', { balance: member.beanBalance })}</Text>
      <Field
        label={{ children: t('member.recharge.quantity'), htmlFor: 'recharge-quantity' }}
        required
        hint={t('member.recharge.hint')}
        validationMessage={form.errors.quantity ? t(form.errors.quantity) : undefined}
      >
        <Input
          id="recharge-quantity"
          type="number"
          step={1}
          min={-RECHARGE_LIMIT}
          max={RECHARGE_LIMIT}
          value={quantity === '' ? '' : String(quantity)}
          onChange={(_, d) => form.set('quantity', d.value === '' ? '' : Number(d.value))}
          onBlur={() => form.blur('quantity')}
        />
      </Field>
      {after !== null ? (
        <Text role="status" className={after < 0 ? styles.negative : undefined}>
          {after < 0 ? t('member.recharge.afterNegative') : t('member.recharge.after', { balance: after })}
        </Text>
      ) : null}
      <Field
        label={{ children: t('member.recharge.remark'), htmlFor: 'recharge-remark' }}
        validationMessage={form.errors.remark ? t(form.errors.remark) : undefined}
      >
        <Input id="recharge-remark" value={form.values.remark} maxLength={100} onChange={(_, d) => form.set('remark', d.value)} onBlur={() => form.blur('remark')} />
      </Field>
    </ActionDialog>
  );
}
