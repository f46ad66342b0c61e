// The page requests in flight, by page offset, each with a ticket: an answer counts only while
// its ticket is still its page's latest, so an answer that arrives late (asked before an
// invalidation or a newer request for the same page) is refused instead of overwriting.

export class PageRequests {
  private readonly byOffset = new Map<number, number>();
  private tickets = 0;

  /** Records a request for the page at `offset`; returns its ticket. */
  start(offset: number): number {
    const ticket = ++this.tickets;
    this.byOffset.set(offset, ticket);
    return ticket;
  }

  has(offset: number): boolean {
    return this.byOffset.has(offset);
  }

  /** Whether `ticket` is the page's latest request; if so the request is over (answered or failed). */
  settle(offset: number, ticket: number): boolean {
    if (this.byOffset.get(offset) !== ticket) return false;
    this.byOffset.delete(offset);
    return true;
  }

  /** Forgets every request: the answers on their way will be refused. */
  clear(): void {
    this.byOffset.clear();
  }
}
