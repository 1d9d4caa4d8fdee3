import type { NameListRowChange, OrderPassenger, PassengerInput, RequestOf } from '@/lib/gateway';
import type { orderApi } from '@/lib/gateway';

/** A name-list save as the gateway takes it, without the order number. */
export type NameListSaveBody = Omit<RequestOf<typeof orderApi.passengerSave>, 'orderNo'>;

const FIELDS = ['name', 'passengerType', 'idType', 'idNo', 'birthDate', 'gender', 'mobile'] as const satisfies readonly (keyof PassengerInput)[];

const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

function sameFields(a: PassengerInput, b: PassengerInput): boolean {
  return FIELDS.every((field) => blankAsAbsent(a[field]) === blankAsAbsent(b[field]));
}

/**
 * What the editor changed against the list it read, as `/order/passenger/save` takes it: the rows it
 * changed (each with the revision it was read at) and added, and the ones it removed. Rows it left as
 * they were are not sent, so another person's change to them stands (the gateway merges per passenger).
 */
export function nameListSave(
  read: readonly OrderPassenger[],
  rows: readonly (PassengerInput & { passengerId?: string })[],
  baseRevision: number,
): NameListSaveBody {
  const readById = new Map(read.map((passenger) => [passenger.passengerId, passenger]));
  const kept = new Set<string>();
  const passengers: NameListRowChange[] = [];
  for (const row of rows) {
    const { passengerId, ...input } = row;
    const before = passengerId ? readById.get(passengerId) : undefined;
    if (!passengerId || !before) {
      passengers.push(inputOf(input));
      continue;
    }
    kept.add(passengerId);
    if (!sameFields(before, input)) passengers.push({ ...inputOf(input), passengerId, baseRevision: before.revision });
  }
  const removed = read.filter((passenger) => !kept.has(passenger.passengerId)).map(({ passengerId, revision }) => ({ passengerId, baseRevision: revision }));
  return { baseRevision, passengers, removed };
}

function inputOf(row: PassengerInput): PassengerInput {
  const input: PassengerInput = { name: row.name, passengerType: row.passengerType, idType: row.idType, idNo: row.idNo };
  for (const field of ['birthDate', 'gender', 'mobile'] as const) {
    const value = blankAsAbsent(row[field]);
    if (value !== undefined) Object.assign(input, { [field]: value });
  }
  return input;
}
