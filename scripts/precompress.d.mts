export const COMPRESSIBLE: RegExp;
/** Writes .br and .gz beside every compressible file of `dir`; answers how many files. */
export function precompress(dir: string): number;
