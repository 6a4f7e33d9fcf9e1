/**
 * Members polling on the spec's cadence: each action repeats every `ms`, starting at a random
 * offset within the first period so thousands of members do not fire in step.
 */
export function staggeredPolls() {
  const timers: NodeJS.Timeout[] = [];
  const pending = new Set<Promise<void>>();
  return {
    every(ms: number, action: () => Promise<void>) {
      const start = setTimeout(() => {
        const tick = () => {
          const p = action().finally(() => pending.delete(p));
          pending.add(p);
        };
        tick();
        timers.push(setInterval(tick, ms));
      }, Math.random() * ms);
      timers.push(start);
    },
    /** Stops every poll and waits for the requests in flight. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(pending);
    },
  };
}
