import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { bookingFlow } from '@/features/booking/flow';
import { tempGroupFlow } from '@/features/temp-group/flow';
import { signIn } from '../../render-app';

/** The booking-flow kit on its two flows: addresses, guards' ways back, and the loaders' reads. */

const trip = { from: 'PVG', to: 'CTU', date: '2026-12-23', trip: 'OW' as const };
const counts = { adultCount: 2, childCount: 1, infantCount: 0 };
const loaderArgs = (address: string, queryClient: QueryClient) => ({ request: new Request(`http://localhost${address}`), queryClient });
const cachedKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey[0]) + ':' + String(query.queryKey[1] ?? ''));

describe('flow kit', () => {
  it('a step’s address is its route with the state in the codec’s words', () => {
    expect(bookingFlow.href('price', { trip, counts })).toBe(
      '/normal/book/price?from=PVG&to=CTU&date=2026-12-23&trip=OW&adt=2&chd=1&inf=0',
    );
    expect(tempGroupFlow.href('flights')).toBe('/agent/due/temp/freightTariff');
    expect(bookingFlow.keys).toEqual(['reserver', 'price', 'create']);
  });

  it('each step needs what the steps before it choose', () => {
    const read = (address: string) => bookingFlow.codec.read(new URLSearchParams(address));
    expect(bookingFlow.steps.reserver.needs(null)).toEqual({});
    expect(bookingFlow.steps.price.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=OW'))).toBeNull();
    expect(bookingFlow.steps.price.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=OW&adt=2'))).toEqual({
      counts: { adultCount: 2, childCount: 0, infantCount: 0 },
      selections: null,
    });
    expect(bookingFlow.steps.create.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=OW&adt=2'))).toBeNull();
    expect(bookingFlow.steps.create.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=OW&adt=2&out=XY5101~Y'))).toEqual({
      counts: { adultCount: 2, childCount: 0, infantCount: 0 },
      selections: [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-23', cabin: 'Y' }],
    });
    // A round trip needs both legs.
    expect(bookingFlow.steps.create.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=RT&ret=2026-12-26&adt=2&out=XY5101~Y'))).toBeNull();
    expect(tempGroupFlow.steps.price.needs(read('from=PVG&to=CTU&date=2026-12-23&trip=OW&count=20'))).toBeNull();
  });

  it('a guard leads to the step that chooses what is missing, keeping what the flow keeps; without any state, to the first step', () => {
    const choice = { trip, counts, out: { flightNo: 'XY5101', cabin: 'Y' } };
    expect(bookingFlow.backTo('create', { trip, counts })).toBe(bookingFlow.href('price', { trip, counts }));
    expect(bookingFlow.backTo('create', null)).toBe('/normal/book/reserver');
    expect(bookingFlow.backTo('price', null)).toBe('/normal/book/reserver');
    // The temporary group goes back to its flights with the search and the size, not the choice.
    expect(tempGroupFlow.backTo('create', { ...choice, count: 20 })).toBe(tempGroupFlow.href('flights', { trip, count: 20 }));
  });

  it('a step’s loader warms the reads its page makes for the address, and only those', async () => {
    await signIn('user01');
    const empty = new QueryClient();
    await bookingFlow.loader('price')(loaderArgs('/normal/book/price', empty));
    expect(cachedKeys(empty)).toEqual(['"airport":list']);

    const chosen = new QueryClient();
    await bookingFlow.loader('price')(
      loaderArgs(`${bookingFlow.href('price', { trip, counts, out: { flightNo: 'XY5101', cabin: 'Y' } })}`, chosen),
    );
    expect(cachedKeys(chosen).sort()).toEqual(['"airport":list', '"booking":flights', '"booking":quote']);
  });
});
