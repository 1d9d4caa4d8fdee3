/**
 * Leaves the portal for the cashier of an ONLINE payment (the airline's; the simulator's own page in
 * demos). A full page load: the cashier returns to the result page by its own link.
 */
export function openCashier(url: string): void {
  window.location.assign(url);
}
