import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { findPlaces } from '../../features/fuel/fuel-api.ts';
import { placeLabel } from '../../features/fuel/fuel-search.ts';
import type { Place } from '../../features/fuel/station.ts';
import { latestOnly } from '../../src/latest-only.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { field } from '../../ui/field.ts';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';

const SUGGEST_AFTER_MS = 200;

interface PlaceComboboxProps {
  api: PlatformApi;
  timeoutMs: number;
  value: string;
  onType(text: string): void;
  onChoose(place: Place): void;
}

/**
 * 'Ort oder PLZ' with place suggestions: the ARIA 1.2 combobox pattern (a list that autocompletes).
 * Arrow keys move through the suggestions, Enter takes one, Escape closes the list; the number of
 * suggestions is announced. Enter without a chosen suggestion submits the form as usual.
 */
export function PlaceCombobox({ api, timeoutMs, value, onType, onChoose }: PlaceComboboxProps) {
  const id = useUniqueId('kiosk-fuel-place');
  const [suggestions, setSuggestions] = useState<readonly Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
      setActive(-1);
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
    setActive(-1);
    setStatus('');
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key == 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key == 'ArrowUp' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key == 'Enter' && open && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key == 'Enter') {
      // The form searches what was typed: the list closes, and no late suggestion reopens it over the
      // results; the field then reads the place the search found ('Berl' becomes '10178 Berlin').
      typed.current = false;
      lookups.stop();
      setOpen(false);
      setActive(-1);
    } else if (event.key == 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="kiosk-fuel-place">
      <label className="kiosk-fuel__label" htmlFor={id}>
        Ort oder PLZ
      </label>
      <input
        id={id}
        className={`${field} kiosk-fuel__input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onType(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Vorschläge"
        className="kiosk-fuel-place__list"
        hidden={!open}
      >
        {suggestions.map((place, index) => (
          <li
            key={`${place._id}-${place.name}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index == active}
            className="kiosk-fuel-place__option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      <div className={visuallyHidden} role="status">
        {status}
      </div>
    </div>
  );
}
