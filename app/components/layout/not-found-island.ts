/**
 * Reports the path of a page that does not exist in the browser's console, so a broken
 * link shows up to whoever follows it with the developer tools open.
 */
export function mount(): void {
  console.error(
    '404 Error: User attempted to access non-existent route:',
    window.location.pathname,
  );
}
