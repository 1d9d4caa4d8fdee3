/**
 * A function of an address, worked out once per address: the same few are asked about again and again (at
 * every render of a screen's frame, at each prefetch and press of a link). Addresses carry record numbers,
 * so the answers are dropped now and then rather than kept without end.
 */
export function perAddress<T>(work: (address: string) => T, limit = 500): (address: string) => T {
  const known = new Map<string, T>();
  return (address) => {
    if (known.has(address)) return known.get(address)!;
    if (known.size >= limit) known.clear();
    const answer = work(address);
    known.set(address, answer);
    return answer;
  };
}
