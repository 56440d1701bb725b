import { Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';

const useStyles = makeStyles({
  times: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
});

type Key = 'quietHours' | 'quietStart' | 'quietEnd';

/**
 * Quiet hours of pushes (docs/safe-push.md): on or off, and the two times ('HH:mm') between
 * which no push reaches a member, in the member's own zone (22:00-08:00 runs over midnight).
 */
export function QuietHoursFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: Record<string, unknown>;
  errors: Partial<Record<string, MessageId>>;
  onChange: (key: Key, value: unknown) => void;
  onBlur: (key: Key) => void;
}) {
  const styles = useStyles();
  const { t } = useI18n();
  const on = values.quietHours === true;
  const time = (key: 'quietStart' | 'quietEnd') => (
    <Field label={{ children: t(`system.config.${key}`), htmlFor: `config-${key}` }} required validationMessage={errors[key] ? t(errors[key]!) : undefined}>
      <Input id={`config-${key}`} type="time" value={String(values[key] ?? '')} onChange={(_, d) => onChange(key, d.value)} onBlur={() => onBlur(key)} />
    </Field>
  );
  return (
    <>
      <Field label={{ children: t('system.config.quietHours'), htmlFor: 'config-quietHours' }} hint={t('system.config.quietHours.hint')}>
        <Switch id="config-quietHours" checked={on} label={t(on ? 'system.config.quietHours.on' : 'system.config.quietHours.off')} onChange={(_, d) => onChange('quietHours', d.checked)} />
      </Field>
      <div className={styles.times}>
        {time('quietStart')}
        {time('quietEnd')}
      </div>
    </>
  );
}
