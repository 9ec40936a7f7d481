import { screen, within } from '@testing-library/react';
import { listAreaCodes, listBusinessTypes as listLeadBusinessTypes, listCountries, listPositions, listProducts } from '../../components/demo-request/api/list-lead-lookups';
import { clearLeadLookups } from '../../components/demo-request/hooks/use-lead-lookups';
import { user } from '../../components/demo-request/test-utils';
import { renderRoute } from '../../lib/test/render-page';
import { listBusinessTypes } from './api/list-business-types';
import { clearBusinessTypes } from './loaders';

jest.mock('../../components/demo-request/api/list-lead-lookups');
jest.mock('./api/list-business-types');

const businessTypes = [{ dictParam: 'BUSINESS_TYPE', dictKey: 'OTHERS', displayName: 'Others' }];
beforeEach(() => {
  jest.clearAllMocks();
  clearBusinessTypes();
  clearLeadLookups();
  (listBusinessTypes as jest.Mock).mockResolvedValue(businessTypes);
  (listLeadBusinessTypes as jest.Mock).mockResolvedValue(businessTypes);
  (listPositions as jest.Mock).mockResolvedValue([]);
  (listCountries as jest.Mock).mockResolvedValue([]);
  (listAreaCodes as jest.Mock).mockResolvedValue([]);
  (listProducts as jest.Mock).mockResolvedValue([
    { dictParam: 'PRODUCT', dictKey: 'PAYMENT_FX', displayName: 'Payment & FX', children: [] },
    { dictParam: 'PRODUCT', dictKey: 'INTERNATIONAL_TRADE', displayName: 'International Trade', children: [] },
  ]);
});

/** The page as the parcel renders it at /InternationalTrade, inside the layout that hosts the drawer. */
const renderPage = () => renderRoute('/InternationalTrade');

describe('International Trade page', () => {
  it('has one h1 and its sections in heading order', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Trade finance and export tax refunds for cross-border businesses');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Trade financing',
      'Export drawback service',
      'How it works',
      'Send us an enquiry',
    ]);
  });

  it('opens the Watch-a-Demo drawer for International Trade', async () => {
    await renderPage();
    const [heroButton] = await screen.findAllByRole('button', { name: /^Watch a demo/ });
    await user.click(heroButton as HTMLElement);
    await screen.findByRole('textbox', { name: /First name/ });
    const dialog = screen.getByRole('dialog', { name: 'Watch a demo' });
    expect(within(dialog).getByRole('button', { name: /Products of interest International Trade/ })).toBeInTheDocument();
  });

  it('links to the export tax refund site through the shell', async () => {
    const { props } = await renderPage();
    const link = await screen.findByRole('link', { name: 'Visit the export tax refund site (in Chinese)' });
    expect(link).toHaveAttribute('href', '/exportdrawback');
    await user.click(link);
    expect(props.navigate).toHaveBeenCalledWith('//exportdrawback');
  });

  it('jumps to the enquiry form and puts focus in it', async () => {
    await renderPage();
    await screen.findByRole('option', { name: 'Others' });
    await user.click(screen.getByRole('link', { name: 'Send an enquiry' }));
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveFocus();
  });

  it('lists the business types again in the new language when the visitor changes it', async () => {
    (listBusinessTypes as jest.Mock).mockImplementation(async (_api: unknown, lang: string) => [
      { dictParam: 'BUSINESS_TYPE', dictKey: 'OTHERS', displayName: lang === 'zh_cn' ? '其他' : 'Others' },
    ]);
    const { update } = await renderPage();
    await screen.findByRole('option', { name: 'Others' });
    await update({ lang: 'zh_cn' });
    expect(await screen.findByRole('option', { name: '其他' })).toBeInTheDocument();
    expect((listBusinessTypes as jest.Mock).mock.calls.map(([, lang]: unknown[]) => lang)).toEqual(['en_us', 'zh_cn']);
  });
});
