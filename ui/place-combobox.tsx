import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Result } from '../src/http.ts';
import { latestOnly } from '../src/latest-only.ts';
import { Combobox } from './combobox.tsx';

/** Suggestions are asked for once the typing pauses this long. */
const SUGGEST_AFTER_MS = 200;

export interface PlaceComboboxProps<Place> {
  /** The field's name ('Ort oder PLZ'). */
  label: string;
  /** The wrapper's, the label's and the field's classes: their CSS stays with the widget. */
  className: string;
  labelClassName: string;
  inputClassName: string;
  value: string;
  onType(text: string): void;
  onChoose(place: Place): void;
  /** The widget's own place call (with its timeout); errors are values and leave the list as it was. */
  find(text: string, signal: AbortSignal): Promise<Result<readonly Place[]>>;
  optionLabel(place: Place): string;
  optionKey(place: Place): string;
}

/**
 * A place field with suggestions from the server (ui/combobox.tsx: the ARIA 1.2 pattern), asked for
 * once the typing pauses; the newest answer wins and the number of suggestions is announced. Enter
 * without a chosen suggestion submits the form as usual. The fuel and the camping search share it.
 */
export function PlaceCombobox<Place>({
  label,
  className,
  labelClassName,
  inputClassName,
  value,
  onType,
  onChoose,
  find,
  optionLabel,
  optionKey,
}: PlaceComboboxProps<Place>) {
  const [suggestions, setSuggestions] = useState<readonly Place[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const typed = useRef(false);
  // One sequence for the component's life (a lazy initial state is made once, unlike a ref's value).
  const [lookups] = useState(latestOnly);
  // The owner's call as of the last render: a new function each render must not ask again.
  const call = useRef(find);
  useLayoutEffect(() => {
    call.current = find;
  }, [find]);

  useEffect(() => {
    if (!typed.current) return;
    const text = value.trim();
    const turn = lookups.next();
    const timer = setTimeout(async () => {
      if (text.length < 2) {
        setSuggestions([]);
        setOpen(false);
        return;
      }
      const found = await call.current(text, turn.signal);
      // A slower answer for an older text never replaces a newer one.
      if (!turn.isCurrent() || !found.ok) return;
      const places = found.value;
      setSuggestions(places);
      setOpen(places.length > 0);
      setStatus(
        places.length == 0
          ? 'Keine passenden Orte gefunden.'
          : `${places.length} ${places.length == 1 ? 'Ort' : 'Orte'} gefunden. Mit den Pfeiltasten auswählen.`,
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      clearTimeout(timer);
      lookups.stop();
    };
  }, [value, lookups]);

  return (
    <Combobox
      label={label}
      className={className}
      labelClassName={labelClassName}
      inputClassName={inputClassName}
      enterKeyHint="search"
      value={value}
      onInput={(text) => {
        typed.current = true;
        onType(text);
      }}
      options={suggestions}
      optionLabel={optionLabel}
      optionKey={optionKey}
      open={open}
      onOpenChange={setOpen}
      listLabel="Vorschläge"
      status={status}
      onChoose={(place) => {
        typed.current = false;
        setOpen(false);
        setStatus('');
        onChoose(place);
      }}
      onEnter={() => {
        // The form searches what was typed: the list closes, and no late suggestion reopens it over the
        // results.
        typed.current = false;
        lookups.stop();
        setOpen(false);
      }}
    />
  );
}
