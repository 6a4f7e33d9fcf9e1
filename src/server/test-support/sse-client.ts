/** A minimal Server-Sent Events reader over fetch, for tests. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
  /** performance.now() when the message was parsed (freshness figures). */
  at: number;
}

export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: SseMessage[] = [];
  const waiters: (() => void)[] = [];
  // As EventSource keeps it: any block's id field, with or without data (what a reconnect sends).
  let lastEventId: string | null = null;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { id: null, event: 'message', data: '', at: 0 };
          let hasField = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') message.id = value;
            else if (field === 'event') message.event = value;
            else if (field === 'data') message.data += value;
            else continue;
            hasField = true;
          }
          if (message.id !== null) lastEventId = message.id;
          if (hasField && message.data) {
            message.at = performance.now();
            messages.push(message);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    messages,
    /** Resolves when the server ends the stream (or the reader is closed). */
    ended: reading,
    /** The last event id the server sent, as a reconnect would send it in Last-Event-ID. */
    get lastEventId() {
      return lastEventId;
    },
    async waitFor(predicate: (m: SseMessage) => boolean, timeoutMs: number): Promise<SseMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no matching SSE message within ${timeoutMs} ms (${messages.length} received)`,
          );
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
