import { useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { findPlaces } from '../../features/camping/camping-api.ts';
import type { CampingPlace } from '../../features/camping/pitch.ts';
import { actionButton } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { PlaceCombobox } from '../../ui/place-combobox.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { placeLabel, type CampingSearch } from './camping-controller.ts';

interface SearchFormProps {
  search: CampingSearch;
  timeoutMs: number;
  /** Whether the place searched for is found (the reader then looks at the results). */
  onSearched(): void;
}

const PERSONS = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * 'Ort, Region oder PLZ', 'Anreise', 'Abreise', 'Personen', 'Stellplatz suchen'. The fields are the
 * reader's until they search; a restored search (back, a link) writes them anew.
 */
export function SearchForm({ search, timeoutMs, onSearched }: SearchFormProps) {
  const query = useStore(search.store, (state) => state.query);
  const message = useStore(search.store, (state) => (state.messageAt == 'form' ? state.message : undefined));
  const busy = useStore(search.store, (state) => state.status == 'loading');
  const id = useUniqueId('kiosk-camping-form');
  const [text, setText] = useState(query.place);
  const [place, setPlace] = useState<CampingPlace>();
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [persons, setPersons] = useState(query.persons);
  // A search from elsewhere (back and forward, a shared link) shows in the fields (adjusted while rendering).
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setText(query.place);
    setFrom(query.from);
    setTo(query.to);
    setPersons(query.persons);
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await search.submit({ text, place, from, to, persons })) onSearched();
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      className="kiosk-camping-form"
      role="search"
      aria-label="Stellplatz suchen"
      onSubmit={(event) => void submit(event)}
    >
      <PlaceCombobox
        label="Ort, Region oder PLZ"
        className="kiosk-camping-form__place"
        labelClassName="kiosk-camping__label"
        inputClassName={`${field} kiosk-camping__input`}
        value={text}
        onType={setText}
        onChoose={(chosen: CampingPlace) => {
          setPlace(chosen);
          setText(placeLabel(chosen));
        }}
        find={async (typed, signal) => {
          const found = await findPlaces(search.kiosk.api, typed, { timeoutMs, signal });
          return found.ok ? { ok: true, value: found.value.places } : found;
        }}
        optionLabel={(place) => `${placeLabel(place)} · ${place.detail}`}
        optionKey={(place) => place.id}
      />
      <div className="kiosk-camping-form__field">
        <label className="kiosk-camping__label" htmlFor={`${id}-from`}>
          Anreise
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={`${field} kiosk-camping__input`}
          min={today}
          value={from}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
      </div>
      <div className="kiosk-camping-form__field">
        <label className="kiosk-camping__label" htmlFor={`${id}-to`}>
          Abreise
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${field} kiosk-camping__input`}
          min={from || today}
          value={to}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
      </div>
      <div className="kiosk-camping-form__field kiosk-camping-form__field--narrow">
        <label className="kiosk-camping__label" htmlFor={`${id}-persons`}>
          Personen
        </label>
        <select
          id={`${id}-persons`}
          className={`${field} kiosk-camping__input`}
          value={String(persons)}
          onChange={(event) => setPersons(Number(event.currentTarget.value))}
        >
          {PERSONS.map((count) => (
            <option key={count} value={String(count)}>
              {count}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${actionButton} kiosk-camping-form__submit`} aria-disabled={busy}>
        Stellplatz suchen
      </button>
      <p id={`${id}-message`} className="kiosk-camping-form__message" role="alert">
        {message}
      </p>
    </form>
  );
}
