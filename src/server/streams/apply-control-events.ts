import type { AppContext } from '../app-context';

/**
 * What a control event means in this process: the caches and streams it touches. Every process
 * applies every event, wherever it happened.
 */
export function applyControlEvents(
  ctx: Pick<AppContext, 'control' | 'access' | 'streams' | 'alerts' | 'ledgers'>,
): () => void {
  return ctx.control.onControl((event) => {
    switch (event.type) {
      case 'session.ended':
        ctx.access.forgetSessionHash(event.sessionHash);
        ctx.streams.closeSession(event.sessionHash);
        break;
      case 'plan.changed':
        ctx.access.forgetAll();
        ctx.streams.recheckSoon();
        break;
      case 'alert-rules.changed':
        ctx.alerts?.rules.invalidate();
        break;
      case 'ledger.changed':
        if (event.userId === undefined) ctx.ledgers.refreshAll();
        else ctx.ledgers.refresh(event.userId);
        break;
    }
  });
}
