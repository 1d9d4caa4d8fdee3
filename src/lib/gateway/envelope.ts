import type { AuthCode } from '@/config/auth-codes';

/** The gateway's wire format (spec §7, domain.md "The envelope on the wire"). */
export interface BtCommonRes {
  isOk: boolean;
  errorCode?: string;
  errorMsg?: string;
  serialNo?: string;
}

/** Every answer: the payload's fields at the top level, beside btCommonRes. */
export type Envelope<T> = T & { btCommonRes: BtCommonRes };

/**
 * A refusal's parameters, beside btCommonRes in a refused answer (`{ btCommonRes, errorParams }`): the
 * values its message was made from, and `field` when the refusal belongs to a field of the request, so
 * a screen shows it there without reading the Chinese message.
 */
export type ErrorParams = Readonly<Record<string, string | number>> & { readonly field?: string };

/** List requests carry the page wanted (currentPage from 1) besides their filters. */
export interface PageRequest {
  /**
   * 要第几页，从1开始。
   * @minimum 1
   */
  currentPage: Count;
  /**
   * 每页条数（1–100）。
   * @minimum 1
   * @maximum 100
   */
  perSize: Count;
}

export interface PageInfo {
  /** 符合条件的总条数（不止本页）。 */
  count: Count;
  /**
   * 本页页码，从1开始。
   * @minimum 1
   */
  currentPage: Count;
  /**
   * 每页条数。
   * @minimum 1
   */
  perSize: Count;
}

/** A list answer: the array under a key named per call, plus page. */
export type PageResponse<K extends string, T> = { [P in K]: T[] } & { page: PageInfo };

/**
 * A call of the catalogue: its path under the gateway prefix, and (in the type only) its
 * request and response payloads. Client code and simulator handlers both take these objects,
 * so the two cannot drift apart.
 */
export interface Endpoint<Req, Res> {
  readonly path: string;
  /**
   * The service group (the endpoints/ module it is declared in): which generated schema file holds its
   * request and response schemas (lib/gateway/contract). Absent on a call outside the catalogue.
   */
  readonly group?: string;
  /**
   * The function (authCode of the user's function menu tree) a caller must hold. The gateway refuses
   * a call without it with PERMISSION_DENIED before doing anything, whatever the portal shows.
   */
  readonly authCode?: AuthCode;
  /** Phantom member carrying the types; never present at run time. */
  readonly __types?: (req: Req) => Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<never, infer Res> ? Res : never;

export interface EndpointOptions {
  authCode?: AuthCode;
}

export function endpoint<Req, Res>(path: string, options: EndpointOptions = {}): Endpoint<Req, Res> {
  return options.authCode === undefined ? { path } : { path, authCode: options.authCode };
}

/**
 * The `endpoint` of one service group's module: `const endpoint = endpointsOf('order')` at the top of
 * endpoints/order.ts. The group names the module (scripts/contract checks that they agree), so the
 * client and the simulator find the call's schemas without a table of every path.
 */
export function endpointsOf(group: string) {
  return <Req, Res>(path: string, options: EndpointOptions = {}): Endpoint<Req, Res> => ({ ...endpoint<Req, Res>(path, options), group });
}

/**
 * Money on the wire: integer fen (domain.md "Money"), never negative. A plain number to the compiler; an
 * integer with `minimum: 0` in the contract's schemas.
 */
export type Fen = number;

/** A movement of money that may go either way (a balance's change): integer fen, negative for money out. */
export type SignedFen = number;

/** A whole count (seats, people, pages), never negative: an integer with `minimum: 0` in the contract's schemas. */
export type Count = number;

/** A whole number that may go either way (points earned or spent). */
export type SignedCount = number;

/** A calendar day, YYYY-MM-DD (Beijing). A plain string to the compiler; its pattern in the contract's schemas. */
export type DateText = string;

/** An instant, ISO 8601 in Beijing time, always with the +08:00 offset: 2026-12-03T22:00:00+08:00. */
export type DateTimeText = string;

/** A wall-clock time of day, HH:mm (Beijing): a flight's departure or arrival. */
export type ClockText = string;

/**
 * A required text: at least one character that is not white space (the gateway refuses a blank one).
 * @pattern \S
 */
export type NonBlankText = string;

/**
 * A mainland mobile number: 11 digits starting with 1.
 * @pattern ^1\d{10}$
 */
export type MobileText = string;

/**
 * An e-mail address.
 * @maxLength 254
 * @pattern ^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$
 */
export type EmailText = string;

/**
 * An e-mail address or nothing: blank (or absent) leaves it unset.
 * @maxLength 254
 * @pattern ^(\s*|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$
 */
export type OptionalEmailText = string;

/**
 * A login name chosen at registration or for a new sub-account: a letter, then 3–19 letters, digits or
 * underscores.
 * @pattern ^[A-Za-z][A-Za-z0-9_]{3,19}$
 */
export type NewUserNameText = string;

/**
 * Where a record people edit stands: its revision (1 when created or seeded, one more on every accepted
 * write) and who made the last accepted write and when. A write of the record sends the revision it was
 * read at (`baseRevision`); the gateway refuses one based on an older revision with REVISION_CONFLICT.
 */
export interface RevisionStamp {
  /**
   * 记录的版本号：新建（或初始数据）为1，每次被接受的修改加1，从不回退。
   * @minimum 1
   */
  revision: Count;
  /** 最后修改人（账号的显示名）；记录自建立以来未被修改过时不传。 */
  revisedBy?: string;
  /** 最后修改时间（网关时钟）；与 revisedBy 同时出现。 */
  revisedAt?: DateTimeText;
}

/**
 * The revision a write was based on: the `revision` of the record as the writer read it (0 when the
 * write creates the record). A write based on an older revision than the stored one is refused with
 * REVISION_CONFLICT (B2T-2004-00-005), whose answer carries the current record (`conflict`).
 */
export type BaseRevision = Count;
