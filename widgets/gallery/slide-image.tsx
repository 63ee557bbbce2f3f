import { useEffect, useState } from 'react';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { GALLERY_LABELS } from './labels.ts';
import type { GalleryImage } from './read-figures.ts';

export interface SlideImageProps {
  image: GalleryImage;
  /** The current image and its neighbours load at once (issue 29: neighbours preloaded). */
  eager: boolean;
  /** The zoom's transform, on the current image only. */
  transform?: string;
}

/**
 * One overlay image. One that fails or has not arrived after the platform's call timeout shows a
 * German message with 'Erneut versuchen' in its place; the caption and the navigation stay.
 */
export function SlideImage({ image, eager, transform }: SlideImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state != 'loading' || !eager) return;
    const timer = setTimeout(() => setState('failed'), DEFAULT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, eager, attempt]);

  return (
    <>
      <img
        key={attempt}
        className="kiosk-gallery-overlay__image"
        // The address last (see src/kit/element-helper.ts: preact sets attributes as written).
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={image.srcset ? '100vw' : undefined}
        srcSet={image.srcset}
        src={image.src}
        draggable={false}
        hidden={state == 'failed'}
        style={transform ? { transform } : undefined}
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
      {state == 'failed' && (
        <div className="kiosk-gallery-overlay__failed" role="alert">
          <p>{GALLERY_LABELS.imageFailed}</p>
          <button
            type="button"
            className={actionButtonSecondary}
            onClick={() => {
              setAttempt((value) => value + 1);
              setState('loading');
            }}
          >
            {GALLERY_LABELS.retry}
          </button>
        </div>
      )}
    </>
  );
}
