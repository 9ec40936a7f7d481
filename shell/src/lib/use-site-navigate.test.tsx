import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { useSiteNavigate } from './use-site-navigate';

let go: ReturnType<typeof useSiteNavigate> = () => undefined;
function Probe() {
  go = useSiteNavigate();
  return null;
}

describe('useSiteNavigate', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/en_us/About?id=4');
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
  });

  it('adds no history entry for a move to where the visitor already is', () => {
    const before = window.history.length;
    act(() => go('/en_us/About?id=4'));
    expect(window.history.length).toBe(before);
  });

  it('takes a quick move back as a move: the address, not the last render, says where the visitor is', () => {
    const navigate = go; // the function of the render at ?id=4, as a key handler still holds it
    act(() => {
      navigate('/en_us/About?id=1');
      navigate('/en_us/About?id=4');
    });
    expect(window.location.search).toBe('?id=4');
  });
});
