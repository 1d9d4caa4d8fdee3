/**
 * Leaving the portal for the cashier of an ONLINE payment (the airline's; the simulator's own page in
 * demos). A full page load: the cashier returns to the result page by its own link.
 *
 * An object, not a bare function, for one reason: tests in jsdom (which navigates nowhere) record the
 * departure with `vi.spyOn(cashier, 'open')` while sharing this module with other test files.
 */
export const cashier = {
  open(url: string): void {
    window.location.assign(url);
  },
};
