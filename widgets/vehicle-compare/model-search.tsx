import { useState, type KeyboardEvent } from 'react';
import { findModels, type ModelMatch } from '../../features/vehicles/model-search.ts';
import type { TreeBrand } from '../../features/vehicles/vehicle-types.ts';
import { field } from '../../ui/field.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';

interface ModelSearchProps {
  tree: readonly TreeBrand[];
  onChoose(match: ModelMatch): void;
}

/**
 * issue 23: 'Modell suchen' beside the three selects, the ARIA 1.2 combobox pattern (a list that
 * autocompletes), as fuel search's place field. Unlike that one it asks no server: it filters the brand
 * tree the picker has loaded already, so each keystroke answers at once, with no debounce or late answers
 * to discard. Arrow keys move through the matches, Enter takes one (and submits nothing), Escape closes
 * the list or, closed, empties the field; the number of matches is announced.
 */
export function ModelSearch({ tree, onChoose }: ModelSearchProps) {
  const id = useUniqueId('kiosk-vehicle-model');
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<readonly ModelMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  const type = (value: string) => {
    setText(value);
    const found = value.trim().length < 2 ? [] : findModels(tree, value);
    setMatches(found);
    setActive(-1);
    setOpen(found.length > 0);
    setStatus(
      value.trim().length < 2
        ? ''
        : found.length == 0
          ? 'Kein passendes Modell gefunden.'
          : `${found.length} ${found.length == 1 ? 'Modell' : 'Modelle'} gefunden. Mit den Pfeiltasten auswählen.`,
    );
  };

  const choose = (match: ModelMatch) => {
    setText(match.label);
    setOpen(false);
    setActive(-1);
    setStatus(`${match.label} ausgewählt.`);
    onChoose(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    if (event.key == 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key == 'ArrowUp' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key == 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key == 'Enter') {
      // The picker's form adds only a chosen version: typed text alone submits nothing.
      event.preventDefault();
    } else if (event.key == 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key == 'Escape' && text) {
      event.preventDefault();
      type('');
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="kiosk-vehicle-compare__field kiosk-vehicle-compare__model">
      <label htmlFor={id}>Modell suchen</label>
      <input
        id={id}
        className={field}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        value={text}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Modelle"
        className="kiosk-vehicle-compare__models"
        hidden={!open}
      >
        {matches.map((match, index) => (
          <li
            key={match.version}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index == active}
            className="kiosk-vehicle-compare__model-option"
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(match);
            }}
          >
            {match.label}
          </li>
        ))}
      </ul>
      <div className={visuallyHidden} role="status">
        {status}
      </div>
    </div>
  );
}
