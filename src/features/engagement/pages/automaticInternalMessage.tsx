import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useI18n } from '@/i18n';
import { ResourcePage } from '@/lib/resource';
import { autoMessageResource } from '../resources/autoMessages';

/**
 * operate/automaticInternalMessage: the four triggers of section 9 (watched ads; signed in for a
 * week; watched a drama unpaid; no behaviour for 3 consecutive days), each with its message
 * (edited in the kit's form), its enabled switch, and how many members it sent to in the last 7
 * days, counted from the members' activity in the demo world while it was enabled.
 */
export default function AutoMessagePage() {
  const { t } = useI18n();
  return (
    <ResourcePage
      def={autoMessageResource}
      header={
        <MessageBar intent="info">
          <MessageBarBody>{t('engage.auto.notice')}</MessageBarBody>
        </MessageBar>
      }
    />
  );
}
