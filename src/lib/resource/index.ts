export { ResourcePage, type ResourcePageProps, type RowAction, type ActionContext } from './ResourcePage';
export { resourceApi, type ResourceApi } from './api';
export { DataTable } from './DataTable';
export { FormDialog } from './FormDialog';
export { FieldInput } from './FieldInput';
export { Cell, cellText, optionText, StatusSwitch } from './cells';
export { invalidate, loadOptions, useOptions } from './options';
export type * from './types';
export { defineResource, type ResourceInput } from './define';
