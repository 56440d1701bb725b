/*
 * QR codes of promotion links: drawn in the browser (the `qrcode` package, loaded on first use)
 * as a PNG data: URL, which the page shows and downloads.
 */

/** A PNG of the link's QR code, as a data: URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { width: 480, margin: 2, errorCorrectionLevel: 'M' });
}

/** Downloads a data: URL under a file name. */
export function downloadDataUrl(dataUrl: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** A file name for a link's QR code: its id and a safe slice of its name. */
export function qrFileName(id: number, name: string): string {
  const safe = name.normalize('NFKC').replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return `promotion-link-${id}${safe ? `-${safe}` : ''}.png`;
}
