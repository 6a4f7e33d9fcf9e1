import type { MessagePort } from 'node:worker_threads';
import type { Config } from '../config';
import type { PlatformKind } from './platform';
import type { ScannerState } from './scanner-role';

/** What the scanner's thread is started with (decision 040). */
export interface ScannerThreadInit {
  config: Config;
  /** The embedded database's thread (a port to it), or the PostgreSQL server the process uses. */
  database: { kind: 'pglite'; port: MessagePort } | { kind: 'postgres'; url: string };
  platform: PlatformKind;
  /** The bus to the serving thread (thread-bus.ts). */
  busPort: MessagePort;
  /** The embedded simulator, started and stopped by the serving thread (its jobs read it too). */
  simulatorUrl: string | null;
  silent: boolean;
}

export type ToScannerThread = { t: 'start' } | { t: 'stop' };

export type FromScannerThread =
  | { t: 'ready' }
  | { t: 'failed'; message: string; stack: string | undefined }
  | { t: 'started' }
  | { t: 'state'; state: ScannerState }
  | { t: 'stopped' };

/** The request topic on which the scanner's thread answers its Prometheus series (text). */
export const SCANNER_METRICS_TOPIC = 'metrics';
