import { useState } from 'react';
import { field } from '../../ui/field.ts';

interface RangeInputProps {
  id: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

const parse = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() == '' || !Number.isFinite(value) ? undefined : value;
};

/**
 * One end of a range, as the reader types it ('5,5' and '5.' included): the text stays the reader's
 * while it means the same number as the criterion, and follows the criterion when that changes
 * from outside (back, forward, a reset).
 */
export function RangeInput({ id, value, onChange }: RangeInputProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // Adjusted while rendering (not in an effect), as React advises for state derived from a prop.
  if (parse(text) !== value) setText(value === undefined ? '' : String(value));
  return (
    <input
      id={id}
      className={`${field} kiosk-vehicle-compare__number`}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(parse(next));
      }}
    />
  );
}
