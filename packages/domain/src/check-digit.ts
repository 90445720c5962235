/**
 * The Estonian modulus-11 check digit shared by personal codes (isikukood) and registry codes:
 * weights 1…9,1; if the remainder is 10, weights 3…9,1,2,3; if it is 10 again, the digit is 0.
 */
const firstWeights = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const secondWeights = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

export function estonianCheckDigit(digits: string): number {
  const values = [...digits].map(Number);
  const remainder = (weights: number[]) => values.reduce((sum, digit, index) => sum + digit * weights[index]!, 0) % 11;
  const first = remainder(firstWeights);
  if (first !== 10) return first;
  const second = remainder(secondWeights);
  return second === 10 ? 0 : second;
}
