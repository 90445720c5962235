/** Where a policy stands on a Tallinn calendar day. */
export type PolicyStanding = 'upcoming' | 'active' | 'expired';

export function policyStanding(startDate: string, endDate: string, today: string): PolicyStanding {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'expired';
  return 'active';
}
