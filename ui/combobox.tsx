import { useState, type KeyboardEvent } from 'react';
import { useUniqueId } from './use-unique-id.ts';
import { visuallyHidden } from './visually-hidden.tsx';
import './combobox.css';

export interface ComboboxProps<T> {
  label: string;
  /** The wrapper's class (its place in the widget's layout). */
  className: string;
  labelClassName?: string;
  /** The field's class: `field` (ui/field.ts) and the widget's own; passed in, so its CSS stays with the widget. */
  inputClassName: string;
  value: string;
  onInput(text: string): void;
  /** The suggestions; the owner finds them (a server's, a loaded list's) and says when they show. */
  options: readonly T[];
  optionLabel(option: T): string;
  optionKey(option: T): string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The list's name ('Vorschläge'). */
  listLabel: string;
  /** Announced politely: how many suggestions, or that none fit. */
  status: string;
  onChoose(option: T): void;
  /** Enter with no suggestion active; without `preventDefault` it submits the form. */
  onEnter?(event: KeyboardEvent<HTMLInputElement>): void;
  /** Escape with the list closed. */
  onEscape?(event: KeyboardEvent<HTMLInputElement>): void;
  enterKeyHint?: 'search';
}

/**
 * A text field with suggestions: the ARIA 1.2 combobox pattern (a list that autocompletes). Arrow keys
 * move through the suggestions, Enter takes one, Escape closes the list, a pointer takes one before the
 * field's blur closes it. The owner keeps the text, the suggestions and whether they show.
 */
export function Combobox<T>({
  label,
  className,
  labelClassName,
  inputClassName,
  value,
  onInput,
  options,
  optionLabel,
  optionKey,
  open,
  onOpenChange,
  listLabel,
  status,
  onChoose,
  onEnter,
  onEscape,
  enterKeyHint,
}: ComboboxProps<T>) {
  const id = useUniqueId('kiosk-combobox');
  const [active, setActive] = useState(-1);
  // New suggestions or a closed list start again with none active (adjusted while rendering).
  const [shown, setShown] = useState({ options, open });
  if (shown.options !== options || shown.open !== open) {
    setShown({ options, open });
    if (shown.options !== options || !open) setActive(-1);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if ((event.key == 'ArrowDown' || event.key == 'ArrowUp') && count) {
      event.preventDefault();
      onOpenChange(true);
      const down = event.key == 'ArrowDown';
      setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
    } else if (event.key == 'Enter' && open && options[active]) {
      event.preventDefault();
      onChoose(options[active]);
    } else if (event.key == 'Enter') onEnter?.(event);
    else if (event.key == 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
    } else if (event.key == 'Escape') onEscape?.(event);
  };

  const listId = `${id}-list`;
  return (
    <div className={`kiosk-combobox ${className}`}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={inputClassName}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint={enterKeyHint}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        value={value}
        onChange={(event) => onInput(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={() => onOpenChange(false)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="kiosk-combobox__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index == active}
            className="kiosk-combobox__option"
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(option);
            }}
          >
            {optionLabel(option)}
          </li>
        ))}
      </ul>
      <div className={visuallyHidden} role="status">
        {status}
      </div>
    </div>
  );
}
