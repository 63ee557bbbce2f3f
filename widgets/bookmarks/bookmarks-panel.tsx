import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SideSheet } from '../../ui/side-sheet.tsx';
import { keepFocus } from '../../ui/keep-focus.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { FollowedList } from './followed-list.tsx';
import { SavedArticle } from './saved-article.tsx';
import './bookmarks-panel.css';

export interface BookmarksPanelProps {
  controller: FavouritesController;
  isMobile: () => boolean;
  /** The tour channel where the brand runs tours (features.tours): its saved tours are listed too. */
  tourChannel?: string;
}

/**
 * The bookmarks panel: a side panel on desktop, a full-height sheet on phones (one native modal
 * dialog, ui/use-modal-dialog.ts). Saved articles, then followed rubrics and brands; a skeleton
 * while the first load runs, a German message with retry when it failed.
 */
export function BookmarksPanel({ controller, isMobile, tourChannel }: BookmarksPanelProps) {
  const isOpen = useStore(controller.store, (state) => state.bookmarksOpen);
  const status = useStore(controller.store, (state) => state.status);
  const channel = useStore(controller.store, (state) => state.channel);
  const ids = useStore(controller.store, (state) => state.favorites[state.channel]);
  const saved = useStore(controller.store, (state) => state.saved);
  const tourIds = useStore(controller.store, (state) => state.tours);
  const data = useStore(controller.store, (state) => state.bookmarksData);
  const notice = useStore(controller.store, (state) => state.notice);
  const savedHeadingId = useUniqueId();
  const toursHeadingId = useUniqueId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const { dialogProps } = useModalDialog(isOpen, controller.closePanel, { overlayId: 'bookmarks-panel' });

  const articles = (saved[channel] ?? []).filter((item) => ids?.includes(item.id));
  // Read with the panel's other lists: the first open adds the channel, every open reloads it.
  useEffect(() => {
    if (isOpen && tourChannel) controller.watchChannel(tourChannel);
  }, [isOpen, tourChannel, controller]);
  const tours = (saved[tourChannel ?? ''] ?? []).filter((item) => tourIds.includes(item.id));
  const following = data.bookmarksRubrics.length + data.bookmarksBrands.length;
  const firstLoad = status == 'loading' || status == 'idle';
  const panelNotice =
    notice &&
    (notice.key == 'bookmarks' ||
      notice.key.startsWith(`${channel}\n`) ||
      (tourChannel !== undefined && notice.key.startsWith(`${tourChannel}\n`)))
      ? notice.message
      : undefined;
  const unfollow = (id: string) => void controller.unfollow([id]);

  return (
    <SideSheet
      dialogProps={dialogProps}
      title="Meine Merkliste"
      onClose={controller.closePanel}
      closeRef={closeButton}
      className="kiosk-bookmarks"
    >
      <Notice
        message={status == 'failed' ? LOAD_FAILED : undefined}
        onRetry={() => void controller.load()}
        focusWhenGone={closeButton}
      />
      <Notice message={panelNotice} />
      {firstLoad ? (
        <Skeleton lines={3} block="4rem" label="Merkliste wird geladen …" />
      ) : (
        <>
          <section className="kiosk-bookmarks__section" aria-labelledby={savedHeadingId}>
            <h3 ref={savedHeading} id={savedHeadingId} className="kiosk-bookmarks__heading">
              Gemerkte Artikel
            </h3>
            {articles.length > 0 ? (
              <ul className="kiosk-bookmarks__items">
                {articles.map((item) => (
                  <SavedArticle
                    key={item.id}
                    item={item}
                    device={isMobile() ? 'mobile' : 'desktop'}
                    onRemove={(button) => {
                      keepFocus(button, { fallbacks: () => [savedHeading.current] });
                      controller.toggle(item.id, channel);
                    }}
                  />
                ))}
              </ul>
            ) : (
              <p className="kiosk-bookmarks__empty">
                {status == 'failed'
                  ? 'Gemerkte Artikel erscheinen hier, sobald die Merkliste geladen ist.'
                  : 'Sie haben noch keine Artikel gemerkt. Mit „Merken“ an einem Artikel landet er hier.'}
              </p>
            )}
          </section>
          {/* issue 23: the tour page promises the reader finds a saved tour again; here it is. */}
          {tourChannel && tours.length > 0 && (
            <section className="kiosk-bookmarks__section" aria-labelledby={toursHeadingId}>
              <h3 id={toursHeadingId} className="kiosk-bookmarks__heading">
                Gemerkte Touren
              </h3>
              <ul className="kiosk-bookmarks__items">
                {tours.map((item) => (
                  <SavedArticle
                    key={item.id}
                    item={item}
                    device={isMobile() ? 'mobile' : 'desktop'}
                    onRemove={(button) => {
                      keepFocus(button, { fallbacks: () => [savedHeading.current] });
                      controller.toggle(item.id, tourChannel);
                    }}
                  />
                ))}
              </ul>
            </section>
          )}
          <FollowedList heading="Gefolgte Rubriken" entries={data.bookmarksRubrics} onUnfollow={unfollow} />
          <FollowedList heading="Gefolgte Marken" entries={data.bookmarksBrands} onUnfollow={unfollow} />
          {following == 0 && status == 'ready' && (
            <p className="kiosk-bookmarks__empty">Sie folgen noch keinen Rubriken oder Marken.</p>
          )}
        </>
      )}
    </SideSheet>
  );
}
