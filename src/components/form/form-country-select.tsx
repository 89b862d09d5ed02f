import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import Select, { type GroupBase, type StylesConfig } from 'react-select';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { searchCountries, type CountryOption } from '@/common/countries';
import { selectAriaMessages, selectNoOptions, selectResultCount } from './select-messages';
import { FORM_TEXT } from './texts';

type FormCountrySelectProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** 'Country' unless given */
  label?: string;
  required?: boolean;
};

/**
 * Searchable country dropdown (react-select) whose value is `{ label, value }`.
 * Typing finds a country by name, alias, former spelling or ISO code ('UK', 'USA', 'Turkey',
 * 'DEU'), best matches first: the filtering is common/countries.ts's, not react-select's.
 * Its error stands between the label and the box, not under the box: the open list drops
 * down over whatever is under the box, and would hide the very message that says what to pick.
 */
export function FormCountrySelect<T extends FieldValues, TOut>({ control, name, label, required }: FormCountrySelectProps<T, TOut>) {
  const theme = useTheme();
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const [query, setQuery] = useState('');
  const options = useMemo(() => searchCountries(query), [query]);

  const styles = (invalid: boolean): StylesConfig<CountryOption, false> => ({
    control: (base, state) => ({
      ...base,
      minHeight: 56,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.background.paper,
      borderColor: invalid ? theme.palette.error.main : state.isFocused ? theme.palette.primary.main : 'rgba(0, 0, 0, 0.23)',
      boxShadow: state.isFocused ? `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}` : 'none',
      '&:hover': { borderColor: invalid ? theme.palette.error.main : theme.palette.text.primary },
    }),
    valueContainer: (base) => ({ ...base, paddingInline: 12 }),
    placeholder: (base) => ({ ...base, color: theme.palette.text.secondary }),
    menu: (base) => ({ ...base, zIndex: theme.zIndex.modal }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? theme.palette.primary.contrastText : theme.palette.text.primary,
      backgroundColor: state.isSelected ? theme.palette.primary.main : state.isFocused ? theme.palette.action.hover : 'transparent',
    }),
  });

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={fieldState.invalid} required={required}>
          <FormLabel htmlFor={inputId} sx={{ mb: 0.75, fontSize: 14 }}>
            {label ?? FORM_TEXT.country}
          </FormLabel>
          {fieldState.error?.message && (
            // aria-live: the box points at it with aria-errormessage, which needs the message announced
            <FormHelperText id={errorId} aria-live="polite" sx={{ mx: 0, mt: 0, mb: 0.75 }}>
              {fieldState.error.message}
            </FormHelperText>
          )}
          <Select<CountryOption, false>
            inputId={inputId}
            instanceId={id}
            name={field.name}
            ref={field.ref}
            options={options}
            filterOption={null}
            onInputChange={(input) => setQuery(input)}
            value={field.value ?? null}
            onChange={(option) => field.onChange(option)}
            onBlur={field.onBlur}
            placeholder={FORM_TEXT.selectCountry}
            noOptionsMessage={selectNoOptions}
            ariaLiveMessages={selectAriaMessages<CountryOption, GroupBase<CountryOption>>()}
            screenReaderStatus={selectResultCount}
            isSearchable
            isClearable
            aria-invalid={fieldState.invalid}
            aria-errormessage={fieldState.invalid ? errorId : undefined}
            styles={styles(fieldState.invalid)}
          />
        </FormControl>
      )}
    />
  );
}
