import { z } from 'zod';
import type { SimulatorHandle } from './index';

/** Shared by the HTTP tests: a fetch wrapper and the v4 error shape. */

export const START = Date.UTC(2025, 2, 1, 12);
export const ALL_MARKETS = 'regions=us,us2,uk,eu,au&markets=h2h,spreads,totals';

export const apiError = z.strictObject({
  message: z.string(),
  error_code: z.string(),
  details_url: z.string().url(),
});

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export async function get(sim: SimulatorHandle, path: string): Promise<Answer> {
  const res = await fetch(`${sim.url}${path}`);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as unknown, text, headers: res.headers };
}

export function quotaHeaders(a: Answer): [number, number, number] {
  return [
    Number(a.headers.get('x-requests-used')),
    Number(a.headers.get('x-requests-remaining')),
    Number(a.headers.get('x-requests-last')),
  ];
}
