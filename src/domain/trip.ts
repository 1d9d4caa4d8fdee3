import { enumOf, type EnumValue } from './enum';

/**
 * Spec §3 trip direction. Read as the airline's segment direction: O is the outbound leg (去程),
 * I the inbound leg coming back (回程). Outbound is declared first so options read 去程, 回程.
 */
export const TripDirection = enumOf('TripDirection');
export type TripDirection = EnumValue<typeof TripDirection>;

/** Spec §3 trip type. */
export const TripType = enumOf('TripType');
export type TripType = EnumValue<typeof TripType>;
