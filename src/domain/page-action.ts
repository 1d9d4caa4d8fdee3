import { defineEnum, type EnumValue } from './enum';

/** Spec §3 page actions: which mode a shared create/edit/detail screen is in, and button names. */
export const PageAction = defineEnum({
  CREATE: { label: '新增' },
  EDIT: { label: '编辑' },
  DETAIL: { label: '详情' },
  DELETE: { label: '删除' },
  EXPORT: { label: '导出' },
});
export type PageAction = EnumValue<typeof PageAction>;
