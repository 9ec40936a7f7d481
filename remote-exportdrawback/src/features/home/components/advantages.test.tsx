import { act, fireEvent, screen } from '@testing-library/react';
import { renderMicro } from '../../../lib/testing';
import { Advantages } from './advantages';

const selectedStep = () => screen.getByRole('tab', { selected: true });
/** The comparison a reader gets: the others are stacked out of sight (the stylesheet hides all but the active one). */
const shownComparison = () => screen.getByRole('tabpanel').querySelector('[data-active]');

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: reduce && query.includes('reduce'), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList;
}

describe('Advantages: the comparison with the traditional mode', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('highlights the next of its 4 steps every 3000 ms, and wraps around', async () => {
    await renderMicro(<Advantages />);
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(selectedStep()).toHaveTextContent('单证收集');
    expect(shownComparison()).toHaveTextContent('报关单、增值税发票等单证数据在线归集到一处');
    act(() => jest.advanceTimersByTime(2999));
    expect(selectedStep()).toHaveTextContent('单证收集');
    act(() => jest.advanceTimersByTime(1));
    expect(selectedStep()).toHaveTextContent('数据匹配');
    expect(shownComparison()).toHaveTextContent('系统按商品、数量、金额等关键信息自动匹配');
    expect(screen.getByRole('tabpanel').querySelectorAll('[data-active]')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('申报审核');
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('资金回笼');
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('单证收集');
  });

  it('pauses while the pointer is over it', async () => {
    await renderMicro(<Advantages />);
    const region = screen.getByRole('tablist').parentElement?.parentElement as HTMLElement;
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(selectedStep()).toHaveTextContent('单证收集');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('数据匹配');
  });

  it('pauses while keyboard focus is inside, and steps with the arrow keys', async () => {
    await renderMicro(<Advantages />);
    act(() => selectedStep().focus());
    fireEvent.keyDown(selectedStep(), { key: 'ArrowRight' });
    expect(selectedStep()).toHaveTextContent('数据匹配');
    expect(selectedStep()).toHaveFocus();
    act(() => jest.advanceTimersByTime(9000));
    expect(selectedStep()).toHaveTextContent('数据匹配');
    fireEvent.keyDown(selectedStep(), { key: 'End' });
    expect(selectedStep()).toHaveTextContent('资金回笼');
    fireEvent.keyDown(selectedStep(), { key: 'ArrowRight' });
    expect(selectedStep()).toHaveTextContent('单证收集');
  });

  it('lets the visitor pick a step, which then stays a full interval', async () => {
    await renderMicro(<Advantages />);
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('tab', { name: /申报审核/ }));
    expect(selectedStep()).toHaveTextContent('申报审核');
    act(() => jest.advanceTimersByTime(2999));
    expect(selectedStep()).toHaveTextContent('申报审核');
    act(() => jest.advanceTimersByTime(1));
    expect(selectedStep()).toHaveTextContent('资金回笼');
  });

  it('stops and starts with its pause button', async () => {
    await renderMicro(<Advantages />);
    fireEvent.click(screen.getByRole('button', { name: '暂停自动切换退税环节' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(selectedStep()).toHaveTextContent('单证收集');
    fireEvent.click(screen.getByRole('button', { name: '开始自动切换退税环节' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('数据匹配');
  });

  it('does not rotate when the visitor prefers reduced motion, unless they press play', async () => {
    mockReducedMotion(true);
    await renderMicro(<Advantages />);
    act(() => jest.advanceTimersByTime(9000));
    expect(selectedStep()).toHaveTextContent('单证收集');
    fireEvent.click(screen.getByRole('button', { name: '开始自动切换退税环节' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(selectedStep()).toHaveTextContent('数据匹配');
  });
});
