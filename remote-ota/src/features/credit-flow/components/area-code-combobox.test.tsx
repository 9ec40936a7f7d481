import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../lib/render-with-i18n';
import { AREA_CODES } from '../../../test/fake-api';
import { filterAreaCodes } from '@site/shared/forms';
import { AreaCodeCombobox } from './area-code-combobox';

function Harness({ onBlur = () => undefined }: { onBlur?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="area">Area code</label>
      <AreaCodeCombobox id="area" options={AREA_CODES} value={value} onChange={(entry) => setValue(entry.id)} onBlur={onBlur} />
      <p data-testid="chosen">{value}</p>
    </>
  );
}

describe('filterAreaCodes (spec 5.1: by area name or code)', () => {
  it('matches names anywhere, ignoring case', () => {
    expect(filterAreaCodes(AREA_CODES, 'KONG').map((entry) => entry.id)).toEqual(['HK']);
    expect(filterAreaCodes(AREA_CODES, 'an').map((entry) => entry.id)).toEqual(['CA']);
  });

  it('matches codes from their start, with or without +', () => {
    expect(filterAreaCodes(AREA_CODES, '85').map((entry) => entry.id)).toEqual(['HK']);
    expect(filterAreaCodes(AREA_CODES, '+1').map((entry) => entry.id)).toEqual(['CA', 'US']);
    expect(filterAreaCodes(AREA_CODES, '6').map((entry) => entry.id)).toEqual(['SG']);
  });

  it('lists everything for an empty search', () => {
    expect(filterAreaCodes(AREA_CODES, '  ')).toHaveLength(AREA_CODES.length);
  });
});

describe('AreaCodeCombobox', () => {
  it('filters as the visitor types and chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Area code' });
    await user.type(input, '+1');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Canada +1', 'United States +1']);
    expect(screen.getByRole('status')).toHaveTextContent('Matching area codes: 2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'United States +1' }).id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('United States +1');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByTestId('chosen')).toHaveTextContent('US');
  });

  it('chooses with a click and puts back the choice when the visitor leaves mid-search', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithI18n(<Harness onBlur={onBlur} />);
    const input = screen.getByRole('combobox', { name: 'Area code' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Hong Kong +852' }));
    expect(input).toHaveValue('Hong Kong +852');
    await user.clear(input);
    await user.type(input, 'zz');
    expect(screen.getByText('No area code matches your search.')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('Hong Kong +852');
    expect(onBlur).toHaveBeenCalled();
  });

  it('takes a single match typed in full on leaving, and Escape closes the list', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Area code' });
    await user.type(input, 'singapore');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, '+65');
    await user.tab();
    expect(input).toHaveValue('Singapore +65');
  });
});
