import '@/i18n/messages/demo';
import { useState, useSyncExternalStore } from 'react';
import {
  Button,
  Divider,
  Drawer,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  FluentProvider,
  Input,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { I18nProvider, useI18n, type Locale } from '@/i18n';
import { CATALOGUE_STATUSES } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import { refreshMenuBadges } from '@/lib/menu-badges';
import { readJson, readRaw } from '@/machines/session-storage';
import { fluentTheme, useResolvedTheme } from '@/lib/theme';
import type { FailRule } from '../controls';

let open = false;
const listeners = new Set<() => void>();
const setOpen = (next: boolean) => {
  open = next;
  listeners.forEach((l) => l());
};
export const openPanel = () => setOpen(true);

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'end' },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Kind = 'status' | 'network' | 'hang' | 'code';

const HOUR_MS = 3_600_000;

function Panel() {
  const styles = useStyles();
  const { t, locale } = useI18n();
  const demo = window.__demo!;
  const [kind, setKind] = useState<Kind>('status');
  const [status, setStatus] = useState('500');
  const [code, setCode] = useState('500');
  const [message, setMessage] = useState('');
  const [path, setPath] = useState('');
  const [times, setTimes] = useState('1');
  const [latency, setLatency] = useState(String(demo.state.latencyMs));
  const security = demo.state.security;
  const [throttle, setThrottle] = useState(security.throttle);
  const [lockSeconds, setLockSeconds] = useState(String(security.lockSeconds));
  const [idleMinutes, setIdleMinutes] = useState(String(security.idleMinutes));
  const [note, setNote] = useState('');
  const [, force] = useState(0);
  const done = (text = t('demo.done')) => {
    setNote(text);
    force((n) => n + 1);
  };

  const inject = () => {
    const rule: FailRule = { path: path.trim() || undefined, times: Math.max(1, Number(times) || 1) };
    if (kind === 'status') rule.status = Number(status);
    if (kind === 'network') rule.network = true;
    if (kind === 'hang') rule.hang = true;
    if (kind === 'code') {
      rule.code = /^\d+$/.test(code) ? Number(code) : code;
      rule.message = message || undefined;
    }
    demo.fail(rule);
    done();
  };

  return (
    <>
      <Text className={styles.hint}>{t('demo.hint')}</Text>
      <section className={styles.section} aria-labelledby="demo-session">
        <Text weight="semibold" id="demo-session">{t('demo.session')}</Text>
        <div className={styles.row}>
          <Button onClick={() => { demo.expire(401); done(); }}>{t('demo.expire401')}</Button>
          <Button onClick={() => { demo.expire(300); done(); }}>{t('demo.expire300')}</Button>
        </div>
      </section>
      <Divider />
      <section className={styles.section} aria-labelledby="demo-security">
        <Text weight="semibold" id="demo-security">{t('demo.security')}</Text>
        <Switch
          checked={throttle}
          onChange={(_, d) => setThrottle(d.checked)}
          label={t('demo.throttle', { max: security.maxFailures, window: security.windowSeconds })}
        />
        <div className={styles.row}>
          <Field label={t('demo.lockSeconds')}>
            <Input type="number" min={1} value={lockSeconds} onChange={(_, d) => setLockSeconds(d.value)} />
          </Field>
          <Field label={t('demo.idleMinutes')}>
            <Input type="number" min={1} value={idleMinutes} onChange={(_, d) => setIdleMinutes(d.value)} />
          </Field>
          <Button
            onClick={() => {
              demo.security({ throttle, lockSeconds: Number(lockSeconds), idleMinutes: Number(idleMinutes) });
              done();
            }}
          >
            {t('demo.applySecurity')}
          </Button>
        </div>
        <Text className={styles.hint}>{t('demo.securityHint')}</Text>
      </section>
      <Divider />
      <section className={styles.section} aria-labelledby="demo-failures">
        <Text weight="semibold" id="demo-failures">{t('demo.failures')}</Text>
        <Field label={t('demo.failKind')}>
          <Select value={kind} onChange={(_, d) => setKind(d.value as Kind)}>
            <option value="status">{t('demo.kind.status')}</option>
            <option value="network">{t('demo.kind.network')}</option>
            <option value="hang">{t('demo.kind.hang')}</option>
            <option value="code">{t('demo.kind.code')}</option>
          </Select>
        </Field>
        {kind === 'status' ? (
          <Field label={t('demo.status')}>
            <Select value={status} onChange={(_, d) => setStatus(d.value)}>
              {[...CATALOGUE_STATUSES, 418].map((s) => (
                <option key={s} value={s}>{s}</option>
              ))}
            </Select>
          </Field>
        ) : null}
        {kind === 'code' ? (
          <div className={styles.row}>
            <Field label={t('demo.code')}>
              <Input value={code} onChange={(_, d) => setCode(d.value)} />
            </Field>
            <Field label={t('demo.message')}>
              <Input value={message} onChange={(_, d) => setMessage(d.value)} />
            </Field>
          </div>
        ) : null}
        <Field label={t('demo.path')}>
          <Input value={path} onChange={(_, d) => setPath(d.value)} />
        </Field>
        <Field label={t('demo.times')}>
          <Input type="number" min={1} value={times} onChange={(_, d) => setTimes(d.value)} />
        </Field>
        <div className={styles.row}>
          <Button appearance="primary" onClick={inject}>{t('demo.addFailure')}</Button>
          <Button onClick={() => { demo.clearFailures(); done(); }}>{t('demo.clearFailures')}</Button>
        </div>
        <Text>{t('demo.pending', { count: demo.state.pending })}</Text>
      </section>
      <Divider />
      <section className={styles.section}>
        <div className={styles.row}>
          <Field label={t('demo.latency')}>
            <Input type="number" min={0} step={100} value={latency} onChange={(_, d) => setLatency(d.value)} />
          </Field>
          <Button onClick={() => { demo.latency(Number(latency) || 0); done(); }}>{t('demo.applyLatency')}</Button>
        </div>
      </section>
      <Divider />
      <section className={styles.section} aria-labelledby="demo-clock">
        <Text weight="semibold" id="demo-clock">{t('demo.clock')}</Text>
        <Text>{t('demo.clockNow', { time: formatDateTime(new Date(demo.state.now).toISOString(), locale) })}</Text>
        {demo.state.clockAheadMs > 0 ? <Text>{t('demo.clockAhead', { hours: Math.round(demo.state.clockAheadMs / HOUR_MS) })}</Text> : null}
        <div className={styles.row}>
          <Button onClick={() => { demo.advanceClock(HOUR_MS); refreshMenuBadges(); done(); }}>{t('demo.clockHour')}</Button>
          <Button onClick={() => { demo.advanceClock(24 * HOUR_MS); refreshMenuBadges(); done(); }}>{t('demo.clockDay')}</Button>
        </div>
        <Text className={styles.hint}>{t('demo.clockHint')}</Text>
      </section>
      <Divider />
      <section className={styles.section} aria-labelledby="demo-version">
        <Text weight="semibold" id="demo-version">{t('demo.version')}</Text>
        <Text>{t('demo.currentVersion', { version: demo.state.version })}</Text>
        <div className={styles.row}>
          <Button onClick={() => { demo.publishVersion(); done(); }}>{t('demo.publish')}</Button>
        </div>
      </section>
      <Divider />
      <section className={styles.section} aria-labelledby="demo-data">
        <Text weight="semibold" id="demo-data">{t('demo.data')}</Text>
        <div className={styles.row}>
          <Button
            onClick={async () => {
              if (!window.confirm(t('demo.resetConfirm'))) return;
              await demo.reset();
              done(t('demo.resetDone'));
              window.location.reload();
            }}
          >
            {t('demo.reset')}
          </Button>
        </div>
      </section>
      <Text role="status" aria-live="polite">{note}</Text>
    </>
  );
}

/** The trainer's panel: a drawer in its own React root, outside the console's tree. */
export function DemoPanelHost() {
  const isOpen = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
  const locale: Locale = readRaw('localeLang') === 'EN' ? 'EN' : 'ZH';
  // The console's theme (its own root, outside the console's provider).
  const theme = useResolvedTheme(readJson<{ name?: string }>('user')?.name ?? null);
  return (
    <I18nProvider locale={locale}>
      <FluentProvider theme={fluentTheme(theme)}>
        <PanelDrawer open={isOpen} />
      </FluentProvider>
    </I18nProvider>
  );
}

function PanelDrawer({ open: isOpen }: { open: boolean }) {
  const { t } = useI18n();
  return (
    <Drawer type="overlay" position="end" size="medium" open={isOpen} onOpenChange={(_, d) => setOpen(d.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}
        >
          {t('demo.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{isOpen ? <Panel /> : null}</DrawerBody>
    </Drawer>
  );
}
