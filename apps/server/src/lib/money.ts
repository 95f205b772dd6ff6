/** The database keeps satang (integers); the API speaks baht (numbers with at most two decimals). */
export const satangToBaht = (satang: number): number => satang / 100;
export const bahtToSatang = (baht: number): number => Math.round(baht * 100);
