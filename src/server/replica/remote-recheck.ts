import { RecheckRefused, type RecheckResult } from '../engine/opportunity-recheck';
import { OddsApiError, type OddsApiFailureKind } from '../odds/odds-api-client';
import type { RequestChannel } from '../platform/bus/requests';
import {
  decodeJson,
  encodeJson,
  parsed,
  recheckAnswerSchema,
  SCANNER_TOPICS,
  type Rechecker,
} from './scanner-services';

/** A re-check asks the source once (the odds client gives an ordinary call 10 s) and a little more. */
const RECHECK_TIMEOUT_MS = 15_000;

/**
 * Re-checks in a process that is not the elected scanner: sent to the scanner over the bus, its
 * refusals and source failures thrown here as the scanner threw them; `NoAnswer` when no scanner
 * answers (the route's 503). Members' daily counts and the credit cap are in PostgreSQL.
 */
export class RemoteRecheck implements Rechecker {
  constructor(private readonly requests: RequestChannel) {}

  async recheck(opportunityId: string, memberId: string | null): Promise<RecheckResult> {
    const topic = SCANNER_TOPICS.recheck;
    const bytes = await this.requests.ask(
      topic,
      encodeJson({ opportunityId, memberId }),
      RECHECK_TIMEOUT_MS,
    );
    const answer = parsed(topic, () => decodeJson(recheckAnswerSchema, bytes));
    if ('result' in answer) return answer.result;
    if ('refused' in answer)
      throw new RecheckRefused(answer.refused.reason, answer.refused.message);
    const { kind, message } = answer.sourceFailed;
    throw new OddsApiError(kind as OddsApiFailureKind, message, null, null, null);
  }
}

/**
 * In a process that runs a scanner too: its own re-checks while it is the elected one, else the
 * elected scanner's (a standby's board is not polled).
 */
export function recheckWhereScannerLeads(
  local: Rechecker,
  remote: Rechecker,
  leads: () => boolean,
): Rechecker {
  return {
    recheck: (opportunityId, memberId) =>
      (leads() ? local : remote).recheck(opportunityId, memberId),
  };
}
