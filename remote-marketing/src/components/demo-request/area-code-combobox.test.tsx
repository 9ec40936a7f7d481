import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { AreaCode } from './api/lead-types';
import { AreaCodeCombobox } from './area-code-combobox';
import { renderWithI18n, user } from './test-utils';

const options: AreaCode[] = [
  { id: 'CN', areaCode: '+86', areaName: 'China +86' },
  { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
  { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
  { id: 'TW', areaCode: '+886', areaName: 'Taiwan +886' },
];

function Harness({ onPick, onOuterKey }: { onPick: (option: AreaCode | null) => void; onOuterKey?: (key: string) => void }) {
  const [areaName, setAreaName] = useState('');
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={(event) => onOuterKey?.(event.key)}>
      <label htmlFor="area">Area code</label>
      <AreaCodeCombobox
        id="area"
        options={options}
        areaName={areaName}
        placeholder="Please select an area code"
        onPick={(option) => {
          setAreaName(option?.areaName ?? '');
          onPick(option);
        }}
      />
      <button type="button">next</button>
    </div>
  );
}

const setup = async (onOuterKey?: (key: string) => void) => {
  const onPick = jest.fn();
  renderWithI18n(<Harness onPick={onPick} onOuterKey={onOuterKey} />);
  const input = await screen.findByRole('combobox', { name: 'Area code' });
  return { onPick, input };
};
const shown = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('area-code combobox', () => {
  it('filters by area name as the visitor types', async () => {
    const { input } = await setup();
    await user.type(input, 'ta');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(shown()).toEqual(['Taiwan +886']);
  });

  it('filters by dial code, with or without +', async () => {
    const { input } = await setup();
    await user.type(input, '86');
    expect(shown()).toEqual(['China +86']);
    await user.clear(input);
    await user.type(input, '+85');
    expect(shown()).toEqual(['Hong Kong +852']);
  });

  it('says when nothing matches', async () => {
    const { input } = await setup();
    await user.type(input, 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No area name or code matches what you typed.')).toBeInTheDocument();
  });

  it('picks with the keyboard and fills the box with the area name', async () => {
    const { input, onPick } = await setup();
    await user.type(input, 'hong');
    expect(input).toHaveAttribute('aria-activedescendant', 'area-HK');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith({ id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' });
    expect(input).toHaveValue('Hong Kong +852');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the list with the arrow keys', async () => {
    const { input, onPick } = await setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(options[2]);
  });

  it('picks with the pointer', async () => {
    const { input, onPick } = await setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Singapore +65' }));
    expect(onPick).toHaveBeenCalledWith(options[2]);
    expect(input).toHaveValue('Singapore +65');
  });

  it('Escape closes the list only, not what is around it', async () => {
    const outer = jest.fn();
    const { input } = await setup(outer);
    await user.type(input, 'sing');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(outer).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('gives back the chosen area when left with unfinished text, and clears it when emptied', async () => {
    const { input, onPick } = await setup();
    await user.type(input, 'china');
    await user.keyboard('{Enter}');
    await user.type(input, 'xyz');
    await user.tab();
    expect(input).toHaveValue('China +86');
    await user.clear(input);
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });
});
