const LF = 0x0a;
const FIRST = { id: 'i'.charCodeAt(0), data: 'd'.charCodeAt(0), event: 'e'.charCodeAt(0) };

/**
 * Counts a stream's bus events (blocks with an id and data and no event name, as the server
 * writes them) straight from its bytes, keeping nothing of them: a load client reading 2,500
 * streams for minutes would otherwise hold or parse every message. Only the first byte of each
 * line is read (the server's fields are `id:`, `data:`, `event:`, `retry:` and `:` comments).
 */
export class SseEventCounter {
  events = 0;
  bytes = 0;
  private atLineStart = true;
  private hasId = false;
  private hasData = false;
  private hasEvent = false;

  feed(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    let at = 0;
    while (at < chunk.length) {
      if (this.atLineStart) {
        const first = chunk[at]!;
        if (first === LF) {
          this.endBlock();
          at++;
          continue;
        }
        if (first === FIRST.id) this.hasId = true;
        else if (first === FIRST.data) this.hasData = true;
        else if (first === FIRST.event) this.hasEvent = true;
        this.atLineStart = false;
      }
      const end = chunk.indexOf(LF, at);
      if (end < 0) return;
      this.atLineStart = true;
      at = end + 1;
    }
  }

  private endBlock() {
    if (this.hasId && this.hasData && !this.hasEvent) this.events++;
    this.hasId = this.hasData = this.hasEvent = false;
  }
}
