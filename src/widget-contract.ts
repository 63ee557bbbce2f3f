import type { Bus } from './bus.ts';
import type { Consent } from './consent/consent.ts';
import type { PageData, SiteConfig } from './config.ts';
import type { HostApi } from './host-api.ts';
import type { PlatformApi } from './platform-api.ts';
import type { Session } from './session/session.ts';
import type { ThemeController } from './theme/theme.ts';

/**
 * What every widget receives: the one shared runtime of the page.
 * @remarks This is the single extension point (STYLE.md): widgets reach the platform through it and
 * through `src/` modules, never through each other.
 */
export interface Kiosk {
  readonly version: string;
  readonly bus: Bus;
  readonly config: SiteConfig;
  readonly page: PageData;
  /** What `window.kiosk.push/on/off` forward to. */
  readonly host: HostApi;
  readonly session: Session;
  readonly theme: ThemeController;
  /** Calls to the platform API (`config.apiHost`) with the login rules of spec 5.2 and 7.x. */
  readonly api: PlatformApi;
  /** The reader's consent from the page's CMP (issue 24): `allows({ vendor })` before any third party loads. */
  readonly consent: Consent;
  /** spec 4.8: viewport ≤ 1024 px, kept current. */
  isMobile(): boolean;
}

export type Unmount = () => void;

/** The props of a mount point: the parsed `data-props` object. */
export type WidgetProps = Record<string, unknown>;

/** When a mount point's widget loads (`data-load`, or the widget's default). */
export type Trigger = 'eager' | 'idle' | 'visible' | 'interaction' | `media:${string}`;

/**
 * The module a widget chunk exports. `mount` renders into `element` (leaving the server markup in
 * place until the first render is ready) and returns how to undo itself. A rejected promise or a throw
 * means the widget failed; the loader then keeps the server markup and reports it.
 * Hint: write `export const mount = defineWidget(meta, …)` (src/kit/define-widget.ts), not by hand.
 */
export interface WidgetModule {
  mount(element: HTMLElement, props: WidgetProps, kiosk: Kiosk): Unmount | Promise<Unmount>;
}
