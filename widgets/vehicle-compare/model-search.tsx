import { useState } from 'react';
import { findModels, type ModelMatch } from '../../features/vehicles/model-search.ts';
import type { TreeBrand } from '../../features/vehicles/vehicle-types.ts';
import { Combobox } from '../../ui/combobox.tsx';
import { field } from '../../ui/field.ts';

interface ModelSearchProps {
  tree: readonly TreeBrand[];
  onChoose(match: ModelMatch): void;
}

/**
 * issue 23: 'Modell suchen' beside the three selects (ui/combobox.tsx, as fuel search's place field).
 * It asks no server: it searches the brand tree the picker has loaded, so each keystroke answers at
 * once. Enter takes a match and submits nothing (the form adds only what is chosen); Escape with the
 * list closed empties the field; the number of matches is announced.
 */
export function ModelSearch({ tree, onChoose }: ModelSearchProps) {
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<readonly ModelMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');

  const type = (value: string) => {
    setText(value);
    const searched = value.trim().length >= 2;
    const found = searched ? findModels(tree, value) : [];
    setMatches(found);
    setOpen(found.length > 0);
    setStatus(
      !searched
        ? ''
        : found.length == 0
          ? 'Kein passendes Modell gefunden.'
          : `${found.length} ${found.length == 1 ? 'Modell' : 'Modelle'} gefunden. Mit den Pfeiltasten auswählen.`,
    );
  };

  return (
    <Combobox
      label="Modell suchen"
      className="kiosk-vehicle-compare__field"
      inputClassName={field}
      value={text}
      onInput={type}
      options={matches}
      optionLabel={(match) => match.label}
      optionKey={(match) => match.version}
      open={open}
      onOpenChange={setOpen}
      listLabel="Modelle"
      status={status}
      onChoose={(match) => {
        setText(match.label);
        setOpen(false);
        setStatus(`${match.label} ausgewählt.`);
        onChoose(match);
      }}
      onEnter={(event) => event.preventDefault()}
      onEscape={(event) => {
        if (!text) return;
        event.preventDefault();
        type('');
      }}
    />
  );
}
