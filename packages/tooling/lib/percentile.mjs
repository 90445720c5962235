/** The p-th percentile (nearest rank) of numbers sorted ascending; NaN for none. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
