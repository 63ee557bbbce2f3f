import { memo, useEffect, useRef } from 'react';
import { GALLERY_LABELS } from './labels.ts';
import type { GalleryImage } from './read-figures.ts';

export interface ThumbnailStripProps {
  images: readonly GalleryImage[];
  current: number;
  /** How many thumbnails there are yet: the overlay adds them a batch per frame as it opens. */
  count: number;
  onPick(index: number): void;
}

/** The overlay's thumbnails: one button per image, the current one marked and kept in view. */
export const ThumbnailStrip = memo(function ThumbnailStrip({
  images,
  current,
  count,
  onPick,
}: ThumbnailStripProps) {
  const strip = useRef<HTMLOListElement>(null);
  const currentShown = count > current;
  useEffect(() => {
    const list = strip.current;
    const thumb = list?.children[current] as HTMLElement | undefined;
    if (!list || !thumb) return;
    list.scrollTo({
      left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2,
      behavior: 'instant',
    });
  }, [current, currentShown]);

  return (
    <nav className="kiosk-gallery-overlay__thumbs-nav" aria-label={GALLERY_LABELS.thumbnails}>
      <ol ref={strip} className="kiosk-gallery-overlay__thumbs">
        {images.slice(0, count).map((image, place) => (
          <Thumbnail
            key={place}
            image={image}
            place={place}
            length={images.length}
            current={place == current}
            onPick={onPick}
          />
        ))}
      </ol>
    </nav>
  );
});

interface ThumbnailProps {
  image: GalleryImage;
  place: number;
  length: number;
  current: boolean;
  onPick(index: number): void;
}

/** One thumbnail; a step re-renders the two whose mark changes, not all sixty. */
const Thumbnail = memo(function Thumbnail({ image, place, length, current, onPick }: ThumbnailProps) {
  return (
    <li className="kiosk-gallery-overlay__thumb-item">
      <button
        type="button"
        className="kiosk-gallery-overlay__thumb"
        aria-label={GALLERY_LABELS.thumbnail(place + 1, length)}
        aria-current={current ? 'true' : undefined}
        onClick={() => onPick(place)}
      >
        {/* `loading` before `src` (src/kit/element-helper.ts): written the other way round, all sixty
            thumbnails loaded as the overlay opened, a task of 300–450 ms at 4× CPU (issue 29's bench). */}
        <img
          loading="lazy"
          decoding="async"
          alt=""
          width={64}
          height={Math.round((64 * image.height) / image.width)}
          sizes={image.srcset ? '4rem' : undefined}
          srcSet={image.srcset}
          src={image.src}
        />
      </button>
    </li>
  );
});
