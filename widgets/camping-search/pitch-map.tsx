import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useStore } from 'zustand';
import { PITCH_TYPES, type PitchEntry } from '../../features/camping/pitch.ts';
import { iconButton } from '../../ui/icon-button.tsx';
import { textButton } from '../../ui/text-button.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CampingSearch } from './camping-controller.ts';
import type { BaseLayer } from './map-base-layer.ts';
import {
  BASE_SCALE,
  clusterZoom,
  createMapProjection,
  EUROPE,
  fitView,
  panBy,
  viewBbox,
  zoomAt,
  type MapSize,
  type MapView,
} from './map-view.ts';
import { euros, OUTLINE_FAILED, pitchCount } from './messages.ts';
import { createPinClusters, type MapItem } from './pin-clusters.ts';

/** How far an arrow key pans, in px. */
const PAN_STEP = 80;
const ZOOM_STEP = 1.6;
/** A pan or zoom counts as finished after this pause; then the area is offered or searched. */
const SETTLE_MS = 400;
/** Pins this far outside the frame (in px) still render, so a drag brings them in before it ends. */
const MARGIN = 160;
/** A run of wheel notches counts as one zoom after this pause; then the map is drawn anew. */
const WHEEL_END_MS = 150;

interface PitchMapProps {
  search: CampingSearch;
  Base: BaseLayer;
  entries: ReadonlyMap<string, PitchEntry>;
  onOpen(id: string): void;
}

const itemKey = (item: MapItem) => (item.kind == 'pitch' ? item.point.id : `cluster-${item.id}`);

function pinName(item: MapItem, entries: ReadonlyMap<string, PitchEntry>) {
  if (item.kind == 'cluster') return `${pitchCount(item.count)} hier, Enter vergrößert`;
  const entry = entries.get(item.point.id);
  const price = `${euros(item.point.price)} pro Nacht`;
  return entry ? `${entry.name}, ${entry.place}, ${price}` : `${PITCH_TYPES[item.point.type]}, ${price}`;
}

/**
 * The camping map (issue 28): the base layer, the pins (clustered), and the controls. Two tab stops:
 * the surface (arrow keys pan, '+' / '−' zoom) and the pins (arrow keys walk the visible pins in list
 * order, Enter opens one or zooms into a cluster). A pin marks and scrolls to its entry; focus stays.
 */
export function PitchMap({ search, Base, entries, onOpen }: PitchMapProps) {
  const points = useStore(search.store, (state) => state.answer?.points);
  const marked = useStore(search.store, (state) => state.marked);
  const fitVersion = useStore(search.store, (state) => state.fitVersion);
  const area = useStore(search.store, (state) => state.query.area);
  const movedArea = useStore(search.store, (state) => state.movedArea);
  const searchOnMove = useStore(search.store, (state) => state.searchOnMove);
  const id = useUniqueId('kiosk-camping-map');
  const frame = useRef<HTMLDivElement>(null);
  const [projection] = useState(createMapProjection);
  const [size, setSize] = useState<MapSize>();
  const [view, setView] = useState<MapView>();
  const [outline, setOutline] = useState<boolean>();
  const [active, setActive] = useState<string>();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A gesture (drag, pinch, wheel) moves the drawn layers with one CSS transform per frame and draws
  // the map anew only when it ends (issue 28: no long task while panning and zooming).
  const gesture = useRef<MapView>(undefined);
  const drawn = useRef<MapView>(undefined);
  const frameRequest = useRef(0);
  const wheelEnd = useRef<ReturnType<typeof setTimeout>>(undefined);
  const baseLayer = useRef<SVGSVGElement>(null);
  const pinLayer = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) => (old && old.width == width && old.height == height ? old : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new place, a restored link or a new size shows the searched area; a pan keeps the reader's view
  // (adjusted while rendering).
  const [fitted, setFitted] = useState<{ version: number; size: MapSize }>();
  if (size && size.width > 0 && (fitted?.version !== fitVersion || fitted.size !== size)) {
    setFitted({ version: fitVersion, size });
    setView(fitView(projection, area ?? EUROPE, size));
  }

  useEffect(
    () => () => {
      clearTimeout(settle.current);
      clearTimeout(wheelEnd.current);
      cancelAnimationFrame(frameRequest.current);
    },
    [],
  );

  /** A view the reader made: after a pause, the area is offered or searched. */
  const moveTo = useCallback(
    (next: MapView) => {
      setView(next);
      clearTimeout(settle.current);
      settle.current = setTimeout(() => size && search.mapMoved(viewBbox(projection, next, size)), SETTLE_MS);
    },
    [search, projection, size],
  );

  /** Shows `next` at once by moving what is drawn; the map is drawn anew when the gesture ends. */
  const preview = useCallback((next: MapView) => {
    gesture.current = next;
    frameRequest.current ||= requestAnimationFrame(() => {
      frameRequest.current = 0;
      const from = drawn.current;
      const to = gesture.current;
      if (!from || !to) return;
      const scale = to.k / from.k;
      const transform = `translate(${to.x - from.x * scale}px, ${to.y - from.y * scale}px) scale(${scale})`;
      for (const layer of [baseLayer.current, pinLayer.current]) if (layer) layer.style.transform = transform;
    });
  }, []);
  const endGesture = useCallback(() => {
    const next = gesture.current;
    gesture.current = undefined;
    if (next) moveTo(next);
  }, [moveTo]);

  // The new view is drawn: the layers' interim transform goes in the same frame.
  useLayoutEffect(() => {
    drawn.current = view;
    if (gesture.current) return;
    cancelAnimationFrame(frameRequest.current);
    frameRequest.current = 0;
    for (const layer of [baseLayer.current, pinLayer.current]) if (layer) layer.style.transform = '';
  }, [view]);

  const clusters = useMemo(() => createPinClusters(points ?? [], projection), [points, projection]);
  const zoom = view ? clusterZoom(view) : 0;
  const visible = useMemo(() => {
    if (!view || !size) return [];
    return clusters
      .at(zoom)
      .map((item) => ({ item, x: item.bx * view.k + view.x, y: item.by * view.k + view.y }))
      .filter(
        ({ x, y }) => x > -MARGIN && y > -MARGIN && x < size.width + MARGIN && y < size.height + MARGIN,
      );
  }, [clusters, zoom, view, size]);

  // Wheel zoom needs a listener that may cancel the page's scroll (React's is passive).
  const ready = !!view && !!size;
  useEffect(() => {
    const element = frame.current;
    if (!element || !ready) return;
    const onWheel = (event: WheelEvent) => {
      const from = gesture.current ?? drawn.current;
      if (!from) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      preview(
        zoomAt(from, Math.exp(-event.deltaY * 0.002), event.clientX - box.left, event.clientY - box.top),
      );
      clearTimeout(wheelEnd.current);
      wheelEnd.current = setTimeout(endGesture, WHEEL_END_MS);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ready, preview, endGesture]);

  // The frame is in the first render (its height is the stylesheet's), so the page never moves when the
  // map has measured it, and the size is the frame's alone, not the controls' below it.
  if (!view || !size)
    return (
      <div className="kiosk-camping-map">
        <div ref={frame} className="kiosk-camping-map__frame" />
      </div>
    );

  const centre = () => ({ x: size.width / 2, y: size.height / 2 });
  const zoomBy = (factor: number) => moveTo(zoomAt(view, factor, centre().x, centre().y));

  const onSurfaceKey = (event: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) moveTo(panBy(view, ...move));
    else if (event.key == '+' || event.key == '=') zoomBy(ZOOM_STEP);
    else if (event.key == '-' || event.key == '−') zoomBy(1 / ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const others = [...pointers.current.entries()].filter(([pointer]) => pointer != event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [other] = others;
    const from = gesture.current ?? view;
    if (!other) return preview(panBy(from, event.clientX - before.x, event.clientY - before.y));
    // Pinch: the distance between the fingers scales the map around their midpoint.
    const [, fixed] = other;
    const was = Math.hypot(before.x - fixed.x, before.y - fixed.y) || 1;
    const now = Math.hypot(event.clientX - fixed.x, event.clientY - fixed.y) || 1;
    const box = event.currentTarget.getBoundingClientRect();
    preview(
      zoomAt(
        from,
        now / was,
        (event.clientX + fixed.x) / 2 - box.left,
        (event.clientY + fixed.y) / 2 - box.top,
      ),
    );
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size == 0) endGesture();
  };

  const zoomInto = (item: Extract<MapItem, { kind: 'cluster' }>) => {
    const target = clusters.expansionZoom(item.id);
    const k = Math.max(view.k, (512 * 2 ** target * 1.05) / (BASE_SCALE * 2 * Math.PI));
    moveTo({ k, x: size.width / 2 - item.bx * k, y: size.height / 2 - item.by * k });
    setActive(undefined);
  };

  const activate = (item: MapItem, byKeyboard: boolean) => {
    search.kiosk.bus.emit('analytics-event', {
      name: 'camping_map_pin',
      props: { pitch: item.kind == 'pitch' ? item.point.id : '', cluster: item.kind == 'cluster' },
    });
    if (item.kind == 'cluster') return zoomInto(item);
    const pitchId = item.point.id;
    // A pin whose entry is listed marks it first; Enter, or a second click, opens the overlay.
    if (byKeyboard || marked == pitchId || !entries.has(pitchId)) onOpen(pitchId);
    else search.choose(pitchId);
  };

  const activeIndex = visible.findIndex(({ item }) => itemKey(item) == active);
  const walk = (index: number) => {
    const next = visible[(index + visible.length) % visible.length];
    if (!next) return;
    setActive(itemKey(next.item));
    if (next.item.kind == 'pitch') search.choose(next.item.point.id);
  };
  const onPinsKey = (event: KeyboardEvent) => {
    if (event.key == 'ArrowRight' || event.key == 'ArrowDown') walk(activeIndex + 1);
    else if (event.key == 'ArrowLeft' || event.key == 'ArrowUp') walk(activeIndex < 0 ? -1 : activeIndex - 1);
    else if (event.key == 'Home') walk(0);
    else if (event.key == 'End') walk(-1);
    else if (event.key == 'Enter' || event.key == ' ') {
      const current = visible[activeIndex];
      if (current) activate(current.item, true);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="kiosk-camping-map">
      <div
        ref={frame}
        className="kiosk-camping-map__frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="kiosk-camping-map__surface"
          role="application"
          aria-roledescription="Karte"
          aria-label="Karte"
          aria-describedby={`${id}-help`}
          tabIndex={0}
          onKeyDown={onSurfaceKey}
        >
          <svg
            ref={baseLayer}
            className="kiosk-camping-map__svg"
            width={size.width}
            height={size.height}
            aria-hidden="true"
          >
            <rect className="kiosk-camping-map__sea" width={size.width} height={size.height} />
            <Base view={view} size={size} onLoaded={setOutline} />
          </svg>
        </div>
        <div
          className="kiosk-camping-map__pins"
          role="listbox"
          aria-label="Stellplätze auf der Karte"
          aria-describedby={`${id}-pins-help`}
          aria-activedescendant={activeIndex >= 0 ? `${id}-${active}` : undefined}
          tabIndex={0}
          onKeyDown={onPinsKey}
          onFocus={() =>
            activeIndex < 0 &&
            walk(
              Math.max(
                0,
                visible.findIndex(({ item }) => itemKey(item) == marked),
              ),
            )
          }
        >
          <div ref={pinLayer} role="none" className="kiosk-camping-map__pin-layer">
            {visible.map(({ item, x, y }) => {
              const key = itemKey(item);
              const isMarked = item.kind == 'pitch' && item.point.id == marked;
              return (
                <div
                  key={key}
                  id={`${id}-${key}`}
                  role="option"
                  aria-selected={isMarked}
                  aria-label={pinName(item, entries)}
                  className={[
                    'kiosk-camping-pin',
                    item.kind == 'cluster'
                      ? 'kiosk-camping-pin--cluster'
                      : `kiosk-camping-pin--${item.point.type}`,
                    isMarked ? 'kiosk-camping-pin--marked' : '',
                    key == active ? 'kiosk-camping-pin--active' : '',
                  ].join(' ')}
                  style={{ transform: `translate(${Math.round(x)}px, ${Math.round(y)}px)` }}
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={() => {
                    setActive(key);
                    activate(item, false);
                  }}
                >
                  <span aria-hidden="true">
                    {item.kind == 'cluster' ? item.count : euros(item.point.price)}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        {outline === false && (
          <p className="kiosk-camping-map__note" role="status">
            {OUTLINE_FAILED}
          </p>
        )}
        <p className="kiosk-camping-map__credit">Kartendaten: Natural Earth</p>
      </div>
      <p id={`${id}-help`} hidden>
        Pfeiltasten verschieben die Karte, Plus und Minus zoomen.
      </p>
      <p id={`${id}-pins-help`} hidden>
        Pfeiltasten wählen einen Stellplatz, Enter öffnet ihn.
      </p>
      <div className="kiosk-camping-map__controls">
        <button
          type="button"
          className={`${iconButton} kiosk-camping-map__zoom`}
          aria-label="Hineinzoomen"
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          +
        </button>
        <button
          type="button"
          className={`${iconButton} kiosk-camping-map__zoom`}
          aria-label="Herauszoomen"
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          −
        </button>
        <button
          type="button"
          className={`${textButton} kiosk-camping-map__reset`}
          onClick={() => setView(fitView(projection, area ?? EUROPE, size))}
        >
          Karte zurücksetzen
        </button>
      </div>
      <div className="kiosk-camping-map__area">
        {movedArea && !searchOnMove && (
          <button
            type="button"
            className="kiosk-camping-map__search-here"
            onClick={() => search.searchMovedArea()}
          >
            In diesem Gebiet suchen
          </button>
        )}
        <label className="kiosk-camping-map__auto">
          <input
            type="checkbox"
            checked={searchOnMove}
            onChange={(event) => search.setSearchOnMove(event.currentTarget.checked)}
          />
          Beim Verschieben suchen
        </label>
      </div>
    </div>
  );
}
