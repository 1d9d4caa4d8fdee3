import { defineEnum, type EnumValue } from './enum';

/** Which area a user belongs to (spec §6: an agent user is one whose accountType is AGENT). */
export const AccountType = defineEnum({
  AGENT: { label: '代理人' },
  NORMAL: { label: '个人用户' },
});
export type AccountType = EnumValue<typeof AccountType>;

/** Spec §3 organ type. */
export const OrganType = defineEnum({
  TRAVELAGENCY: { label: '旅行社' },
  AGENT: { label: '代理人' },
  ENTERPRISE: { label: '企业客户' },
});
export type OrganType = EnumValue<typeof OrganType>;
