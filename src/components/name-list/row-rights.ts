import { useMemo } from 'react';
import { PASSENGER_ACTIONS, permitsIfSaid } from '@/components/actions/registry';
import { useAccess } from '@/lib/current-user';
import type { EditorPassenger, RowRights } from './name-list-state';

/**
 * The saved rows the agent may not change or remove: each passenger's EDIT and DELETE as the gateway
 * allows them (`allowedActions`) and the agent's functions permit, asked through the action registry.
 * A passenger the gateway sent without its actions allows neither. Every list the editor holds passengers
 * from (the order's now, the one the rows were typed over) may fix or keep a row: the stricter word wins.
 */
export function rowRights(lists: readonly (readonly EditorPassenger[])[], can: (code: string) => boolean): RowRights {
  const fixed = new Set<string>();
  const kept = new Set<string>();
  for (const list of lists) {
    for (const passenger of list) {
      if (passenger.passengerId === undefined) continue;
      if (!permitsIfSaid(PASSENGER_ACTIONS, passenger, 'EDIT', can)) fixed.add(passenger.passengerId);
      if (!permitsIfSaid(PASSENGER_ACTIONS, passenger, 'DELETE', can)) kept.add(passenger.passengerId);
    }
  }
  return { fixed, kept };
}

/** `rowRights` of the order's passengers now and of the list the rows were typed over, for the signed-in agent. */
export function useRowRights(passengers: readonly EditorPassenger[], adopted: readonly EditorPassenger[]): RowRights {
  const access = useAccess();
  return useMemo(() => rowRights([passengers, adopted], access.can), [passengers, adopted, access]);
}
