import { enumOf, type EnumValue } from './enum';

/** Which area a user belongs to (spec §6: an agent user is one whose accountType is AGENT). */
export const AccountType = enumOf('AccountType');
export type AccountType = EnumValue<typeof AccountType>;

/** Spec §3 organ type. */
export const OrganType = enumOf('OrganType');
export type OrganType = EnumValue<typeof OrganType>;
