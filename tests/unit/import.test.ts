import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api/client';
import { translate } from '@/i18n';
import { buildTemplate, readSheet, SLOW_IMPORT_ROWS } from '@/lib/resource/importer';
import { userResource } from '@/features/system/resources';
import { LoginResultSchema } from '@/records/session';
import { useMockBackend } from './support/mock-server';

const { token } = useMockBackend();
const t = (id: Parameters<typeof translate>[1]) => translate('ZH', id);
const labels = (f: { label: Parameters<typeof translate>[1] }) => [translate('ZH', f.label), translate('EN', f.label)];

async function sheet(rows: unknown[][]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  for (const row of rows) ws.addRow(row);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

describe('Excel import', () => {
  it('the template has one header per importable field', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await buildTemplate(userResource, t));
    const header = (wb.worksheets[0].getRow(1).values as unknown[]).filter(Boolean);
    expect(header).toEqual(['用户名', '姓名', '密码', '邮箱', '手机号', '角色', '启用']);
  });

  it('reads rows by label (either language), converts options and switches, and reports each rejected row', async () => {
    const data = await sheet([
      ['用户名', 'Name', '密码', 'Email', '手机号', '角色', '启用'],
      ['import01', '林小雨', 'abc12345', 'import01@drama.example', '13700000001', '运营人员', '是'],
      ['bad', '林小雨', 'abc12345', 'import02@drama.example', '13700000002', '运营人员', '否'],
      ['import03', '林小雨', 'abc12345', 'not-an-email', '13700000003', '运营人员', '是'],
    ]);
    const options = { roleId: [{ value: 2, text: '运营人员' }] };
    const rows = await readSheet(data, userResource, labels, options, t);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ __row: 2, name: 'import01', roleId: 2, enabled: true });
    expect(rows[1]).toMatchObject({ enabled: false });

    const login = await api.post('user/v1/login', { username: 'admin', password: 'admin123' }, LoginResultSchema);
    token.value = login.token;
    const report = await api.post<{ key: string; ok: number; rejected: Array<{ row: number; reason: string }> }>('user/v1/import', { rows });
    expect(report.ok).toBe(1);
    expect(report.key).toMatch(/^import-/);
    expect(report.rejected).toEqual([
      { row: 3, reason: 'system.user.usernameLength' },
      { row: 4, reason: 'valid.email' },
    ]);
    const page = await api.post<{ records: Array<{ name: string }> }>('user/v1/page', { pageNum: 1, pageSize: 100, keyword: 'import' });
    expect(page.records.map((r) => r.name)).toEqual(['import01']);
  });

  it('names the slow-import threshold of section 9', () => {
    expect(SLOW_IMPORT_ROWS).toBe(1000);
  });
});
