import { useRef } from 'react';
import type { FollowedEntry } from '../../features/favourites/api.ts';
import { actionButtonMinor } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { keepFocus } from '../../ui/keep-focus.ts';
import { shortenText } from '../../features/text/shorten-text.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';

/** The followed rubrics or brands (spec 3.2 bookmarksData), each with 'Nicht mehr folgen'. */
export function FollowedList({
  heading,
  entries,
  onUnfollow,
}: {
  heading: string;
  entries: readonly FollowedEntry[];
  onUnfollow: (id: string) => void;
}) {
  const headingId = useUniqueId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (entries.length == 0) return null;
  return (
    <section className="kiosk-bookmarks__section" aria-labelledby={headingId}>
      <h3 ref={headingRef} id={headingId} className="kiosk-bookmarks__heading">
        {heading}
      </h3>
      <ul className="kiosk-bookmarks__follows">
        {entries.map((entry) => {
          const href = safeUrl(entry.url, { source: 'bookmarks', field: 'data[].url' });
          // A rubric's or brand's name fits in 80 characters; a 60 KB one froze the page for seconds.
          const title = shortenText(entry.title, 80);
          return (
            <li key={entry.id} className={`${cluster} kiosk-bookmarks__follow`}>
              {href ? <a href={href}>{title}</a> : <span>{title}</span>}
              <button
                type="button"
                className={`${actionButtonMinor} kiosk-bookmarks__remove`}
                aria-label={`Nicht mehr folgen: ${title}`}
                onClick={(event) => {
                  // The next row's button, else this list's heading, else the panel's title.
                  keepFocus(event.currentTarget, { fallbacks: () => [headingRef.current] });
                  onUnfollow(entry.id);
                }}
              >
                Nicht mehr folgen
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
