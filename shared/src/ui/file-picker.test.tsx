import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker } from './file-picker';

const strings = {
  label: '选择填好的模板（CSV 或 XLSX）',
  chooseText: '选择文件',
  dropText: '或拖放到这里',
  noFileText: '尚未选择文件',
  chosenText: (name: string) => `已选择：${name}`,
};

const csv = () => new File(['a,b\n1,2\n'], 'drawdown.csv', { type: 'text/csv' });

describe('FilePicker', () => {
  it('takes a file chosen in the dialog and shows its name', async () => {
    const onFile = jest.fn();
    render(<FilePicker {...strings} accept=".csv,.xlsx" onFile={onFile} />);
    const input = screen.getByLabelText('选择填好的模板（CSV 或 XLSX）');
    expect(input).toHaveAccessibleDescription('尚未选择文件');
    await userEvent.setup().upload(input, csv());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'drawdown.csv' }));
    expect(screen.getByText('已选择：drawdown.csv')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('已选择：drawdown.csv');
  });

  it('takes a file dropped on the zone and shows its name', () => {
    const onFile = jest.fn();
    render(<FilePicker {...strings} accept=".csv,.xlsx" onFile={onFile} />);
    const zone = screen.getByText('选择文件').parentElement as HTMLElement;
    const file = csv();
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(zone).toHaveAttribute('data-dragging');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByText('已选择：drawdown.csv')).toBeInTheDocument();
  });

  it('is reached with the keyboard: its input is in the tab order, named by the field label', async () => {
    render(<FilePicker {...strings} accept=".csv,.xlsx" onFile={jest.fn()} />);
    await userEvent.setup().tab();
    expect(screen.getByLabelText('选择填好的模板（CSV 或 XLSX）')).toHaveFocus();
  });

  it('marks the field invalid and points to the caller\'s error', () => {
    render(
      <>
        <FilePicker {...strings} accept=".csv,.xlsx" onFile={jest.fn()} errorId="problem" />
        <p id="problem">notes.txt 不是 CSV 或 XLSX 文件。</p>
      </>,
    );
    const input = screen.getByLabelText('选择填好的模板（CSV 或 XLSX）');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('尚未选择文件 notes.txt 不是 CSV 或 XLSX 文件。');
  });
});
