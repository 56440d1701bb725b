import { Combobox, Field, Option } from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { DEFAULT_TIME_ZONE, OFFERED_TIME_ZONES, dayOffsetLabel, isTimeZone } from '@/lib/time-zone';
import { todayIn } from '@/lib/report/period';

const ZONE_LABELS: Record<(typeof OFFERED_TIME_ZONES)[number], MessageId> = {
  'Asia/Tokyo': 'system.config.reportTimeZone.tokyo',
  'Asia/Shanghai': 'system.config.reportTimeZone.shanghai',
  UTC: 'system.config.reportTimeZone.utc',
};

/**
 * The business day's zone (system configuration's reportTimeZone): the three offered zones to
 * pick, or any IANA zone typed (checked by the settings' schema: ConfigValuesSchema).
 */
export function TimeZoneField({ value, error, onChange, onBlur }: { value: string; error?: MessageId; onChange: (zone: string) => void; onBlur: () => void }) {
  const { t } = useI18n();
  const id = 'config-reportTimeZone';
  // The offset today, beside a zone the platform knows ('UTC+9').
  const offset = isTimeZone(value) ? dayOffsetLabel(todayIn(value), value) : null;
  return (
    <Field
      label={{ children: t('system.config.reportTimeZone'), htmlFor: id }}
      required
      hint={t('system.config.reportTimeZone.hint')}
      validationMessage={error ? t(error) : undefined}
    >
      <Combobox
        id={id}
        freeform
        value={value}
        selectedOptions={(OFFERED_TIME_ZONES as readonly string[]).includes(value) ? [value] : []}
        placeholder={DEFAULT_TIME_ZONE}
        onOptionSelect={(_, d) => {
          if (d.optionValue) onChange(d.optionValue);
        }}
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={onBlur}
        data-offset={offset ?? ''}
      >
        {OFFERED_TIME_ZONES.map((zone) => (
          <Option key={zone} value={zone} text={zone}>
            {t(ZONE_LABELS[zone])}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
