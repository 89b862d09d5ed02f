// The searchable country dropdown: aliases and ISO codes find a country,
// exact matches first, and the value picked is the display name's option.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CountryOption } from '@/common/countries';
import { FormCountrySelect } from '@/src/components/form/form-country-select';

let picked: CountryOption | null = null;

function CountryForm() {
  const { control, watch } = useForm<{ country: CountryOption | null }>({ defaultValues: { country: null } });
  picked = watch('country');
  return <FormCountrySelect control={control} name="country" label="Country" required />;
}

async function typeInto(search: string) {
  render(<CountryForm />);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Country/), search);
  return user;
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the country dropdown', () => {
  it("finds the United Kingdom by 'UK', first", async () => {
    const user = await typeInto('UK');
    expect(optionNames()[0]).toBe('United Kingdom');
    await user.click(screen.getByRole('option', { name: 'United Kingdom' }));
    expect(picked).toEqual({ label: 'United Kingdom', value: 'GB' });
  });

  it("finds the United States by 'USA'", async () => {
    await typeInto('USA');
    expect(optionNames()).toEqual(['United States']);
  });

  it("finds a country by another name ('Britain', 'Turkey') and by ISO code ('DEU')", async () => {
    const user = await typeInto('Britain');
    expect(optionNames()[0]).toBe('United Kingdom');
    const input = screen.getByLabelText(/^Country/);
    await user.clear(input);
    await user.type(input, 'Turkey');
    expect(optionNames()).toEqual(['Türkiye']);
    await user.clear(input);
    await user.type(input, 'deu');
    expect(optionNames()).toEqual(['Germany']);
  });

  it('says so when nothing matches', async () => {
    await typeInto('Narnia');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No options')).toBeInTheDocument();
  });
});
