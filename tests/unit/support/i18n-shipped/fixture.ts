import { defineMessages } from '@/i18n/define';

/** Messages with the ICU features the catalogue does not use yet (plurals, selects, tags). */
export default defineMessages({
  'fixture.items': {
    zh: '{count, plural, =0 {没有待办} other {# 项待办}}',
    en: '{count, plural, =0 {nothing to do} one {# item to do} other {# items to do}}',
  },
  'fixture.greeting': { zh: '{name}，你好！', en: 'Hello, {name}!' },
  'fixture.balance': { zh: '余额 {amount, number} 金豆', en: 'Balance: {amount, number} golden beans' },
  'fixture.role': { zh: '{role, select, admin {管理员} other {运营}}', en: '{role, select, admin {administrator} other {operator}}' },
  'fixture.quoted': { zh: "保留 '{'花括号'}'", en: "keeps '{'braces'}'" },
  'fixture.nested': {
    zh: '{who}有{count, plural, =0 {没有消息} other {# 条新消息}}',
    en: '{who} has {count, plural, =0 {no messages} one {# new message} other {# new messages}}',
  },
});
