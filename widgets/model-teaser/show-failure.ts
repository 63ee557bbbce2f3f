import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { noticeDom } from '../../ui/notice-dom.ts';
import { skeletonDom } from '../../ui/skeleton-dom.ts';
import { TEASER_FAILED } from './messages.ts';
import type { TeaserView } from './teaser-view.ts';

/** The heading while the teaser has no model to name. */
const HEADING = 'Im Vergleich';

/**
 * spec 2.7: the teaser after its brand tree could not be read: the German error with 'Erneut
 * versuchen', the skeleton while it asks again. Loaded only once a call failed (issue 22): a reader
 * whose teaser loads never downloads it. `retry` shows the versions and says whether it could.
 */
export function showFailure(view: TeaserView, h: ElementHelper, retry: () => Promise<boolean>) {
  const failed = () => {
    notice.show(TEASER_FAILED);
    view.show(HEADING, []);
  };
  const notice = noticeDom(h, () => {
    notice.show(undefined);
    view.show(HEADING, [skeletonDom(h)]);
    retry().then((shown) => {
      if (!shown) failed();
    }, failed);
  });
  view.keepRegion(notice.region);
  failed();
}
