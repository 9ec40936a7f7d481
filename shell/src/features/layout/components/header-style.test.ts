import fs from 'node:fs';
import path from 'node:path';

/*
 * The page scrolls under the sticky header: a see-through background lets the text behind show
 * around the logo and menu. jsdom applies no stylesheet, so the rule is read from the file.
 */
const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

/** The value of `property` in the first rule of `css` whose selector is exactly `selector`. */
function declaration(css: string, selector: string, property: string): string | undefined {
  for (const rule of css.split('}')) {
    const [head = '', body] = rule.split('{');
    // The selector follows any comment before it.
    const commentEnd = head.lastIndexOf('*/');
    if ((commentEnd === -1 ? head : head.slice(commentEnd + 2)).trim() !== selector || body === undefined) continue;
    for (const item of body.split(';')) {
      const [name, ...value] = item.split(':');
      if (name?.trim() === property) return value.join(':').trim();
    }
  }
  return undefined;
}

describe('the sticky header', () => {
  it('has an opaque background, so nothing shows through it while the page scrolls', () => {
    const background = declaration(read('header.module.css'), '.header', 'background');
    expect(background).toBe('var(--color-surface)');
    const surface = declaration(read('../../../../../shared/src/styles/tokens.css'), ':root', '--color-surface');
    // Six hex digits: a colour with no alpha channel.
    expect(surface).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
