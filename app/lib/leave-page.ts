/**
 * Sends the browser to another site (the payment page). Its own module so tests
 * can replace it: jsdom cannot navigate and its location cannot be spied on.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
