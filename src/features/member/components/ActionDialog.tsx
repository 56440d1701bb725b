import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { FormShell, type FormShellProps } from '@/lib/form-shell';
import type { Member } from '@/records/members';

const useStyles = makeStyles({
  who: { color: tokens.colorNeutralForeground3 },
});

export interface ActionDialogProps extends FormShellProps {
  member: Pick<Member, 'name' | 'cardNumber'>;
}

/** The shell of a member row action: the console's form dialog, naming the member it acts on first. */
export function ActionDialog({ member, children, ...shell }: ActionDialogProps) {
  const styles = useStyles();
  const { t } = useI18n();
  return (
    <FormShell {...shell}>
      <Text className={styles.who}>{t('member.action.who', { name: member.name, card: member.cardNumber })}</Text>
      {children}
    </FormShell>
  );
}
