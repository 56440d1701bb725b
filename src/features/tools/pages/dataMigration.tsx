import { useId, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, Subtitle1, Text } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useLoad } from '@/lib/load';
import { LoadError } from '@/lib/load-error';
import { ResourcePage, type RowAction } from '@/lib/resource';
import { MIGRATION_TARGETS, toolsApi, type MigrationRow } from '../contract';
import { migrationResource } from '../resources';
import { MigrationImporter } from '../components/MigrationImporter';
import { MigrationReportDialog } from '../components/MigrationReportDialog';
import { useMigrationStyles } from '../components/migration-parts';

/**
 * toolCategory/dataMigration: records imported from an Excel file (read in the browser) into a
 * list another area owns: members or channel companies (the targets the role may fill). The
 * template, a preview of the first rows with each row's problems, the spec's notice above the
 * slow-import threshold, a progress bar while the rows go in chunk by chunk, and the key in the
 * input once done, which opens the import's report (written and refused rows, with the reason).
 * Below, every import so far.
 */
export default function DataMigrationPage() {
  const styles = useMigrationStyles();
  const { t } = useI18n();
  const headingId = useId();
  // The targets' labels and refusals are their owners' messages: loaded with the page's options.
  const options = useLoad(async () => {
    const [answer] = await Promise.all([toolsApi.migrationOptions(), ...MIGRATION_TARGETS.map((x) => x.messages())]);
    return answer;
  });
  const [reportKey, setReportKey] = useState<string | null>(null);
  const [history, setHistory] = useState(0);
  const targets = MIGRATION_TARGETS.filter((x) => options.data?.targets.includes(x.key));
  const rowActions: RowAction<MigrationRow>[] = [{ key: 'report', label: 'tools.migration.report', icon: <DocumentSearchRegular />, run: (row) => setReportKey(row.key) }];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId}>
          {t('tools.migration.import')}
        </Subtitle1>
        <Text className={styles.muted}>{t('tools.migration.intro')}</Text>
        {options.state === 'failure' ? (
          <LoadError error={options.error} onRetry={options.retry} />
        ) : !options.data ? (
          <Spinner label={t('common.loading')} />
        ) : targets.length ? (
          <MigrationImporter targets={targets} slowRows={options.data.slowRows} maxRows={options.data.maxRows} onImported={() => setHistory((n) => n + 1)} onReport={setReportKey} />
        ) : (
          <MessageBar intent="warning">
            <MessageBarBody>{t('tools.migration.noTargets')}</MessageBarBody>
          </MessageBar>
        )}
      </section>
      <ResourcePage
        key={history}
        def={migrationResource}
        rowActions={rowActions}
        header={<Subtitle1 as="h2">{t('tools.migration.history')}</Subtitle1>}
      />
      {reportKey ? <MigrationReportDialog key={reportKey} reportKey={reportKey} onClose={() => setReportKey(null)} /> : null}
    </div>
  );
}
