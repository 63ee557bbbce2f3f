import { pageState } from '../../src/page/page-state.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';
import { meta } from './meta.ts';
import './reading-progress.css';

/** The nth article started on this page (an endless article stream starts several). */
let started = 0;

/**
 * spec 3.6, 9.6: `globalScrolldown` and `globalProgressBarWidth` drive a bar under the header, and the
 * events `article_start` (with its counter) and `article_complete`. Plain DOM, no UI runtime.
 *
 * @remarks The scroll handler reads only `scrollY` and writes only a transform, once per frame: the
 * article's place is measured on mount and when its size changes (ResizeObserver), never while
 * scrolling, so scrolling forces no layout.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const article = document.querySelector(props.article ?? 'article');
  if (!article) return logError(meta.name, `no element matches "${props.article ?? 'article'}"`);
  const state = pageState(kiosk);
  const bar = document.createElement('div');
  bar.className = 'kiosk-reading-progress__bar';
  element.classList.add('kiosk-root', 'kiosk-reading-progress');
  element.setAttribute('aria-hidden', 'true');
  element.replaceChildren(bar);

  let top = 0;
  let height = 1;
  let lastY = scrollY;
  let frame = 0;
  let counter = 0;
  let complete = false;
  const measure = () => {
    const box = article.getBoundingClientRect();
    top = box.top + scrollY;
    height = Math.max(box.height, 1);
    update();
  };
  const update = () => {
    frame = 0;
    const y = scrollY;
    const progress = Math.min(Math.max((y + innerHeight - top) / height, 0), 1);
    bar.style.transform = `scaleX(${progress})`;
    const down = y > lastY;
    state.setState({
      hasScrolling: y > 0,
      globalScrolldown: y == lastY ? state.getState().globalScrolldown : down,
      globalProgressBarWidth: Math.round(progress * 100),
    });
    lastY = y;
    if (down && !counter && progress > 0) {
      counter = ++started;
      kiosk.bus.emit('analytics-event', { name: 'article_start', props: { counter } });
    }
    if (counter && !complete && progress == 1) {
      complete = true;
      kiosk.bus.emit('analytics-event', { name: 'article_complete' });
    }
  };
  const onScroll = () => {
    frame ||= requestAnimationFrame(update);
  };

  const resize = new ResizeObserver(measure);
  resize.observe(article);
  addEventListener('scroll', onScroll, { passive: true, signal: scope.signal });
  scope.add(() => {
    resize.disconnect();
    cancelAnimationFrame(frame);
  });
});
