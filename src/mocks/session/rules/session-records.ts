/**
 * The session records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */
import type { AccountInfo, BulletinDetail, MenuNode, Organisation, PresenceRecordType, RegularPassenger } from '@/lib/gateway/endpoints';
import type { AccountType, OrganType } from '@/domain/account';
import type { ProvinceCode } from '@/domain/provinces';
import type { ActivationState } from '@/domain/agency';

export interface PresenceLease {
  viewerId: string;
  accountId: string;
  /** The agency's main account: who may see the lease. */
  agencyId: string;
  recordType: PresenceRecordType;
  recordKey: string;
  activity: 'VIEWING' | 'EDITING';
  /** Clock ms of the page's first touch of the record. */
  since: number;
  /** Clock ms the lease runs out. */
  until: number;
}

/** A frequent passenger, kept per account. */
/** Kept without its revision: that is kept beside it (rules/revisions.ts). */
export interface RegularPassengerRecord extends Omit<RegularPassenger, 'revision' | 'revisedBy' | 'revisedAt'> {
  ownerAccountId: string;
}

/** Consecutive wrong passwords of one login name, and the lock they caused. */
export interface FailureRecord {
  count: number;
  lockedUntil?: number;
}

export interface RoleRecord {
  roleCode: string;
  /** The agency's main account. */
  ownerAccountId: string;
  /** Who created it (its grants were checked against this account's tree) and their name. */
  creatorAccountId: string;
  createdBy: string;
  roleName: string;
  description: string;
  /** Leaf authCodes (no GROUP_* nodes). */
  functionCodes: string[];
  /** Clock ms. */
  createdAt: number;
  updatedAt: number;
}

export interface RegistrationRecord {
  registrationNo: string;
  /** The main account it created. */
  accountId: string;
  organType: OrganType;
  companyName: string;
  creditCode: string;
  provinceCode: ProvinceCode;
  contactName: string;
  mobile: string;
  email: string;
  agreementVersion: string;
  state: ActivationState;
  registeredAt: number;
  activatedAt?: number;
}

/** The organisation as the gateway answers it, less its latest supplement (a record of its own), with its owner. */
export interface OrganisationRecord extends Omit<Organisation, 'supplement' | 'allowedActions' | 'actionNotes'> {
  ownerAccountId: string;
}

export interface SupplementRecord {
  applicationNo: string;
  ownerAccountId: string;
  licenceImage: string;
  state: 'PENDING' | 'APPROVED' | 'REJECTED';
  appliedAt: number;
  reviewedAt?: number;
  remark?: string;
}

export interface DeregistrationRecord {
  applicationNo: string;
  ownerAccountId: string;
  state: 'PENDING' | 'APPROVED';
  appliedAt: number;
  reviewedAt?: number;
}

export interface AccountRecord extends AccountInfo {
  /** Kept in clear: this is a simulator with demo passwords, not a credential store. */
  password: string;
  /**
   * `lastLoginTime` is the latest sign-in (a sub-account list's 最近登录); this is the one before it,
   * what the account's own screens call 上次登录 during the session the latest one opened.
   */
  previousLoginTime?: string;
  accountType: AccountType;
  /** Absent for a person (normal user). */
  organType?: OrganType;
  limitMenu: string[];
  menu: MenuNode[];
  /** A staff sub-account switched off (locked) by its agency. */
  disabled: boolean;
  /** A sub-account's role (rules/agency.ts); its menu is the role's pruned tree, taken at sign-in. */
  roleCode?: string;
  /** Set when the agency's deregistration was approved: it can no longer sign in. */
  deregistered?: boolean;
}

export interface TokenRecord {
  tokenId: string;
  tokenUUID: string;
  accountId: string;
}

/**
 * The one session of this browser: the simulator plays both the cookie jar and the server's session
 * table, so a single record suffices (a second login replaces it, as a new session cookie would).
 */
export interface SessionRecord {
  accountId: string;
  createdAt: number;
  /** Clock time of the last authenticated call; idle expiry counts from here. */
  lastSeen: number;
  /** Set by the settle step when the session has been idle too long; the next authenticated call ends it. */
  expired?: boolean;
}

export interface CaptchaRecord {
  captchaKey: string;
  code: string;
  issuedAt: number;
}

export type SmsPurpose = 'LOGIN' | 'FORGOT' | 'REGISTER' | 'SUB_ACCOUNT_RESET' | 'DEREGISTER' | 'SCHEDULE_CHANGE';

export interface SmsRecord {
  mobile: string;
  code: string;
  purpose: SmsPurpose;
  issuedAt: number;
  /** The account the code was sent for ('' for a registration: there is no account yet). */
  accountId: string;
  /** A notice rather than a code (a schedule change told to the group's contact): its words; `code` is ''. */
  text?: string;
}

/** The session and agency module's part of the state. */
export interface SessionSlice {
  accounts: AccountRecord[];
  tokens: TokenRecord[];
  session: SessionRecord | null;
  /** Outstanding captchas by captchaKey; each is removed when checked. */
  captchas: Record<string, CaptchaRecord>;
  lastCaptcha: CaptchaRecord | null;
  /** Outstanding SMS codes by `${purpose}:${mobile}`. */
  smsCodes: Record<string, SmsRecord>;
  /** Codes sent, newest first (what the phone would have received); for the developer panel and tests. */
  smsOutbox: SmsRecord[];
  /** Consecutive wrong passwords by login name. */
  loginFailures: Record<string, FailureRecord>;
  bulletins: BulletinDetail[];
  /** Frequent passengers of every account (rules/regular-passenger.ts). */
  regularPassengers: RegularPassengerRecord[];
  /** The agency's organisation (rules/agency.ts): roles, registrations, organisation records by main
   * account, supplementary (licence) applications, deregistration applications. */
  roles: RoleRecord[];
  registrations: RegistrationRecord[];
  organisations: OrganisationRecord[];
  supplements: SupplementRecord[];
  deregistrations: DeregistrationRecord[];
  /** Last number given per organisation prefix (ROL, REG, SUP, DRG, account ids). */
  agencySequences: Record<string, number>;
  /** Who has which record open: short advisory leases (rules/presence.ts). */
  presence: PresenceLease[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends SessionSlice {}
}
