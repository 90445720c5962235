import { addDays } from './tallinn-date';

/** Where a policy stands on a Tallinn calendar day. */
export type PolicyStanding = 'upcoming' | 'active' | 'expired';

export function policyStanding(startDate: string, endDate: string, today: string): PolicyStanding {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'expired';
  return 'active';
}

/** Whole days between two calendar dates (YYYY-MM-DD), later minus earlier; daylight saving plays no part. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface PolicyTimeline {
  standing: PolicyStanding;
  /** The day after the policy ends, when a renewed policy would start. */
  renewalDate: string;
  /** Days from today (Tallinn) until the renewal date; null once the policy has ended. */
  daysUntilRenewal: number | null;
}

/** A policy's standing and the days left until its renewal, on a Tallinn calendar day (`todayInTallinn()`). */
export function policyTimeline(startDate: string, endDate: string, today: string): PolicyTimeline {
  const standing = policyStanding(startDate, endDate, today);
  const renewalDate = addDays(endDate, 1);
  return { standing, renewalDate, daysUntilRenewal: standing === 'expired' ? null : daysBetween(today, renewalDate) };
}
