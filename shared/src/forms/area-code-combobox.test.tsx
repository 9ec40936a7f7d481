import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sharedI18n } from '../i18n/shared-i18n';
import { AreaCodeCombobox, type AreaCodeOption } from './area-code-combobox';

const options: AreaCodeOption[] = [
  { id: 'CA', areaCode: '+1', areaName: 'Canada +1' },
  { id: 'CN', areaCode: '+86', areaName: 'China +86' },
  { id: 'HK', areaCode: '+852', areaName: 'Hong Kong +852' },
  { id: 'SG', areaCode: '+65', areaName: 'Singapore +65' },
  { id: 'TW', areaCode: '+886', areaName: 'Taiwan +886' },
  { id: 'US', areaCode: '+1', areaName: 'United States +1' },
];
const chinese: AreaCodeOption[] = [
  { id: 'CN', areaCode: '+86', areaName: '中国 +86' },
  { id: 'HK', areaCode: '+852', areaName: '香港 +852' },
  { id: 'MO', areaCode: '+853', areaName: '澳门 +853' },
];

const user = userEvent.setup({ delay: null });

interface HarnessProps {
  list?: readonly AreaCodeOption[];
  loading?: boolean;
  valueBy?: 'id' | 'areaName';
  clearable?: boolean;
  onPick?: (entry: AreaCodeOption | null) => void;
  onBlur?: () => void;
  onOuterKey?: (key: string) => void;
}

/** A form field as the demo drawer (by name, cleared when emptied) or the OTA flow (by id) wires it. */
function Harness({ list = options, loading = false, valueBy = 'id', clearable = false, onPick = () => undefined, onBlur, onOuterKey }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    // The drawer around the field listens for Escape on a wrapper like this one.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form onKeyDown={(event) => onOuterKey?.(event.key)} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="area">Area code</label>
      <AreaCodeCombobox
        id="area"
        options={loading ? undefined : list}
        value={value}
        valueBy={valueBy}
        placeholder="Please select an area code"
        onChange={(entry) => {
          setValue(entry[valueBy]);
          onPick(entry);
        }}
        {...(clearable ? { onClear: () => (setValue(''), onPick(null)) } : {})}
        {...(onBlur ? { onBlur } : {})}
      />
      <p data-testid="chosen">{value}</p>
      <button type="button">next</button>
    </form>
  );
}

const setup = (props: HarnessProps = {}) => {
  const onPick = jest.fn();
  render(<Harness onPick={onPick} {...props} />);
  return { onPick, input: screen.getByRole('combobox', { name: 'Area code' }) };
};
const shown = () => screen.getAllByRole('option').map((option) => option.textContent);

afterEach(() => act(() => void sharedI18n.changeLanguage('en')));

describe('AreaCodeCombobox', () => {
  it('filters by area name or dial code as the visitor types, and counts the matches', async () => {
    const { input } = setup();
    await user.type(input, 'tai');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(shown()).toEqual(['Taiwan +886']);
    await user.clear(input);
    await user.type(input, '+1');
    expect(shown()).toEqual(['Canada +1', 'United States +1']);
    expect(screen.getByRole('status')).toHaveTextContent('Matching area codes: 2');
    expect(screen.getByRole('listbox', { name: 'Area code' })).toBeVisible();
  });

  it('says when nothing matches', async () => {
    const { input } = setup();
    await user.type(input, 'Atlantis');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No area name or code matches what you typed.')).toBeInTheDocument();
  });

  it('chooses the first match with Enter, by id, and closes the list', async () => {
    const { input, onPick } = setup();
    await user.type(input, 'hong');
    expect(input).toHaveAttribute('aria-activedescendant', 'area-HK');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(options[2]);
    expect(input).toHaveValue('Hong Kong +852');
    expect(screen.getByTestId('chosen')).toHaveTextContent('HK');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the choice by area name when asked to', async () => {
    const { input } = setup({ valueBy: 'areaName' });
    await user.type(input, 'sing{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Singapore +65');
    expect(input).toHaveValue('Singapore +65');
  });

  it('moves through the list with the arrow keys, starting from the current choice', async () => {
    const { input, onPick } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(options[2]);
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(input);
    expect(input).toHaveAttribute('aria-activedescendant', 'area-HK');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith(options[3]);
  });

  it('chooses with the pointer', async () => {
    const { input, onPick } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Singapore +65' }));
    expect(onPick).toHaveBeenCalledWith(options[3]);
    expect(input).toHaveValue('Singapore +65');
  });

  it('Escape closes the list only, not the drawer around it', async () => {
    const outer = jest.fn();
    const { input } = setup({ onOuterKey: outer });
    await user.type(input, 'sing');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(outer).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith('Escape');
  });

  it('puts back the choice when left with unfinished text, and takes a single match typed in full', async () => {
    const onBlur = jest.fn();
    const { input } = setup({ onBlur });
    await user.type(input, 'china{Enter}');
    await user.type(input, 'xyz');
    await user.tab();
    expect(input).toHaveValue('China +86');
    expect(onBlur).toHaveBeenCalled();
    await user.click(input);
    await user.keyboard('+65');
    await user.tab();
    expect(input).toHaveValue('Singapore +65');
    expect(screen.getByTestId('chosen')).toHaveTextContent('SG');
  });

  it('clears the choice when emptied only where the form asks for it', async () => {
    const first = setup({ clearable: true });
    await user.type(first.input, 'china{Enter}');
    await user.clear(first.input);
    expect(first.onPick).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    first.input.blur();
    expect(first.input).toHaveValue('');
  });

  it('is disabled and says it is loading until the list arrives', () => {
    const { input } = setup({ loading: true });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Loading area codes…');
  });

  it('leaves Enter to the input method while Chinese is being composed', async () => {
    await act(() => sharedI18n.changeLanguage('zh-CN'));
    const { input, onPick } = setup({ list: chinese });
    expect(screen.getByRole('combobox', { name: 'Area code' })).toBe(input);
    // Pinyin being composed: the text is still Latin and the Enter commits it to the box.
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'xiang' } });
    expect(screen.getByText('没有与输入内容匹配的地区名称或区号。')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, isComposing: true });
    fireEvent.change(input, { target: { value: '香港' } });
    fireEvent.compositionEnd(input);
    // Safari sends the committing Enter after compositionend, flagged only by keyCode 229.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onPick).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(shown()).toEqual(['香港 +852']);
    expect(screen.getByRole('status')).toHaveTextContent('匹配的区号：1 个');
    // The visitor's own Enter, after the input method is done, chooses.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onPick).toHaveBeenCalledWith(chinese[1]);
    expect(input).toHaveValue('香港 +852');
  });

  it('leaves the arrow keys to the input method while it composes', () => {
    const { input, onPick } = setup({ list: chinese });
    fireEvent.change(input, { target: { value: '澳' } });
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 229, isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(onPick).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-activedescendant', 'area-MO');
  });
});
