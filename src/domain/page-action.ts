import { enumOf, type EnumValue } from './enum';

/** Spec §3 page actions: which mode a shared create/edit/detail screen is in, and button names. */
export const PageAction = enumOf('PageAction');
export type PageAction = EnumValue<typeof PageAction>;
