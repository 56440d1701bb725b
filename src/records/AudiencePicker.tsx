import { useEffect, useRef, useState } from 'react';
import {
  Combobox,
  Field,
  Option,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tag,
  TagGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PeopleTeamRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { formatNumber, formatPercent } from '@/lib/format';
import { useLoad } from '@/lib/load';
import './messages';
import { SEGMENTS, TARGETS, audienceApi, type Audience, type MemberBrief, type Reach, type Segment } from './audience';

/*
 * The audience picker: all users, members chosen by card number, phone or e-mail, or one of
 * section 9's segments, with how many members of the world the choice reaches, counted by the
 * server before anything is saved. Popups and internal messages (this area) and pushes (the push
 * area) aim with it. It sits with the contract because an area reaches another only through its
 * contract, and the push area's pages need the same picker; it registers this area's messages.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  reach: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  hint: { color: tokens.colorNeutralForeground3 },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

export interface AudienceValue {
  target: Audience['target'] | '';
  memberIds: number[];
  segment: Segment | null;
}

export interface AudiencePickerProps {
  value: AudienceValue;
  onChange: (value: AudienceValue) => void;
  /** Problems by part (the form's rules). */
  errors?: Partial<Record<'target' | 'memberIds' | 'segment', MessageId>>;
  /** Ids of the controls start with it (one picker per form). */
  id: string;
  /** The picker's label (推送对象 by default). */
  label?: MessageId;
  /** Told the reach whenever it is counted (the form's confirmation names it). */
  onReach?: (count: number | null) => void;
  disabled?: boolean;
}

/** The rule of a segment with its threshold now: 金豆余额低于 30. */
export function segmentRule(segment: Segment, settings: Reach['settings'], t: ReturnType<typeof useI18n>['t']): string {
  if (segment === 'lowBalance') return t('engage.segment.lowBalance.rule', { beans: settings.lowBalanceBeans });
  if (segment === 'vipExpiring') return t('engage.segment.vipExpiring.rule', { days: settings.vipExpiringDays });
  return t('engage.segment.streak.rule', { days: settings.consecutiveDays });
}

export function AudiencePicker({ value, onChange, errors = {}, id, label = 'engage.audience.target', onReach, disabled }: AudiencePickerProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const [query, setQuery] = useState('');
  /** The results' list: opened by typing (a search box), closed by choosing, Escape or leaving. */
  const [listOpen, setListOpen] = useState(false);
  const [debounced, setDebounced] = useState('');
  const [known, setKnown] = useState<Record<number, MemberBrief>>({});

  // The chosen members' names (a record opened for editing names them by id).
  const missing = value.memberIds.filter((mid) => !known[mid]);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missing.length) return;
    let live = true;
    void audienceApi.members({ ids: missing }).then(
      (found) => live && setKnown((prev) => ({ ...prev, ...Object.fromEntries(found.map((m) => [m.id, m])) })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missingKey]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 250);
    return () => clearTimeout(timer);
  }, [query]);
  const search = useLoad((keyword: string) => (keyword.length >= 2 ? audienceApi.members({ keyword }) : Promise.resolve([])), debounced);

  const audience = { target: value.target || 'all', memberIds: value.memberIds, segment: value.segment } as const;
  const reach = useLoad(
    (a: typeof audience) => audienceApi.reach({ target: a.target, memberIds: a.memberIds, segment: a.target === 'segment' ? a.segment : null }),
    audience,
  );
  const counted = reach.state === 'success' && value.target !== '' && !(value.target === 'users' && !value.memberIds.length) && !(value.target === 'segment' && !value.segment) ? (reach.data?.count ?? null) : null;
  const told = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (told.current === counted) return;
    told.current = counted;
    onReach?.(counted);
  }, [counted, onReach]);

  const settings = reach.data?.settings;
  const choose = (member: MemberBrief) => {
    setKnown((prev) => ({ ...prev, [member.id]: member }));
    if (!value.memberIds.includes(member.id)) onChange({ ...value, memberIds: [...value.memberIds, member.id] });
    setQuery('');
    setListOpen(false);
  };
  const nameOf = (mid: number) => (known[mid] ? t('engage.audience.memberOption', { name: known[mid].name, card: known[mid].cardNumber }) : `#${mid}`);
  const results = search.data ?? [];

  return (
    <div className={styles.root} data-testid={`${id}-audience`}>
      <Field label={t(label)} required validationMessage={errors.target ? t(errors.target) : undefined}>
        <RadioGroup
          layout="horizontal"
          value={value.target}
          disabled={disabled}
          onChange={(_, d) => onChange({ ...value, target: d.value as Audience['target'] })}
        >
          {TARGETS.map((x) => (
            <Radio key={x} value={x} label={t(`engage.target.${x}`)} />
          ))}
        </RadioGroup>
      </Field>

      {value.target === 'users' ? (
        <Field
          label={{ children: t('engage.audience.members'), htmlFor: `${id}-search` }}
          required
          hint={t('engage.audience.searchHint')}
          validationMessage={errors.memberIds ? t(errors.memberIds) : undefined}
        >
          <Combobox
            id={`${id}-search`}
            freeform
            disabled={disabled}
            placeholder={t('engage.audience.search')}
            value={query}
            selectedOptions={[]}
            open={listOpen && debounced.length >= 2}
            onOpenChange={(_, d) => setListOpen(d.open)}
            onInput={(e) => {
              setQuery((e.target as HTMLInputElement).value);
              setListOpen(true);
            }}
            onOptionSelect={(_, d) => {
              const member = results.find((m) => String(m.id) === d.optionValue);
              if (member) choose(member);
            }}
            aria-label={t('engage.audience.search')}
          >
            {debounced.length < 2 ? null : search.busy ? (
              <Option key="searching" value="" text={t('engage.audience.searching')} disabled>
                {t('engage.audience.searching')}
              </Option>
            ) : results.length === 0 ? (
              <Option key="none" value="" text={t('engage.audience.noMatch')} disabled>
                {t('engage.audience.noMatch')}
              </Option>
            ) : (
              results.map((m) => {
                const text = t('engage.audience.memberOption', { name: m.name, card: m.cardNumber });
                return (
                  <Option key={m.id} value={String(m.id)} text={text}>
                    {`${text} · ${m.phone} · ${m.email}`}
                  </Option>
                );
              })
            )}
          </Combobox>
        </Field>
      ) : null}
      {value.target === 'users' && value.memberIds.length ? (
        <TagGroup
          className={styles.tags}
          aria-label={t('engage.audience.chosen', { count: value.memberIds.length })}
          onDismiss={(_, d) => onChange({ ...value, memberIds: value.memberIds.filter((mid) => String(mid) !== d.value) })}
        >
          {value.memberIds.map((mid) => (
            <Tag key={mid} value={String(mid)} size="small" dismissible={!disabled} dismissIcon={{ 'aria-label': t('engage.audience.remove', { name: nameOf(mid) }) }}>
              {nameOf(mid)}
            </Tag>
          ))}
        </TagGroup>
      ) : null}

      {value.target === 'segment' ? (
        <Field
          label={{ children: t('engage.audience.segment'), htmlFor: `${id}-segment` }}
          required
          hint={t('engage.audience.thresholdNote')}
          validationMessage={errors.segment ? t(errors.segment) : undefined}
        >
          <Select id={`${id}-segment`} disabled={disabled} value={value.segment ?? ''} onChange={(_, d) => onChange({ ...value, segment: (d.value || null) as Segment | null })}>
            <option value="">{t('form.selectPlaceholder')}</option>
            {SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {settings && reach.data
                  ? t('engage.segment.option', { rule: segmentRule(s, settings, t), count: formatNumber(reach.data.segments[s], locale) })
                  : t(`engage.segment.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}

      <div className={styles.reach} role="status" aria-live="polite" data-testid={`${id}-reach`}>
        <PeopleTeamRegular aria-hidden />
        {reach.state === 'failure' ? (
          <Text>{t('engage.audience.reachFailed', { reason: reach.error instanceof Error ? reach.error.message : String(reach.error ?? '') })}</Text>
        ) : counted === null ? (
          value.target === '' || (value.target === 'users' && !value.memberIds.length) || (value.target === 'segment' && !value.segment) ? (
            <Text className={styles.hint}>{t('engage.audience.reachHint')}</Text>
          ) : (
            <>
              <Spinner size="extra-tiny" />
              <Text>{t('engage.audience.reachCounting')}</Text>
            </>
          )
        ) : (
          <Text weight="semibold" data-count={counted}>
            {t('engage.audience.reachOf', {
              count: formatNumber(counted, locale),
              total: formatNumber(reach.data!.total, locale),
              percent: formatPercent(reach.data!.total ? Math.round((counted / reach.data!.total) * 10_000) / 100 : 0, locale),
            })}
          </Text>
        )}
      </div>
    </div>
  );
}
