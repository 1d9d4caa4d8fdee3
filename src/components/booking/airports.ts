import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingApi, call, type Airport } from '@/lib/gateway';

/**
 * The airports the airline flies (spec §7 "query airports"), shared by every booking screen. They do
 * not change while the portal runs: read once per session and kept.
 */
export const airportsQuery = () =>
  queryOptions({
    queryKey: ['airport', 'list'] as const,
    queryFn: async () => (await call(bookingApi.airports, {})).airportList,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** '上海浦东 PVG' (the code alone while the list is loading or for an unknown code). */
export function airportLabel(airports: readonly Airport[] | undefined, code: string): string {
  const airport = airports?.find((item) => item.code === code);
  return airport ? `${airport.name} ${airport.code}` : code;
}

/** The airport list and a label function for codes. */
export function useAirports() {
  const query = useQuery(airportsQuery());
  return { query, airports: query.data, label: (code: string) => airportLabel(query.data, code) };
}

/** Type-ahead: the code, the airport's or city's name, or the city's pinyin (full or initials). */
export function airportMatches(airport: Airport, input: string): boolean {
  const text = input.trim().toLowerCase();
  if (!text) return true;
  const initials = airport.cityPinyin.length > 0 ? pinyinInitials(airport.cityPinyin) : '';
  return (
    airport.code.toLowerCase().startsWith(text) ||
    airport.name.includes(input.trim()) ||
    airport.city.includes(input.trim()) ||
    airport.cityPinyin.toLowerCase().startsWith(text) ||
    (text.length >= 2 && initials === text)
  );
}

/** 'chengdu' → 'cd': the first letter of each syllable, by the common syllable starts. */
function pinyinInitials(pinyin: string): string {
  const syllables = pinyin.toLowerCase().match(/(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?[aeiouv]+(ng|n|r)?(?![aeiouv])/g);
  return syllables ? syllables.map((syllable) => syllable[0]).join('') : '';
}
