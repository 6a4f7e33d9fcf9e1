/** A clock that follows real time from an offset the test moves forward. */
export function offsetClock() {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

export const DAY_MS = 86_400_000;
