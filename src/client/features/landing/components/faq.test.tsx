import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './faq.tsx';

const question = (name: string) => screen.getByRole('button', { name });
/** The open answers: regions named by their question (the FAQ section itself is named by its heading). */
const openAnswers = () =>
  screen.queryAllByRole('region').filter((region) => region.getAttribute('aria-labelledby')?.endsWith('-question'));

describe('Faq', () => {
  it('lists the six questions, all closed, each a button inside a heading', () => {
    render(<Faq processor={null} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    expect(openAnswers()).toHaveLength(0);
  });

  it('opens one answer at a time, and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Faq processor={null} />);
    await user.click(question('How long does it take?'));
    expect(question('How long does it take?')).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does it take?' });
    expect(answer).toHaveAttribute('id', question('How long does it take?').getAttribute('aria-controls'));
    expect(within(answer).getByText(/30 days to investigate/)).toBeVisible();
    expect(within(answer).getByText(/30 to 45 days/)).toBeVisible();

    await user.click(question('Can you guarantee results?'));
    expect(question('Can you guarantee results?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('How long does it take?')).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(1);

    await user.click(question('Can you guarantee results?'));
    expect(question('Can you guarantee results?')).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<Faq processor={null} />);
    await user.tab();
    expect(question('What does CreditPath do?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question('What does CreditPath do?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What does CreditPath do?' })).toHaveTextContent(/not a law firm/);

    await user.tab();
    expect(question('How long does it take?')).toHaveFocus();
    await user.keyboard(' ');
    expect(question('How long does it take?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('What does CreditPath do?')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(question('How long does it take?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('states the plans, the right to cancel and the right to dispute for free as the rules do', async () => {
    const user = userEvent.setup();
    render(<Faq processor={null} />);
    await user.click(question('How many disputes can I send?'));
    expect(openAnswers()[0]).toHaveTextContent(
      'The Basic and Professional plans cover 2 to 5 disputes: 2 in total with Basic, or up to 5 every month with Professional. Premium covers up to 15 a month.',
    );
    await user.click(question('When do I pay, and can I cancel?'));
    expect(openAnswers()[0]).toHaveTextContent(/3 business days after signing to cancel at no cost/);
    await user.click(question('Can I dispute errors myself, for free?'));
    expect(openAnswers()[0]).toHaveTextContent(/at no cost/);
  });

  it('says when money is taken as the processor of a new plan takes it, and nothing of it until known', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Faq processor={null} />);
    await user.click(question('When do I pay, and can I cancel?'));
    expect(openAnswers()[0]).not.toHaveTextContent(/payment link|card is saved/);
    unmount();

    render(<Faq processor="stripe" />);
    await user.click(question('When do I pay, and can I cancel?'));
    expect(openAnswers()[0]).toHaveTextContent(
      /^Your card is saved when you choose a plan; nothing is charged until your dispute letters are prepared/,
    );
    expect(openAnswers()[0]).not.toHaveTextContent(/up front/);
  });

  it('says a payment link is paid after each period, for its letters, in manual mode', async () => {
    const user = userEvent.setup();
    render(<Faq processor="manual" />);
    await user.click(question('When do I pay, and can I cancel?'));
    expect(openAnswers()[0]).toHaveTextContent(
      /^Nothing is charged when you sign\. Each billing period is charged after it ends, and only if dispute letters for new items were prepared in it/,
    );
    expect(openAnswers()[0]).toHaveTextContent(/You then pay it through our payment link\./);
    expect(openAnswers()[0]).not.toHaveTextContent(/up front/);
    expect(openAnswers()[0]).not.toHaveTextContent(/card is saved/);
  });
});
