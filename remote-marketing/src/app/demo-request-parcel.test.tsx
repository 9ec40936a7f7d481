import { act, render, screen } from '@testing-library/react';
import { parcelElement } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { listAreaCodes, listBusinessTypes, listCountries, listPositions, listProducts } from '../components/demo-request/api/list-lead-lookups';
import { demoRequestParcelDefinition } from './demo-request-parcel';

jest.mock('../components/demo-request/api/list-lead-lookups');

beforeEach(() => {
  for (const list of [listAreaCodes, listBusinessTypes, listCountries, listPositions, listProducts]) (list as jest.Mock).mockResolvedValue([]);
});

describe('the exposed ./DemoRequest parcel', () => {
  it('takes no space until a page of another remote asks for a demo, then opens the drawer in the page’s language', async () => {
    const props = { lang: 'zh_cn' as const, path: '/', query: {}, navigate: jest.fn(), setTitle: jest.fn() };
    const { container } = render(parcelElement(demoRequestParcelDefinition, props));
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    act(() => siteStore.getState().openDemoRequest('OTA_FINANCE'));
    expect(await screen.findByRole('dialog', { name: '观看演示' })).toBeInTheDocument();
    act(() => siteStore.getState().closeDemoRequest());
  });
});
