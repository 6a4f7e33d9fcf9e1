/** Answers one kind of request: the request's bytes in, the answer's bytes out. */
export type Answerer = (request: Uint8Array) => Promise<Uint8Array>;

/**
 * Nobody answered a request in time: no process answers its topic now (no elected scanner), or
 * the one that does was too slow or failed. The caller says so to the member (a 503), never waits longer.
 */
export class NoAnswer extends Error {
  constructor(
    readonly topic: string,
    readonly why: 'nobody' | 'timeout' | 'failed',
  ) {
    super(`no answer to ${topic} (${why})`);
    this.name = 'NoAnswer';
  }
}

/**
 * Requests to the one process that answers a topic (the elected scanner's re-checks and market
 * analysis), from any process on the bus.
 */
export interface RequestChannel {
  /**
   * Answers `topic` for every process until the returned function is called; resolves once the
   * broker routes the topic here (a request sent after it is answered). An answerer that throws
   * is a failed request to the asker (its own errors go in its answer).
   */
  answer(topic: string, answerer: Answerer): Promise<() => Promise<void>>;
  /** Asks whoever answers `topic`; rejects with `NoAnswer` when nobody does within `timeoutMs`. */
  ask(topic: string, request: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
}

/** Requests within one process: the answerer is called directly. */
export class LocalRequests implements RequestChannel {
  private readonly answerers = new Map<string, Answerer>();

  async answer(topic: string, answerer: Answerer): Promise<() => Promise<void>> {
    this.answerers.set(topic, answerer);
    return async () => {
      if (this.answerers.get(topic) === answerer) this.answerers.delete(topic);
    };
  }

  async ask(topic: string, request: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    const answerer = this.answerers.get(topic);
    if (!answerer) throw new NoAnswer(topic, 'nobody');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new NoAnswer(topic, 'timeout')), timeoutMs);
    });
    const answered = answerer(request).catch(() => {
      throw new NoAnswer(topic, 'failed');
    });
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  }
}
