import { useState } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { CopyRegular, SendRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { isApiError } from '@/lib/api/errors';
import { confirm } from '@/lib/confirm';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { pixelTestCall, pixelTokenCall, toolsApi, type PixelPublic } from '../contract';
import { pixelResource } from '../resources';
import { PixelTestDialog } from '../components/PixelTestDialog';

/**
 * toolCategory/configureFeedback: feedback (pixel) configurations: name, platform, pixel code and
 * access token. The token is stored but never shown in full after saving (the list shows its
 * mask), never written to the operation log; copying it asks first (the copy itself is logged).
 * A test event can be sent to a configuration and the platform's answer shown; the list keeps
 * each configuration's last test.
 */
export default function ConfigureFeedbackPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [testing, setTesting] = useState<{ config: PixelPublic; ctx: ActionContext } | null>(null);

  const copyToken = async (row: PixelPublic) => {
    const ok = await confirm({ title: 'tools.pixel.copyToken', body: 'tools.pixel.copyConfirm', values: { name: row.name }, confirm: 'tools.pixel.copy', danger: true });
    if (!ok) return;
    try {
      const { token } = await toolsApi.pixelToken(row.id);
      await navigator.clipboard.writeText(token);
      notify.success('msg.copySuccess');
    } catch (e) {
      if (isApiError(e)) notify.error(e, 'tools.pixel.copyFailed');
      else notify.warning('tools.pixel.copyFailed');
    }
  };

  const rowActions: RowAction<PixelPublic>[] = [
    ...(granted(pixelTokenCall.grant) ? [{ key: 'copyToken', label: 'tools.pixel.copyToken' as const, icon: <CopyRegular />, run: (row: PixelPublic) => void copyToken(row) }] : []),
    ...(granted(pixelTestCall.grant)
      ? [{ key: 'test', label: 'tools.pixel.sendTest' as const, icon: <SendRegular />, visible: (row: PixelPublic) => row.enabled, run: (row: PixelPublic, ctx: ActionContext) => setTesting({ config: row, ctx }) }]
      : []),
  ];

  return (
    <ResourcePage
      def={pixelResource}
      rowActions={rowActions}
      header={
        <MessageBar intent="info">
          <MessageBarBody>{t('tools.pixel.notice')}</MessageBarBody>
        </MessageBar>
      }
    >
      {testing ? (
        <PixelTestDialog
          key={testing.config.id}
          config={testing.config}
          onClose={(sent) => {
            if (sent) testing.ctx.refresh();
            setTesting(null);
          }}
        />
      ) : null}
    </ResourcePage>
  );
}
