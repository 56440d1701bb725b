import { useEffect, type FormEvent } from 'react';
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { useForm } from '@/lib/form';
import { useNotify } from '@/lib/notify';
import { PasswordFormSchema, type PasswordForm } from '@/lib/validation';
import { authApi } from '@/records/session';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY: PasswordForm = { password: '', password2: '' };

/** Change password (section 5): sent as { newPassword, confirmPassword }; 修改成功 / 修改失败. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const form = useForm<PasswordForm>(PasswordFormSchema, EMPTY);
  const { reset } = form;

  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(async (values) => {
      try {
        await authApi.updatePassword({ newPassword: values.password, confirmPassword: values.password2 });
      } catch (error) {
        notify.error(error, 'msg.modifyFailed');
        throw error;
      }
      notify.success('msg.modifySuccess');
      onClose();
    });
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{t('password.title')}</DialogTitle>
            <DialogContent className={styles.fields}>
              {(['password', 'password2'] as const).map((key) => (
                <Field
                  key={key}
                  label={t(key === 'password' ? 'password.password' : 'password.password2')}
                  required
                  validationMessage={form.errors[key] ? t(form.errors[key]!) : undefined}
                >
                  <Input
                    name={key}
                    type="password"
                    autoComplete="new-password"
                    value={form.values[key]}
                    onChange={(_, d) => form.set(key, d.value)}
                    onBlur={() => form.blur(key)}
                  />
                </Field>
              ))}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={form.busy}>
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
