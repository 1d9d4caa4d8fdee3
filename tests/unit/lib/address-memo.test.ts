import { describe, expect, it, vi } from 'vitest';
import { perAddress } from '@/lib/address-memo';

describe('an answer per address', () => {
  it('works an address out once, an unknown answer too, and starts over past its limit', () => {
    const work = vi.fn((address: string) => (address === '/none' ? undefined : address.length));
    const lookup = perAddress(work, 2);
    expect(lookup('/agent')).toBe(6);
    expect(lookup('/agent')).toBe(6);
    expect(lookup('/none')).toBeUndefined();
    expect(lookup('/none')).toBeUndefined();
    expect(work).toHaveBeenCalledTimes(2);
    lookup('/third');
    lookup('/agent');
    expect(work).toHaveBeenCalledTimes(4);
  });
});
