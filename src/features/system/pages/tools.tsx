import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, CalculatorRegular, DatabaseSearchRegular, PersonDeleteRegular } from '@fluentui/react-icons';
import { DateInput } from '@/lib/resource/DateInput';
import { useI18n, type MessageId, type Translate, type Values } from '@/i18n';
import { confirm } from '@/lib/confirm';
import { formatDateTime, formatNumber, isoDay } from '@/lib/format';
import { errorText } from '@/lib/api/errors';
import { useNotify } from '@/lib/notify';
import { invalidate } from '@/lib/resource';
import { useActors } from '@/lib/session-context';
import {
  ClearSessionsResultSchema,
  RebuildIndexResultSchema,
  RecomputeResultSchema,
  RefreshCacheResultSchema,
  type ToolAction,
  type ToolStatus,
  systemApi,
} from '@/features/system/contract';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(420px, 1fr))', gap: tokens.spacingVerticalM },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '24px', color: tokens.colorBrandForeground1 },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  flush: { margin: 0 },
  footer: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginTop: 'auto' },
});

/** The caches the console itself keeps (lookup options), dropped with the server's. */
const CLIENT_CACHES = ['role', 'menu', 'user', 'version', 'attachment', 'oplogTable'];

/** The result of a run as a message: what the server did, in the current language. */
function resultText(action: ToolAction, result: unknown, t: Translate, locale: 'ZH' | 'EN'): string | null {
  const n = (x: number) => formatNumber(x, locale);
  switch (action) {
    case 'refreshCache': {
      const r = v.safeParse(RefreshCacheResultSchema, result);
      return r.success ? t('system.tools.refreshCache.result', { count: r.output.count, names: r.output.caches.join(', ') }) : null;
    }
    case 'recompute': {
      const r = v.safeParse(RecomputeResultSchema, result);
      return r.success ? t('system.tools.recompute.result', { date: r.output.date, rows: n(r.output.rows) }) : null;
    }
    case 'clearSessions': {
      const r = v.safeParse(ClearSessionsResultSchema, result);
      return r.success ? t('system.tools.clearSessions.result', { removed: r.output.removed }) : null;
    }
    case 'rebuildIndex': {
      const r = v.safeParse(RebuildIndexResultSchema, result);
      return r.success ? t('system.tools.rebuildIndex.result', { documents: n(r.output.documents), tables: r.output.tables }) : null;
    }
  }
}

interface ToolCardProps {
  action: ToolAction;
  icon: ReactNode;
  /** The last runs; null until loaded (or when they could not be: the page says why, once). */
  status: ToolStatus | null;
  statusLoading: boolean;
  danger?: boolean;
  /** Extra inputs (the recompute date); `check` refuses a run before the confirmation. */
  children?: ReactNode;
  check?: () => MessageId | null;
  confirmValues?: Values;
  run: () => Promise<unknown>;
  onDone: () => void;
}

/** One maintenance action: what it does, when it last ran and with what result, and a guarded button. */
function ToolCard({ action, icon, status, statusLoading, danger, children, check, confirmValues, run, onDone }: ToolCardProps) {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const last = status?.[action] ?? null;
  const title = `system.tools.${action}.title` as const;

  const start = async () => {
    const problem = check?.();
    if (problem) {
      notify.warning(problem);
      return;
    }
    const ok = await confirm({ title, body: `system.tools.${action}.confirm`, values: confirmValues, confirm: 'system.tools.run', danger });
    if (!ok) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await run();
      const text = resultText(action, result, t, locale) ?? t('system.tools.done');
      setOutcome({ intent: 'success', text });
      notify.success('system.tools.doneNamed', { name: t(title) });
      onDone();
    } catch (e) {
      setOutcome({ intent: 'error', text: errorText(e, t) });
      notify.error(e, 'system.tools.failed');
    } finally {
      setBusy(false);
    }
  };

  const lastText = last ? resultText(action, last.result, t, locale) : null;
  return (
    <section className={styles.card} aria-labelledby={`tool-${action}`}>
      <div className={styles.title}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <Subtitle2 as="h2" id={`tool-${action}`} className={styles.flush}>
          {t(title)}
        </Subtitle2>
      </div>
      <Text as="p" block className={styles.flush}>
        {t(`system.tools.${action}.description`)}
      </Text>
      {children}
      {status === null && !statusLoading ? null : (
        <Text size={200} className={styles.muted}>
          {status === null
            ? t('common.loading')
            : last
              ? t('system.tools.lastRun', { time: formatDateTime(last.time, locale), name: last.operator })
              : t('system.tools.neverRun')}
          {lastText && !outcome ? ` · ${lastText}` : ''}
        </Text>
      )}
      {outcome ? (
        <MessageBar intent={outcome.intent} role={outcome.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.footer}>
        <span className={styles.grow} />
        <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : undefined} disabled={busy} onClick={() => void start()}>
          {busy ? t('system.tools.running') : t('system.tools.run')}
        </Button>
      </div>
    </section>
  );
}

function yesterday(): string {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return isoDay(d);
}

/**
 * system/tools: maintenance actions. Each says what it does, asks before running, shows the
 * result and when it last ran (and by whom); every run is written to the operation log.
 */
export default function ToolsPage() {
  const styles = useStyles();
  const { t } = useI18n();
  const { session } = useActors();
  // A run changes when it last ran: the cards reload the status after one, keeping it on screen.
  const status = useLoad(() => systemApi.toolStatus());
  const current = status.data ?? null;
  const [date, setDate] = useState(yesterday);
  const [dateError, setDateError] = useState<MessageId | null>(null);

  const checkDate = (): MessageId | null => {
    const problem: MessageId | null = !date ? 'system.tools.recompute.dateRequired' : date >= isoDay(new Date()) ? 'system.tools.recompute.pastDay' : null;
    setDateError(problem);
    return problem;
  };

  return (
    <div className={styles.page}>
      <MessageBar intent="info">
        <MessageBarBody>{t('system.tools.notice')}</MessageBarBody>
      </MessageBar>
      {status.state === 'failure' ? <LoadError error={status.error} onRetry={status.retry} /> : null}
      <div className={styles.grid}>
        <ToolCard
          action="refreshCache"
          icon={<ArrowSyncRegular />}
          status={current}
          statusLoading={status.state === 'loading'}
          run={async () => {
            const result = await systemApi.refreshCache();
            for (const endpoint of CLIENT_CACHES) invalidate(endpoint);
            session.send({ type: 'REFRESH_MENU' });
            return result;
          }}
          onDone={status.reload}
        />
        <ToolCard
          action="recompute"
          icon={<CalculatorRegular />}
          status={current}
          statusLoading={status.state === 'loading'}
          check={checkDate}
          confirmValues={{ date }}
          run={() => systemApi.recompute(date)}
          onDone={status.reload}
        >
          <Field label={{ children: t('system.tools.recompute.date'), htmlFor: 'tool-recompute-date' }} validationMessage={dateError ? t(dateError) : undefined} required>
            <DateInput
              id="tool-recompute-date"
              label={t('system.tools.recompute.date')}
              value={date}
              onChange={(value) => {
                setDate(value);
                setDateError(null);
              }}
            />
          </Field>
        </ToolCard>
        <ToolCard action="clearSessions" icon={<PersonDeleteRegular />} status={current} statusLoading={status.state === 'loading'} danger run={() => systemApi.clearSessions()} onDone={status.reload} />
        <ToolCard action="rebuildIndex" icon={<DatabaseSearchRegular />} status={current} statusLoading={status.state === 'loading'} run={() => systemApi.rebuildIndex()} onDone={status.reload} />
      </div>
    </div>
  );
}
