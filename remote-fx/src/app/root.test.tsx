import { screen, waitFor } from '@testing-library/react';
import * as op from '@site/shared/api/operations';
import { answer, setupFakeApi } from '@site/shared/testing/api';
import { renderWidget } from '../test/render';
import { Root } from './root';

const api = setupFakeApi(answer(op.getHistoricalRates, () => ({ records: [], total: 0, current: 1, size: 100 })));

const props = { lang: 'en_us' as const, path: '/', navigate: jest.fn(), setTitle: jest.fn() };

describe('Root (fx/RateWidget)', () => {
  it('is the Home widget by default, with an h3 under the host section’s h2', async () => {
    await renderWidget(<Root {...props} query={{}} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'USD, CNY and CNH rates' })).toBeInTheDocument();
  });

  it('is the payment page’s rates chart with variant=payment, and takes an h2 when asked', async () => {
    await renderWidget(<Root {...props} query={{ variant: 'payment', headingLevel: '2' }} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Rate history: USD, onshore CNY and offshore CNH' })).toBeInTheDocument();
  });

  it('never sets the page title: it is a widget, not a page', async () => {
    await renderWidget(<Root {...props} query={{ variant: 'home' }} />);
    await screen.findByRole('heading', { name: 'USD, CNY and CNH rates' });
    expect(props.setTitle).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo(op.getHistoricalRates)).not.toHaveLength(0));
  });
});
