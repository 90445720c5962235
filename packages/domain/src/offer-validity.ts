/** An offer can be confirmed and paid until its validity deadline (an instant, stored in UTC). */
export function isOfferValid(validUntil: Date | string, now: Date = new Date()): boolean {
  const deadline = typeof validUntil === 'string' ? new Date(validUntil) : validUntil;
  return !Number.isNaN(deadline.getTime()) && now.getTime() < deadline.getTime();
}

/** The deadline of an offer made now that is valid for `hours`. */
export function offerDeadline(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 60 * 60 * 1000);
}
