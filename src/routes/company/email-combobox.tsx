import { type KeyboardEvent, useId, useState } from 'react';

import type { Suggestion } from './use-invite-suggestions';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter, after a suggestion chosen with the arrows (if any) has become the value. */
  onEnter: () => void;
  suggestions: Suggestion[];
  placeholder: string;
};

/**
 * The e-mail input with its suggestions: WAI-ARIA's combobox with a list (what antd's
 * AutoComplete was, without antd). No suggestion is picked until the arrows reach one, so Enter
 * submits what was typed unless a suggestion was chosen on purpose; Escape closes the list.
 */
export const EmailCombobox = ({ id, value, onChange, onEnter, suggestions, placeholder }: Props) => {
  const listId = useId();
  const [active, setActive] = useState(-1);
  // Closed by Escape or a choice, until the text changes again.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const open = suggestions.length > 0 && closedFor !== value;
  const current = open && active < suggestions.length ? active : -1;

  const choose = (email: string) => {
    onChange(email);
    setClosedFor(email);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setClosedFor(null);
      setActive((current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosedFor(value);
    } else if (event.key === 'Enter') {
      if (current >= 0) choose(suggestions[current].email);
      onEnter();
    }
  };

  return (
    <div className="email-combobox">
      <input
        id={id}
        className="plain-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setActive(-1);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosedFor(value)}
        onFocus={() => setClosedFor(null)}
        data-testid="add-learner-input"
      />
      <ul id={listId} role="listbox" className="email-combobox-list" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.email}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === current}
            // Before the input's blur: the press picks the option instead of closing the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(suggestion.email);
            }}
          >
            <span>{suggestion.fullName || suggestion.email}</span>
            <span className="plain-secondary">{suggestion.email}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};
