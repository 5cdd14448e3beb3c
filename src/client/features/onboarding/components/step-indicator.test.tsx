import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#client/lib/i18n.ts';
import { expectLabelInName } from '#client/test-support/label-in-name.ts';
import { StepIndicator } from './step-indicator.tsx';

const step = (name: RegExp | string) => screen.getByRole('button', { name });

describe('StepIndicator', () => {
  it('opens a step only when every earlier one is complete, and says which is current, done or locked', async () => {
    const onSelect = vi.fn();
    render(<StepIndicator current={2} completed={[1]} onSelect={onSelect} />);

    expect(step('Step 1: Your details (completed)')).toBeEnabled();
    expect(step('Step 2: ID photos (current step)')).toHaveAttribute('aria-current', 'step');
    for (const name of [
      /^Step 3: Bring your reports \(locked/,
      /^Step 4: Choose items \(locked/,
      /^Step 5: Create your account \(locked/,
      /^Step 6: Agreement and plan \(locked/,
    ]) {
      expect(step(name)).toBeDisabled();
    }
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 6: ID photos');

    await userEvent.click(step(/^Step 1: Your details/));
    expect(onSelect).toHaveBeenCalledWith(1);
    await userEvent.click(step(/^Step 4: Choose items/));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('once the account exists, shows steps 1 to 5 done and only step 6 open', () => {
    render(<StepIndicator current={6} completed={[1, 2, 3, 4, 5]} onSelect={() => undefined} />);
    expect(screen.getByText('Step 6 of 6: Agreement and plan')).toBeInTheDocument();
    for (const name of ['Your details', 'ID photos', 'Bring your reports', 'Choose items', 'Create your account']) {
      expect(step(new RegExp(`: ${name} \\(completed\\)$`))).toBeDisabled();
    }
    expect(step('Step 6: Agreement and plan (current step)')).toHaveAttribute('aria-current', 'step');
    // Five of six steps are done: the bar is not full before the last one is.
    expect(screen.getByTestId('progress-fill').style.width).toBe(`${(5 / 6) * 100}%`);
  });

  it('names each step button with the number and name it shows, in both languages (WCAG 2.5.3)', async () => {
    const { unmount } = render(<StepIndicator current={3} completed={[1, 2]} onSelect={() => undefined} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    for (const button of buttons) expectLabelInName(button);
    unmount();

    await i18n.changeLanguage('es');
    render(<StepIndicator current={3} completed={[1, 2]} onSelect={() => undefined} />);
    for (const button of screen.getAllByRole('button')) expectLabelInName(button);
  });

  it('names the steps in Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<StepIndicator current={1} completed={[]} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Paso 1: Sus datos (paso actual)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Paso 3: Traiga sus reportes \(bloqueado/ })).toBeDisabled();
    expect(screen.getByText('Paso 1 de 6: Sus datos')).toBeInTheDocument();
  });
});
