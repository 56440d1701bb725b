import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { COMPANY_ENDPOINT, ChannelCompanySchema } from '@/records/channels';
import { companyNameRule, companyPhoneRule, contactRule } from '@/records/channels';

/** channel/management's first tab: the channel companies. */
const GRANT = 'channel/management' as const;

// The company rules live in the contract: data migration's company target checks rows with them too.
export { companyNameRule, companyPhoneRule, contactRule } from '@/records/channels';

/** A company as the list shows it: with how many channels it has (a company with channels cannot be deleted). */
export const CompanyListSchema = v.object({ ...ChannelCompanySchema.entries, channelCount: v.number() });

export const companyResource = defineResource(CompanyListSchema, {
  name: 'channelCompany',
  endpoint: COMPANY_ENDPOINT,
  grant: GRANT,
  title: 'channel.company.title',
  labelKey: 'name',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70 },
    { key: 'name', label: 'channel.company.name', sortable: true, width: 220 },
    { key: 'contact', label: 'channel.company.contact', width: 120 },
    { key: 'phone', label: 'channel.company.phone', width: 140 },
    { key: 'channelCount', label: 'channel.company.channelCount', kind: 'number', width: 90 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'keyword', label: 'channel.company.search', kind: 'text', fields: ['name', 'contact', 'phone'] },
    { key: 'createTime', label: 'list.createTime', kind: 'dateRange' },
  ],
  fields: [
    { key: 'name', label: 'channel.company.name', kind: 'text', required: true, rule: companyNameRule, example: '株式会社サンプル広告' },
    { key: 'contact', label: 'channel.company.contact', kind: 'text', required: true, rule: contactRule, example: '山田 太郎' },
    { key: 'phone', label: 'channel.company.phone', kind: 'text', required: true, rule: companyPhoneRule, example: '03-1234-5678' },
  ],
  can: { add: true, edit: true, delete: true, export: true, detail: true },
  defaultSort: { field: 'id', order: 'asc' },
  guardDelete: (row) => (row.channelCount > 0 ? 'channel.company.hasChannels' : null),
});
