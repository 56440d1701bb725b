import { useState } from 'react';
import { Spinner, ToolbarButton } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import { useGrant } from '@/lib/grants';
import { useNotify } from '@/lib/notify';
import { ResourcePage, type ActionContext, type RowAction } from '@/lib/resource';
import { engagementApi, saveTaskCall, type TaskDetail, type TaskRow } from '../contract';
import { taskResource } from '../resources/tasks';
import { TaskForm } from '../components/TaskForm';

type Editing = { mode: 'add'; ctx: ActionContext } | ({ mode: 'edit'; ctx: ActionContext } & TaskDetail) | null;

/**
 * operate/task: the tasks of the app's task centre (daily or first-time), with how many
 * conditions each has and what it rewards; the enabled switch (a task without a condition or a
 * reward is refused, and the switch rolls back with the reason); the task dialog edits a task,
 * its conditions and its rewards together.
 */
export default function TaskPage() {
  const { t } = useI18n();
  const notify = useNotify();
  const granted = useGrant();
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState(false);
  const mayWrite = granted(saveTaskCall.grant);

  const openEdit = async (row: TaskRow, ctx: ActionContext) => {
    setOpening(true);
    try {
      setEditing({ mode: 'edit', ctx, ...(await engagementApi.taskDetail(row.id)) });
    } catch (e) {
      notify.error(e, 'msg.fetchFailed');
    } finally {
      setOpening(false);
    }
  };
  const rowActions: RowAction<TaskRow>[] = mayWrite ? [{ key: 'edit', label: 'engage.task.edit', icon: <EditRegular />, run: (row, ctx) => void openEdit(row, ctx) }] : [];

  return (
    <ResourcePage
      def={taskResource}
      rowActions={rowActions}
      toolbar={(ctx) =>
        mayWrite ? (
          <ToolbarButton appearance="primary" icon={opening ? <Spinner size="tiny" /> : <AddRegular />} onClick={() => setEditing({ mode: 'add', ctx })}>
            {t('list.add')}
          </ToolbarButton>
        ) : null
      }
    >
      {editing ? (
        <TaskForm
          mode={editing.mode}
          task={editing.mode === 'edit' ? editing.task : null}
          conditions={editing.mode === 'edit' ? editing.conditions : []}
          rewards={editing.mode === 'edit' ? editing.rewards : []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            editing.ctx.refresh();
            setEditing(null);
          }}
        />
      ) : null}
    </ResourcePage>
  );
}
