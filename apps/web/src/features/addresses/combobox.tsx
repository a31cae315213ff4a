import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { controlClass } from '../../components/ui/field';
import { t } from '../../i18n';

// A searchable list for long choices (77 districts, up to 20 local levels of a district): the
// ARIA 1.2 "combobox with listbox popup" pattern. Typing filters, ↑/↓ move through the matches,
// Enter chooses, Escape closes (without closing a dialog around it), leaving the field without
// choosing puts the chosen name back. Options are chosen by tap or click too; pressing an option
// does not take the focus from the input, so a phone keeps its keyboard and the list stays put.

export interface ComboboxOption {
  value: number;
  label: string;
  /** Lower-case text the query is matched against (names in both languages). */
  search: string;
}

export interface ComboboxProps {
  id: string;
  name?: string;
  options: readonly ComboboxOption[];
  value: number | undefined;
  onChange(value: number): void;
  onBlur?(): void;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Lower-case, single spaces: what both the query and an option's search text are compared as. */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function Combobox({
  id,
  name,
  options,
  value,
  onChange,
  onBlur,
  disabled,
  placeholder,
  inputRef,
  required,
  ...aria
}: ComboboxProps) {
  const listId = `${id}-list`;
  const statusId = useId();
  const ownInput = useRef<HTMLInputElement | null>(null);
  // null: not searching, the input shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const selected = options.find((option) => option.value === value);
  const wanted = query === null ? '' : normalizeSearch(query);
  const matches = wanted ? options.filter((option) => option.search.includes(wanted)) : options;
  const activeIndex = Math.min(active, matches.length - 1);
  const activeOption = open && activeIndex >= 0 ? matches[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Keep the highlighted option in view while moving through a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex, id]);

  // Escape closes the list only. A dialog around the field listens for Escape on the document in
  // the capture phase; the window's capture listener runs before it and stops the key there.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== ownInput.current) return;
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setQuery(null);
    if (option.value !== value) onChange(option.value);
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const selectedIndex = Math.max(
      0,
      matches.findIndex((option) => option.value === value),
    );
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(selectedIndex);
        else setActive(Math.min(activeIndex + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex);
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive(Math.min(activeIndex + 8, matches.length - 1));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive(Math.max(activeIndex - 8, 0));
        }
        break;
      case 'Enter':
        // Enter chooses; it never submits the form while the list is open.
        if (open) {
          event.preventDefault();
          if (activeOption) choose(activeOption);
        }
        break;
      case 'Escape':
        // Handled by the window listener while open (see above).
        if (!open && query !== null) setQuery(null);
        break;
      default:
        break;
    }
  };

  return (
    <div className="relative">
      <input
        ref={(node) => {
          ownInput.current = node;
          if (typeof inputRef === 'function') inputRef(node);
          else if (inputRef) inputRef.current = node;
        }}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        {...(open ? { 'aria-controls': listId } : {})}
        {...(activeOption ? { 'aria-activedescendant': optionId(activeIndex) } : {})}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="done"
        disabled={disabled}
        required={required}
        placeholder={placeholder}
        className={`${controlClass} h-11 pr-10`}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          openAt(0);
        }}
        onFocus={(event) => event.target.select()}
        onClick={() => {
          if (!open) openAt(Math.max(0, matches.indexOf(selected as ComboboxOption)));
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
          onBlur?.();
        }}
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
      />
      {open ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
          {matches.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              className="max-h-64 overflow-y-auto overscroll-contain py-1"
              // Pressing an option must not blur the input (which would close the list first).
              onMouseDown={(event) => event.preventDefault()}
            >
              {matches.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === activeIndex ? '' : undefined}
                  className="flex min-h-11 cursor-pointer items-center px-3.5 py-2 text-base text-slate-900 data-[active]:bg-brand-50 aria-selected:font-semibold"
                  onClick={() => choose(option)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3.5 py-3 text-sm text-slate-600">{t('address.noMatches')}</p>
          )}
        </div>
      ) : null}
      {/* How many options match, read out as the shopper types. */}
      <p id={statusId} role="status" className="sr-only">
        {open && query !== null
          ? matches.length > 0
            ? t('address.matches', { count: matches.length })
            : t('address.noMatches')
          : ''}
      </p>
    </div>
  );
}
