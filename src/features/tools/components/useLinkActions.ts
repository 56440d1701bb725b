import { useNotify } from '@/lib/notify';
import { type PromotionLink } from '@/records/channels';
import { downloadDataUrl, qrDataUrl, qrFileName } from '../machines/qr';

/** Copies a link; says 复制成功 or why it could not. */
export function useCopy() {
  const notify = useNotify();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('msg.copySuccess');
    } catch {
      notify.warning('tools.link.copyFailed');
    }
  };
}

/** Downloads a link's QR code. */
export function useQrDownload() {
  const notify = useNotify();
  return async (link: Pick<PromotionLink, 'id' | 'name' | 'url'>) => {
    try {
      downloadDataUrl(await qrDataUrl(link.url), qrFileName(link.id, link.name));
    } catch {
      notify.warning('tools.link.qrFailed');
    }
  };
}
