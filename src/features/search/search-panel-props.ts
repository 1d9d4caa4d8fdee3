import type { KeyboardEvent, RefObject } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/*
 * What the header's search box and its lazily loaded panel share: the list's id and the panel's props.
 * Its own module, so that neither imports the other for them (the box loads the panel by import()).
 */

export const SEARCH_LIST_ID = 'portal-search-list';

/** What the panel does with the field's keys (arrows, Enter); registered once it has loaded. */
export interface PanelKeys {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

export interface SearchPanelProps {
  text: string;
  open: boolean;
  account: string;
  navigate: NavigateFunction;
  keysRef: RefObject<PanelKeys | null>;
  /** The field: the panel names the option the arrows are on in its aria-activedescendant. */
  fieldRef: RefObject<HTMLInputElement | null>;
  /** A hit or a recent item was opened: the box empties and closes. */
  onOpened(): void;
}
