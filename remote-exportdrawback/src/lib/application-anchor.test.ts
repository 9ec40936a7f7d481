import { APPLICATION_FORM_ID } from '../config/anchors';
import { focusApplicationForm } from './application-anchor';

describe('focusApplicationForm', () => {
  let scrolls: (boolean | ScrollIntoViewOptions | undefined)[];

  beforeEach(() => {
    jest.useFakeTimers();
    scrolls = [];
    document.body.innerHTML = `<form id="${APPLICATION_FORM_ID}"><input aria-label="姓" /></form>`;
    Element.prototype.scrollIntoView = function scrollIntoView(options) {
      scrolls.push(options);
    };
    // The browser's smooth scrolls end with `scrollend` (jsdom has none).
    Object.defineProperty(window, 'onscrollend', { value: null, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('focuses the first field and, once the smooth scroll ends, lands on the form again', () => {
    expect(focusApplicationForm(false)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input'));
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }, { block: 'start' }]);
    // Only that scroll's end: a later scroll of the visitor's is left alone.
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveLength(2);
  });

  it("leaves the visitor's later scrolling alone when no smooth scroll ended", () => {
    focusApplicationForm(false);
    jest.advanceTimersByTime(2_000);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toHaveLength(1);
  });

  it('jumps without motion once, for a visitor who prefers reduced motion', () => {
    focusApplicationForm(true);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolls).toEqual([{ behavior: 'auto', block: 'start' }]);
  });

  it('reports a page without the form, so the caller can go to the apply page', () => {
    document.body.innerHTML = '';
    expect(focusApplicationForm(false)).toBe(false);
  });
});
