import { makeStyles, tokens } from '@fluentui/react-components';

/*
 * What the engagement side's bespoke editors share beyond the kernel's form shell and fields
 * (src/lib/form-shell.tsx, src/lib/resource/FormFields.tsx): the look of a record's parts (a
 * task's conditions and rewards, a sign-in plan's days), one under the other, each on a grid.
 */
export const usePartStyles = makeStyles({
  parts: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  part: {
    display: 'grid',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    alignItems: 'start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  partInvalid: { outline: `1px solid ${tokens.colorPaletteRedBorder2}` },
  partHead: { gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});
