/**
 * Keys already acted on, so that an action runs once per key: claim() is true only the first
 * time (until the key is released, e.g. after the action failed and may be tried again).
 */
export function createOnceRegistry() {
  const claimed = new Set<string>();
  return {
    claim(key: string): boolean {
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    release(key: string): void {
      claimed.delete(key);
    },
  };
}
