/**
 * issue 29: each image of the open overlay has its own address, `#bild-3` (1-based, as the counter
 * reads), so it can be shared and the browser's back closes the overlay. A gallery whose mount point
 * has an `id` prefixes it (`#testbericht-bild-3`), so two galleries on one page keep apart.
 */
export function hashFor(index: number, galleryId = ''): string {
  return `#${galleryId ? `${galleryId}-` : ''}bild-${index + 1}`;
}

/** The image index a hash names for this gallery, or undefined (another anchor, a number out of range). */
export function indexFromHash(hash: string, length: number, galleryId = ''): number | undefined {
  const prefix = `#${galleryId ? `${galleryId}-` : ''}bild-`;
  if (!hash.startsWith(prefix)) return undefined;
  const number = hash.slice(prefix.length);
  if (!/^[1-9]\d{0,3}$/.test(number)) return undefined;
  const index = Number(number) - 1;
  return index < length ? index : undefined;
}
