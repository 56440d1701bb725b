import type { Translate } from '@/i18n';
import { optionText } from './cells';
import { safeCellText, unescapeCellText } from './exporter';
import { importFields as fieldsToImport } from './form-schema';
import type { FieldDef, Option, ResourceDef } from './types';

/** Section 9: an Excel import above this many rows is slow. */
export const SLOW_IMPORT_ROWS = 1000;

/**
 * What an import reads and writes: a resource's list, or any list described the same way (the
 * data-migration tool's targets: a title and the fields of a row).
 */
export type ImportSource = Pick<ResourceDef, 'fields' | 'title'>;

/** The fields an import fills: what the add form stores. */
export function importFields(def: Pick<ResourceDef, 'fields'>): FieldDef[] {
  return fieldsToImport(def.fields);
}

function truthy(text: string): boolean {
  return ['1', 'true', 'yes', 'y', '是', '启用', 'on'].includes(text.trim().toLowerCase());
}

/** A sheet cell to the field's value: numbers stay numbers, options match by label or value. */
export function cellValue(field: FieldDef, raw: unknown, options: Option[], t: Translate): unknown {
  if (raw == null) return '';
  const value = typeof raw === 'object' && raw && 'text' in raw ? (raw as { text: unknown }).text : raw;
  // A leading ' guards formula-like text in exported files (exporter.ts): it is not part of the value.
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : unescapeCellText(String(value).trim());
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'percent':
      return text === '' ? '' : Number(text);
    case 'switch':
      return truthy(text);
    case 'select': {
      const found = options.find((o) => String(o.value) === text || optionText(o, t) === text);
      return found ? found.value : text;
    }
    case 'multiselect':
      return text
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean)
        .map((s) => options.find((o) => String(o.value) === s || optionText(o, t) === s)?.value ?? s);
    default:
      return text;
  }
}

/** Reads the first sheet of an .xlsx: the header row names the fields (by label in either language, or by key). */
export async function readSheet(
  data: ArrayBuffer,
  def: ImportSource,
  labels: (field: FieldDef) => string[],
  options: Record<string, Option[]>,
  t: Translate,
): Promise<Array<Record<string, unknown>>> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const fields = importFields(def);
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? '').trim());
  const columnOf = new Map<string, number>();
  fields.forEach((f) => {
    const names = [f.key, ...labels(f)];
    const index = header.findIndex((h) => names.includes(h));
    if (index > 0) columnOf.set(f.key, index);
  });
  const rows: Array<Record<string, unknown>> = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const values: Record<string, unknown> = { __row: r };
    for (const f of fields) {
      const col = columnOf.get(f.key);
      values[f.key] = col ? cellValue(f, row.getCell(col).value, options[f.key] ?? [], t) : '';
    }
    rows.push(values);
  }
  return rows;
}

/** An empty template: one header row of the import fields' labels. */
export async function buildTemplate(def: ImportSource, t: Translate): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(def.title).slice(0, 31));
  sheet.columns = importFields(def).map((f) => ({ header: safeCellText(t(f.label)), key: f.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
