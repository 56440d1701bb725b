import { useState } from 'react';
import { ToolbarButton } from '@fluentui/react-components';
import { AddRegular, CopyRegular, QrCodeRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { generateLinkCall } from '@/records/channels';
import { linkResource, type LinkRow } from '../resources';
import { GenerateLinkDialog } from '../components/GenerateLinkDialog';
import { useCopy, useQrDownload } from '../components/useLinkActions';

/**
 * toolCategory/generationLinks: the promotion links generated so far (the channel area's records:
 * the distribution console counts them), newest first, with search, export and detail; 生成链接
 * opens the generator (channel, drama and start episode, pixel, campaign parameters; 生成成功),
 * and each link can be copied (复制成功) and its QR code downloaded.
 */
export default function GenerationLinksPage() {
  const { t } = useI18n();
  const granted = useGrant();
  const copy = useCopy();
  const downloadQr = useQrDownload();
  const [generating, setGenerating] = useState<ActionContext | null>(null);
  const rowActions: RowAction<LinkRow>[] = [
    { key: 'copy', label: 'tools.link.copy', icon: <CopyRegular />, run: (row) => void copy(row.url) },
    { key: 'qr', label: 'tools.link.qr', icon: <QrCodeRegular />, run: (row) => void downloadQr(row) },
  ];
  return (
    <ResourcePage
      def={linkResource}
      rowActions={rowActions}
      toolbar={(ctx) =>
        granted(generateLinkCall.grant) ? (
          <ToolbarButton appearance="primary" icon={<AddRegular />} onClick={() => setGenerating(ctx)}>
            {t('tools.link.generate')}
          </ToolbarButton>
        ) : null
      }
    >
      {generating ? (
        <GenerateLinkDialog
          onClose={(made) => {
            if (made) generating.refresh();
            setGenerating(null);
          }}
        />
      ) : null}
    </ResourcePage>
  );
}
