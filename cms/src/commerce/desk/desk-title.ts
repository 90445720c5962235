/** The longest title a desk case keeps (its schema's maxLength): a longer one could not be saved by staff. */
export const deskTitleMax = 200;

/**
 * A case's title in the Broker desk inbox: product · insurer · e-mail. A long (valid, up to 254 characters)
 * e-mail address is shortened in its middle, keeping its start and its domain, so the title always fits.
 */
export function deskCaseTitle(product: string, insurer: string, email: string | null, max = deskTitleMax): string {
  const head = `${product} · ${insurer}`;
  if (head.length >= max) return `${head.slice(0, max - 1)}…`;
  if (!email) return head;
  const room = max - head.length - ' · '.length;
  return `${head} · ${email.length <= room ? email : shortened(email, room)}`;
}

function shortened(email: string, room: number): string {
  if (room < 2) return '…'.slice(0, Math.max(room, 0));
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at) : '';
  // The domain stays whole when half the room holds it: it tells staff the customer's company at a glance.
  if (domain && domain.length <= room / 2) return `${email.slice(0, room - domain.length - 1)}…${domain}`;
  return `${email.slice(0, room - 1)}…`;
}
