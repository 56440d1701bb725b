import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import {
  Button,
  FieldContextProvider,
  Input,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  ToggleButton,
  makeStyles,
  tokens,
  useFieldContext_unstable,
  useId,
  type InputOnChangeData,
} from '@fluentui/react-components';
import type { ICalendar } from '@fluentui/react-calendar-compat';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { once } from '../once';
import { businessToday, parseDay, parseTime, PRESET_LABEL, PRESETS, presetOf, presetRange, type DayRange } from './dates';
import { useTimeZone } from '../time-zone';
import type { DayCalendarProps } from './DayCalendar';

/*
 * The console's one date kit: every date filter and date field (a list's date-range filter, a
 * form's date, date-time and date-range fields) reads and shows days as YYYY-MM-DD in both
 * languages, takes typed text (parseDay: YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD…), and opens a calendar
 * (and, for a range, the presets) from one button. A range is three tab stops: start, end, button.
 * Values are what they always were: 'YYYY-MM-DD' strings and [start, end] tuples (src/lib/resource/dates.ts).
 */

const useStyles = makeStyles({
  range: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', minWidth: 0 },
  day: { flexGrow: 1, flexBasis: '7.5em', minWidth: 0 },
  time: { flexGrow: 0, flexBasis: '6em', minWidth: 0 },
  separator: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 16px)', overflowY: 'auto' },
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  calendars: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** What the surrounding Field says of its control (invalid, described by its message, required), for the kit's several inputs. */
function useFieldAria() {
  const field = useFieldContext_unstable();
  return {
    'aria-invalid': field?.validationState === 'error' ? true : undefined,
    'aria-describedby': [field?.validationMessageId, field?.hintId].filter(Boolean).join(' ') || undefined,
    'aria-required': field?.required ? true : undefined,
  } as const;
}

/**
 * The text of one day's input: what the person types, reported as 'YYYY-MM-DD' as soon as it reads
 * as a day (as typed otherwise, so the form or the filter bar can refuse it), and written as
 * YYYY-MM-DD when the input is left. A value set from outside (a preset, the calendar, 重置) replaces it.
 */
function useTypedText(value: string, onChange: (value: string) => void, parse: (text: string) => string | null) {
  const [text, setText] = useState(value);
  // A value set from outside replaces the text (from the render that brings it), unless the text already reads as it.
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    if (text !== value && parse(text) !== value) setText(value);
  }
  return {
    value: text,
    onChange: (_: unknown, d: InputOnChangeData) => {
      setText(d.value);
      onChange(d.value.trim() === '' ? '' : (parse(d.value) ?? d.value));
    },
    onBlur: () => {
      const parsed = parse(text);
      if (parsed && parsed !== text) setText(parsed);
    },
  };
}

/** Alt+ArrowDown opens the calendar, from an input as from the button (Enter and Space press the button). */
const opensWith = (open: () => void) => (e: KeyboardEvent) => {
  if (e.altKey && e.key === 'ArrowDown') {
    e.preventDefault();
    open();
  }
};

/**
 * Fluent's calendar loads when a calendar is first about to open (or the pointer or the focus
 * reaches a date input, so it is usually there by then): the popover opens once it has, with the
 * calendar in it, as it always did.
 */
let LoadedCalendar: ((props: DayCalendarProps) => ReactElement) | null = null;
const loadCalendar = once(() =>
  import('./DayCalendar').then((m) => {
    LoadedCalendar = m.DayCalendar;
  }),
);
const preloadCalendar = () => void loadCalendar().catch(() => undefined);

/** A date input on screen: its calendar's code loads a little after the page has settled. */
function useCalendarSoon(): { onPointerEnter: () => void; onFocus: () => void } {
  useEffect(() => {
    const timer = window.setTimeout(preloadCalendar, 3000);
    return () => window.clearTimeout(timer);
  }, []);
  return { onPointerEnter: preloadCalendar, onFocus: preloadCalendar };
}

function DayCalendar(props: DayCalendarProps) {
  const Loaded = LoadedCalendar;
  return Loaded ? <Loaded {...props} /> : null;
}

/** The popover's open state; closing it by keyboard or by a choice gives the focus back to its button (`button`). */
function usePopover(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  const show = () => {
    if (LoadedCalendar) setOpen(true);
    else void loadCalendar().then(() => setOpen(true), () => undefined);
  };
  return {
    open,
    show,
    close,
    onOpenChange: (e: { type: string }, d: { open: boolean }) => (d.open ? show() : close(e.type === 'keydown')),
  };
}

export interface DateInputProps {
  /** The field's name, for the accessible names of the controls ("加入时间 开始", "加入时间：选择日期"). */
  label: string;
  id?: string;
  readOnly?: boolean;
  onBlur?: () => void;
}

/** One day: a YYYY-MM-DD input and a button opening a calendar (two tab stops). */
export function DateInput({ label, id, value, onChange, readOnly, onBlur, className }: DateInputProps & { value: string; onChange: (value: string) => void; className?: string }) {
  const { t } = useI18n();
  const aria = useFieldAria();
  const text = useTypedText(value, onChange, parseDay);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const popover = usePopover(calendarButton);
  const soon = useCalendarSoon();
  const button = (
    <Popover open={popover.open} onOpenChange={popover.onOpenChange} trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          ref={calendarButton}
          appearance="transparent"
          size="small"
          icon={<CalendarLtrRegular />}
          disabled={readOnly}
          aria-label={t('date.pickFor', { label })}
          aria-expanded={popover.open}
          onKeyDown={opensWith(popover.show)}
        />
      </PopoverTrigger>
      <PopoverSurface aria-label={t('date.pickFor', { label })}>
        <DayCalendar
          value={value}
          onPick={(day) => {
            onChange(day);
            popover.close(true);
          }}
        />
      </PopoverSurface>
    </Popover>
  );
  return (
    <FieldContextProvider value={undefined}>
      <Input
        id={id}
        {...aria}
        className={className}
        aria-label={label}
        placeholder={t('date.placeholder')}
        inputMode="numeric"
        autoComplete="off"
        readOnly={readOnly}
        value={text.value}
        onChange={text.onChange}
        onBlur={() => {
          text.onBlur();
          onBlur?.();
        }}
        onKeyDown={readOnly ? undefined : opensWith(popover.show)}
        contentAfter={button}
        root={soon}
      />
    </FieldContextProvider>
  );
}

/** A day and a time ('YYYY-MM-DDTHH:mm', local), as the native datetime-local gave: the day from the date kit, the time typed as HH:mm (24 hours). */
export function DateTimeInput({ label, id, value, onChange, readOnly, onBlur }: DateInputProps & { value: string; onChange: (value: string) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const aria = useFieldAria();
  const [day = '', time = ''] = value.split(/[T ]/);
  const join = (d: string, tm: string) => (d || tm ? `${d}T${tm}` : '');
  const timeText = useTypedText(time.slice(0, 5), (tm) => onChange(join(day, tm)), parseTime);
  const timeId = useId('time-');
  return (
    <div className={styles.range}>
      <DateInput label={label} id={id} className={styles.day} value={day} readOnly={readOnly} onChange={(d) => onChange(join(d, time.slice(0, 5)))} onBlur={onBlur} />
      <FieldContextProvider value={undefined}>
        <Input
          id={timeId}
          {...aria}
          className={styles.time}
          aria-label={t('date.timeOf', { label })}
          placeholder={t('date.timePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          readOnly={readOnly}
          value={timeText.value}
          onChange={timeText.onChange}
          onBlur={() => {
            timeText.onBlur();
            onBlur?.();
          }}
        />
      </FieldContextProvider>
    </div>
  );
}

/**
 * A range of days: start, a separator, end, and one button opening the presets (今天, 近7天, 本月,
 * 上月) and a calendar for each end. Three tab stops; Alt+ArrowDown in either input opens it too;
 * Escape closes it and the focus goes back to the button. Picking an end day or a preset closes it.
 */
export function DateRangeInput({ label, id, value, onChange, readOnly, onBlur }: DateInputProps & { value: unknown; onChange: (value: DayRange) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const aria = useFieldAria();
  const [start = '', end = ''] = Array.isArray(value) ? (value as string[]) : [];
  const startText = useTypedText(start, (s) => onChange([s, end]), parseDay);
  const endText = useTypedText(end, (e) => onChange([start, e]), parseDay);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const popover = usePopover(calendarButton);
  const soon = useCalendarSoon();
  const endCalendar = useRef<ICalendar>(null);
  const zone = useTimeZone();
  const current = presetOf([start, end], businessToday(undefined, zone));
  const pickName = t('date.pickRangeFor', { label });
  const input = (side: 'from' | 'to', text: ReturnType<typeof useTypedText>) => (
    <Input
      id={side === 'from' ? id : undefined}
      {...aria}
      className={styles.day}
      aria-label={`${label} ${t(side === 'from' ? 'list.from' : 'list.to')}`}
      placeholder={t('date.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      readOnly={readOnly}
      value={text.value}
      onChange={text.onChange}
      onBlur={() => {
        text.onBlur();
        onBlur?.();
      }}
      onKeyDown={readOnly ? undefined : opensWith(popover.show)}
    />
  );
  return (
    <FieldContextProvider value={undefined}>
      <div className={styles.range} role="group" aria-label={label} {...soon}>
        {input('from', startText)}
        <Text className={styles.separator} aria-hidden>
          {t('date.separator')}
        </Text>
        {input('to', endText)}
        <Popover open={popover.open} onOpenChange={popover.onOpenChange} trapFocus positioning="below-end">
          <PopoverTrigger disableButtonEnhancement>
            <Button ref={calendarButton} icon={<CalendarLtrRegular />} disabled={readOnly} aria-label={pickName} aria-expanded={popover.open} onKeyDown={opensWith(popover.show)} />
          </PopoverTrigger>
          <PopoverSurface aria-label={pickName} className={styles.surface}>
            <div className={styles.presets} role="group" aria-label={t('date.presets')}>
              {PRESETS.map((p) => (
                <ToggleButton
                  key={p}
                  size="small"
                  checked={current === p}
                  onClick={() => {
                    onChange(presetRange(p, businessToday(undefined, zone)));
                    popover.close(true);
                  }}
                >
                  {t(PRESET_LABEL[p])}
                </ToggleButton>
              ))}
            </div>
            <div className={styles.calendars}>
              {(['from', 'to'] as const).map((side) => (
                <section key={side} className={styles.side} aria-label={`${label} ${t(side === 'from' ? 'list.from' : 'list.to')}`}>
                  <Text weight="semibold">{t(side === 'from' ? 'list.from' : 'list.to')}</Text>
                  <DayCalendar
                    value={side === 'from' ? start : end}
                    calendarRef={side === 'to' ? endCalendar : undefined}
                    onPick={(day) => {
                      if (side === 'from') {
                        onChange([day, end]);
                        // On to the end's calendar, as a person picks a range.
                        requestAnimationFrame(() => endCalendar.current?.focus());
                      } else {
                        onChange([start, day]);
                        popover.close(true);
                      }
                    }}
                  />
                </section>
              ))}
            </div>
          </PopoverSurface>
        </Popover>
      </div>
    </FieldContextProvider>
  );
}
