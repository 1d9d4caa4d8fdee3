import { GATEWAY_UTC_OFFSET_MINUTES } from './rules/figures';

/** Formats instants as the gateway does: in Beijing time, independent of the host's time zone. */

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function beijingParts(ms: number): Parts {
  const shifted = new Date(ms + GATEWAY_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: pad(shifted.getUTCFullYear(), 4),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
    second: pad(shifted.getUTCSeconds()),
  };
}

function offsetSuffix(): string {
  const sign = GATEWAY_UTC_OFFSET_MINUTES >= 0 ? '+' : '-';
  const minutes = Math.abs(GATEWAY_UTC_OFFSET_MINUTES);
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** ISO 8601 date-time with the gateway's offset, e.g. 2026-03-01T09:30:00+08:00. */
export function toGatewayIso(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offsetSuffix()}`;
}

/** YYYY-MM-DD */
export function toGatewayDate(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
}

/** HH:mm */
export function toGatewayHourMinute(ms: number): string {
  const p = beijingParts(ms);
  return `${p.hour}:${p.minute}`;
}

/** yyyyMMddHHmmss, the stamp inside serial numbers. */
export function toSerialStamp(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

/** Midnight (Beijing) of the day `ms` falls in, plus `days` days, plus `hhmm` ("08:35"). */
export function gatewayDayAt(ms: number, days: number, hhmm: string): number {
  const offsetMs = GATEWAY_UTC_OFFSET_MINUTES * 60_000;
  const dayMs = 24 * 60 * 60_000;
  const localMidnight = Math.floor((ms + offsetMs) / dayMs) * dayMs - offsetMs;
  const [hours, minutes] = hhmm.split(':').map(Number);
  return localMidnight + days * dayMs + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/** YYYY-MM-DD HH:mm:ss, for people (the developer panel). */
export function toGatewayDateTime(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * YYYY-MM-DD HH:mm in Beijing time: how a time reads in a message (a refusal's parameters, a log line),
 * as every screen writes it. Takes an instant or a gateway ISO string; an ISO string never reaches a
 * message (tests/unit/mocks/refusal-times.test.ts).
 */
export function toDisplayTime(at: number | string): string {
  return toGatewayDateTime(typeof at === 'string' ? Date.parse(at) : at).slice(0, 16);
}
