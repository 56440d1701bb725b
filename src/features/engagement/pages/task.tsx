import { defineEditor, ResourcePage } from '@/lib/resource';
import { engagementApi, saveTaskCall, type TaskDetail, type TaskRow } from '../contract';
import { taskResource } from '../resources/tasks';
import { TaskForm } from '../components/TaskForm';

/** An edit opens with the task as stored, its conditions and its rewards. */
const editor = defineEditor<TaskRow, TaskDetail>({
  component: TaskForm,
  load: (row) => engagementApi.taskDetail(row.id),
  grant: saveTaskCall.grant,
  editLabel: 'engage.task.edit',
});

/**
 * operate/task: the tasks of the app's task centre (daily or first-time), with how many
 * conditions each has and what it rewards; the enabled switch (a task without a condition or a
 * reward is refused, and the switch rolls back with the reason); the task dialog edits a task,
 * its conditions and its rewards together.
 */
export default function TaskPage() {
  return <ResourcePage def={taskResource} editor={editor} />;
}
