import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useI18n, type MessageId } from '@/i18n';
import { useForm } from '@/lib/form';
import { useKeptDialog } from '@/lib/kept-dialog';
import { useKeptScope, withRestored } from '@/lib/restore-unsaved';
import { errorText, isStale } from '@/lib/api/errors';
import { useNotify } from '@/lib/notify';
import { StaleNotice, takeTheirs, type StaleConflict } from '@/lib/stale';
import { useActors, useSession } from '@/lib/session-context';
import { ProfileFormSchema, type ProfileForm } from '@/lib/validation';
import { authApi } from '@/records/session';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: ProfileForm = { userName: '', name: '', email: '', phone: '' };
const LABELS: Record<keyof ProfileForm, MessageId> = { userName: 'profile.userName', name: 'profile.name', email: 'profile.email', phone: 'profile.phone' };

function formOf(info: { name: string; realName: string; email: string; phone: string }): ProfileForm {
  return { userName: info.name, name: info.realName, email: info.email, phone: info.phone };
}

/** The profile's own fields of a kept copy (its other keys: which dialog it was). */
function pickProfile(values: Record<string, unknown>): Partial<ProfileForm> {
  const out: Partial<ProfileForm> = {};
  for (const key of ['name', 'email', 'phone'] as const) if (typeof values[key] === 'string') out[key] = values[key];
  return out;
}

/** Personal information (section 5): loads /user/v1/info, checks each field on blur, saves /user/v1/update. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const { session } = useActors();
  /** The account as loaded (what "changed by someone else" is measured against). */
  const base = useRef<ProfileForm>(EMPTY);
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const [reloading, setReloading] = useState(false);
  const userId = useSession((s) => s.context.user?.id);
  const form = useForm<ProfileForm>(ProfileFormSchema, EMPTY);
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [loadError, setLoadError] = useState<unknown>(null);
  const { reset } = form;
  /** The account's version as loaded: the save sends it back, and a stale save is refused. */
  const version = useRef(0);
  // No typed work lost (docs/unsaved-work.md): typed changes kept if the session ends while open;
  // reopened from a kept copy (the shell's user menu), the typed values go over the account as loaded.
  const restored = useKeptScope()?.restored ?? null;
  /** The account as loaded, for drawing (base is the same for the handlers). */
  const [loaded, setLoaded] = useState<ProfileForm>(EMPTY);
  const dirty = open && loadState === 'ready' && JSON.stringify(form.values) !== JSON.stringify(loaded);
  useKeptDialog({ dialog: open ? 'profile' : null, recordId: userId ?? null, values: form.values, dirty });

  /** Reads the account (its answers set the state when they arrive). */
  const fetchAccount = (id: number) =>
    authApi
      .info(id)
      .then((info) => {
        version.current = info.version;
        base.current = formOf(info);
        setLoaded(base.current);
        reset(restored ? { ...base.current, ...pickProfile(withRestored(base.current, restored)), userName: base.current.userName } : base.current);
        setConflict(null);
        setLoadState('ready');
      })
      .catch((e: unknown) => {
        setLoadError(e);
        setLoadState('failed');
      });
  /** 重试 after a failed read. */
  const load = () => {
    if (userId == null) return;
    setLoadState('loading');
    void fetchAccount(userId);
  };

  // Each opening reads the account anew: loading from the render that opens it, the read in an effect.
  const openFor = open ? (userId ?? null) : null;
  const [shownFor, setShownFor] = useState(openFor);
  if (openFor !== shownFor) {
    setShownFor(openFor);
    if (openFor != null) setLoadState('loading');
  }
  const fetchOnOpen = useEffectEvent((id: number) => void fetchAccount(id));
  useEffect(() => {
    if (openFor != null) fetchOnOpen(openFor);
  }, [openFor]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (userId == null) return;
    await form.submit(async (values) => {
      try {
        await authApi.update({ id: userId, version: version.current, realName: values.name, email: values.email, phone: values.phone });
      } catch (error) {
        // Changed elsewhere since it was loaded (another tab, an administrator): say so here, with a way to load it.
        if (isStale(error)) setConflict({ state: 'stale' });
        else notify.error(error, 'msg.modifyFailed');
        throw error;
      }
      session.send({ type: 'USER_UPDATED', user: { realName: values.name, email: values.email, phone: values.phone } });
      notify.success('msg.modifySuccess');
      onClose();
    });
  };

  /** 载入最新内容: the account as it is now; what changed elsewhere takes its value, the rest stays as typed. */
  const reloadLatest = async () => {
    if (userId == null) return;
    setReloading(true);
    try {
      const info = await authApi.info(userId);
      const theirs = formOf(info);
      const { values, changed } = takeTheirs(form.values, base.current, theirs);
      version.current = info.version;
      base.current = theirs;
      setLoaded(theirs);
      reset(values);
      setConflict({ state: 'reloaded', fields: changed.map((k) => LABELS[k]) });
    } catch (error) {
      notify.error(error, 'msg.fetchFailed');
    } finally {
      setReloading(false);
    }
  };

  const field = (key: keyof ProfileForm, label: Parameters<typeof t>[0], props: { readOnly?: boolean; type?: 'email' | 'tel' } = {}) => (
    <Field label={t(label)} required validationMessage={form.errors[key] ? t(form.errors[key]!) : undefined}>
      <Input
        name={key}
        value={form.values[key]}
        readOnly={props.readOnly}
        type={props.type}
        onChange={(_, d) => form.set(key, d.value)}
        onBlur={() => form.blur(key)}
      />
    </Field>
  );

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('profile.title')}</DialogTitle>
            <DialogContent className={styles.fields}>
              {loadState === 'loading' ? <Spinner label={t('common.loading')} /> : null}
              {loadState === 'failed' ? (
                <MessageBar intent="error">
                  <MessageBarBody>
                    {t('profile.loadFailed')}: {errorText(loadError, t)}{' '}
                    <Button size="small" onClick={load}>
                      {t('common.retry')}
                    </Button>
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              {loadState === 'ready' ? <StaleNotice conflict={conflict} reloading={reloading} onReload={() => void reloadLatest()} /> : null}
              {loadState === 'ready' ? (
                <>
                  {field('userName', 'profile.userName', { readOnly: true })}
                  {field('name', 'profile.name')}
                  {field('email', 'profile.email', { type: 'email' })}
                  {field('phone', 'profile.phone', { type: 'tel' })}
                </>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={form.busy || loadState !== 'ready'}>
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
