/**
 * Numbers the simulated gateway mints (orders, tickets, money, registrations, invoices, reports): each
 * kind continues its own counter in the state, after the seed's last one, so a reload or a new number
 * never repeats one given before.
 */

/** The next value of `sequences[key]`, which starts after `start`; the counter is advanced. */
export function nextSequence(sequences: Record<string, number>, key: string, start = 0): number {
  const next = (sequences[key] ?? start) + 1;
  sequences[key] = next;
  return next;
}

/** `prefix` + the next value of its counter, zero-padded to `digits`: 'TO100201', 'AGT0004'. */
export function mintNo(sequences: Record<string, number>, prefix: string, digits: number, start = 0, key = prefix): string {
  return `${prefix}${String(nextSequence(sequences, key, start)).padStart(digits, '0')}`;
}
