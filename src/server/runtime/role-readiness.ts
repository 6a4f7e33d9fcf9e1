import type { Role } from '../config';
import type { ScannerState } from './scanner-role';

/** What /readyz asks of this process's roles (the api role is ready when it answers). */
export interface RoleReadiness {
  roles: Role[];
  /** Null when this process runs no scanner. */
  scanner: (() => ScannerState) | null;
  /** Null when this process runs no jobs; else whether the job runner has started. */
  jobs: (() => boolean) | null;
}
