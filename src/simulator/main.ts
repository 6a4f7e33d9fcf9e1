import { startSimulator } from './index';

/** Standalone entry: `tsx src/simulator/main.ts`. The only simulator file that reads the environment. */

function numberFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got ${raw}`);
  return value;
}

function clockFrom(name: string): 'real' | 'manual' | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw !== 'real' && raw !== 'manual')
    throw new Error(`${name} must be real or manual, got ${raw}`);
  return raw;
}

// SIM_CLOCK=manual, SIM_START, SIM_SPORTS and SIM_RATE_LIMIT serve simulated-time runs (a month
// of polling in seconds): time moves only through POST /__sim/advance.
const sports = process.env.SIM_SPORTS;
const simulator = await startSimulator({
  seed: numberFrom('SIM_SEED'),
  speed: numberFrom('SIM_SPEED'),
  port: numberFrom('SIM_PORT') ?? 0,
  clock: clockFrom('SIM_CLOCK'),
  startTime: numberFrom('SIM_START'),
  sports: sports ? sports.split(',') : undefined,
  rateLimit: numberFrom('SIM_RATE_LIMIT'),
});
process.stdout.write(`${simulator.url}\n`);

const stop = (): void => {
  void simulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Started by Arbiter with a pipe on stdin: when the parent dies, even by SIGKILL, the pipe
// closes and the simulator follows instead of lingering on its port.
if (process.env.SIM_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', stop);
  process.stdin.resume();
}
