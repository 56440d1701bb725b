import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { errorText } from './api/errors';

/** Data that could not be loaded: the reason, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>
        {t('list.error', { reason: errorText(error, t) })}{' '}
        <Button size="small" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
}
