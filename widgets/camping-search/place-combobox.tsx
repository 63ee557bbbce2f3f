import { useEffect, useRef, useState } from 'react';
import { findPlaces } from '../../features/camping/camping-api.ts';
import type { CampingPlace } from '../../features/camping/pitch.ts';
import { latestOnly } from '../../src/latest-only.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { Combobox } from '../../ui/combobox.tsx';
import { field } from '../../ui/field.ts';
import { placeLabel } from './camping-controller.ts';

const SUGGEST_AFTER_MS = 200;

interface PlaceComboboxProps {
  api: PlatformApi;
  timeoutMs: number;
  value: string;
  onType(text: string): void;
  onChoose(place: CampingPlace): void;
}

const optionLabel = (place: CampingPlace) => `${placeLabel(place)} · ${place.detail}`;

/**
 * 'Ort, Region oder PLZ' with suggestions from the server (ui/combobox.tsx, as the fuel search), asked
 * for once the typing pauses; the newest answer wins. Enter without a chosen suggestion submits.
 */
export function PlaceCombobox({ api, timeoutMs, value, onType, onChoose }: PlaceComboboxProps) {
  const [suggestions, setSuggestions] = useState<readonly CampingPlace[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const typed = useRef(false);
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
      if (!turn.isCurrent() || !found.ok) return;
      const places = found.value.places;
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
  }, [api, timeoutMs, value, lookups]);

  return (
    <Combobox
      label="Ort, Region oder PLZ"
      className="kiosk-camping-form__place"
      labelClassName="kiosk-camping__label"
      inputClassName={`${field} kiosk-camping__input`}
      enterKeyHint="search"
      value={value}
      onInput={(text) => {
        typed.current = true;
        onType(text);
      }}
      options={suggestions}
      optionLabel={optionLabel}
      optionKey={(place) => place.id}
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
        typed.current = false;
        lookups.stop();
        setOpen(false);
      }}
    />
  );
}
