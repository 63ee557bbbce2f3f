import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElementHelper } from '../../../src/kit/element-helper.ts';
import { createWidgetScope } from '../../../src/kit/widget-scope.ts';
import { createGalleryStore } from '../../../widgets/gallery/gallery-store.ts';
import { readFigures } from '../../../widgets/gallery/read-figures.ts';
import { startStickyMode, stickyIndex } from '../../../widgets/gallery/sticky-mode.ts';

const figures = (count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<figure><a href="/b/${index + 1}.svg"><img src="/b/${index + 1}.svg" width="1100" height="619" alt="Bild ${index + 1}"></a>` +
      `<figcaption>Text ${index + 1} <small data-kiosk-credit>Foto: Redaktion</small></figcaption></figure>`,
  ).join('');

describe('sticky switching (issue 29)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it.each([
    [[100, 500, 900], 450, 0],
    [[-300, 420, 900], 450, 1],
    [[-900, -500, 449], 450, 2],
    [[460, 900, 1300], 450, 0],
  ])('captions at %j, line %i: image %i', (tops, line, index) => {
    expect(stickyIndex(tops, line)).toBe(index);
  });

  it('a caption reaching the middle of the window switches the stage image, and nothing is left on stop', async () => {
    const element = document.createElement('div');
    element.innerHTML = figures(4);
    document.body.append(element);
    const images = readFigures(element, 'gallery');
    const store = createGalleryStore(images.length);
    const scope = createWidgetScope('gallery');
    let tops = [100, 800, 1500, 2200];
    for (const [index, { figure }] of images.entries())
      vi.spyOn(figure, 'getBoundingClientRect').mockImplementation(() => ({ top: tops[index] }) as DOMRect);
    vi.stubGlobal('innerHeight', 900);
    const open = vi.fn();
    const sticky = startStickyMode({
      element,
      images,
      store,
      h: createElementHelper('gallery', scope),
      advertorial: true,
      open,
    })!;
    const stage = element.querySelector('.kiosk-gallery__stage')!;
    expect(stage.querySelector('img')!.getAttribute('src')).toMatch(/\/b\/1\.svg$/);
    expect(stage.textContent).toBe('1 / 4Anzeige');

    tops = [-1300, -600, 300, 1000];
    dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(store.getState().index).toBe(2);
    expect(stage.querySelector('img')!.getAttribute('src')).toMatch(/\/b\/3\.svg$/);
    expect(stage.querySelector('button')!.getAttribute('aria-label')).toBe('Bild 3 von 4 groß anzeigen');
    expect(images[2]!.figure.classList.contains('kiosk-gallery__figure--current')).toBe(true);

    stage.querySelector('button')!.click();
    expect(open).toHaveBeenCalledWith(2, sticky.opener);

    sticky.stop();
    expect(element.querySelector('.kiosk-gallery__stage')).toBeNull();
    expect(element.className).toBe('');
    expect(element.querySelector('.kiosk-gallery__figure--current')).toBeNull();
    vi.unstubAllGlobals();
  });
});
