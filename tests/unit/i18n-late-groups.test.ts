import { describe, expect, it } from 'vitest';
import { getIntl, registerMessages, translate, type GroupName, type MessageId } from '@/i18n';

/**
 * A group of messages registered after the first translation (a page's chunk loading later) is
 * formatted in both languages by the intl already in use: none is built again for it.
 */
describe('messages registered late', () => {
  it('are formatted by the same intl, in both languages, placeholders included', () => {
    const zh = getIntl('ZH');
    const en = getIntl('EN');
    expect(translate('ZH', 'list.add' as MessageId)).toBe('新增');
    registerMessages('lateGroupForTest' as GroupName, {
      'late.greeting': { zh: '你好，{name}', en: 'Hello, {name}' },
    } as never);
    expect(translate('ZH', 'late.greeting' as MessageId, { name: '管理员' })).toBe('你好，管理员');
    expect(translate('EN', 'late.greeting' as MessageId, { name: 'admin' })).toBe('Hello, admin');
    expect(getIntl('ZH')).toBe(zh);
    expect(getIntl('EN')).toBe(en);
  });
});
