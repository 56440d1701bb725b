import { useEffect, useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular, LinkRegular } from '@fluentui/react-icons';
import { isMessageId, useI18n, type MessageId } from '@/i18n';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { useNotify } from '@/lib/notify';
import { GenerateLinkRequestSchema, buildPromotionLink, linkApi, type GenerateLinkRequest, type PromotionLink } from '@/records/channels';
import { toolsApi, type LinkOptions } from '../contract';
import { qrDataUrl } from '../machines/qr';
import { useCopy, useQrDownload } from './useLinkActions';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  // A grid cell never grows with a long option: the control takes the cell's width.
  cell: { minWidth: 0 },
  control: { width: '100%', minWidth: 0 },
  section: { gridColumn: '1 / -1', marginTop: tokens.spacingVerticalS },
  preview: {
    gridColumn: '1 / -1',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-all',
  },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'stretch' },
  resultRow: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  qr: { width: '180px', height: '180px', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Form = { name: string; channelId: string; dramaId: string; startEpisode: string; pixelId: string; utmSource: string; utmMedium: string; utmCampaign: string; utmContent: string };
const EMPTY: Form = { name: '', channelId: '', dramaId: '', startEpisode: '1', pixelId: '', utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '' };
const UTM = ['utmSource', 'utmMedium', 'utmCampaign', 'utmContent'] as const;

/** The form as the call takes it (numbers where numbers are asked). */
function request(form: Form): Record<string, unknown> {
  const num = (x: string) => (x.trim() === '' ? undefined : Number(x));
  return {
    name: form.name,
    channelId: num(form.channelId),
    dramaId: num(form.dramaId),
    startEpisode: num(form.startEpisode),
    pixelId: form.pixelId ? Number(form.pixelId) : null,
    utmSource: form.utmSource,
    utmMedium: form.utmMedium,
    utmCampaign: form.utmCampaign,
    utmContent: form.utmContent,
  };
}

/** Each field's first problem, by the same schema the server checks the call with. */
function problems(form: Form, options: LinkOptions): Partial<Record<keyof Form, MessageId>> {
  const out: Partial<Record<keyof Form, MessageId>> = {};
  const result = v.safeParse(GenerateLinkRequestSchema, request(form));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof Form | undefined;
      if (key && !out[key]) out[key] = isMessageId(issue.message) ? issue.message : 'valid.invalid';
    }
  }
  const drama = options.dramas.find((d) => String(d.id) === form.dramaId);
  if (!out.startEpisode && drama && Number(form.startEpisode) > drama.releasedEpisodes) out.startEpisode = 'channel.link.episodeRule';
  return out;
}

/** The generator: channel, drama and start episode, pixel, campaign parameters; the link previewed as it is typed. */
export function GenerateLinkDialog({ onClose }: { onClose: (generated: boolean) => void }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const copy = useCopy();
  const downloadQr = useQrDownload();
  const ids = { name: useId(), channel: useId(), drama: useId(), episode: useId(), pixel: useId(), utm: useId() };
  // The generator's rules speak the channel area's messages: loaded with its choices.
  const options = useLoad(async () => await toolsApi.linkOptions());
  const [form, setForm] = useState<Form>(EMPTY);
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [generated, setGenerated] = useState<PromotionLink | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [made, setMade] = useState(false);

  const data = options.data;
  const issues = data ? problems(form, data) : {};
  const channel = data?.channels.find((c) => String(c.id) === form.channelId);
  const drama = data?.dramas.find((d) => String(d.id) === form.dramaId);
  const pixel = data?.pixels.find((p) => String(p.id) === form.pixelId);
  const preview = useMemo(
    () =>
      channel && drama
        ? buildPromotionLink({
            channelNumber: channel.number,
            dramaId: drama.id,
            episode: Math.max(1, Math.floor(Number(form.startEpisode)) || 1),
            pixelCode: pixel?.pixelCode ?? null,
            utmSource: form.utmSource,
            utmMedium: form.utmMedium,
            utmCampaign: form.utmCampaign,
            utmContent: form.utmContent,
          })
        : '',
    [channel, drama, pixel, form],
  );

  useEffect(() => {
    if (!generated) return;
    let live = true;
    qrDataUrl(generated.url)
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [generated]);

  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const error = (key: keyof Form) => (shown && issues[key] ? t(issues[key]) : undefined);

  const submit = async () => {
    if (busy || !data) return;
    setShown(true);
    if (Object.keys(issues).length) {
      notify.warning('msg.incompleteForm');
      return;
    }
    setBusy(true);
    try {
      const link = await linkApi.generate(v.parse(GenerateLinkRequestSchema, request(form)) as GenerateLinkRequest);
      notify.success('msg.generateSuccess');
      setGenerated(link);
      setMade(true);
    } catch (e) {
      notify.error(e, 'msg.createFailed');
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setGenerated(null);
    setQr(null);
    setShown(false);
    setForm((f) => ({ ...EMPTY, channelId: f.channelId, dramaId: f.dramaId, utmSource: f.utmSource, utmMedium: f.utmMedium }));
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !busy && onClose(made)}>
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: '760px' }}>
        <DialogBody>
          <DialogTitle>{generated ? t('tools.link.generated') : t('tools.link.generateTitle')}</DialogTitle>
          <DialogContent>
            {options.state === 'failure' ? (
              <LoadError error={options.error} onRetry={options.retry} />
            ) : !data ? (
              <Spinner label={t('tools.link.options')} />
            ) : generated ? (
              <div className={styles.result}>
                <Field label={t('tools.link.url')}>
                  <Input readOnly value={generated.url} contentBefore={<LinkRegular />} />
                </Field>
                <div className={styles.resultRow}>
                  {qr ? <img className={styles.qr} src={qr} alt={t('tools.link.qrAlt', { name: generated.name })} /> : <Spinner size="small" />}
                  <div className={styles.actions}>
                    <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copy(generated.url)}>
                      {t('tools.link.copy')}
                    </Button>
                    <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadQr(generated)}>
                      {t('tools.link.qr')}
                    </Button>
                  </div>
                </div>
              </div>
            ) : (
              <form
                className={styles.form}
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
              >
                <Field className={styles.wide} label={{ children: t('tools.link.name'), htmlFor: ids.name }} required validationMessage={error('name')}>
                  <Input id={ids.name} value={form.name} onChange={(_, d) => set('name')(d.value)} />
                </Field>
                <Field className={styles.cell} label={{ children: t('tools.link.channel'), htmlFor: ids.channel }} required validationMessage={error('channelId')}>
                  <Select className={styles.control} id={ids.channel} value={form.channelId} onChange={(_, d) => set('channelId')(d.value)}>
                    <option value="">{t('form.selectPlaceholder')}</option>
                    {data.channels.map((c) => (
                      <option key={c.id} value={c.id}>{`${c.name}（${c.number}）`}</option>
                    ))}
                  </Select>
                </Field>
                <Field className={styles.cell} label={{ children: t('tools.link.drama'), htmlFor: ids.drama }} required validationMessage={error('dramaId')}>
                  <Select className={styles.control} id={ids.drama} value={form.dramaId} onChange={(_, d) => setForm((f) => ({ ...f, dramaId: d.value, startEpisode: '1' }))}>
                    <option value="">{t('form.selectPlaceholder')}</option>
                    {data.dramas.map((d) => (
                      <option key={d.id} value={d.id}>{`${d.name}（${d.id}）`}</option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={{ children: t('tools.link.startEpisode'), htmlFor: ids.episode }}
                  required
                  validationMessage={error('startEpisode')}
                  hint={drama ? t('tools.link.episodeOf', { released: drama.releasedEpisodes, from: drama.startChargeEpisode }) : undefined}
                >
                  <Input id={ids.episode} type="number" min={1} max={drama?.releasedEpisodes} value={form.startEpisode} onChange={(_, d) => set('startEpisode')(d.value)} />
                </Field>
                <Field className={styles.cell} label={{ children: t('tools.link.pixel'), htmlFor: ids.pixel }} validationMessage={error('pixelId')}>
                  <Select className={styles.control} id={ids.pixel} value={form.pixelId} onChange={(_, d) => set('pixelId')(d.value)}>
                    <option value="">{t('tools.link.noPixel')}</option>
                    {data.pixels.map((p) => (
                      <option key={p.id} value={p.id}>{`${p.name}（${p.pixelCode}）`}</option>
                    ))}
                  </Select>
                </Field>
                <Subtitle2 as="h3" className={styles.section}>
                  {t('tools.link.campaign')}
                </Subtitle2>
                {UTM.map((key) => (
                  <Field key={key} label={{ children: t(`tools.link.${key}`), htmlFor: `${ids.utm}-${key}` }} validationMessage={error(key)}>
                    <Input id={`${ids.utm}-${key}`} value={form[key]} onChange={(_, d) => set(key)(d.value)} />
                  </Field>
                ))}
                <div className={styles.wide}>
                  <Text weight="semibold">{t('tools.link.preview')}</Text>
                  <div className={styles.preview} aria-live="polite">
                    {preview || t('tools.link.previewEmpty')}
                  </div>
                </div>
                {/* Enter in a field submits. */}
                <button type="submit" hidden />
              </form>
            )}
          </DialogContent>
          <DialogActions>
            {generated ? (
              <>
                <Button appearance="secondary" onClick={again}>
                  {t('tools.link.another')}
                </Button>
                <Button appearance="primary" onClick={() => onClose(true)}>
                  {t('common.close')}
                </Button>
              </>
            ) : (
              <>
                <Button appearance="secondary" disabled={busy} onClick={() => onClose(made)}>
                  {t('common.cancel')}
                </Button>
                <Button appearance="primary" icon={busy ? <Spinner size="tiny" /> : <LinkRegular />} disabled={busy || !data} onClick={() => void submit()}>
                  {t('tools.link.generate')}
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
