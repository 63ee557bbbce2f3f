import type { NewsTicker } from '../../features/newsticker/news-ticker.ts';
import type { RenderPart } from '../../src/kit/island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { Bell } from './bell.tsx';
import type { TrackNews } from './track.ts';

/** The bell's interactive part (issue 22): the React bell, which opens the list in its popover. */
export const renderBell =
  (ticker: NewsTicker, moreUrl: string | undefined, track: TrackNews): RenderPart =>
  (element) =>
    mountReact(element, <Bell ticker={ticker} moreUrl={moreUrl} track={track} />);
