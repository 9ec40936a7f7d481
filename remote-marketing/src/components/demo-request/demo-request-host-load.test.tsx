import { screen } from '@testing-library/react';
import { useDemoRequest } from './demo-request-context';
import { DemoRequestProvider } from './demo-request-host';
import { renderWithI18n, user } from './test-utils';

// The drawer's chunk fails to load the first time (a network blip), then loads.
let mockChunkFails = true;
jest.mock('./demo-request-drawer', () => {
  if (mockChunkFails) throw new Error('Loading chunk demo-request failed.');
  return { DemoRequestDrawer: ({ open }: { open: boolean }) => (open ? <p>the drawer</p> : null) };
});

function Page() {
  const { open } = useDemoRequest();
  return (
    <>
      <h1>Page</h1>
      <button type="button" onClick={() => open('DIGIPO')}>
        open demo
      </button>
    </>
  );
}

it("shows the drawer's failure with Retry, keeps the page, and loads the drawer on Retry", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithI18n(
    <DemoRequestProvider lang="en_us">
      <Page />
    </DemoRequestProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'open demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Watch a demo' });
  expect(await screen.findByText('This part of the page could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  mockChunkFails = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('the drawer')).toBeInTheDocument();
  expect(dialog).not.toBeInTheDocument();
});
