import { loadKitMessages } from '@/i18n/kit';

/**
 * Registers every message group of the source tree: each area's `messages.ts` (found on disk, so
 * an area missing from src/app/areas.ts is still checked), the list kit's, the report kit's and the demo panel's.
 */
export async function loadAllMessages(): Promise<void> {
  await Promise.all(Object.values(import.meta.glob('/src/features/*/messages.ts')).map((load) => load()));
  await loadKitMessages();
  await import('@/i18n/messages/report');
  await import('@/i18n/messages/demo');
}
