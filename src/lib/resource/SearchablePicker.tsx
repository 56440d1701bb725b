import { useMemo, useState } from 'react';
import { Combobox, Option, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatCount } from '../format';
import { filterOptions, type PickerOption } from './picker-filter';

const useStyles = makeStyles({
  root: { width: '100%', minWidth: 0, maxWidth: '100%' },
  input: { minWidth: 0, textOverflow: 'ellipsis' },
  listbox: { maxHeight: '320px' },
  none: { color: tokens.colorNeutralForeground3 },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** The value of the "nothing chosen" option ('全部' in a filter, '请选择' in a form): the picker's value is '' then. */
const NONE = '\u0000none';
const NO_MATCH = '\u0000nomatch';

interface Common {
  id?: string;
  options: readonly PickerOption[];
  /** A first option meaning "nothing chosen" (全部 / 请选择), shown while nothing is typed (single choice only). */
  emptyText?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The accessible name when no label points at `id`. */
  ariaLabel?: string;
  className?: string;
  size?: 'small' | 'medium' | 'large';
  onBlur?(): void;
}

export type SearchablePickerProps = Common &
  ({ multiple?: false; value: string; onChange(value: string): void } | { multiple: true; value: readonly string[]; onChange(value: string[]): void });

/**
 * A select to type in (src/lib/resource/picker-filter.ts): Fluent's combobox whose list keeps the
 * options matching what is typed (any part of the name, in either language's text; an ID by its
 * digits), best first, and says so when none does. The keyboard works as in any combobox: type
 * to filter, ↑/↓ to move, Enter to choose, Esc to close (the text goes back to the choice). The
 * kit uses it for every select of more than PICKER_THRESHOLD options (form fields, filters), and
 * pages use it for their own long lists (a drama among a hundred).
 */
export function SearchablePicker(props: SearchablePickerProps) {
  const { id, options, emptyText, placeholder, disabled, invalid, ariaLabel, className, size, onBlur } = props;
  const styles = useStyles();
  const { t, locale } = useI18n();
  /** What the operator typed since the list opened; null: nothing, the input shows the choice. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const chosen = useMemo(() => (props.multiple ? props.value.map(String) : props.value ? [String(props.value)] : []), [props.multiple, props.value]);
  const chosenText = chosen.map((v) => options.find((o) => o.value === v)?.text ?? v).join(', ');
  const typing = query !== null && query.trim() !== '';
  const shown = useMemo(() => (typing ? filterOptions(options, query ?? '') : options), [typing, options, query]);

  const choose = (value: string | undefined, selected: string[]) => {
    // Typing past the chosen option's text makes the combobox clear its selection (no value): the
    // choice stays until another option is chosen.
    if (value === undefined) return;
    if (props.multiple) props.onChange(selected.filter((v) => v !== NONE && v !== NO_MATCH));
    else if (value !== undefined && value !== NO_MATCH) props.onChange(value === NONE ? '' : value);
    setQuery(null);
  };

  return (
    <>
      <Combobox
        id={id}
        className={mergeClasses(styles.root, className)}
        input={{ className: styles.input, title: chosenText || undefined }}
        listbox={{ className: styles.listbox }}
        // Fluent names the chevron 'Open' in English whatever the language.
        expandIcon={{ 'aria-label': t('picker.open') }}
        size={size}
        multiselect={props.multiple}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-label={ariaLabel}
        placeholder={placeholder ?? (props.multiple ? undefined : emptyText)}
        value={query ?? chosenText}
        selectedOptions={props.multiple ? chosen : chosen.length ? chosen : emptyText !== undefined ? [NONE] : []}
        open={open}
        onOpenChange={(_, d) => {
          setOpen(d.open);
          if (!d.open) setQuery(null);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, d) => choose(d.optionValue, d.selectedOptions)}
        onBlur={() => {
          setQuery(null);
          onBlur?.();
        }}
      >
        {!typing && emptyText !== undefined && !props.multiple ? (
          <Option key={NONE} value={NONE} text={emptyText} className={styles.none}>
            {emptyText}
          </Option>
        ) : null}
        {shown.length ? (
          shown.map((o) => (
            <Option key={o.value} value={o.value} text={o.text}>
              {o.text}
            </Option>
          ))
        ) : (
          <Option key={NO_MATCH} value={NO_MATCH} text={query ?? ''} disabled>
            {t('picker.noMatch', { query: query ?? '' })}
          </Option>
        )}
      </Combobox>
      {open && typing ? (
        <span className={styles.srOnly} role="status">
          {t('picker.found', { count: formatCount(shown.length, locale), total: formatCount(options.length, locale) })}
        </span>
      ) : null}
    </>
  );
}
