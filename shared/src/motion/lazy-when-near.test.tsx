import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdIntersections } from '../testing/intersection';
import { lazyWhenNear } from './lazy-when-near';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWhenNear', () => {
  it('keeps an empty slot, loading nothing, until the visitor nears it', async () => {
    const held = holdIntersections();
    try {
      const load = jest.fn(() => Promise.resolve({ default: Greeting }));
      const Slot = lazyWhenNear(load, { className: 'slot', rootMargin: '300px 0px' });
      const { container } = render(<Slot name="Mei" />);
      const slot = container.firstElementChild;
      expect(slot).toHaveClass('slot');
      expect(slot).toBeEmptyDOMElement();
      expect(load).not.toHaveBeenCalled();
      const [observer] = held.observers;
      if (!observer) throw new Error('no observer');
      expect(observer.options?.rootMargin).toBe('300px 0px');
      act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByText('Hello Mei')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      held.restore();
    }
  });

  it('offers Retry when the chunk fails, and Retry imports it again', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const load = jest
        .fn<Promise<{ default: typeof Greeting }>, []>()
        .mockRejectedValueOnce(new Error('ChunkLoadError'))
        .mockResolvedValue({ default: Greeting });
      const Slot = lazyWhenNear(load);
      render(<Slot name="Wei" />);
      await user.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Hello Wei')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });
});
