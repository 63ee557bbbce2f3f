/**
 * The demo CMP's banner styles, injected under the page's CSP nonce. Light and dark follow the demo
 * site (`data-kiosk-theme`, else the system setting); every text and control is at least 4.5:1 on its
 * background, and refusing looks exactly like accepting (German DPAs' guidance on CMP banners).
 */
export const BANNER_CSS = `
.demo-cmp {
  --cmp-bg: #ffffff; --cmp-fg: #1a1a1a; --cmp-line: #6b6b6b; --cmp-button: #1f4e79; --cmp-on-button: #ffffff;
  --cmp-focus: #b3261e;
  box-sizing: border-box; width: min(40rem, calc(100vw - 1rem)); max-height: calc(100vh - 1rem);
  margin: auto auto 0.5rem; padding: 1rem 1.25rem; overflow: auto;
  border: 1px solid var(--cmp-line); border-radius: 8px; background: var(--cmp-bg); color: var(--cmp-fg);
  font: 1rem/1.5 system-ui, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-kiosk-theme=light]) .demo-cmp {
    --cmp-bg: #1e1e1e; --cmp-fg: #ededed; --cmp-line: #8a8a8a; --cmp-button: #9cc3e6; --cmp-on-button: #111111;
    --cmp-focus: #ffb4ab;
  }
}
:root[data-kiosk-theme=dark] .demo-cmp {
  --cmp-bg: #1e1e1e; --cmp-fg: #ededed; --cmp-line: #8a8a8a; --cmp-button: #9cc3e6; --cmp-on-button: #111111;
  --cmp-focus: #ffb4ab;
}
.demo-cmp::backdrop { background: rgb(0 0 0 / 0.45); }
.demo-cmp h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
.demo-cmp p { margin: 0 0 1rem; }
.demo-cmp__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.demo-cmp__button {
  flex: 1 1 12rem; min-height: 44px; padding: 0.5rem 1rem; border: 2px solid var(--cmp-button);
  border-radius: 6px; background: var(--cmp-button); color: var(--cmp-on-button); font: inherit; font-weight: 600;
  cursor: pointer;
}
.demo-cmp__button:focus-visible, .demo-cmp__reopen:focus-visible, .demo-cmp input:focus-visible {
  outline: 3px solid var(--cmp-focus); outline-offset: 2px;
}
.demo-cmp__settings { margin-top: 1rem; }
.demo-cmp__settings fieldset { margin: 0 0 0.75rem; border: 1px solid var(--cmp-line); border-radius: 6px; }
.demo-cmp__option { display: flex; gap: 0.5rem; align-items: flex-start; min-height: 44px; padding: 0.25rem 0; }
.demo-cmp__option input { width: 1.25rem; height: 1.25rem; margin-top: 0.15rem; flex: none; }
.demo-cmp__reopen {
  padding: 0; border: 0; background: none; color: inherit; font: inherit; text-decoration: underline; cursor: pointer;
}
`;
