/**
 * The simulator's own clock. Real mode: start time + wall time elapsed × speed (speed > 1 for demos).
 * Manual mode: time moves only through advance(), so tests run an hour of market in milliseconds.
 * advance() also works in real mode, as a jump forward.
 */

export type ClockMode = 'real' | 'manual';

export class SimClock {
  readonly mode: ClockMode;
  readonly speed: number;
  readonly startTime: number;
  private readonly wallStart: number;
  private readonly wallNow: () => number;
  private offset = 0;

  constructor(mode: ClockMode, startTime: number, speed: number, wallNow: () => number) {
    if (!(speed > 0) || !Number.isFinite(speed))
      throw new Error(`speed must be a positive number, got ${speed}`);
    this.mode = mode;
    this.startTime = startTime;
    this.speed = speed;
    this.wallNow = wallNow;
    this.wallStart = wallNow();
  }

  now(): number {
    const elapsed = this.mode === 'real' ? (this.wallNow() - this.wallStart) * this.speed : 0;
    return this.startTime + this.offset + Math.floor(elapsed);
  }

  advance(ms: number): void {
    if (!(ms >= 0) || !Number.isFinite(ms))
      throw new Error(`advance needs a non-negative number of ms, got ${ms}`);
    this.offset += ms;
  }
}
