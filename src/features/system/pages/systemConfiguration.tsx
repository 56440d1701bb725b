import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useBlocker, useRouterState } from '@tanstack/react-router';
import {
  Button,
  Field,
  Input,
  Select,
  Spinner,
  Subtitle2,
  Switch,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowResetRegular, ArrowUndoRegular, SaveRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { isStale } from '@/lib/api/errors';
import { confirmDiscard } from '@/lib/dirty';
import { useUnsavedChanges } from '@/lib/unsaved';
import { useKeptPageForm } from '@/lib/restore-unsaved';
import { useForm } from '@/lib/form';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useNotify } from '@/lib/notify';
import { StaleNotice, takeTheirs, type StaleConflict } from '@/lib/stale';
import { CONFIG_DEFAULTS, ConfigValuesSchema, LANGUAGES, type ConfigValues, type SystemConfig } from '@/records/config';
import { systemApi } from '@/features/system/contract';
import { setDisplaySettings } from '@/records/display';
import { Loaded, useLoad } from '@/lib/load';
import { setTimeZone } from '@/lib/time-zone';
import { TimeZoneField } from '../components/TimeZoneField';
import { QuietHoursFields } from '../components/QuietHoursFields';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingVerticalM },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    position: 'sticky',
    bottom: 0,
    boxShadow: tokens.shadow4,
  },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  flush: { margin: 0 },
});

/** The settings that are whole numbers (the language, the watermark switch and other non-numbers have fields of their own). */
type NumberKey = { [K in keyof ConfigValues]: ConfigValues[K] extends number ? K : never }[keyof ConfigValues];

interface Setting {
  key: NumberKey;
  label: MessageId;
  hint: MessageId;
  unit: MessageId;
  min: number;
  max: number;
}

/** The settings, grouped as an operator thinks of them; bounds match ConfigValuesSchema. */
const GROUPS: Array<{ title: MessageId; description: MessageId; settings: Setting[] }> = [
  {
    title: 'system.config.group.attribution',
    description: 'system.config.group.attributionHint',
    settings: [{ key: 'oldUserAttributionDays', label: 'system.config.oldUserAttributionDays', hint: 'system.config.oldUserAttributionDays.hint', unit: 'system.config.unit.days', min: 1, max: 90 }],
  },
  {
    title: 'system.config.group.segments',
    description: 'system.config.group.segmentsHint',
    settings: [
      { key: 'lowBalanceBeans', label: 'system.config.lowBalanceBeans', hint: 'system.config.lowBalanceBeans.hint', unit: 'system.config.unit.beans', min: 1, max: 100000 },
      { key: 'vipExpiringDays', label: 'system.config.vipExpiringDays', hint: 'system.config.vipExpiringDays.hint', unit: 'system.config.unit.days', min: 1, max: 30 },
      { key: 'consecutiveDays', label: 'system.config.consecutiveDays', hint: 'system.config.consecutiveDays.hint', unit: 'system.config.unit.days', min: 2, max: 30 },
    ],
  },
  {
    title: 'system.config.group.data',
    description: 'system.config.group.dataHint',
    settings: [
      { key: 'excelSlowRows', label: 'system.config.excelSlowRows', hint: 'system.config.excelSlowRows.hint', unit: 'system.config.unit.rows', min: 100, max: 100000 },
      { key: 'maxChartIndicators', label: 'system.config.maxChartIndicators', hint: 'system.config.maxChartIndicators.hint', unit: 'system.config.unit.items', min: 1, max: 5 },
    ],
  },
  {
    title: 'system.config.group.theater',
    description: 'system.config.group.theaterHint',
    settings: [{ key: 'copyrightAlertDays', label: 'system.config.copyrightAlertDays', hint: 'system.config.copyrightAlertDays.hint', unit: 'system.config.unit.days', min: 1, max: 365 }],
  },
  {
    title: 'system.config.group.push',
    description: 'system.config.group.pushHint',
    settings: [{ key: 'dailyPushCap', label: 'system.config.dailyPushCap', hint: 'system.config.dailyPushCap.hint', unit: 'system.config.unit.pushes', min: 0, max: 20 }],
  },
];

/** Each setting's label, by key (to name what someone else changed). */
const LABELS: Record<keyof ConfigValues, MessageId> = {
  ...(Object.fromEntries(GROUPS.flatMap((g) => g.settings.map((s) => [s.key, s.label]))) as Record<NumberKey, MessageId>),
  defaultLanguage: 'system.config.defaultLanguage',
  reportTimeZone: 'system.config.reportTimeZone',
  watermark: 'system.config.watermark',
  quietHours: 'system.config.quietHours',
  quietStart: 'system.config.quietStart',
  quietEnd: 'system.config.quietEnd',
};

const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], MessageId> = { ZH: 'system.config.language.ZH', EN: 'system.config.language.EN' };

function valuesOf(config: SystemConfig): ConfigValues {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(CONFIG_DEFAULTS)) out[key] = config[key as keyof ConfigValues];
  return out as ConfigValues;
}

/** The settings form once the settings are loaded. */
function SettingsForm({ config, onSaved }: { config: SystemConfig; onSaved: (next: SystemConfig) => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const saved = useMemo(() => valuesOf(config), [config]);
  const form = useForm<Record<string, unknown>>(ConfigValuesSchema, saved);
  const { reset } = form;
  /** After 载入最新内容: the values to show on the new settings (the operator's own edits kept). */
  const keep = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    reset(keep.current ?? saved);
    keep.current = null;
  }, [saved, reset]);
  /** A save refused because someone else saved the settings since they were loaded, then what reloading brought. */
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const [reloading, setReloading] = useState(false);

  /** 载入最新内容: the settings as they are now; what someone else changed takes their value, the rest stays as typed. */
  const reloadLatest = async () => {
    setReloading(true);
    try {
      const latest = await systemApi.config();
      const { values, changed } = takeTheirs(form.values as ConfigValues, saved, valuesOf(latest));
      keep.current = values;
      setConflict({ state: 'reloaded', fields: changed.map((k) => LABELS[k]) });
      onSaved(latest);
    } catch (error) {
      notify.error(error, 'msg.fetchFailed');
    } finally {
      setReloading(false);
    }
  };
  const dirty = JSON.stringify(form.values) !== JSON.stringify(saved);
  const atDefaults = JSON.stringify(form.values) === JSON.stringify(CONFIG_DEFAULTS);

  // Unsaved changes: closing the tab, leaving the page or reloading asks first.
  const clearDirty = useUnsavedChanges(dirty);
  // No typed work lost (src/lib/restore-unsaved.tsx): kept if the session ends now, offered back after signing in again.
  const kept = useKeptPageForm({ form: 'system:config', name: t('system.config.title'), dirty, values: form.values, onRestore: (values) => reset({ ...saved, ...values }) });
  useBlocker({
    shouldBlockFn: async ({ next }) => next.pathname !== pathname && !(await confirmDiscard([pathname])),
    disabled: !dirty,
    enableBeforeUnload: dirty,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) {
      notify.warning('msg.incompleteForm');
      return;
    }
    await form.submit(async (values) => {
      try {
        const next = await systemApi.saveConfig(values as ConfigValues, config.version);
        notify.success('msg.modifySuccess');
        // The business day follows at once: reports and filters count in the saved zone without a reload.
        setTimeZone(String(next.reportTimeZone));
        setDisplaySettings({ watermark: next.watermark });
        clearDirty();
        kept.clear();
        setConflict(null);
        onSaved(next);
      } catch (error) {
        // Someone else saved the settings since: say so where the form is, with a way to load theirs.
        if (isStale(error)) setConflict({ state: 'stale' });
        else notify.error(error, 'msg.modifyFailed');
        throw error;
      }
    });
  };

  const numberField = (s: Setting) => {
    const id = `config-${s.key}`;
    const error = form.errors[s.key];
    const value = form.values[s.key];
    return (
      <Field
        key={s.key}
        label={{ children: t(s.label), htmlFor: id }}
        required
        hint={t(s.hint, { value: formatNumber(CONFIG_DEFAULTS[s.key], locale) })}
        validationMessage={error ? t(error) : undefined}
      >
        <Input
          id={id}
          type="number"
          min={s.min}
          max={s.max}
          step={1}
          value={value === '' || value == null ? '' : String(value)}
          contentAfter={<Text size={200}>{t(s.unit)}</Text>}
          onChange={(_, d) => form.set(s.key, d.value === '' ? '' : Number(d.value))}
          onBlur={() => form.blur(s.key)}
        />
      </Field>
    );
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate aria-label={t('system.config.title')}>
      <StaleNotice conflict={conflict} reloading={reloading} onReload={() => void reloadLatest()} />
      {kept.bar}
      <div className={styles.grid}>
        {GROUPS.map((g) => (
          <section key={g.title} className={styles.card} aria-label={t(g.title)}>
            <div>
              <Subtitle2 as="h2" block className={styles.flush}>{t(g.title)}</Subtitle2>
              <Text as="p" block size={200} className={mergeClasses(styles.muted, styles.flush)}>
                {t(g.description)}
              </Text>
            </div>
            {g.settings.map(numberField)}
            {g.title === 'system.config.group.push' ? <QuietHoursFields values={form.values} errors={form.errors} onChange={(key, value) => form.set(key, value)} onBlur={(key) => form.blur(key)} /> : null}
          </section>
        ))}
        <section className={styles.card} aria-label={t('system.config.group.system')}>
          <div>
            <Subtitle2 as="h2" block className={styles.flush}>{t('system.config.group.system')}</Subtitle2>
            <Text as="p" block size={200} className={mergeClasses(styles.muted, styles.flush)}>
              {t('system.config.group.systemHint')}
            </Text>
          </div>
          <Field label={{ children: t('system.config.requestTimeout'), htmlFor: 'config-timeout' }} hint={t('system.config.requestTimeout.hint')}>
            <Input id="config-timeout" readOnly value={formatNumber(config.requestTimeoutMs, locale)} contentAfter={<Text size={200}>{t('system.config.unit.ms')}</Text>} />
          </Field>
          <Field
            label={{ children: t('system.config.defaultLanguage'), htmlFor: 'config-language' }}
            required
            hint={t('system.config.defaultLanguage.hint')}
            validationMessage={form.errors.defaultLanguage ? t(form.errors.defaultLanguage) : undefined}
          >
            <Select id="config-language" value={String(form.values.defaultLanguage ?? '')} onChange={(_, d) => form.set('defaultLanguage', d.value)} onBlur={() => form.blur('defaultLanguage')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(LANGUAGE_LABELS[l])}
                </option>
              ))}
            </Select>
          </Field>
          <TimeZoneField
            value={String(form.values.reportTimeZone ?? '')}
            error={form.errors.reportTimeZone}
            onChange={(zone) => form.set('reportTimeZone', zone)}
            onBlur={() => form.blur('reportTimeZone')}
          />
          <Field label={{ children: t('system.config.watermark'), htmlFor: 'config-watermark' }} hint={t('system.config.watermark.hint')}>
            <Switch
              id="config-watermark"
              checked={form.values.watermark === true}
              label={t(form.values.watermark === true ? 'system.config.watermark.on' : 'system.config.watermark.off')}
              onChange={(_, d) => form.set('watermark', d.checked)}
            />
          </Field>
        </section>
      </div>
      <div className={styles.bar}>
        <Text size={200} className={mergeClasses(styles.grow, styles.muted)} role="status">
          {dirty ? t('system.config.unsaved') : t('system.config.lastUpdated', { time: formatDateTime(config.updateTime, locale), name: config.updatedBy })}
        </Text>
        <Button icon={<ArrowResetRegular />} disabled={form.busy || atDefaults} onClick={() => reset({ ...CONFIG_DEFAULTS })}>
          {t('system.config.defaults')}
        </Button>
        <Button icon={<ArrowUndoRegular />} disabled={form.busy || !dirty} onClick={() => reset(saved)}>
          {t('system.config.revert')}
        </Button>
        <Button type="submit" appearance="primary" icon={form.busy ? <Spinner size="tiny" /> : <SaveRegular />} disabled={form.busy || !dirty}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * system/systemConfiguration: the business settings of section 9 an operator may tune, as one
 * form (GET config/v1/get, POST config/v1/update), checked with the same schema as the server.
 */
export default function ConfigPage() {
  const config = useLoad(() => systemApi.config());
  // The save answers with the settings as stored: they become the data, no second request.
  return <Loaded load={config}>{(data) => <SettingsForm config={data} onSaved={config.setData} />}</Loaded>;
}
