import { enumOf, type EnumValue } from './enum';

/**
 * The agency's organisation (domain.md "Organisation"): sub-accounts, roles, registration and
 * activation, the supplementary application, deregistration. Shared by the screens and the simulator.
 */

/** At most this many sub-accounts per agency. */
export const SUB_ACCOUNT_LIMIT = 20;

/** A login name: a letter first, then letters, digits or underscores; 4–20 characters. */
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;
const USERNAME_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${USERNAME_MIN_LENGTH - 1},${USERNAME_MAX_LENGTH - 1}}$`);
export const USERNAME_MESSAGE = `用户名须为${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH}位字母、数字或下划线，且以字母开头`;

export function isUserName(value: unknown): boolean {
  return typeof value === 'string' && USERNAME_PATTERN.test(value);
}

/** A person's name (staff, contacts) and a company's name, as the gateway keeps them. */
export const DISPLAY_NAME_MAX_LENGTH = 20;
export const COMPANY_NAME_MAX_LENGTH = 50;

/** Role names and descriptions. */
export const ROLE_NAME_MAX_LENGTH = 20;
export const ROLE_DESCRIPTION_MAX_LENGTH = 100;

/** The business licence image: a data URL of a compressed picture, at most this many bytes decoded. */
export const LICENCE_MAX_BYTES = 2 * 1024 * 1024;
export const LICENCE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const SubAccountState = enumOf('SubAccountState');
export type SubAccountState = EnumValue<typeof SubAccountState>;

/** A registered agency's activation: pending until its licence is supplied and the airline approves it. */
export const ActivationState = enumOf('ActivationState');
export type ActivationState = EnumValue<typeof ActivationState>;

/** What a pending account still needs, in order. */
export const ActivationNeed = enumOf('ActivationNeed');
export type ActivationNeed = EnumValue<typeof ActivationNeed>;

/** The supplementary application (business licence) of an organisation. */
export const SupplementState = enumOf('SupplementState');
export type SupplementState = EnumValue<typeof SupplementState>;

/** An account cancellation application. */
export const DeregistrationState = enumOf('DeregistrationState');
export type DeregistrationState = EnumValue<typeof DeregistrationState>;

/** The conditions the gateway checks before an agency may deregister, in the order shown. */
export const DeregistrationCondition = enumOf('DeregistrationCondition');
export type DeregistrationCondition = EnumValue<typeof DeregistrationCondition>;
