/**
 * @jest-environment node
 */
import { renderToHtml } from '@site/shared/parcel/server';
import { lazyWhenNear } from './lazy-when-near';

function Calculator({ product }: { product: string }) {
  return (
    <form aria-label={`${product} calculator`}>
      <label>
        Amount <input name="amount" defaultValue="100000" />
      </label>
    </form>
  );
}

// The browser keeps this HTML and hydrates it when the visitor nears it: the site's browser tests
// fail on any hydration mismatch (e2e/tests/site/html-first.spec.ts).
describe('lazyWhenNear on the server', () => {
  it("renders the component whole, so the served page is complete without JavaScript", async () => {
    const Slot = lazyWhenNear(() => Promise.resolve({ default: Calculator }), { className: 'slot' });
    const html = await renderToHtml(<Slot product="OTA" />);
    expect(html).toMatch(/^<div class="slot" data-lazy-slot="[^"]+"><div data-hydrate-when-near=/);
    expect(html).toContain('<form aria-label="OTA calculator">');
    expect(html).toContain('name="amount" value="100000"');
  });
});
