import { useEffect, useState, type RefObject } from 'react';
import type { Kiosk } from '../../src/widget-contract.ts';

/**
 * spec 2.7: the sticky variant of 'Spritpreise vergleichen' on small screens (spec 4.8's mobile flag),
 * shown while the widget is on screen but its own button has scrolled away.
 */
export function useStickyCompare(
  kiosk: Kiosk,
  section: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): boolean {
  const [mobile, setMobile] = useState(() => kiosk.isMobile());
  const [sectionSeen, setSectionSeen] = useState(false);
  const [buttonSeen, setButtonSeen] = useState(true);

  useEffect(() => kiosk.bus.on('mobile-changed', ({ mobile }) => setMobile(mobile)), [kiosk]);
  useEffect(() => {
    if (typeof IntersectionObserver == 'undefined' || !section.current || !button.current) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target == section.current) setSectionSeen(entry.isIntersecting);
        else setButtonSeen(entry.isIntersecting);
      }
    });
    observer.observe(section.current);
    observer.observe(button.current);
    return () => observer.disconnect();
  }, [section, button]);
  return mobile && sectionSeen && !buttonSeen;
}
