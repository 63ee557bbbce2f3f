import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPlaces as findCampingPlaces } from '../../features/camping/camping-api.ts';
import type { CampingPlace } from '../../features/camping/pitch.ts';
import { findPlaces as findFuelPlaces } from '../../features/fuel/fuel-api.ts';
import { placeLabel } from '../../features/fuel/fuel-search.ts';
import type { Place } from '../../features/fuel/station.ts';
import { createPlatformApi } from '../../src/platform-api.ts';
import { PlaceCombobox } from '../../ui/place-combobox.tsx';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

/** The shared place field (fuel search, camping search) against the demo host's place calls. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function FuelPlace({ apiHost, onChoose }: { apiHost: string; onChoose(place: Place): void }) {
  const [api] = useState(() => createPlatformApi(apiHost, () => undefined));
  const [text, setText] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <PlaceCombobox<Place>
        label="Ort oder PLZ"
        className="place"
        labelClassName="label"
        inputClassName="field"
        value={text}
        onType={setText}
        onChoose={(place) => {
          setText(placeLabel(place));
          onChoose(place);
        }}
        find={(typed, signal) => findFuelPlaces(api, typed, { timeoutMs: 5_000, signal })}
        optionLabel={placeLabel}
        optionKey={(place) => `${place._id}-${place.name}`}
      />
    </form>
  );
}

function CampingPlaceField({ apiHost }: { apiHost: string }) {
  const [api] = useState(() => createPlatformApi(apiHost, () => undefined));
  const [text, setText] = useState('');
  return (
    <PlaceCombobox<CampingPlace>
      label="Ort, Region oder PLZ"
      className="place"
      labelClassName="label"
      inputClassName="field"
      value={text}
      onType={setText}
      onChoose={(place) => setText(place.name)}
      find={async (typed, signal) => {
        const found = await findCampingPlaces(api, typed, { timeoutMs: 5_000, signal });
        return found.ok ? { ok: true, value: found.value.places } : found;
      }}
      optionLabel={(place) => `${place.name} · ${place.detail}`}
      optionKey={(place) => place.id}
    />
  );
}

const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('PlaceCombobox (ui/place-combobox.tsx)', () => {
  it('suggests places once the typing pauses, announces how many, and takes one with the keyboard', async () => {
    const host = routeFetchToDemoHost({ now: () => new Date('2026-11-23T11:00:00Z') });
    const chosen = vi.fn();
    render(<FuelPlace apiHost={host.apiHost} onChoose={chosen} />);
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    typeInto(field, 'H');
    typeInto(field, 'Ha');
    typeInto(field, 'Hamb');
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    // One lookup for the pause after 'Hamb', none for the letters typed before it.
    expect(host.requests.filter((request) => request.url.includes('/mt/places'))).toHaveLength(1);
    expect(screen.getByText('3 Orte gefunden. Mit den Pfeiltasten auswählen.')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((field as HTMLInputElement).value).toBe('20095 Hamburg');
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ name: 'Hamburg' }));
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on typed text closes the list, and no late suggestion opens it again', async () => {
    const host = routeFetchToDemoHost();
    render(<FuelPlace apiHost={host.apiHost} onChoose={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Ort oder PLZ' });
    typeInto(field, 'Berl');
    await screen.findByRole('listbox', { name: 'Vorschläge' });
    typeInto(field, 'Berli');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('never lets the answer for older text replace the newer one', async () => {
    const host = routeFetchToDemoHost();
    render(<CampingPlaceField apiHost={host.apiHost} />);
    const field = screen.getByRole('combobox', { name: 'Ort, Region oder PLZ' });
    const held = host.hold();
    typeInto(field, 'Rügen');
    await held.answered;
    typeInto(field, 'Büsum');
    const list = await screen.findByRole('listbox', { name: 'Vorschläge' });
    await waitFor(() => expect(within(list).getAllByRole('option')[0]?.textContent).toMatch(/^Büsum/));
    await held.release();
    expect(within(list).getAllByRole('option')[0]?.textContent).toMatch(/^Büsum/);
    expect(within(list).queryByText(/^Rügen/)).toBeNull();
  });

  it('says when no place fits, and asks nothing for a single letter', async () => {
    const host = routeFetchToDemoHost();
    render(<CampingPlaceField apiHost={host.apiHost} />);
    const field = screen.getByRole('combobox', { name: 'Ort, Region oder PLZ' });
    typeInto(field, 'Xqzv');
    expect(await screen.findByText('Keine passenden Orte gefunden.')).toBeTruthy();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    const asked = host.requests.length;
    typeInto(field, 'X');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.requests).toHaveLength(asked);
  });
});
