import { idCheckChar } from '@/domain/validators';
import type { PassengerInput } from '@/lib/gateway/endpoints';
import { simulator } from '@/mocks/simulator';

/** Passengers for the order tests: mainland ID numbers with valid check characters. */

let sequence = 0;

/** A valid 18-digit ID number born on `birthDate` (YYYY-MM-DD); odd sequence = male. */
export function mainlandId(birthDate: string, gender: 'M' | 'F' = 'M', region = '310115'): string {
  sequence = (sequence + 1) % 50;
  const seq = String(sequence * 2 * 10 + (gender === 'M' ? 1 : 2))
    .padStart(3, '0')
    .slice(-3);
  const first17 = `${region}${birthDate.replaceAll('-', '')}${seq}`;
  return `${first17}${idCheckChar(first17)}`;
}

let adults = 0;

/** An adult born in the 1980s, each with its own ID number. */
export function adult(over: Partial<PassengerInput> = {}): PassengerInput {
  adults += 1;
  const day = String((adults % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(adults / 28) % 12) + 1).padStart(2, '0');
  return { name: '张伟', passengerType: 'ADT', idType: 'NI', idNo: mainlandId(`1985-${month}-${day}`), mobile: '13912345678', ...over };
}

export function child(over: Partial<PassengerInput> = {}): PassengerInput {
  return { name: '张小雨', passengerType: 'CHD', idType: 'NI', idNo: mainlandId('2018-05-01', 'F'), ...over };
}

export function infant(over: Partial<PassengerInput> = {}): PassengerInput {
  return { name: '张小宝', passengerType: 'INF', idType: 'NI', idNo: mainlandId('2026-03-10'), ...over };
}

/** The seeded record of an order (read-only). */
export const orderOf = (orderNo: string) => simulator.state.orders.find((order) => order.orderNo === orderNo)!;
