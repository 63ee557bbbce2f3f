import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { logError } from '../../src/log.ts';
import type { PopoverAnchorProps } from '../../ui/popover.tsx';
import { textButton } from '../../ui/text-button.ts';
import type { BookmarksPanelProps } from './bookmarks-panel.tsx';
import type { LoginPromptProps } from './login-prompt.tsx';

type Parts = {
  Panel?: ComponentType<BookmarksPanelProps>;
  Prompt?: ComponentType<LoginPromptProps>;
};

function HeaderButton({ anchor, onClick }: { anchor?: PopoverAnchorProps; onClick: () => void }) {
  return (
    <button
      aria-haspopup="dialog"
      {...anchor}
      type="button"
      className={`${textButton} kiosk-bookmarks-button`}
      onClick={onClick}
    >
      <svg
        className="kiosk-bookmarks-button__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
      Merkliste
    </button>
  );
}

/**
 * The button, and the part it needs once used: the panel for a logged-in reader, the login prompt
 * otherwise (spec 2.4). Each part is its own chunk, loaded the first time it is wanted.
 */
export function BookmarksHeader({
  controller,
  isMobile,
  tourChannel,
}: {
  controller: FavouritesController;
  isMobile: () => boolean;
  /** Where the brand runs tours: the panel lists the saved ones. */
  tourChannel?: string;
}) {
  const panelOpen = useStore(controller.store, (state) => state.bookmarksOpen);
  const promptOpen = useStore(controller.store, (state) => state.bookmarksLoginOpen);
  const [parts, setParts] = useState<Parts>({});

  useEffect(() => {
    if (!panelOpen || parts.Panel) return;
    import('./bookmarks-panel.tsx').then(
      ({ BookmarksPanel }) => setParts((loaded) => ({ ...loaded, Panel: BookmarksPanel })),
      (error: unknown) => {
        controller.closePanel();
        logError('bookmarks', 'the panel failed to load', error);
      },
    );
  }, [panelOpen, parts.Panel, controller]);

  useEffect(() => {
    if (!promptOpen || parts.Prompt) return;
    import('./login-prompt.tsx').then(
      ({ LoginPrompt }) => setParts((loaded) => ({ ...loaded, Prompt: LoginPrompt })),
      // Without its prompt the reader still gets to the login page.
      (error: unknown) => {
        logError('bookmarks', 'the login prompt failed to load', error);
        const { login } = controller.loginLinks();
        if (login) location.assign(login);
      },
    );
  }, [promptOpen, parts.Prompt, controller]);

  const onClick = () => (promptOpen ? controller.closeLoginPrompt() : controller.openPanel());
  const { Panel, Prompt } = parts;
  const links = controller.loginLinks();
  return (
    <>
      {Prompt ? (
        <Prompt
          open={promptOpen}
          onClose={controller.closeLoginPrompt}
          loginUrl={links.login}
          registerUrl={links.register}
          anchor={(anchor) => <HeaderButton anchor={anchor} onClick={onClick} />}
        />
      ) : (
        <HeaderButton onClick={onClick} />
      )}
      {Panel && <Panel controller={controller} isMobile={isMobile} tourChannel={tourChannel} />}
    </>
  );
}
