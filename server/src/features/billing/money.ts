/** Money is whole roubles everywhere in Raritet; YooKassa speaks decimal strings ('50.00'). */
export const formatAmountValue = (roubles: number): string => `${roubles}.00`;

/** '50.00' → 5000, '50' → 5000, '50.5' → 5050; anything else → null. Compared exactly, never as floats. */
export function amountValueToKopecks(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export const sameAmount = (value: string, roubles: number): boolean => amountValueToKopecks(value) === roubles * 100;
