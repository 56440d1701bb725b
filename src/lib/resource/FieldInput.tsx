import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Dropdown,
  FieldContextProvider,
  Input,
  Option as FluentOption,
  Select,
  Spinner,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ArrowUploadRegular, DismissRegular, FolderOpenRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { api } from '../api/client';
import { useNotify } from '../notify';
import { optionText } from './cells';
import { DateInput, DateRangeInput, DateTimeInput } from './DateInput';
import { LibraryPicker } from './LibraryPicker';
import { loadTree, useOptions } from './options';
import { isLongList } from './picker-filter';
import { SearchablePicker } from './SearchablePicker';
import type { FieldDef, TreeOption } from './types';

const useStyles = makeStyles({
  tree: { maxHeight: '280px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  treeChildren: { paddingLeft: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column' },
  upload: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  preview: { maxHeight: '80px', maxWidth: '160px', borderRadius: tokens.borderRadiusMedium },
  ordered: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  orderedList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '240px', overflowY: 'auto' },
  orderedItem: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  orderedPosition: { minWidth: '2ch', color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  orderedName: { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** Moves the item at `from` to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The chosen values of an ordered multiselect: those still chosen keep their order, new ones go to the end. */
export function orderedChoice<T>(previous: readonly T[], chosen: readonly T[]): T[] {
  const keep = previous.filter((p) => chosen.some((c) => String(c) === String(p)));
  const added = chosen.filter((c) => !previous.some((p) => String(p) === String(c)));
  return [...keep, ...added];
}

export interface FieldInputProps {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  readOnly?: boolean;
  invalid?: boolean;
}

function leafValues(node: TreeOption): Array<number | string> {
  return node.children?.length ? node.children.flatMap(leafValues) : [node.value];
}

/** A checkbox tree: checking a group checks its children; the saved value lists every checked node (groups included). */
function TreeInput({ field, value, onChange, id }: FieldInputProps) {
  const styles = useStyles();
  const { locale, t } = useI18n();
  const [tree, setTree] = useState<TreeOption[] | null>(Array.isArray(field.tree) ? field.tree : null);
  const endpoint = !Array.isArray(field.tree) ? field.tree?.endpoint : undefined;
  useEffect(() => {
    if (endpoint) loadTree(endpoint).then(setTree, () => setTree([]));
  }, [endpoint]);
  const checked = new Set((Array.isArray(value) ? value : []).map(String));
  const label = (n: TreeOption) => (n.label ? t(n.label) : locale === 'ZH' ? n.text : n.textEn || n.text);

  const setNode = (node: TreeOption, on: boolean, parents: TreeOption[]) => {
    const next = new Set(checked);
    const all = [node.value, ...(node.children?.flatMap(function walk(c): Array<number | string> { return [c.value, ...(c.children?.flatMap(walk) ?? [])]; }) ?? [])];
    for (const v of all) {
      if (on) next.add(String(v));
      else next.delete(String(v));
    }
    // A group is checked while any of its pages is.
    for (const p of [...parents].reverse()) {
      const any = leafValues(p).some((v) => next.has(String(v)));
      if (any) next.add(String(p.value));
      else next.delete(String(p.value));
    }
    const numeric = tree?.length && typeof tree[0].value === 'number';
    onChange([...next].map((v) => (numeric ? Number(v) : v)));
  };

  const render = (nodes: TreeOption[], parents: TreeOption[]) =>
    nodes.map((n) => {
      const leaves = leafValues(n);
      const on = leaves.filter((v) => checked.has(String(v))).length;
      const state = n.children?.length ? (on === 0 ? false : on === leaves.length ? true : 'mixed') : checked.has(String(n.value));
      return (
        <div key={String(n.value)} role="treeitem" aria-expanded={n.children?.length ? true : undefined}>
          <Checkbox checked={state} label={label(n)} onChange={(_, d) => setNode(n, d.checked === true, parents)} />
          {n.children?.length ? (
            <div className={styles.treeChildren} role="group">
              {render(n.children, [...parents, n])}
            </div>
          ) : null}
        </div>
      );
    });

  if (!tree) return <Spinner size="tiny" />;
  // Each checkbox is named by its own menu item, not by the surrounding field's label.
  return (
    <FieldContextProvider value={undefined}>
      <div className={styles.tree} role="tree" id={id} aria-label={t(field.label)} aria-multiselectable>
        {render(tree, [])}
      </div>
    </FieldContextProvider>
  );
}

/** The chosen values of an ordered multiselect, under its dropdown: move up / down (buttons, Alt+↑/↓) or remove. */
function OrderedChoice({ field, value, onChange, readOnly, names, children }: { field: FieldDef; value: unknown[]; onChange: (value: unknown) => void; readOnly?: boolean; names: (v: unknown) => string; children: React.ReactNode }) {
  const styles = useStyles();
  const { t } = useI18n();
  const [announce, setAnnounce] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    onChange(moveItem(value, from, to));
    setFocusIndex(to);
    setAnnounce(t('form.ordered.moved', { name: names(value[from]), position: to + 1 }));
  };
  return (
    <div className={styles.ordered}>
      {children}
      {value.length ? (
        <ul className={styles.orderedList} aria-label={t('form.ordered.list', { field: t(field.label), count: value.length })}>
          {value.map((item, i) => (
            <li
              key={String(item)}
              className={styles.orderedItem}
              tabIndex={readOnly ? undefined : 0}
              ref={(el) => {
                if (el && focusIndex === i) {
                  el.focus();
                  setFocusIndex(null);
                }
              }}
              onKeyDown={(e) => {
                if (readOnly || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
                e.preventDefault();
                move(i, i + (e.key === 'ArrowUp' ? -1 : 1));
              }}
            >
              <span className={styles.orderedPosition} aria-hidden>{i + 1}</span>
              <span className={styles.orderedName}>{names(item)}</span>
              <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} disabled={readOnly || i === 0} aria-label={t('form.ordered.moveUp', { name: names(item) })} onClick={() => move(i, i - 1)} />
              <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} disabled={readOnly || i === value.length - 1} aria-label={t('form.ordered.moveDown', { name: names(item) })} onClick={() => move(i, i + 1)} />
              <Button size="small" appearance="subtle" icon={<DismissRegular />} disabled={readOnly} aria-label={t('form.ordered.remove', { name: names(item) })} onClick={() => onChange(value.filter((_, j) => j !== i))} />
            </li>
          ))}
        </ul>
      ) : null}
      <span className={styles.srOnly} role="status">{announce}</span>
    </div>
  );
}

function SelectInput({ field, value, onChange, onBlur, id, readOnly }: FieldInputProps) {
  const { t } = useI18n();
  const options = useOptions(field.options);
  if (field.kind === 'multiselect') {
    const selected = (Array.isArray(value) ? value : []).map(String);
    const dropdown = isLongList(options.length) ? (
      <SearchablePicker
        id={id}
        multiple
        options={options.map((o) => ({ value: String(o.value), text: optionText(o, t) }))}
        placeholder={t('form.selectPlaceholder')}
        value={selected}
        disabled={readOnly}
        onChange={(chosen) => {
          const typed = chosen.map((s) => options.find((o) => String(o.value) === s)?.value ?? s);
          onChange(field.ordered ? orderedChoice(Array.isArray(value) ? value : [], typed) : typed);
        }}
        onBlur={onBlur}
      />
    ) : (
      <Dropdown
        id={id}
        multiselect
        disabled={readOnly}
        placeholder={t('form.selectPlaceholder')}
        selectedOptions={selected}
        value={options.filter((o) => selected.includes(String(o.value))).map((o) => optionText(o, t)).join(', ')}
        onOptionSelect={(_, d) => {
          const typed = d.selectedOptions.map((s) => options.find((o) => String(o.value) === s)?.value ?? s);
          onChange(field.ordered ? orderedChoice(Array.isArray(value) ? value : [], typed) : typed);
        }}
        onBlur={onBlur}
      >
        {options.map((o) => (
          <FluentOption key={String(o.value)} value={String(o.value)}>
            {optionText(o, t)}
          </FluentOption>
        ))}
      </Dropdown>
    );
    if (!field.ordered) return dropdown;
    return (
      <OrderedChoice field={field} value={Array.isArray(value) ? value : []} onChange={onChange} readOnly={readOnly} names={(v) => {
        const o = options.find((x) => String(x.value) === String(v));
        return o ? optionText(o, t) : String(v);
      }}>
        {dropdown}
      </OrderedChoice>
    );
  }
  if (isLongList(options.length)) {
    // A long list (a drama among a hundred) is typed in: the searchable picker.
    const pick = options.map((o) => ({ value: String(o.value), text: optionText(o, t) }));
    return (
      <SearchablePicker
        id={id}
        options={pick}
        emptyText={t('form.selectPlaceholder')}
        value={value == null ? '' : String(value)}
        disabled={readOnly}
        onChange={(v) => onChange(options.find((o) => String(o.value) === v)?.value ?? (v || null))}
        onBlur={onBlur}
      />
    );
  }
  return (
    <Select
      id={id}
      value={value == null ? '' : String(value)}
      disabled={readOnly}
      onChange={(_, d) => onChange(options.find((o) => String(o.value) === d.value)?.value ?? (d.value || null))}
      onBlur={onBlur}
    >
      <option value="">{t('form.selectPlaceholder')}</option>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {optionText(o, t)}
        </option>
      ))}
    </Select>
  );
}

/** Image, video and file fields upload at once (multipart) and keep the file's URL. */
function UploadInput({ field, value, onChange, id, readOnly }: FieldInputProps) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [library, setLibrary] = useState(false);
  const url = typeof value === 'string' ? value : '';
  const kind = field.kind === 'image' ? 'image' : field.kind === 'video' ? 'video' : 'other';
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await api.upload<{ url: string }>('file/v1/upload', { file, kind });
      onChange(result.url);
      notify.success('msg.uploadSuccess');
    } catch (e) {
      notify.error(e, 'msg.uploadFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.upload}>
      {url && field.kind === 'image' ? <img src={url} alt="" className={styles.preview} /> : null}
      {url && field.kind === 'video' ? <video src={url} className={styles.preview} controls muted /> : null}
      {url && field.kind === 'file' ? <a href={url}>{url.split('/').pop()}</a> : null}
      {!readOnly ? (
        <>
          <input
            id={id}
            type="file"
            accept={field.accept ?? (field.kind === 'image' ? 'image/*' : field.kind === 'video' ? 'video/*' : undefined)}
            style={{ display: 'none' }}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <Button icon={busy ? <Spinner size="tiny" /> : <ArrowUploadRegular />} disabled={busy} onClick={() => document.getElementById(id)?.click()}>
            {busy ? t('form.uploading') : t('form.upload')}
          </Button>
          <Button icon={<FolderOpenRegular />} disabled={busy} onClick={() => setLibrary(true)}>
            {t('form.library.open')}
          </Button>
          {library ? (
            <LibraryPicker
              kind={kind}
              onClose={() => setLibrary(false)}
              onPick={(file) => {
                onChange(file.url);
                setLibrary(false);
                notify.success('form.library.picked', { name: file.name });
              }}
            />
          ) : null}
          {url ? (
            <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange('')}>
              {t('form.remove')}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One form control per field kind. */
export function FieldInput(props: FieldInputProps) {
  const { t } = useI18n();
  const { field, value, onChange, onBlur, id, readOnly } = props;
  const text = value == null ? '' : String(value);
  switch (field.kind) {
    case 'textarea':
      return <Textarea id={id} value={text} readOnly={readOnly} resize="vertical" onChange={(_, d) => onChange(d.value)} onBlur={onBlur} />;
    case 'number':
    case 'money':
    case 'percent':
      return (
        <Input
          id={id}
          type="number"
          value={text}
          readOnly={readOnly}
          min={field.min}
          max={field.max}
          step={field.step ?? (field.kind === 'number' ? 1 : 'any')}
          contentBefore={field.kind === 'money' ? <span aria-hidden>¥</span> : undefined}
          contentAfter={field.kind === 'percent' ? <span aria-hidden>%</span> : undefined}
          onChange={(_, d) => onChange(d.value === '' ? '' : Number(d.value))}
          onBlur={onBlur}
        />
      );
    case 'select':
    case 'multiselect':
      return <SelectInput {...props} />;
    case 'tree':
      return <TreeInput {...props} />;
    case 'switch':
      return <Switch id={id} checked={Boolean(value)} disabled={readOnly} onChange={(_, d) => onChange(d.checked)} />;
    case 'date':
      return <DateInput id={id} label={t(field.label)} value={text.slice(0, 10)} readOnly={readOnly} onChange={onChange} onBlur={onBlur} />;
    case 'datetime':
      return <DateTimeInput id={id} label={t(field.label)} value={text.slice(0, 16)} readOnly={readOnly} onChange={onChange} onBlur={onBlur} />;
    case 'daterange':
      return <DateRangeInput id={id} label={t(field.label)} value={value} readOnly={readOnly} onChange={onChange} onBlur={onBlur} />;
    case 'image':
    case 'video':
    case 'file':
      return <UploadInput {...props} />;
    case 'password':
      return <Input id={id} type="password" autoComplete="new-password" value={text} readOnly={readOnly} onChange={(_, d) => onChange(d.value)} onBlur={onBlur} />;
    default:
      return <Input id={id} value={text} readOnly={readOnly} onChange={(_, d) => onChange(d.value)} onBlur={onBlur} />;
  }
}
