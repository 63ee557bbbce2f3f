/** A shopping-cart glyph; decorative, the button around it carries the name. */
export function CartIcon() {
  return (
    <svg
      className="kiosk-cart-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.6 3h14.7l-1.8 8.1a2 2 0 0 1-2 1.6H8.6a2 2 0 0 1-2-1.6L4.4 2.9A1 1 0 0 0 3.4 2H1v2h1.6Z"
      />
    </svg>
  );
}
