/** The spec's gap between tabs, so the browser and the books are not hit all at once. */
export const OPEN_GAP_MS = 500;

/** Opens each link in its own tab, one every 500 ms. */
export function openSportsbooks(urls: readonly string[]): void {
  [...new Set(urls)].forEach((url, index) => {
    setTimeout(() => window.open(url, '_blank', 'noopener,noreferrer'), index * OPEN_GAP_MS);
  });
}
