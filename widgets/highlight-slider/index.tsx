import { holdPageTicker } from '../../features/newsticker/page-ticker.ts';
import { imageSize } from '../../features/images/image-size.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { HighlightSlider } from './highlight-slider.tsx';
import { meta } from './meta.ts';
import './highlight-slider.css';

/** The slot whose size the slider's pictures have (spec 9.2), so the row does not shift as they load. */
const SLOT = 'teaser4er';

/** `data-widget="highlight-slider"`: the latest highlights of the newsticker feed in an article (spec 1). */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { ticker, release } = holdPageTicker(kiosk, meta.name);
  scope.add(release);
  const size = imageSize(SLOT, kiosk.isMobile() ? 'mobile' : 'desktop') ?? { width: 262, height: 148 };
  const limit = Math.min(Math.max(Math.round(props.limit ?? 8), 1), 10);
  return mountReact(
    element,
    <HighlightSlider
      ticker={ticker}
      title={props.title?.trim() || 'Highlights'}
      limit={limit}
      imageWidth={size.width}
      imageHeight={size.height ?? Math.round((size.width * 9) / 16)}
      track={(label) => kiosk.bus.emit('analytics-event', { name: 'Newsticker / Meldung', props: { label } })}
    />,
  );
});
