import { useState } from 'react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/lib/format';
import { optionText } from '@/lib/resource';
import { LOGIN_TYPE_OPTIONS, LookupFormSchema } from '../resources';
import { type Member } from '@/records/members';
import { memberApi, type ThirdPartyAccount } from '../contract';
import { ActionDialog } from './ActionDialog';
import { useActionForm } from './useActionForm';

/**
 * Third-party account lookup: the sign-in accounts (Google, Apple, Facebook, LINE, e-mail)
 * linked to an e-mail address, or a clear "none". Starts with the member's own address.
 */
export function LookupDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { form, error, run } = useActionForm(LookupFormSchema, { email: member.email }, 'member.lookup.failed');
  const [result, setResult] = useState<{ email: string; accounts: ThirdPartyAccount[] } | null>(null);

  const submit = () =>
    run(async (values) => {
      setResult(null);
      setResult(await memberApi.lookupThirdParty(values.email.trim()));
    });

  return (
    <ActionDialog
      heading="member.action.lookup"
      member={member}
      busy={form.busy}
      error={error}
      submitLabel="member.lookup.search"
      cancelLabel="common.close"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={{ children: t('member.lookup.email'), htmlFor: 'lookup-email' }} required validationMessage={form.errors.email ? t(form.errors.email) : undefined}>
        <Input id="lookup-email" type="email" value={form.values.email} onChange={(_, d) => form.set('email', d.value)} onBlur={() => form.blur('email')} />
      </Field>
      {result && !result.accounts.length ? (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('member.lookup.notFound', { email: result.email })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {result && result.accounts.length ? (
        <div role="region" aria-label={t('member.lookup.found', { count: result.accounts.length })}>
          <Text role="status">{t('member.lookup.found', { count: result.accounts.length })}</Text>
          <Table size="small" aria-label={t('member.action.lookup')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('member.lookup.provider')}</TableHeaderCell>
                <TableHeaderCell>{t('member.lookup.account')}</TableHeaderCell>
                <TableHeaderCell>{t('member.lookup.member')}</TableHeaderCell>
                <TableHeaderCell>{t('member.lookup.bindTime')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.accounts.map((a) => (
                <TableRow key={`${a.memberId}-${a.provider}`}>
                  <TableCell>{optionText(LOGIN_TYPE_OPTIONS.find((o) => o.value === a.provider), t)}</TableCell>
                  <TableCell style={{ wordBreak: 'break-all' }}>{a.account}</TableCell>
                  <TableCell>{`${a.memberName} (${a.cardNumber})`}</TableCell>
                  <TableCell>{formatDateTime(a.bindTime, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </ActionDialog>
  );
}
