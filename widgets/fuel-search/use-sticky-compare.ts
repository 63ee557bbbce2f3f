import { useEffect, useState, type RefObject } from 'react';
import type { Kiosk } from '../../src/widget-contract.ts';

/**
 * spec 2.7: the sticky variant of 'Spritpreise vergleichen' on small screens (spec 4.8's mobile flag),
 * shown while the widget is on screen but its own button has scrolled away above: a reader who has not
 * reached the button yet sees the form itself, which the bar covered (issue 23, phones 9).
 */
export function useStickyCompare(
  kiosk: Kiosk,
  section: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): boolean {
  const [mobile, setMobile] = useState(() => kiosk.isMobile());
  const [sectionSeen, setSectionSeen] = useState(false);
  const [buttonPassed, setButtonPassed] = useState(false);

  useEffect(() => kiosk.bus.on('mobile-changed', ({ mobile }) => setMobile(mobile)), [kiosk]);
  useEffect(() => {
    if (typeof IntersectionObserver == 'undefined' || !section.current || !button.current) return;
    const onScreen = new IntersectionObserver(([entry]) => setSectionSeen(entry?.isIntersecting ?? false));
    // The viewport stretched far downwards: the button leaves it only by scrolling off the top, and a
    // jump from below the fold to above it still crosses that edge (a plain observer saw no change).
    const passed = new IntersectionObserver(
      ([entry]) => setButtonPassed(entry ? !entry.isIntersecting : false),
      {
        rootMargin: '0px 0px 100000px 0px',
      },
    );
    onScreen.observe(section.current);
    passed.observe(button.current);
    return () => {
      onScreen.disconnect();
      passed.disconnect();
    };
  }, [section, button]);
  return mobile && sectionSeen && buttonPassed;
}
