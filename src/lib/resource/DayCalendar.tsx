import { useMemo, type RefObject } from 'react';
import { useTimeZone } from '../time-zone';
import { Calendar, DayOfWeek, type CalendarStrings, type DateFormatting, type ICalendar } from '@fluentui/react-calendar-compat';
import { useI18n } from '@/i18n';
import { businessToday, dateOfDay, dayOfDate } from './dates';

/*
 * The calendar of the date kit (src/lib/resource/DateInput.tsx), in a file of its own: Fluent's
 * calendar is most of the kit's code, and DateInput loads it when a calendar is first about to
 * open, so a list's filter bar ships without it (docs/performance.md).
 */

/** The calendar's words from the console's messages, and its first weekday (Monday in Chinese, Sunday in English). */
function useCalendarText(): { strings: CalendarStrings; formatter: DateFormatting; firstDayOfWeek: DayOfWeek } {
  const { t, locale } = useI18n();
  return useMemo(() => {
    const list = (id: Parameters<typeof t>[0]) => t(id).split(' ');
    // Fluent fills {0} itself; the messages name their placeholder, so it is handed back as is.
    const slot = '{0}';
    const strings: CalendarStrings = {
      months: list('date.months'),
      shortMonths: list('date.shortMonths'),
      days: list('date.days'),
      shortDays: list('date.shortDays'),
      goToToday: t('date.goToToday'),
      prevMonthAriaLabel: t('date.prevMonth'),
      nextMonthAriaLabel: t('date.nextMonth'),
      prevYearAriaLabel: t('date.prevYear'),
      nextYearAriaLabel: t('date.nextYear'),
      prevYearRangeAriaLabel: t('date.prevYears'),
      nextYearRangeAriaLabel: t('date.nextYears'),
      closeButtonAriaLabel: t('date.close'),
      selectedDateFormatString: t('date.selectedDay', { day: slot }),
      todayDateFormatString: t('date.todayDay', { day: slot }),
      monthPickerHeaderAriaLabel: t('date.changeYear', { month: slot }),
      yearPickerHeaderAriaLabel: t('date.changeMonth', { year: slot }),
      weekNumberFormatString: t('date.weekNumber', { week: slot }),
      dayMarkedAriaLabel: t('date.marked'),
    };
    const formatter: DateFormatting = {
      formatDay: (d) => String(d.getDate()),
      formatMonth: (d, s) => s.shortMonths[d.getMonth()],
      formatYear: (d) => String(d.getFullYear()),
      // A day's accessible name: the same YYYY-MM-DD the inputs show.
      formatMonthDayYear: (d) => dayOfDate(d),
      formatMonthYear: (d, s) => t('date.monthYear', { year: String(d.getFullYear()), month: s.months[d.getMonth()] }),
    };
    return { strings, formatter, firstDayOfWeek: locale === 'ZH' ? DayOfWeek.Monday : DayOfWeek.Sunday };
  }, [t, locale]);
}

/**
 * Fluent names a day's button "2, 11月, 2026" whatever the language; the console names it with the
 * day shown on it first (WCAG 2.5.3, label in name) and then as it writes days, YYYY-MM-DD:
 * "2日，2026-11-02" / "2, 2026-11-02". Set as a ref, after React has written the cell, on every render.
 */
function useDayNames(): (cell: HTMLElement | null, date: Date) => void {
  const { t } = useI18n();
  return (cell, date) => cell?.querySelector('button')?.setAttribute('aria-label', t('date.dayName', { day: String(date.getDate()), date: dayOfDate(date) }));
}

export interface DayCalendarProps {
  value: string;
  onPick: (day: string) => void;
  calendarRef?: RefObject<ICalendar | null>;
}

export function DayCalendar({ value, onPick, calendarRef }: DayCalendarProps) {
  const { strings, formatter, firstDayOfWeek } = useCalendarText();
  // Today of the business day (src/lib/time-zone.ts), not the browser's own date.
  const zone = useTimeZone();
  const today = useMemo(() => businessToday(undefined, zone), [zone]);
  const nameDay = useDayNames();
  const date = dateOfDay(value);
  return (
    <Calendar
      // Fluent's calendar is uncontrolled without a value: a new one when a day comes or goes.
      key={date ? 'day' : 'none'}
      componentRef={calendarRef}
      value={date}
      today={today}
      strings={strings}
      dateTimeFormatter={formatter}
      firstDayOfWeek={firstDayOfWeek}
      showMonthPickerAsOverlay
      highlightSelectedMonth
      onSelectDate={(d) => onPick(dayOfDate(d))}
      calendarDayProps={{ customDayCellRef: nameDay }}
    />
  );
}

