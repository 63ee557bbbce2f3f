import type { CSSProperties } from 'react';
import { VisuallyHidden } from './visually-hidden.tsx';
import './skeleton.css';

export interface SkeletonProps {
  /** Lines of text to stand in for (the last one shorter); default 3. */
  lines?: number;
  /** A block (an image, a card) of this CSS height above the lines, e.g. '4rem'. */
  block?: string;
  /** What a screen reader hears instead of the shapes; default 'Wird geladen …'. */
  label?: string;
}

/**
 * A loading placeholder in the shape of what is coming. The shapes mean nothing to assistive
 * technology, so they are hidden from it; it hears one German 'Wird geladen …' instead.
 */
export function Skeleton({ lines = 3, block, label = 'Wird geladen …' }: SkeletonProps) {
  const blockStyle: CSSProperties | undefined = block ? { height: block } : undefined;
  return (
    <div className="kiosk-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <span className="kiosk-skeleton__shapes" aria-hidden="true">
        {block && <span className="kiosk-skeleton__block" style={blockStyle} />}
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={
              index > 0 && index == lines - 1
                ? 'kiosk-skeleton__line kiosk-skeleton__line--last'
                : 'kiosk-skeleton__line'
            }
          />
        ))}
      </span>
    </div>
  );
}
