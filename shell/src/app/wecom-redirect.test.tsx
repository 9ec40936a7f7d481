import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { WecomRedirect } from './wecom-redirect';

function Landing() {
  const { pathname, search } = useLocation();
  return <main aria-label="landing">{pathname + search}</main>;
}

/** The shell's route as the browser runs it: the real History API, whose pushState refuses other origins. */
async function follow(query: string): Promise<string> {
  window.history.replaceState(null, '', `/WecomRedirect${query}`);
  await act(async () => {
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/WecomRedirect" element={<WecomRedirect />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </BrowserRouter>,
    );
  });
  return screen.getByRole('main', { name: 'landing' }).textContent ?? '';
}

const OFF_SITE = [
  '//evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/./\\evil.example',
  '/\t/evil.example',
  '/%0A/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example/',
  'http:evil.example',
  '\\\\evil.example',
  '/%E0%A4%A',
  '/%2F%2Fevil.example',
  '/.%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%2e%2e/%2F%2Fevil.example',
];

describe('/WecomRedirect in the browser', () => {
  const origin = window.location.origin;

  it('follows a path on this site', async () => {
    expect(await follow(`?redirect=${encodeURIComponent('/zh_cn/Contact?ref=wecom')}`)).toBe('/zh_cn/Contact?ref=wecom');
  });

  it.each(OFF_SITE)('keeps the page on the site for %j', async (target) => {
    for (const name of ['redirect', 'state', 'target']) {
      const landed = await follow(`?${name}=${encodeURIComponent(target)}`);
      // Still mounted, on this origin, on a plain on-site path.
      expect(landed).toMatch(/^\/(?![/\\])/);
      expect(window.location.origin).toBe(origin);
      document.body.innerHTML = '';
    }
  });
});
