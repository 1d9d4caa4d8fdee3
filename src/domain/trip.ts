import { defineEnum, type EnumValue } from './enum';

/**
 * Spec §3 trip direction. Read as the airline's segment direction: O is the outbound leg (去程),
 * I the inbound leg coming back (回程). Outbound is declared first so options read 去程, 回程.
 */
export const TripDirection = defineEnum({
  O: { label: '去程' },
  I: { label: '回程' },
});
export type TripDirection = EnumValue<typeof TripDirection>;

/** Spec §3 trip type. */
export const TripType = defineEnum({
  OW: { label: '单程' },
  RT: { label: '往返' },
});
export type TripType = EnumValue<typeof TripType>;
