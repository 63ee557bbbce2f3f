import { useEffect, useRef, useState } from 'react';
import { findPlaces } from '../../features/fuel/fuel-api.ts';
import { placeLabel } from '../../features/fuel/fuel-search.ts';
import type { Place } from '../../features/fuel/station.ts';
import { latestOnly } from '../../src/latest-only.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { Combobox } from '../../ui/combobox.tsx';
import { field } from '../../ui/field.ts';

const SUGGEST_AFTER_MS = 200;

interface PlaceComboboxProps {
  api: PlatformApi;
  timeoutMs: number;
  value: string;
  onType(text: string): void;
  onChoose(place: Place): void;
}

/**
 * 'Ort oder PLZ' with place suggestions from the server (ui/combobox.tsx: the ARIA 1.2 pattern), asked
 * for once the typing pauses; the number of suggestions is announced. Enter without a chosen suggestion
 * submits the form as usual.
 */
export function PlaceCombobox({ api, timeoutMs, value, onType, onChoose }: PlaceComboboxProps) {
  const [suggestions, setSuggestions] = useState<readonly Place[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const typed = useRef(false);
  // One sequence for the component's life (a lazy initial state is made once, unlike a ref's value).
  const [lookups] = useState(latestOnly);

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
      const found = await findPlaces(api, text, { timeoutMs, signal: turn.signal });
      // A slower answer for an older text never replaces a newer one.
      if (!turn.isCurrent() || !found.ok) return;
      setSuggestions(found.value);
      setOpen(found.value.length > 0);
      setStatus(
        found.value.length == 0
          ? 'Keine passenden Orte gefunden.'
          : `${found.value.length} ${found.value.length == 1 ? 'Ort' : 'Orte'} gefunden. Mit den Pfeiltasten auswählen.`,
      );
    }, SUGGEST_AFTER_MS);
    return () => {
      clearTimeout(timer);
      lookups.stop();
    };
  }, [api, timeoutMs, value, lookups]);

  const choose = (place: Place) => {
    typed.current = false;
    setOpen(false);
    setStatus('');
    onChoose(place);
  };

  return (
    <Combobox
      label="Ort oder PLZ"
      className="kiosk-fuel-place"
      labelClassName="kiosk-fuel__label"
      inputClassName={`${field} kiosk-fuel__input`}
      enterKeyHint="search"
      value={value}
      onInput={(text) => {
        typed.current = true;
        onType(text);
      }}
      options={suggestions}
      optionLabel={placeLabel}
      optionKey={(place) => `${place._id}-${place.name}`}
      open={open}
      onOpenChange={setOpen}
      listLabel="Vorschläge"
      status={status}
      onChoose={choose}
      onEnter={() => {
        // The form searches what was typed: the list closes, and no late suggestion reopens it over the
        // results; the field then reads the place the search found ('Berl' becomes '10178 Berlin').
        typed.current = false;
        lookups.stop();
        setOpen(false);
      }}
    />
  );
}
