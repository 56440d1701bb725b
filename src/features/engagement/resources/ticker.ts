import * as v from 'valibot';
import { defineResource } from '@/lib/resource/define';
import { maxChars } from '@/lib/text';
import { TICKER_ENDPOINT, TickerSchema, windowIssue } from '../contract';
import { ENABLED_OPTIONS, enabledStatus } from './fields';

/* ---------------------------------------------------------------- operate/horseRaceLamp */

export const tickerResource = defineResource(TickerSchema, {
  name: 'ticker',
  endpoint: TICKER_ENDPOINT,
  grant: 'operate/horseRaceLamp',
  title: 'engage.ticker.title',
  labelKey: 'content',
  columns: [
    { key: 'id', label: 'list.id', kind: 'number', sortable: true, width: 70, hidden: true },
    { key: 'content', label: 'engage.ticker.content', width: 200 },
    { key: 'contentJa', label: 'engage.ticker.contentJa', width: 160 },
    { key: 'weight', label: 'engage.ticker.weight', kind: 'number', sortable: true, width: 70 },
    { key: 'startTime', label: 'engage.window.start', kind: 'datetime', sortable: true, width: 140 },
    { key: 'endTime', label: 'engage.window.end', kind: 'datetime', sortable: true, width: 140 },
    { key: 'enabled', label: 'list.enabled', kind: 'status', width: 70 },
    { key: 'createTime', label: 'list.createTime', kind: 'datetime', sortable: true, width: 150, hidden: true },
  ],
  filters: [
    { key: 'content', label: 'engage.ticker.content', kind: 'text', fields: ['content', 'contentJa'] },
    { key: 'enabled', label: 'list.enabled', kind: 'select', options: ENABLED_OPTIONS },
  ],
  fields: [
    { key: 'content', label: 'engage.ticker.content', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(200, 'engage.ticker.contentRule')), example: '新剧《总裁的契约娇妻》今晚 8 点上线！' },
    { key: 'contentJa', label: 'engage.ticker.contentJa', kind: 'textarea', required: true, rule: v.pipe(v.string(), maxChars(200, 'engage.ticker.contentRule')), example: '新作『社長の契約妻』今夜8時配信！' },
    {
      key: 'weight',
      label: 'engage.ticker.weight',
      kind: 'number',
      required: true,
      rule: v.pipe(v.number('engage.ticker.weightRule'), v.integer('engage.ticker.weightRule'), v.minValue(0, 'engage.ticker.weightRule'), v.maxValue(100, 'engage.ticker.weightRule')),
      min: 0,
      max: 100,
      initial: 50,
      help: 'engage.ticker.weightHelp',
      example: 60,
    },
    { key: 'startTime', label: 'engage.window.start', kind: 'datetime', example: '2026-06-01T10:00' },
    { key: 'endTime', label: 'engage.window.end', kind: 'datetime', help: 'engage.window.help', example: '2026-06-30T22:00' },
    { key: 'enabled', label: 'list.enabled', kind: 'switch', initial: true },
  ],
  refine: () => [
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => windowIssue(input.startTime, input.endTime) !== 'engage.window.order', 'engage.window.order'),
      ['endTime'],
    ),
    v.forward(
      v.partialCheck([['startTime'], ['endTime']], (input: { startTime?: unknown; endTime?: unknown }) => windowIssue(input.startTime, input.endTime) !== 'engage.window.both', 'engage.window.both'),
      ['endTime'],
    ),
  ],
  status: enabledStatus,
  can: { add: true, edit: true, delete: true, export: true },
  defaultSort: { field: 'weight', order: 'desc' },
});
