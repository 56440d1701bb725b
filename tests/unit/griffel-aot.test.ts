import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { resolveStyleRulesForSlots, shorthands } from '@griffel/core';
import { tokens } from '@fluentui/tokens';
import { compileStyles } from '../../scripts/vite/griffel-aot';

/** scripts/vite/griffel-aot.ts: build-time makeStyles, as the client build runs it. */
const compile = (code: string) => compileStyles(code, (c) => parseAst(c));

describe('build-time Griffel', () => {
  it('turns makeStyles over tokens and shorthands into __styles with what makeStyles would compute', () => {
    const source = [
      "import { makeStyles, tokens as t, shorthands } from '@fluentui/react-components';",
      'export const useStyles = makeStyles({',
      "  root: { padding: t.spacingHorizontalL, ...shorthands.borderRadius('4px'), ':hover': { color: t.colorBrandForeground1 } },",
      "  hint: { color: `${t.colorNeutralForeground3}` },",
      '});',
    ].join('\n');
    const { code, compiled, skipped } = compile(source);
    expect(compiled).toBe(1);
    expect(skipped).toEqual([]);
    expect(code).not.toMatch(/makeStyles\(/);
    const expected = resolveStyleRulesForSlots({
      root: { padding: tokens.spacingHorizontalL, ...shorthands.borderRadius('4px'), ':hover': { color: tokens.colorBrandForeground1 } },
      hint: { color: tokens.colorNeutralForeground3 },
    });
    expect(code).toContain(`__dramaStyles(${JSON.stringify(expected[0])}, ${JSON.stringify(expected[1])})`);
    expect(code).toMatch(/^import \{ __styles as __dramaStyles \} from '@fluentui\/react-components';/);
  });

  it('leaves a call that uses anything else to the runtime, and says so', () => {
    const source = [
      "import { makeStyles } from '@fluentui/react-components';",
      'const ROW = 40;',
      'export const useStyles = makeStyles({ row: { height: `${ROW}px` } });',
    ].join('\n');
    const { code, compiled, skipped } = compile(source);
    expect(compiled).toBe(0);
    expect(code).toBe(source);
    expect(skipped[0].reason).toMatch(/ROW/);
  });

  it('ignores modules that do not import makeStyles from Griffel or Fluent', () => {
    const source = "import { makeStyles } from './elsewhere';\nexport const x = makeStyles({ a: { color: 'red' } });";
    expect(compile(source)).toMatchObject({ code: source, compiled: 0 });
  });
});
