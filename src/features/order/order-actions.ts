import { AUTH, type AuthCode } from '@/config/auth-codes';
import type { IdType } from '@/domain/passenger';
import type { OrderAction, OrderPassenger, PassengerInput } from '@/lib/gateway';

/**
 * The button code each action of an order needs (auth-codes: the team order centre's buttons). PAY
 * shows the amount due and its deadline to anyone; its 去支付 link also needs the PAY function (the
 * payment screens' code), checked where the link is shown.
 */
export const ACTION_AUTH: Readonly<Record<OrderAction, AuthCode | null>> = {
  PAY: null,
  CANCEL: AUTH.TEAM_ORDER_CANCEL,
  RELEASE_SEATS: AUTH.TEAM_ORDER_RELEASE_SEATS,
  EDIT_PASSENGERS: AUTH.TEAM_ORDER_PASSENGERS,
  CHANGE_PASSENGERS: AUTH.TEAM_ORDER_PASSENGERS,
  ISSUE_TICKETS: AUTH.TEAM_ORDER_TICKET,
  REFUND: AUTH.TEAM_REFUND,
  BUY_ANCILLARY: AUTH.TEAM_ORDER_EDIT,
  DELAY: AUTH.TEAM_ORDER_EDIT,
  // Scattered orders only (their own screens, features/scattered).
  CHANGE: AUTH.SCATTERED_ORDER,
  EDIT_CONTACT: AUTH.TEAM_ORDER_EDIT,
  ADD_REMARK: AUTH.TEAM_ORDER_EDIT,
};

/** What the user may do to the order now: the actions its state allows AND the user's codes permit. */
export function permittedActions(allowed: readonly OrderAction[], can: (code: string) => boolean): ReadonlySet<OrderAction> {
  return new Set(allowed.filter((action) => {
    const code = ACTION_AUTH[action];
    return code === null || can(code);
  }));
}

/** A ticketed passenger's edits in a name change: name and document. */
export interface PassengerEdit {
  name: string;
  idType: IdType;
  idNo: string;
}

/**
 * The passenger after a name change. A new mainland ID number brings its own birth date and gender
 * (the gateway derives them when absent), so the old ones are dropped when the number changes.
 */
export function changedPassenger(before: OrderPassenger, edit: PassengerEdit): PassengerInput {
  const { passengerId: _id, ticketNo: _ticket, ...input } = before;
  const name = edit.name.trim();
  const idNo = edit.idNo.trim().toUpperCase();
  const sameDocument = idNo === before.idNo && edit.idType === before.idType;
  const after: PassengerInput = { ...input, name, idType: edit.idType, idNo };
  if (!sameDocument && edit.idType === 'NI') {
    delete after.birthDate;
    delete after.gender;
  }
  return after;
}

/** Whether an edit changes anything (an unchanged row is left out of the change). */
export function isPassengerEdited(before: OrderPassenger, edit: PassengerEdit): boolean {
  return edit.name.trim() !== before.name || edit.idType !== before.idType || edit.idNo.trim().toUpperCase() !== before.idNo;
}
