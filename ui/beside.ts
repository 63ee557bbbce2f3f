/**
 * A holder right after a mount point that cannot hold its widget: `<button data-widget="add-to-cart">`
 * (or a link) cannot contain a select and a button. `show(false)` hides the server's element while the
 * widget lives; `remove()` takes the holder away and shows the element again, so the server markup is
 * never lost.
 */
export function besideHolder(element: HTMLElement) {
  const holder = document.createElement('span');
  holder.className = 'kiosk-beside';
  element.after(holder);
  // `hidden` alone loses to a host rule like `.btn { display: inline-block }`.
  const show = (visible: boolean) => {
    element.hidden = !visible;
    element.style.display = visible ? '' : 'none';
  };
  return {
    holder,
    show,
    remove() {
      holder.remove();
      show(true);
    },
  };
}
