// The breed picker: a searchable combobox (Downshift's useCombobox supplies the ARIA and keyboard
// behaviour) over the species' whole breed list, fetched once per species and filtered as the
// visitor types. The form value is the breed id. Loaded lazily (BreedComboboxLazy), so Downshift
// loads only with the first picker rendered.
import { useQuery } from '@tanstack/react-query';
import { colors, focusRing, radii, shadows, space, useApiClient, visuallyHidden } from '@tailwise/shared';
import type { Breed } from '@tailwise/shared/contract';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { breedChoices, breedLabel, normalize } from './breed-options';
import { breedsQueryOptions } from './breeds-query';
import type { BreedComboboxProps } from './breed-combobox-types';
import { describedBy, FieldError, FieldHint } from './Field';
import { useFieldError } from './field-error';
import { useFieldId, useSummaryLabel } from './form-context';
import { controlStyle, labelStyle, MIN_TARGET } from './styles';

export type { BreedComboboxProps } from './breed-combobox-types';

const menuStyle = {
  position: 'absolute',
  zIndex: 20,
  left: 0,
  right: 0,
  top: '100%',
  margin: `${space(1)} 0 0`,
  padding: space(1),
  listStyle: 'none',
  maxHeight: 'min(20rem, 50vh)',
  overflowY: 'auto',
  background: colors.surface,
  border: `2px solid ${colors.muted}`,
  borderRadius: radii.sm,
  boxShadow: shadows.raised,
} as const;

const itemStyle = (highlighted: boolean, selected: boolean, dividerAfter: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    minHeight: MIN_TARGET,
    padding: `${space(2)} ${space(3)}`,
    borderRadius: radii.sm,
    cursor: 'pointer',
    color: colors.ink,
    background: highlighted ? colors.primarySoft : 'transparent',
    fontWeight: selected ? 700 : 400,
    borderBottom: dividerAfter ? `1px solid ${colors.border}` : undefined,
  }) as const;

const toggleStyle = {
  position: 'absolute',
  top: 2,
  right: 2,
  bottom: 2,
  width: MIN_TARGET - 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: radii.sm,
  background: 'transparent',
  color: colors.ink,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export function BreedCombobox<T extends FieldValues = FieldValues>({
  name,
  petType,
  label = 'Breed',
  hint,
  placeholder = 'Start typing, e.g. Labrador',
  id,
  onBreedChosen,
  className,
}: BreedComboboxProps<T>) {
  const client = useApiClient();
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ name, control });
  const error = useFieldError<T>(name, { label: label, kind: 'choose' });
  const fieldId = useFieldId(name, id);
  useSummaryLabel(name, label, 'choose');
  const breedsQuery = useQuery(breedsQueryOptions(client, petType));
  const breeds = breedsQuery.data ?? [];
  const selected = breeds.find((b) => b.id === field.value) ?? null;

  const [typed, setTyped] = useState('');
  // With a breed chosen and its name in the box, opening the list shows every breed again.
  const filter = selected && typed === breedLabel(selected) ? '' : typed;
  const { items, matchCount, leadingPinned } = breedChoices(breeds, filter);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<Breed>({
      items,
      selectedItem: selected,
      itemToString: (breed) => (breed ? breedLabel(breed) : ''),
      itemToKey: (breed) => breed?.id ?? null,
      inputId: fieldId,
      labelId: `${fieldId}-label`,
      menuId: `${fieldId}-menu`,
      toggleButtonId: `${fieldId}-toggle`,
      // Typing highlights the best match, so Enter takes it; with no match nothing is highlighted.
      defaultHighlightedIndex: filter && matchCount > 0 ? 0 : -1,
      onInputValueChange: ({ inputValue, type }) => {
        setTyped(inputValue);
        // Editing the name of a chosen breed un-chooses it: the value always matches what is shown.
        if (type === useCombobox.stateChangeTypes.InputChange && selected && inputValue !== breedLabel(selected)) {
          field.onChange(null);
        }
      },
      onSelectedItemChange: ({ selectedItem }) => {
        field.onChange(selectedItem ? selectedItem.id : null);
        if (selectedItem) onBreedChosen?.(selectedItem);
      },
      stateReducer: (state, { type, changes }) => {
        if (type === useCombobox.stateChangeTypes.InputBlur) {
          // Leaving the box never picks a breed by accident; only an exact name counts.
          const exact = items.find((b) => normalize(breedLabel(b)) === normalize(state.inputValue));
          return {
            ...changes,
            selectedItem: exact ?? state.selectedItem,
            inputValue: exact ? breedLabel(exact) : state.inputValue,
          };
        }
        // The value was cleared because the visitor is typing: keep their text.
        if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem && changes.inputValue === '') {
          return { ...changes, inputValue: state.inputValue };
        }
        return changes;
      },
    });

  const status = !isOpen
    ? ''
    : breedsQuery.isPending
      ? 'Loading breeds…'
      : filter
        ? `${matchCount === 0 ? 'No' : matchCount} breed${matchCount === 1 ? '' : 's'} match “${filter.trim()}”.`
        : `${matchCount} breeds. Type to narrow the list.`;

  return (
    <div className={className}>
      <label {...getLabelProps()} css={labelStyle}>
        {label}
      </label>
      {hint && <FieldHint id={fieldId}>{hint}</FieldHint>}
      <div css={{ position: 'relative' }}>
        <input
          {...getInputProps({
            ref: field.ref,
            name: field.name,
            onBlur: field.onBlur,
            placeholder,
            autoComplete: 'off',
            'aria-describedby': describedBy(fieldId, Boolean(hint), Boolean(error)),
            'aria-invalid': Boolean(error),
          })}
          css={{ ...controlStyle, paddingRight: MIN_TARGET + 4 }}
        />
        <button type="button" aria-label="Show all breeds" {...getToggleButtonProps()} css={toggleStyle} tabIndex={-1}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <ul {...getMenuProps()} css={{ ...menuStyle, display: isOpen ? 'block' : 'none' }}>
          {isOpen &&
            items.map((breed, index) => (
              <li
                key={breed.id}
                {...getItemProps({ item: breed, index })}
                css={itemStyle(highlightedIndex === index, selected?.id === breed.id, index === leadingPinned - 1)}
              >
                {breedLabel(breed)}
              </li>
            ))}
          {isOpen && breedsQuery.isPending && <li css={itemStyle(false, false, false)}>Loading breeds…</li>}
        </ul>
      </div>
      <div aria-live="polite" css={visuallyHidden}>
        {status}
      </div>
      {breedsQuery.isError && (
        <p role="alert" css={{ margin: `${space(2)} 0 0`, color: colors.ink }}>
          We couldn’t load the breed list.{' '}
          <button
            type="button"
            onClick={() => void breedsQuery.refetch()}
            css={{
              minHeight: MIN_TARGET,
              border: 0,
              background: 'none',
              color: colors.primary,
              textDecoration: 'underline',
              cursor: 'pointer',
              fontSize: '1rem',
              '&:focus-visible': focusRing,
            }}
          >
            Try again
          </button>
        </p>
      )}
      <FieldError id={fieldId} message={error} />
    </div>
  );
}
