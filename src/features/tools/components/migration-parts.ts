import { makeStyles, tokens } from '@fluentui/react-components';
import { isMessageId, type Translate } from '@/i18n';
import { type MigrationTarget } from '@/lib/migration';

/** What the data migration page's parts share: their styles, a refusal's words and a field's label. */

export const useMigrationStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
  target: { minWidth: '200px' },
  key: { flexGrow: 1, minWidth: '260px', maxWidth: '420px' },
  muted: { color: tokens.colorNeutralForeground3 },
  problems: { color: tokens.colorPaletteRedForeground1 },
  summary: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

/** A refusal's words: its message (with its values) when it is one, else as it came. */
export function reasonText(t: Translate, reason: string | null, values?: Record<string, string | number> | null): string {
  if (!reason) return '';
  return isMessageId(reason) ? t(reason, values ?? undefined) : reason;
}

/** A field's label in a target, or the key. */
export function fieldLabel(t: Translate, target: MigrationTarget | undefined, key: string | null): string {
  const field = key ? target?.fields.find((f) => f.key === key) : undefined;
  return field ? t(field.label) : (key ?? '');
}
