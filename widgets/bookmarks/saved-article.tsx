import type { SavedItem } from '../../features/favourites/api.ts';
import { imageSize } from '../../features/images/image-size.ts';
import { actionButtonMinor } from '../../ui/action-button.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { shortenText } from '../../features/text/shorten-text.ts';

const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '18.11.2026', or nothing for a date the server wrote in a form no one can read. */
function germanDate(date: string | undefined): string | undefined {
  const time = date ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? undefined : DATE_FORMAT.format(time);
}

/** One saved article: image of the `list.favorites` slot (spec 9.2), title, date, remove button. */
export function SavedArticle({
  item,
  device,
  onRemove,
}: {
  item: SavedItem;
  device: 'desktop' | 'mobile';
  /** Gets the button, which loses its row. */
  onRemove: (button: HTMLButtonElement) => void;
}) {
  // Server URLs pass the one check before they become an href or a src.
  const href = safeUrl(item.url, { source: 'bookmarks', field: 'favorites[].url' });
  const image = safeUrl(item.image, { source: 'bookmarks', field: 'favorites[].image' });
  const size = imageSize('list.favorites', device);
  // An article title fits in 150 characters; server text of any length must not freeze the panel.
  const title = shortenText(item.title || 'Gemerkter Beitrag', 150);
  const date = germanDate(item.date);
  return (
    <li className="kiosk-bookmarks__item">
      {image && (
        <img
          className="kiosk-bookmarks__image"
          alt=""
          width={size?.width}
          height={size?.height}
          loading="lazy"
          // The address last (see src/kit/element-helper.ts: preact sets attributes as written).
          src={image}
        />
      )}
      <div className="kiosk-bookmarks__text">
        {href ? (
          <a className="kiosk-bookmarks__title" href={href}>
            {title}
          </a>
        ) : (
          <span className="kiosk-bookmarks__title">{title}</span>
        )}
        {date && (
          <time className="kiosk-bookmarks__date" dateTime={item.date}>
            {date}
          </time>
        )}
      </div>
      <button
        type="button"
        className={`${actionButtonMinor} kiosk-bookmarks__remove`}
        aria-label={`Entfernen: ${title}`}
        onClick={(event) => onRemove(event.currentTarget)}
      >
        Entfernen
      </button>
    </li>
  );
}
