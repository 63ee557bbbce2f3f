import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import type { RenderPart } from '../../src/kit/island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { Bell } from './bell.tsx';
import type { Bus } from '../../src/bus.ts';
import { newsTracker } from './track.ts';

/**
 * The bell's interactive part (issue 22): the React bell, which opens the list in its popover. Its events
 * (track.ts) come with it: the resting bell sends none.
 */
export const renderBell =
  (ticker: NewsTicker, moreUrl: string | undefined, bus: Bus): RenderPart =>
  (element) =>
    mountReact(element, <Bell ticker={ticker} moreUrl={moreUrl} track={newsTracker(bus)} />);
