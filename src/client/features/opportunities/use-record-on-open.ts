import { useEffect } from 'react';
import type { Opportunity } from '../../../contracts/opportunities';
import { useRecordOpenedOpportunity } from './api/record-opened-opportunity';
import { createOnceRegistry } from './record-once';

/** Opportunities recorded since the page loaded: one POST each, however often they are opened. */
const recordedThisSession = createOnceRegistry();

/**
 * Opening a live opportunity records it in the member's history as active (decisions.md); the
 * server turns it expired when the opportunity ends, unless the member executed it. A failed
 * attempt is quiet (the dialog's "Record in history" still works) and is tried again on the next
 * open.
 */
export function useRecordOnOpen(opportunity: Opportunity | null, stillLive: boolean) {
  const { mutateAsync } = useRecordOpenedOpportunity();
  const id = opportunity?.id ?? null;
  useEffect(() => {
    if (id === null || !stillLive || !recordedThisSession.claim(id)) return;
    // The promise settles even if the dialog closed meanwhile, so a failure is always released.
    mutateAsync(id).catch(() => recordedThisSession.release(id));
  }, [id, stillLive, mutateAsync]);
}
