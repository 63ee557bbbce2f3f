import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** min, gzip -9 and brotli q11 bytes of one built file. */
export interface Size {
  min: number;
  gzip: number;
  brotli: number;
}

export function measure(file: string): Size {
  const bytes = readFileSync(file);
  return {
    min: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sum(sizes: Size[]): Size {
  return sizes.reduce(
    (total, size) => ({
      min: total.min + size.min,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { min: 0, gzip: 0, brotli: 0 },
  );
}

export const formatBytes = (bytes: number) => bytes.toLocaleString('en-US') + ' B';
