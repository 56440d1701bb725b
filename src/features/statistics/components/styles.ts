import { makeStyles, tokens } from '@fluentui/react-components';

/** The statistics pages' own bits of layout (the kit has the rest). */
export const useNoteStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground3, display: 'block' },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM },
});
