import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { useNotify } from '../notify';
import { progress } from '../progress';
import { restoreBase } from '../kept-work';
import { KeptFormScope, RestoreUnsavedBar, useKeptForm } from '../restore-unsaved';
import type { ResourceApi } from './api';
import type { ResourceDef, Row } from './types';

/** Marks restored values whose edit was based on an older version than the record's now (the scope says `stale`). */
const STALE_MARK = '#keptOnOlderVersion';

/**
 * A resource page's kept form (src/lib/kept-work.ts): the add / edit dialog (the definition's
 * form or the editor slot's) with unsaved input when the session ended. Gives the bar offering it
 * back (恢复未保存的内容: the same dialog, add or edit of the same record, with the kept values;
 * 放弃修改 forgets them) and the scope the dialogs are rendered in (`scope`), which tells them
 * their form's id and the values they reopen with.
 */
export function useKeptResourceForm(
  def: ResourceDef,
  api: ResourceApi,
  { open, openForm }: { open: boolean; openForm: (record: Row | null, restored: Record<string, unknown>) => Promise<boolean> },
) {
  const { t } = useI18n();
  const notify = useNotify();
  const id = `resource:${def.name}`;
  const { kept, clear } = useKeptForm(id);

  /**
   * Reopens the form (an edit fetches its record as it is now); once it is open, the stored copy is
   * dropped: the values are the form's again. An edit someone else saved since reopens on the
   * version it was based on (`restoreBase`): its save is refused as stale, and the dialog says so
   * at once, with 载入最新内容, rather than overwriting their changes without a word.
   */
  const restore = async () => {
    if (!kept) return;
    let record: Row | null = null;
    let stale = false;
    if (kept.mode === 'edit' && kept.recordId != null) {
      progress.start();
      try {
        ({ record, stale } = restoreBase(kept, await api.info(kept.recordId)));
      } catch (e) {
        notify.error(e, 'msg.fetchFailed');
        return;
      } finally {
        progress.done();
      }
    }
    if (await openForm(record, stale ? { ...kept.values, [STALE_MARK]: true } : kept.values)) clear();
  };

  const bar: ReactNode = kept && !open ? <RestoreUnsavedBar kept={kept} name={t(def.title)} onRestore={() => void restore()} onDiscard={clear} /> : null;
  const scope = (restored: Record<string, unknown> | null | undefined, children: ReactNode) => (
    <KeptFormScope form={id} restored={restored ?? null} stale={restored?.[STALE_MARK] === true}>
      {children}
    </KeptFormScope>
  );
  return { bar, scope };
}
