import { registerMessages } from '../index';
import { defineMessages } from '../define';

/** The resource screens: list, filters, form, toggles, delete, export and import. */
const messages = defineMessages({
  'valid.required': { zh: '此项为必填项', en: 'This field is required' },
  'valid.invalid': { zh: '格式不正确', en: 'Invalid value' },
  'valid.dateRange': { zh: '开始日期和结束日期不能相同，且开始日期须早于结束日期', en: 'Start and end dates must differ and the start must come first' },
  'valid.nonNegative': { zh: '不能为负数', en: 'Cannot be negative' },
  'valid.number': { zh: '请输入数字', en: 'Please enter a number' },
  'valid.percent': { zh: '百分比须在0到100之间', en: 'The percentage must be between 0 and 100' },
  // The kit's caps on free text (src/lib/resource/form-schema.ts TEXT_MAX, LONG_TEXT_MAX; a test checks the numbers).
  'valid.textTooLong': { zh: '最多 255 个字符', en: 'At most 255 characters' },
  'valid.longTextTooLong': { zh: '最多 2000 个字符', en: 'At most 2000 characters' },
  'valid.invisible': {
    zh: '不能包含不可见字符或文字方向控制字符',
    en: 'Cannot contain invisible or text-direction control characters',
  },
  'valid.mediaUrl': {
    zh: '只能使用本系统文件库中的文件或上传的文件',
    en: 'Only files from this console’s file library or an upload can be used',
  },

  'list.search': { zh: '查询', en: 'Search' },
  'list.reset': { zh: '重置', en: 'Reset' },
  'list.refresh': { zh: '刷新', en: 'Refresh' },
  'list.add': { zh: '新增', en: 'Add' },
  'list.edit': { zh: '编辑', en: 'Edit' },
  'list.delete': { zh: '删除', en: 'Delete' },
  'list.detail': { zh: '详情', en: 'Details' },
  'list.export': { zh: '导出', en: 'Export' },
  'list.import': { zh: '导入', en: 'Import' },
  'list.bulkDelete': { zh: '批量删除', en: 'Delete selected' },
  'list.selected': { zh: '已选择 {count} 项', en: '{count} selected' },
  'list.justAdded': { zh: '新增', en: 'New' },
  'list.exportSelected': { zh: '导出选中', en: 'Export selected' },
  'list.clearSelection': { zh: '取消选择', en: 'Clear selection' },
  'list.columns': { zh: '列设置', en: 'Columns' },
  'list.columnsReset': { zh: '恢复默认列', en: 'Restore default columns' },
  'list.actions': { zh: '操作', en: 'Actions' },
  'list.more': { zh: '更多操作', en: 'More actions' },
  'list.empty': { zh: '暂无数据', en: 'No data' },
  'list.noValue': { zh: '无', en: 'None' },
  'list.expand': { zh: '展开', en: 'Expand' },
  'list.collapse': { zh: '收起', en: 'Collapse' },
  'list.hiddenActive': { zh: '{count, plural, other {# 个已折叠的筛选条件正在使用}}', en: '{count, plural, one {# folded filter is} other {# folded filters are}} in use' },
  'list.emptyFiltered': { zh: '没有符合条件的数据，试试调整筛选条件', en: 'Nothing matches these filters; try changing them' },
  'list.total': { zh: '共 {total} 条', en: '{total} in all' },
  'list.pageSize': { zh: '每页条数', en: 'Rows per page' },
  'list.perPage': { zh: '{size} 条/页', en: '{size} / page' },
  'list.page': { zh: '第 {page} / {pages} 页', en: 'Page {page} of {pages}' },
  'list.prev': { zh: '上一页', en: 'Previous page' },
  'list.next': { zh: '下一页', en: 'Next page' },
  'list.first': { zh: '首页', en: 'First page' },
  'list.last': { zh: '末页', en: 'Last page' },
  'list.selectAll': { zh: '全选本页', en: 'Select all on this page' },
  'list.selectRow': { zh: '选择此行', en: 'Select this row' },
  'list.sortAsc': { zh: '升序', en: 'ascending' },
  'list.sortDesc': { zh: '降序', en: 'descending' },
  'list.filters': { zh: '筛选条件', en: 'Filters' },
  'list.from': { zh: '开始', en: 'From' },
  'list.to': { zh: '结束', en: 'To' },
  'list.all': { zh: '全部', en: 'All' },
  'list.status': { zh: '状态', en: 'Status' },
  'list.enabled': { zh: '启用', en: 'Enabled' },
  'list.disabled': { zh: '禁用', en: 'Disabled' },
  'list.yes': { zh: '是', en: 'Yes' },
  'list.no': { zh: '否', en: 'No' },
  'list.id': { zh: 'ID', en: 'ID' },
  'list.createTime': { zh: '创建时间', en: 'Created' },
  'list.updateTime': { zh: '更新时间', en: 'Updated' },

  'form.addTitle': { zh: '新增{name}', en: 'Add {name}' },
  'form.editTitle': { zh: '编辑{name}', en: 'Edit {name}' },
  'form.upload': { zh: '选择文件', en: 'Choose file' },
  'form.uploading': { zh: '上传中…', en: 'Uploading…' },
  'form.remove': { zh: '移除', en: 'Remove' },
  'form.passwordKeep': { zh: '留空表示不修改密码', en: 'Leave blank to keep the current password' },
  'form.selectPlaceholder': { zh: '请选择', en: 'Please select' },
  'form.none': { zh: '无', en: 'None' },
  'form.stale.reload': { zh: '载入最新内容', en: 'Load the latest version' },
  'form.stale.reloaded': {
    zh: '已载入他人的修改：{fields}。你的其他输入已保留，请核对后再保存',
    en: 'Loaded what someone else changed: {fields}. Your other entries are kept; check them and save again',
  },
  'form.stale.reloadedNone': {
    zh: '已载入最新版本，表单中的字段没有被他人修改，你的输入已保留，可以再次保存',
    en: 'Loaded the latest version: nobody changed the fields of this form, and your entries are kept. You can save again',
  },

  'confirm.delete': { zh: '确定要删除「{name}」吗？此操作不可撤销。', en: 'Delete “{name}”? This cannot be undone.' },
  'confirm.bulkDelete': { zh: '确定要删除选中的 {count} 项吗？此操作不可撤销。', en: 'Delete the {count} selected items? This cannot be undone.' },
  'confirm.exportSelected': { zh: '确定要下载选中的 {count} 条数据吗？', en: 'Download the {count} selected records?' },
  'confirm.export': { zh: '确定要下载当前筛选条件下的全部 {total} 条数据吗？', en: 'Download all {total} records matching the current filters?' },

  'export.progress': { zh: '正在导出 {done} / {total}', en: 'Exporting {done} / {total}' },
  'export.building': { zh: '正在生成 Excel 文件…', en: 'Building the Excel file…' },

  'import.title': { zh: '导入 Excel', en: 'Import from Excel' },
  'import.choose': { zh: '选择 Excel 文件', en: 'Choose an Excel file' },
  'import.template': { zh: '下载导入模板', en: 'Download the template' },
  'import.slow': {
    zh: '数据超过1000条，导入较慢，请耐心等待输入框中出现key后再操作',
    en: 'More than 1,000 rows: the import is slow. Wait for the key to appear in the input before going on',
  },
  'import.key': { zh: '导入批次key', en: 'Import key' },
  'import.result': { zh: '成功导入 {ok} 条，拒绝 {rejected} 条', en: '{ok} imported, {rejected} rejected' },
  'import.row': { zh: '第 {row} 行', en: 'Row {row}' },
  'import.reason': { zh: '原因', en: 'Reason' },
  'import.start': { zh: '开始导入', en: 'Start import' },
  'import.empty': { zh: '文件中没有数据行', en: 'The file has no data rows' },
  'import.badFile': { zh: '无法读取该文件，请上传 .xlsx 格式的 Excel 文件', en: 'Could not read this file; upload an .xlsx Excel file' },

  'detail.title': { zh: '{name}详情', en: '{name} details' },
  'detail.fields': { zh: '基本信息', en: 'Basic information' },
});

declare module '../index' {
  interface MessageGroups {
    resource: typeof messages;
  }
}

/** Importing this module registers the group. */
export default registerMessages('resource', messages);
