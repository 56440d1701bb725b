import type { Translate, Locale } from '@/i18n';
import { cellText } from './cells';
import type { ColumnDef, Option, Row } from './types';

/**
 * Text a spreadsheet could take for a formula: it starts with = + - @, a tab (0x09), a carriage
 * return (0x0D) or a NUL (OWASP ASVS 5.0 V1.2.10; the OWASP CSV-injection list).
 */
export function isFormulaLike(text: string): boolean {
  return /^[=+\-@\t\r\0]/.test(text);
}

/**
 * Formula injection guard for every text cell the console writes: such text gets a leading `'`,
 * so a spreadsheet (or a CSV saved from it) shows it and never evaluates it. Numbers are not
 * text and never pass through here: a negative amount stays a number.
 */
export function safeCellText(text: string): string {
  // Text that already looks guarded ('=…) gets a quote too, so reading it back (unescapeCellText)
  // gives the very text, not the text without its first quote.
  return isFormulaLike(text) || /^'[=+\-@\t\r\n\0]/.test(text) ? `'${text}` : text;
}

/**
 * The reverse, for an import: a file the console exported reads back as the text it held. A
 * guarded CR comes back from the XML as a line feed (end-of-line normalisation), hence \n too.
 */
export function unescapeCellText(text: string): string {
  return /^''?[=+\-@\t\r\n\0]/.test(text) ? text.slice(1) : text;
}

/**
 * Builds an .xlsx of the rows with the given columns (exceljs is loaded only now). Numbers and
 * money stay numbers; everything else is written as text, formulas never, and text that looks
 * like a formula starts with `'` (safeCellText), headers included.
 */
export async function buildWorkbook(
  sheetName: string,
  columns: ColumnDef[],
  rows: Row[],
  ctx: { t: Translate; locale: Locale; options: Record<string, Option[]> },
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: safeCellText(ctx.t(c.label)), key: c.key, width: Math.max(10, Math.round((c.width ?? 140) / 7)) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values = columns.map((c) => {
      const raw = row[c.key];
      if ((c.kind === 'number' || c.kind === 'money' || c.kind === 'percent') && raw !== '' && raw != null && Number.isFinite(Number(raw))) return Number(raw);
      return safeCellText(cellText(raw, c, { t: ctx.t, locale: ctx.locale, options: ctx.options[c.key], row }));
    });
    const added = sheet.addRow(values);
    values.forEach((value, i) => {
      if (typeof value === 'string') {
        const cell = added.getCell(i + 1);
        cell.numFmt = '@';
        cell.value = value;
      } else {
        // A percentage stays a number, shown as the list shows it (96.0%): the value is already in percent.
        const decimals = columns[i].kind === 'percent' ? columns[i].decimals : undefined;
        if (decimals != null) added.getCell(i + 1).numFmt = decimals > 0 ? `0.${'0'.repeat(decimals)}"%"` : '0"%"';
      }
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export function saveFile(data: BlobPart, filename: string, type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
