import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Drawing } from './drawing';

const markup = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><path d="M0 0h1v1H0z"/></svg>';

describe('Drawing', () => {
  it('is announced as an image by its label, and draws the markup into the page', () => {
    render(<Drawing markup={markup} label="QR code of our WeCom account" className="qr" />);
    const drawing = screen.getByRole('img', { name: 'QR code of our WeCom account' });
    expect(drawing.querySelector('svg path')).toHaveAttribute('d', 'M0 0h1v1H0z');
    expect(drawing).toHaveClass('qr');
  });

  it('is part of the served HTML, with no image for the browser to load', () => {
    const html = renderToString(<Drawing markup={markup} label="企业微信咨询二维码" />);
    expect(html).toContain('role="img" aria-label="企业微信咨询二维码"><svg');
    expect(html).not.toContain('<img');
  });
});
