/**
 * The list kit. The form, the record view and their fields are imported from their own files
 * (`@/lib/resource/FormDialog`, `RecordView`, `DetailDrawer`, `FieldInput`), never from here: a
 * list page loads them when first opened, and a re-export here would put them (the calendar, the
 * combobox, the drawer) in the first chunk of every page that imports the kit (docs/performance.md).
 */
export { ResourcePage, type ResourcePageProps, type RowAction, type ActionContext } from './ResourcePage';
export { defineEditor, type EditorProps, type ResourceEditor } from './editor';
export { resourceApi, type ResourceApi } from './api';
export { DataTable } from './DataTable';
export { ActionBar } from './ActionBar';
export { fitColumns, useColumnFit, type Fit, type FitColumn, type FitSpec } from './fit';
export { ScrollCue } from './ScrollCue';
export { Cell, cellText, optionText, StatusSwitch } from './cells';
export { invalidate, loadOptions, useOptions } from './options';
export { listPrefetch, prefetchList } from './prefetch';
export type * from './types';
export { defineResource, type ResourceInput } from './define';
