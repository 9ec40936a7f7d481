import { act, fireEvent, screen } from '@testing-library/react';
import { BUSINESS_LINES } from '../../../config/business-lines';
import { renderPage } from '../../../lib/test/render-page';
import { HeroCarousel } from './hero-carousel';

const NAMES = ['Payment & FX', 'Digital Trade', 'Digital Finance', 'International Trade'];

/** The slide a visitor sees: the only one not hidden from assistive technology. */
const visibleSlide = () => screen.getByRole('group');
const visibleName = () => visibleSlide().querySelector('p')?.textContent;
const slides = () => document.querySelector('[aria-live]') as HTMLElement;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
}

async function renderCarousel() {
  const navigate = jest.fn();
  await renderPage(<HeroCarousel lines={BUSINESS_LINES} />, { navigate });
  await screen.findByRole('heading', { level: 1 });
  return navigate;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('Home banner', () => {
  it('advances every 3000 ms and loops, with aria-live off while rotating', async () => {
    await renderCarousel();
    expect(visibleName()).toBe(NAMES[0]);
    expect(slides()).toHaveAttribute('aria-live', 'off');
    advance(2999);
    expect(visibleName()).toBe(NAMES[0]);
    advance(1);
    expect(visibleName()).toBe(NAMES[1]);
    expect(visibleSlide()).toHaveAccessibleName('2 of 4');
    advance(3000);
    advance(3000);
    expect(visibleName()).toBe(NAMES[3]);
    advance(3000);
    expect(visibleName()).toBe(NAMES[0]);
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Business highlights' });
    fireEvent.mouseEnter(region);
    advance(9000);
    expect(visibleName()).toBe(NAMES[0]);
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(visibleName()).toBe(NAMES[1]);
  });

  it('gives the slide a full interval after a quick pass of the pointer or a pick of the slide shown', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Business highlights' });
    advance(2000);
    // Enter and leave in one batch: no state changes, but the interval still starts again.
    act(() => {
      fireEvent.mouseEnter(region);
      fireEvent.mouseLeave(region);
    });
    advance(2900);
    expect(visibleName()).toBe(NAMES[0]);
    advance(100);
    expect(visibleName()).toBe(NAMES[1]);
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 4: Digital Trade' }));
    advance(2900);
    expect(visibleName()).toBe(NAMES[1]);
    advance(100);
    expect(visibleName()).toBe(NAMES[2]);
  });

  it('pauses while keyboard focus is inside, and moves with previous and next', async () => {
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    advance(9000);
    expect(visibleName()).toBe(NAMES[0]);
    fireEvent.click(next);
    expect(visibleName()).toBe(NAMES[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleName()).toBe(NAMES[3]);
    act(() => next.blur());
    advance(3000);
    expect(visibleName()).toBe(NAMES[0]);
  });

  it('stops and restarts with the pause/play button', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide rotation' }));
    // Focus left on the button would pause it too: take it out to test the button alone.
    act(() => (document.activeElement as HTMLElement).blur());
    advance(9000);
    expect(visibleName()).toBe(NAMES[0]);
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(3000);
    expect(visibleName()).toBe(NAMES[1]);
  });

  it('does not autoplay with reduced motion, and offers Play', async () => {
    mockReducedMotion(true);
    await renderCarousel();
    advance(9000);
    expect(visibleName()).toBe(NAMES[0]);
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide rotation' })).toBeInTheDocument();
  });

  it('jumps to a slide from its dot, and its learn-more opens the product login in a new tab', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 4: Digital Finance' }));
    expect(visibleName()).toBe(NAMES[2]);
    expect(screen.getByRole('button', { name: 'Show slide 3 of 4: Digital Finance' })).toHaveAttribute('aria-current', 'true');
    const learnMore = screen.getByRole('link', { name: /^Get started with Digital Finance.*opens in a new tab/ });
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore.getAttribute('href')).toContain('productType=DIGITAL_FINANCE');
    expect(learnMore.getAttribute('href')).toContain('action=login');
  });
});
