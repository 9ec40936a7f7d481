import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './faq-accordion';

const items = [
  { id: 'a', question: 'How much?', answer: 'Up to a limit.' },
  { id: 'b', question: 'How long?', answer: 'Up to a tenor.' },
  { id: 'c', question: 'What rate?', answer: 'From a rate.' },
];

describe('FaqAccordion', () => {
  it('shows questions as buttons in headings, answers hidden until opened', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const question = screen.getByRole('button', { name: 'How much?' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Up to a limit.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Up to a limit.')).toBeVisible();
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByText('Up to a limit.'));

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and Space and moves between questions with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'How much?' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Up to a limit.')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'How long?' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('Up to a tenor.')).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'What rate?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'How much?' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('button', { name: 'How much?' })).toHaveFocus();
  });
});
