import type { IdType } from '@/domain/passenger';
import type { OrderPassenger, PassengerInput } from '@/lib/gateway';

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
  const name = edit.name.trim();
  const idNo = edit.idNo.trim().toUpperCase();
  const sameDocument = idNo === before.idNo && edit.idType === before.idType;
  // The input's own fields only: what the row says of itself (its id, ticket, revision, actions) is not sent.
  const { passengerType, birthDate, gender, mobile } = before;
  const after: PassengerInput = {
    name,
    passengerType,
    idType: edit.idType,
    idNo,
    ...(birthDate !== undefined ? { birthDate } : {}),
    ...(gender !== undefined ? { gender } : {}),
    ...(mobile !== undefined ? { mobile } : {}),
  };
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
