import { LOGIN_TO_SAVE } from '../../features/favourites/login-texts.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { Popover, type PopoverAnchorProps } from '../../ui/popover.tsx';
import type { ReactNode } from 'react';
import './login-prompt.css';

export interface LoginPromptProps {
  open: boolean;
  onClose: () => void;
  /** Both carry the return address (spec 2.3); an unusable configured page leaves its link out. */
  loginUrl: string | undefined;
  registerUrl: string | undefined;
  anchor: (props: PopoverAnchorProps) => ReactNode;
}

/** spec 2.4, 6: what a reader without login gets instead of the panel, anchored to the header button. */
export function LoginPrompt({ open, onClose, loginUrl, registerUrl, anchor }: LoginPromptProps) {
  return (
    <Popover
      overlayId="login-prompt"
      label="Anmelden"
      open={open}
      onOpenChange={(next) => !next && onClose()}
      placement="bottom-end"
      className="kiosk-bookmarks-prompt"
      anchor={anchor}
    >
      <p className="kiosk-bookmarks-prompt__text">{LOGIN_TO_SAVE}</p>
      <p className={cluster}>
        {loginUrl && (
          <a className={`${actionButton} kiosk-bookmarks-prompt__link`} href={loginUrl}>
            Anmelden
          </a>
        )}
        {registerUrl && (
          <a className={`${actionButtonSecondary} kiosk-bookmarks-prompt__link`} href={registerUrl}>
            Registrieren
          </a>
        )}
      </p>
    </Popover>
  );
}
