import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useNotify } from '@/lib/notify';
import { optionText } from '@/lib/resource';
import { PIXEL_TEST_EVENTS, toolsApi, type PixelPublic, type PixelTestResult } from '../contract';
import { PLATFORM_OPTIONS } from '../resources';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  answer: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all', margin: 0 },
});

type TestEvent = (typeof PIXEL_TEST_EVENTS)[number];

/** Sends a test event to one configuration's pixel and shows what the platform answered. */
export function PixelTestDialog({ config, onClose }: { config: PixelPublic; onClose: (sent: boolean) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const eventId = useId();
  const [event, setEvent] = useState<TestEvent>('PageView');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PixelTestResult | null>(null);
  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await toolsApi.testPixel(config.id, event);
      setResult(answer);
      if (answer.ok) notify.success('tools.pixel.testSent');
    } catch (e) {
      notify.error(e, 'tools.pixel.testSendFailed');
    } finally {
      setBusy(false);
    }
  };
  const platform = PLATFORM_OPTIONS.find((o) => o.value === config.platform);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && onClose(result !== null)}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('tools.pixel.testTitle', { name: config.name })}</DialogTitle>
          <DialogContent className={styles.body}>
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('tools.pixel.platform')}</dt>
              <dd className={styles.value}>{platform ? optionText(platform, t) : config.platform}</dd>
              <dt className={styles.term}>{t('tools.pixel.code')}</dt>
              <dd className={styles.value}>{config.pixelCode}</dd>
              <dt className={styles.term}>{t('tools.pixel.token')}</dt>
              <dd className={styles.value}>{config.tokenMask}</dd>
            </dl>
            <Field label={{ children: t('tools.pixel.event'), htmlFor: eventId }}>
              <Select id={eventId} value={event} disabled={busy} onChange={(_, d) => setEvent(d.value as TestEvent)}>
                {PIXEL_TEST_EVENTS.map((e) => (
                  <option key={e} value={e}>
                    {e}
                  </option>
                ))}
              </Select>
            </Field>
            {result ? (
              <MessageBar intent={result.ok ? 'success' : 'error'} layout="multiline" role="status">
                <MessageBarBody>
                  <MessageBarTitle>
                    {result.ok ? t('tools.pixel.testOk', { status: result.status, ms: result.latencyMs }) : t('tools.pixel.testFailed', { status: result.status })}
                  </MessageBarTitle>
                  <Text block>{`${t('tools.pixel.eventId')}: ${result.eventId}`}</Text>
                  <p className={styles.answer}>{t('tools.pixel.answer', { message: result.message })}</p>
                </MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={() => onClose(result !== null)}>
              {t('common.close')}
            </Button>
            <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <SendRegular />} disabled={busy} onClick={() => void send()}>
              {busy ? t('tools.pixel.sending') : t('tools.pixel.send')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
