/**
 * The due records the simulator's state keeps. A leaf (types of domain/ and the gateway catalogue only), so
 * state.ts and the rules both import it without an import cycle.
 */

/** A reminder "sent" by SMS to the agency's contact phone, once per item and stage. */
export interface DueReminderRecord {
  /** `${itemId}|URGENT` (the last 2 hours began) or `${itemId}|ARRIVED` (news). */
  reminderId: string;
  ownerAccountId: string;
  mobile: string;
  text: string;
  sentAt: number;
}

/** The due list's part of the state. */
export interface DueSlice {
  /** Reminders of what falls due "sent" by SMS to each agency's contact phone, newest first, one per item and stage (rules/due.ts). */
  dueReminders: DueReminderRecord[];
}

// The slice joins the simulator's state here, beside its records: state.ts lists no module.
declare module '../../state' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the state, not an alias of the slice
  interface SimulatorState extends DueSlice {}
}
