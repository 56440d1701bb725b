import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, ProgressBar, Select, Spinner, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, ReOrderDotsVerticalRegular, VideoClipMultipleRegular } from '@fluentui/react-icons';
import { useI18n, type MessageId } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { FormShell, useFormShellStyles } from '@/lib/form-shell';
import { useNotify } from '@/lib/notify';
import { useEditorForm, useRestoredPart, type EditorProps } from '@/lib/resource/editor';
import { FormFields } from '@/lib/resource/FormFields';
import { attachmentApi } from '@/records/attachments';
import { EPISODE_CHARGES, type Episode, type EpisodeCharge } from '@/records/dramas';
import { dramaIssues, paywall, theaterApi, type DramaRow, type SaveDramaRequest } from '../contract';
import { dramaResource } from '../resources';
import { EpisodeHead, useWholePriceWarning } from './DramaFormParts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px', maxHeight: '320px', overflowY: 'auto' },
  row: {
    display: 'grid',
    gridTemplateColumns: '28px 64px minmax(120px, 1fr) 70px 100px 100px 150px 72px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dragging: { opacity: 0.5 },
  over: { backgroundColor: tokens.colorNeutralBackground1Selected },
  file: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  strip: { display: 'flex', flexWrap: 'wrap', gap: '3px', listStyle: 'none', margin: 0, padding: 0 },
  cell: { minWidth: '40px', padding: '2px 4px', borderRadius: tokens.borderRadiusSmall, fontSize: tokens.fontSizeBase100, textAlign: 'center', lineHeight: '14px' },
  free: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorNeutralForeground1 },
  paid: { backgroundColor: tokens.colorPaletteMarigoldBackground2, color: tokens.colorNeutralForeground1 },
  totals: { borderCollapse: 'collapse', '& th, & td': { padding: '2px 12px', textAlign: 'start' } },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** An episode in the form: an id once saved, a key for React and the drag. */
export interface EpisodeDraft {
  key: string;
  id: number | null;
  cover: string;
  video: string;
  /** The file's name, for a batch just uploaded. */
  file: string;
  duration: number;
  price: number | null;
  vipPrice: number | null;
  charge: EpisodeCharge;
}

let nextKey = 0;
const keyed = (e: Omit<EpisodeDraft, 'key'>): EpisodeDraft => ({ ...e, key: `ep-${++nextKey}` });

/** The duration of a video file in whole seconds, where the browser can read it (0 otherwise). */
export function readDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return resolve(0);
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const timer = setTimeout(() => done(0), 3000);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(0);
    video.src = url;
  });
}

/** Files in name order, numbers read as numbers ("ep2" before "ep10"). */
export function byFileName(files: File[]): File[] {
  return [...files].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
}

/** Moves one item of a list to another place. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** A drama as stored with its episodes (drama/v1/episodes): what an edit opens with. */
export interface DramaDetail {
  drama: DramaRow;
  episodes: Episode[];
}

/** An episode as the form starts with it (a saved one: its file is the last part of its video's path). */
const draftOf = (e: Episode): EpisodeDraft =>
  keyed({ id: e.id, cover: e.cover, video: e.video, file: e.video.split('/').pop() ?? '', duration: e.duration, price: e.price, vipPrice: e.vipPrice, charge: e.charge });
/** The episodes as sent and compared: without their React keys. */
const strip = (list: EpisodeDraft[]) => list.map(({ key: _key, ...rest }) => rest);

/**
 * The drama form (section 3): every field of the drama with the kit's inputs and rules, its
 * episodes (batch upload in file-name order with one progress bar, reorder by drag and by
 * keyboard, delete with confirmation), and the paywall preview, which follows the prices and the
 * start-charging episode as they are typed. A drama without episodes is not saved; a refused
 * form keeps every value; closing it with unsaved changes asks first. An edit opens with the
 * drama and its episodes as stored (`detail`: drama/v1/episodes).
 */
export function DramaForm({ mode, record, detail, onClose, onSaved }: EditorProps<DramaRow, DramaDetail>) {
  const styles = { ...useFormShellStyles(), ...useStyles() };
  const { t } = useI18n();
  const notify = useNotify();
  const drama = detail?.drama ?? record;
  const [startEpisodes] = useState<EpisodeDraft[]>(() => (detail?.episodes ?? []).map(draftOf));
  // Episodes already uploaded (their server paths, never a file's bytes) come back with a restore too.
  const [episodes, setEpisodes] = useState<EpisodeDraft[]>(useRestoredPart('episodes', startEpisodes));
  const { form, submit, shell } = useEditorForm({ def: dramaResource, mode, record: drama, changed: JSON.stringify(strip(episodes)) !== JSON.stringify(strip(startEpisodes)), parts: { episodes }, onClose, onSaved });
  const [ruleErrors, setRuleErrors] = useState<Partial<Record<string, MessageId>>>({});
  const [upload, setUpload] = useState<{ done: number; total: number } | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const values = form.values;
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);
  const preview = paywall(
    { singlePrice: num(values.singlePrice), singleVipPrice: num(values.singleVipPrice), wholePrice: num(values.wholePrice), wholeVipPrice: num(values.wholeVipPrice), startChargeEpisode: num(values.startChargeEpisode) || 1 },
    episodes.map((e, i) => ({ number: i + 1, price: e.price, vipPrice: e.vipPrice, charge: e.charge })),
  );

  // A whole-drama price above its episodes one by one: warned under the price, still saved.
  const warningOf = useWholePriceWarning(preview);
  const issues = (list = episodes) => dramaIssues({ ...values, id: drama?.id }, list, Date.now());
  const setEpisodeList = (next: EpisodeDraft[]) => {
    setEpisodes(next);
    if (ruleErrors.episodes) setRuleErrors((prev) => ({ ...prev, episodes: issues(next).episodes }));
  };

  const batch = async (list: FileList | null) => {
    const files = byFileName(Array.from(list ?? []));
    if (!files.length) return;
    setUpload({ done: 0, total: files.length });
    const added: EpisodeDraft[] = [];
    try {
      for (const [i, file] of files.entries()) {
        const [duration, stored] = await Promise.all([readDuration(file), attachmentApi.upload(file, 'video')]);
        added.push(keyed({ id: null, cover: '', video: stored.url, file: file.name, duration, price: null, vipPrice: null, charge: 'auto' }));
        setUpload({ done: i + 1, total: files.length });
      }
      notify.success('theater.episode.uploaded', { count: added.length });
    } catch (e) {
      notify.error(e, 'msg.uploadFailed');
    } finally {
      setUpload(null);
      setEpisodeList([...episodes, ...added]);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= episodes.length || from === to) return;
    setEpisodeList(move(episodes, from, to));
    setAnnounce(t('theater.episode.moved', { from: from + 1, to: to + 1 }));
  };
  const onRowKey = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const to = index + (e.key === 'ArrowUp' ? -1 : 1);
    if (to < 0 || to >= episodes.length) return;
    reorder(index, to);
    requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('li[data-episode]')[to]?.focus());
  };
  const remove = async (index: number) => {
    const ok = await confirm({ body: 'theater.episode.deleteConfirm', values: { number: index + 1 }, confirm: 'list.delete', danger: true });
    if (ok) setEpisodeList(episodes.filter((_, i) => i !== index));
  };
  const patch = (index: number, change: Partial<EpisodeDraft>) => setEpisodeList(episodes.map((e, i) => (i === index ? { ...e, ...change } : e)));

  const save = () =>
    submit({
      // No episodes: said as the warning when it is the only problem.
      refuse: (fieldsOk) => {
        const rules = issues();
        setRuleErrors(rules);
        if (!Object.keys(rules).length) return null;
        return rules.episodes && fieldsOk && Object.keys(rules).length === 1 ? rules.episodes : true;
      },
      save: (v) => {
        const body: SaveDramaRequest = {
          id: drama?.id ?? null,
          version: drama?.version ?? null,
          drama: {
            name: String(v.name ?? ''), subtitle: String(v.subtitle ?? ''), titleJa: String(v.titleJa ?? ''), codeJa: String(v.codeJa ?? ''),
            totalEpisodes: num(v.totalEpisodes), classificationId: v.classificationId === '' || v.classificationId == null ? null : Number(v.classificationId),
            tagIds: (Array.isArray(v.tagIds) ? v.tagIds : []).map(Number), logoId: v.logoId === '' || v.logoId == null ? null : Number(v.logoId),
            score: v.score, introduction: String(v.introduction ?? ''), cover: String(v.cover ?? ''), episodeCover: String(v.episodeCover ?? ''),
            singlePrice: num(v.singlePrice), singleVipPrice: num(v.singleVipPrice), wholePrice: num(v.wholePrice), wholeVipPrice: num(v.wholeVipPrice),
            startChargeEpisode: v.startChargeEpisode, grade: (v.grade || 'B') as SaveDramaRequest['drama']['grade'],
            jumpDramaId: v.jumpDramaId === '' || v.jumpDramaId == null ? null : Number(v.jumpDramaId),
            shelveTime: v.shelveTime ? String(v.shelveTime).slice(0, 16) : null, copyrightExpiry: v.copyrightExpiry ? String(v.copyrightExpiry).slice(0, 16) : null,
            virtualLikes: num(v.virtualLikes), virtualPlays: num(v.virtualPlays), virtualShares: num(v.virtualShares),
          },
          episodes: episodes.map((ep, i) => ({ id: ep.id, number: i + 1, cover: ep.cover, video: ep.video, duration: ep.duration, price: ep.price, vipPrice: ep.vipPrice, charge: ep.charge })),
        };
        return theaterApi.saveDrama(body);
      },
      row: (saved) => saved.drama,
    });

  /** A field's problem: its rule's first, else the form's own rule that lands on it. */
  const errors: Partial<Record<string, MessageId>> = { ...ruleErrors };
  for (const [key, error] of Object.entries(form.errors)) if (error) errors[key] = error;
  const beans = (count: number) => t('theater.paywall.beans', { count });
  return (
    <FormShell
      {...shell}
      heading={mode === 'add' ? 'theater.drama.addTitle' : 'theater.drama.editTitle'}
      headingValues={{ name: drama?.name ?? '' }}
      size="xlarge"
      submitLabel="common.save"
      submitDisabled={Boolean(upload)}
      onSubmit={() => void save()}
    >
      <FormFields fields={dramaResource.fields} mode={mode} values={values} errors={errors} warningOf={warningOf} idPrefix="drama" onChange={(k, value) => form.set(k, value)} onBlur={(k) => form.blur(k)} />

              <section className={styles.section} aria-labelledby="drama-episodes-title">
                <div className={styles.bar}>
                  <Text id="drama-episodes-title" weight="semibold">
                    {t('theater.episode.title')}
                  </Text>
                  <Text>{t('theater.episode.count', { count: episodes.length })}</Text>
                  <input ref={fileRef} id="drama-episode-files" type="file" multiple accept="video/*" style={{ display: 'none' }} onChange={(e) => void batch(e.target.files)} />
                  <Button icon={upload ? <Spinner size="tiny" /> : <VideoClipMultipleRegular />} disabled={Boolean(upload)} onClick={() => fileRef.current?.click()}>
                    {t('theater.episode.batch')}
                  </Button>
                  <Text size={200}>{t('theater.episode.dragHint')}</Text>
                </div>
                {upload ? (
                  <Field validationMessage={t('theater.episode.uploading', upload)} validationState="none">
                    <ProgressBar value={upload.done / upload.total} aria-label={t('theater.episode.uploading', upload)} />
                  </Field>
                ) : null}
                {ruleErrors.episodes ? (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{t(ruleErrors.episodes)}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {episodes.length === 0 ? <Text>{t('theater.episode.empty')}</Text> : <EpisodeHead row={styles.row} />}
                <ul ref={listRef} className={styles.list} aria-labelledby="drama-episodes-title">
                  {episodes.map((ep, i) => {
                    const label = t('theater.episode.numberOf', { number: i + 1 });
                    return (
                      <li
                        key={ep.key}
                        data-episode={i + 1}
                        tabIndex={0}
                        aria-label={`${label} ${ep.file}`}
                        draggable
                        className={mergeClasses(styles.row, dragging === i && styles.dragging, over === i && dragging !== i && styles.over)}
                        onKeyDown={(e) => onRowKey(e, i)}
                        onDragStart={(e) => {
                          setDragging(i);
                          e.dataTransfer.effectAllowed = 'move';
                          e.dataTransfer.setData('text/plain', String(i));
                        }}
                        onDragOver={(e) => {
                          e.preventDefault();
                          setOver(i);
                        }}
                        onDrop={(e) => {
                          e.preventDefault();
                          if (dragging != null) reorder(dragging, i);
                          setDragging(null);
                          setOver(null);
                        }}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver(null);
                        }}
                      >
                        <ReOrderDotsVerticalRegular aria-hidden />
                        <Text>{label}</Text>
                        <Text className={styles.file} title={ep.file}>
                          {ep.file}
                        </Text>
                        <Text>{t('theater.episode.seconds', { seconds: ep.duration })}</Text>
                        <Input
                          type="number"
                          min={0}
                          size="small"
                          aria-label={`${label} ${t('theater.episode.price')}`}
                          placeholder={t('theater.episode.pricePlaceholder', { price: num(values.singlePrice) })}
                          value={ep.price == null ? '' : String(ep.price)}
                          onChange={(_, d) => patch(i, { price: d.value === '' ? null : Math.max(0, Math.round(Number(d.value))) })}
                        />
                        <Input
                          type="number"
                          min={0}
                          size="small"
                          aria-label={`${label} ${t('theater.episode.vipPrice')}`}
                          placeholder={t('theater.episode.pricePlaceholder', { price: num(values.singleVipPrice) })}
                          value={ep.vipPrice == null ? '' : String(ep.vipPrice)}
                          onChange={(_, d) => patch(i, { vipPrice: d.value === '' ? null : Math.max(0, Math.round(Number(d.value))) })}
                        />
                        <Select size="small" aria-label={`${label} ${t('theater.episode.charge')}`} value={ep.charge} onChange={(_, d) => patch(i, { charge: d.value as EpisodeCharge })}>
                          {EPISODE_CHARGES.map((c) => (
                            <option key={c} value={c}>
                              {t(`theater.episode.charge.${c}`)}
                            </option>
                          ))}
                        </Select>
                        <span>
                          <Tooltip content={t('theater.episode.moveUp', { number: i + 1 })} relationship="label">
                            <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} disabled={i === 0} onClick={() => reorder(i, i - 1)} />
                          </Tooltip>
                          <Tooltip content={t('theater.episode.moveDown', { number: i + 1 })} relationship="label">
                            <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} disabled={i === episodes.length - 1} onClick={() => reorder(i, i + 1)} />
                          </Tooltip>
                          <Tooltip content={t('theater.episode.delete', { number: i + 1 })} relationship="label">
                            <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove(i)} />
                          </Tooltip>
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <div aria-live="polite" className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {announce}
                </div>
              </section>

              <section className={styles.section} aria-labelledby="drama-paywall-title" data-testid="paywall">
                <div className={styles.bar}>
                  <Text id="drama-paywall-title" weight="semibold">
                    {t('theater.paywall.title')}
                  </Text>
                  <Text size={200}>{t('theater.paywall.hint')}</Text>
                  <Text>{t('theater.paywall.counts', { free: preview.freeCount, paid: preview.paidCount })}</Text>
                </div>
                <ol className={styles.strip} aria-label={t('theater.paywall.title')}>
                  {preview.episodes.map((e) => {
                    const state = t(e.paid ? 'theater.paywall.paid' : 'theater.paywall.free');
                    return (
                      <li
                        key={e.number}
                        className={mergeClasses(styles.cell, e.paid ? styles.paid : styles.free)}
                        aria-label={t('theater.paywall.episode', { number: e.number, state, price: e.price, vip: e.vipPrice })}
                        title={t('theater.paywall.episode', { number: e.number, state, price: e.price, vip: e.vipPrice })}
                      >
                        {e.number}
                        <br />
                        {e.paid ? `${e.price}/${e.vipPrice}` : state}
                      </li>
                    );
                  })}
                </ol>
                <table className={styles.totals}>
                  <thead>
                    <tr>
                      <th scope="col">{t('theater.paywall.title')}</th>
                      <th scope="col">{t('theater.paywall.member')}</th>
                      <th scope="col">{t('theater.paywall.vip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">{t('theater.paywall.byEpisode')}</th>
                      <td data-testid="paywall-normal-episodes">{beans(preview.normalByEpisode)}</td>
                      <td data-testid="paywall-vip-episodes">{beans(preview.vipByEpisode)}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('theater.paywall.whole')}</th>
                      <td>{preview.wholePrice > 0 ? beans(preview.wholePrice) : t('theater.paywall.notSold')}</td>
                      <td>{preview.wholeVipPrice > 0 ? beans(preview.wholeVipPrice) : t('theater.paywall.notSold')}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('theater.paywall.cheapest')}</th>
                      <td data-testid="paywall-normal">{beans(preview.normalCheapest)}</td>
                      <td data-testid="paywall-vip">{beans(preview.vipCheapest)}</td>
                    </tr>
                  </tbody>
                </table>
              </section>
    </FormShell>
  );
}
