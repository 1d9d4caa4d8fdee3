import { enumOf, type EnumValue } from './enum';

/**
 * What one search across every channel finds (docs/decisions.md "One search box"): the kinds of record
 * the gateway's `/search` answers, in the order the box groups them. A passenger is a person's place in
 * an order (the name list's row); the other kinds are the records themselves.
 */
export const SearchKind = enumOf('SearchKind');
export type SearchKind = EnumValue<typeof SearchKind>;

/** The screen a hit opens; the number names the record there. */
export const SearchScreen = enumOf('SearchScreen');
export type SearchScreen = EnumValue<typeof SearchScreen>;

/** The part of an order's page a hit opens at. */
export type SearchTab = 'passengers' | 'tickets' | 'ancillary';

/** What the box sends: at most this many characters (a name, a number, a few words). */
export const SEARCH_TEXT_MAX = 50;
