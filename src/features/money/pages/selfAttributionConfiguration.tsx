import { useMemo, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, OpenRegular, SaveRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { isStale } from '@/lib/api/errors';
import { confirm } from '@/lib/confirm';
import { confirmDiscard } from '@/lib/dirty';
import { formatDateTime } from '@/lib/format';
import { useGrant } from '@/lib/grants';
import { pagePath } from '@/lib/menu';
import { Loaded, useLoad } from '@/lib/load';
import { useNotify } from '@/lib/notify';
import { optionText, useOptions } from '@/lib/resource';
import { useKeptPageForm } from '@/lib/restore-unsaved';
import { useUnsavedChanges } from '@/lib/unsaved';
import { CHANNEL_OPTIONS } from '@/records/channels';
import { attributionIssue, moneyApi, saveAttributionCall } from '../contract';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  channels: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0, padding: 0, border: 'none' },
  window: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  flush: { margin: 0 },
});

type View = Awaited<ReturnType<typeof moneyApi.attribution>>;
interface Choice {
  natural: boolean;
  channelIds: number[];
}


function AttributionForm({ view, onSaved, onReload }: { view: View; onSaved: (next: View) => void; onReload: () => void }) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const granted = useGrant();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const channels = useOptions(CHANNEL_OPTIONS);
  const saved = useMemo<Choice>(() => ({ natural: view.config.natural, channelIds: [...view.config.channelIds].sort((a, b) => a - b) }), [view]);
  const [choice, setChoice] = useState<Choice>(saved);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const issue = attributionIssue(choice);
  // The exclusivity rule shows as soon as both are chosen; "choose something" after a save is tried.
  const shown = issue === 'operate.attribution.naturalExclusive' || (tried && issue) ? issue : null;
  const dirty = JSON.stringify(choice) !== JSON.stringify(saved);
  const mayEdit = granted(saveAttributionCall.grant);

  const clearDirty = useUnsavedChanges(dirty);
  // No typed work lost (docs/unsaved-work.md): the choice kept if the session ends now, offered back after signing in again.
  const kept = useKeptPageForm({
    form: 'money:attribution',
    name: t('operate.attribution.table'),
    dirty,
    values: { natural: choice.natural, channelIds: choice.channelIds },
    onRestore: (values) =>
      setChoice({
        natural: values.natural === true,
        channelIds: Array.isArray(values.channelIds) ? values.channelIds.filter((id): id is number => typeof id === 'number').sort((a, b) => a - b) : saved.channelIds,
      }),
  });
  useBlocker({
    shouldBlockFn: async ({ next }) => next.pathname !== pathname && !(await confirmDiscard([pathname])),
    disabled: !dirty,
    enableBeforeUnload: dirty,
  });

  const setChannel = (id: number, on: boolean) => setChoice((c) => ({ ...c, channelIds: (on ? [...c.channelIds, id] : c.channelIds.filter((x) => x !== id)).sort((a, b) => a - b) }));
  const allIds = channels.map((o) => Number(o.value));
  const allChosen = allIds.length > 0 && allIds.every((id) => choice.channelIds.includes(id));
  const someChosen = choice.channelIds.length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    if (issue) {
      notify.warning(issue);
      return;
    }
    // Section 8: changing attribution settings affects promotion feedback; cancelling changes nothing.
    const ok = await confirm({ body: 'msg.attributionWarning', confirm: 'common.submit', danger: true });
    if (!ok) {
      notify.info('msg.submitCancelled');
      return;
    }
    setBusy(true);
    try {
      const next = await moneyApi.saveAttribution({ ...choice, version: view.config.version });
      notify.success('msg.modifySuccess');
      clearDirty();
      kept.clear();
      setTried(false);
      onSaved(next);
    } catch (error) {
      notify.error(error, 'msg.modifyFailed');
      // Someone else saved the settings since: show them as they are now (the choice made here is kept to redo).
      if (isStale(error)) onReload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate aria-label={t('operate.attribution.table')}>
      {kept.bar}
      <section className={styles.card} aria-labelledby="attribution-sources">
        <div>
          <Subtitle2 as="h2" id="attribution-sources" block className={styles.flush}>
            {t('operate.attribution.heading')}
          </Subtitle2>
          <Text as="p" block size={200} className={mergeClasses(styles.muted, styles.flush)}>
            {t('operate.attribution.intro')}
          </Text>
        </div>
        <Checkbox
          checked={choice.natural}
          disabled={!mayEdit}
          label={
            <span>
              {t('operate.attribution.natural')} <Text size={200} className={styles.muted}>{t('operate.attribution.naturalHint')}</Text>
            </span>
          }
          onChange={(_, d) => setChoice((c) => ({ ...c, natural: Boolean(d.checked) }))}
        />
        <fieldset className={styles.channels} aria-describedby={shown ? 'attribution-issue' : undefined}>
          <legend>
            <Text weight="semibold">{t('operate.attribution.channels')}</Text>{' '}
            <Text size={200} className={styles.muted}>
              {t('operate.attribution.channelCount', { count: choice.channelIds.length })}
            </Text>
          </legend>
          <Checkbox
            checked={allChosen ? true : someChosen ? 'mixed' : false}
            disabled={!mayEdit || !channels.length}
            label={t('operate.attribution.allChannels')}
            onChange={(_, d) => setChoice((c) => ({ ...c, channelIds: d.checked === true ? allIds.sort((a, b) => a - b) : [] }))}
          />
          {channels.map((o) => (
            <Checkbox key={String(o.value)} checked={choice.channelIds.includes(Number(o.value))} disabled={!mayEdit} label={optionText(o, t)} onChange={(_, d) => setChannel(Number(o.value), Boolean(d.checked))} />
          ))}
        </fieldset>
        {shown ? (
          <MessageBar intent="error" role="alert" id="attribution-issue">
            <MessageBarBody>{t(shown)}</MessageBarBody>
          </MessageBar>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="attribution-window">
        <Subtitle2 as="h2" id="attribution-window" block className={styles.flush}>
          {t('operate.attribution.window')}
        </Subtitle2>
        <div className={styles.window}>
          <Field label={{ children: t('operate.attribution.window'), htmlFor: 'attribution-days' }} hint={t('operate.attribution.windowHint')}>
            <Input id="attribution-days" readOnly value={t('operate.attribution.windowValue', { days: view.oldUserAttributionDays })} />
          </Field>
          {granted('system/systemConfiguration') ? (
            <Button icon={<OpenRegular />} onClick={() => void navigate({ to: pagePath('system/systemConfiguration') })}>
              {t('operate.attribution.openSettings')}
            </Button>
          ) : null}
        </div>
      </section>
      <div className={styles.bar}>
        <Text size={200} className={mergeClasses(styles.grow, styles.muted)} role="status">
          {view.config.updatedBy ? t('operate.attribution.updated', { time: formatDateTime(view.config.updateTime, locale), who: view.config.updatedBy }) : t('operate.attribution.notYet')}
        </Text>
        <Button icon={<ArrowUndoRegular />} disabled={busy || !dirty} onClick={() => (setChoice(saved), setTried(false))}>
          {t('operate.attribution.revert')}
        </Button>
        {mayEdit ? (
          <Button type="submit" appearance="primary" icon={busy ? <Spinner size="tiny" /> : <SaveRegular />} disabled={busy || !dirty}>
            {t('operate.attribution.save')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * operate/selfAttributionConfiguration: which sources the platform attributes by itself, natural
 * attribution or channels, never both (section 5); the old-user window of system settings shown
 * with a way there. Saving asks first, with section 8's warning that the change affects promotion
 * feedback; cancelling says the submission was cancelled and changes nothing; a saved change is in
 * the operation log.
 */
export default function AttributionPage() {
  const view = useLoad(() => moneyApi.attribution());
  return <Loaded load={view}>{(data) => <AttributionForm key={data.config.version} view={data} onSaved={view.setData} onReload={view.reload} />}</Loaded>;
}
