/**
 * A reader-opened pop-up's turn in the page's overlay layer (spec 2.2), for plain DOM and React alike:
 * it pre-empts an unrequested pop-up and holds the others back until the returned function is called.
 *
 * @remarks The layer loads with the first pop-up the reader opens (a chunk of its own, at once from
 * cache after that), so the pop-up's first paint does not wait for it and pages whose readers open
 * nothing never download it.
 */
export function takeOverlayTurn(id: string): () => void {
  let open = true;
  let close: (() => void) | undefined;
  void import('../src/overlay/page-overlay.ts').then(({ pageOverlay }) => {
    if (open) close = pageOverlay().request({ id, kind: 'reader', show: () => undefined });
  });
  return () => {
    open = false;
    close?.();
  };
}
