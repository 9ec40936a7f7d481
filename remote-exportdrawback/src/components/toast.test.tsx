import { act, fireEvent, screen } from '@testing-library/react';
import { renderMicro } from '../lib/testing';
import { Toast } from './toast';

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an error as an alert that hides itself after 6 s', async () => {
    const onDismiss = jest.fn();
    await renderMicro(<Toast tone="error" message="统一社会信用代码校验位不正确" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('统一社会信用代码校验位不正确');
    act(() => jest.advanceTimersByTime(5999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays while hovered or focused, and can be dismissed', async () => {
    const onDismiss = jest.fn();
    await renderMicro(<Toast tone="success" message="申请成功" onDismiss={onDismiss} />);
    const toast = screen.getByRole('status');
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(20_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    const close = screen.getByRole('button', { name: '关闭提示' });
    act(() => close.focus());
    act(() => jest.advanceTimersByTime(20_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
