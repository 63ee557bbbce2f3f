import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFuelStorage,
  HISTORY_KEY,
  readHistory,
  SETTINGS_KEY,
} from '../../../features/fuel/fuel-storage.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

const refuse = () => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('fuel search storage (spec 3.10, 5.4)', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keeps the settings and the history in localStorage, read back after a reload', () => {
    const storage = memoryStorage();
    const first = createFuelStorage(() => storage);
    expect(first.settings()).toEqual({ searchText: '', range: 5, fuelType: '2', brand: '' });
    first.saveSettings({ searchText: '80331 München', range: 10, fuelType: '4', brand: '2' });
    const entry = {
      searchText: '80331 München',
      range: 10,
      fuelType: '4',
      brand: '2',
      selectedSearchPOI: { _id: '80331', name: 'München' },
      city: 'München',
      zip: '80331',
    };
    first.saveHistory([entry]);
    const again = createFuelStorage(() => storage);
    expect(again.settings()).toEqual({ searchText: '80331 München', range: 10, fuelType: '4', brand: '2' });
    expect(again.history()).toEqual([entry]);
    expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? '')).toMatchObject({ range: 10 });
  });

  it('drops history entries without selectedSearchPOI._id on load, and junk', () => {
    const good = {
      searchText: '10178',
      range: 5,
      fuelType: '2',
      brand: '',
      selectedSearchPOI: { _id: '10178', name: 'Berlin' },
    };
    expect(
      readHistory([
        good,
        { ...good, selectedSearchPOI: { name: 'Berlin' } },
        { ...good, selectedSearchPOI: { _id: '' } },
        null,
        'x',
      ]),
    ).toEqual([{ ...good, city: 'Berlin', zip: '10178' }]);
    expect(readHistory('not a list')).toEqual([]);
  });

  it('gives broken settings fields their defaults, one by one', () => {
    const storage = memoryStorage({
      [SETTINGS_KEY]: JSON.stringify({ searchText: 'Köln', range: 7, fuelType: '16', brand: '99' }),
      [HISTORY_KEY]: '{kaputt',
    });
    const fuel = createFuelStorage(() => storage);
    expect(fuel.settings()).toEqual({ searchText: 'Köln', range: 5, fuelType: '2', brand: '' });
    expect(fuel.history()).toEqual([]);
  });

  it('never breaks the search when storage is blocked or full: the page keeps what it wrote', () => {
    const storage = memoryStorage();
    storage.getItem = refuse;
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const fuel = createFuelStorage(() => storage);
    expect(fuel.settings().range).toBe(5);
    expect(() =>
      fuel.saveSettings({ searchText: 'Berlin', range: 25, fuelType: '1', brand: '' }),
    ).not.toThrow();
    expect(fuel.settings().range).toBe(25);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
