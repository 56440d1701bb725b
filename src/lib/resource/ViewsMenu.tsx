import { useMemo, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Button, Checkbox, Field, Input, Menu, MenuDivider, MenuGroup, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { BookmarkMultipleRegular } from '@fluentui/react-icons';
import { useI18n } from '@/i18n';
import type { ListQuery } from '@/machines/list';
import { confirm } from '../confirm';
import { FormShell } from '../form-shell';
import { useNotify } from '../notify';
import type { useVisibleColumns } from './columns';
import type { ResourceDef } from './types';
import type { Search } from './url';
import { addView, deleteView, refreshViews, updateView, useViews } from './view-store';
import { VIEW_PARAM, columnsOfView, differsFrom, isListKey, pageKeyOf, searchOfView, stateOf, viewIdOf, viewsOfPage, type SavedView } from './views';

const NAME_MAX = 30;

const useStyles = makeStyles({
  // A long view name is cut with an ellipsis on the button (the menu shows it whole).
  label: { display: 'inline-block', maxWidth: '16em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
});

type Dialog = { mode: 'add' } | { mode: 'rename'; view: SavedView };

/**
 * The list toolbar's saved views (docs/saved-views.md): the user's views of this page (the one the
 * URL names checked), save the list as it is as a view, and for the view shown: update it with
 * the list as it is, rename it, make it the page's default (or stop), delete it (asked first).
 */
export function ViewsMenu({ def, query, columns, scope }: { def: ResourceDef; query: ListQuery; columns: ReturnType<typeof useVisibleColumns>; scope?: Record<string, unknown> }) {
  const styles = useStyles();
  const { t } = useI18n();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const search = location.search as Search;
  const all = useViews();
  const pageKey = pageKeyOf(def);
  const views = useMemo(() => viewsOfPage(all ?? [], pageKey), [all, pageKey]);
  const active = views.find((v) => v.id === viewIdOf(search)) ?? null;
  const current = stateOf(def, query, columns.visible, scope);
  const changed = active ? differsFrom(def, active, current) : false;
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const go = (next: Search) => void navigate({ to: location.pathname, search: next as never });
  const show = (view: SavedView) => {
    const cols = columnsOfView(def, view);
    if (cols) columns.setVisible(cols);
    go(searchOfView(def, view, search));
  };
  const clear = () => go(Object.fromEntries(Object.entries(search).filter(([key]) => key !== VIEW_PARAM && !isListKey(key))));
  const run = async (work: () => Promise<unknown>, done: Parameters<typeof notify.success>[0], failed: Parameters<typeof notify.error>[1]) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notify.error(error, failed);
    }
  };
  const update = (view: SavedView) => run(() => updateView({ id: view.id, state: current }), 'view.updated', 'msg.updateFailed');
  const toggleDefault = (view: SavedView) =>
    run(() => updateView({ id: view.id, isDefault: !view.isDefault }), view.isDefault ? 'view.defaultUnset' : 'view.defaultSet', 'msg.updateFailed');
  const remove = async (view: SavedView) => {
    if (!(await confirm({ body: 'view.deleteConfirm', values: { name: view.name }, confirm: 'view.delete', danger: true }))) return;
    await run(
      async () => {
        await deleteView(view.id);
        if (active?.id === view.id) go(Object.fromEntries(Object.entries(search).filter(([key]) => key !== VIEW_PARAM)));
      },
      'view.deleted',
      'msg.deleteFailed',
    );
  };

  const label = active ? t(changed ? 'view.changed' : 'view.menuOf', { name: active.name }) : t('view.menu');
  return (
    <>
      <Menu onOpenChange={(_, d) => d.open && void refreshViews()}>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<BookmarkMultipleRegular />} data-testid="views-menu" title={label}>
            <span className={styles.label}>{label}</span>
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList checkedValues={{ view: active ? [String(active.id)] : [] }}>
            <MenuGroup>
              {views.length ? (
                views.map((view) => (
                  <MenuItemRadio key={view.id} name="view" value={String(view.id)} onClick={() => show(view)}>
                    {view.isDefault ? t('view.defaultMark', { name: view.name }) : view.name}
                  </MenuItemRadio>
                ))
              ) : (
                <MenuItem disabled>{t('view.none')}</MenuItem>
              )}
            </MenuGroup>
            <MenuDivider />
            <MenuItem onClick={() => setDialog({ mode: 'add' })}>{t('view.saveAs')}</MenuItem>
            {active ? (
              <>
                <MenuItem disabled={!changed} onClick={() => void update(active)}>
                  {t('view.update')}
                </MenuItem>
                <MenuItem onClick={() => setDialog({ mode: 'rename', view: active })}>{t('view.rename')}</MenuItem>
                <MenuItem onClick={() => void toggleDefault(active)}>{t(active.isDefault ? 'view.unsetDefault' : 'view.setDefault')}</MenuItem>
                <MenuItem onClick={() => void remove(active)}>{t('view.delete')}</MenuItem>
                <MenuItem onClick={clear}>{t('view.clear')}</MenuItem>
              </>
            ) : null}
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog ? (
        <ViewNameDialog
          dialog={dialog}
          onClose={() => setDialog(null)}
          onSave={async (name, isDefault) => {
            if (dialog.mode === 'add') {
              const saved = await addView({ pageKey, name, state: current, isDefault });
              notify.success('view.saved');
              go(searchOfView(def, saved, search));
            } else {
              await updateView({ id: dialog.view.id, name });
              notify.success('view.updated');
            }
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

/** The name of a new view (and whether it is the page's default), or a view's new name. */
function ViewNameDialog({ dialog, onClose, onSave }: { dialog: Dialog; onClose: () => void; onSave: (name: string, isDefault: boolean) => Promise<void> }) {
  const { t } = useI18n();
  const initial = dialog.mode === 'rename' ? dialog.view.name : '';
  const [name, setName] = useState(initial);
  const [isDefault, setIsDefault] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed || [...trimmed].length > NAME_MAX) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave(trimmed, isDefault);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <FormShell
      heading={dialog.mode === 'add' ? 'view.saveTitle' : 'view.renameTitle'}
      busy={busy}
      dirty={name !== initial || isDefault}
      error={error}
      submitLabel="common.save"
      testId="view-name-dialog"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Field label={t('view.name')} required hint={dialog.mode === 'add' ? t('view.nameHint') : undefined} validationMessage={invalid ? t('view.nameRule') : undefined}>
        <Input
          value={name}
          autoFocus
          onChange={(_, d) => {
            setName(d.value);
            setInvalid(false);
          }}
        />
      </Field>
      {dialog.mode === 'add' ? <Checkbox label={t('view.isDefault')} checked={isDefault} onChange={(_, d) => setIsDefault(Boolean(d.checked))} /> : null}
    </FormShell>
  );
}
