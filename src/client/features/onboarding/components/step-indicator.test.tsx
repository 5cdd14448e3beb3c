import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { StepIndicator } from './step-indicator.tsx';

describe('StepIndicator', () => {
  it('opens a step only when every earlier one is complete, and says which is current, done or locked', async () => {
    const onSelect = vi.fn();
    render(<StepIndicator current={2} completed={[1, 3]} onSelect={onSelect} />);
    const step = (name: RegExp | string) => screen.getByRole('button', { name });

    expect(step('Step 1: Personal info (completed)')).toBeEnabled();
    expect(step('Step 2: ID upload (current step)')).toHaveAttribute('aria-current', 'step');
    // Step 3 is done, but step 2 is not: 3 and everything after it stay locked.
    for (const name of [
      /^Step 3: Credit check \(locked/,
      /^Step 4: Select disputes \(locked/,
      /^Step 6: Your account \(locked/,
    ]) {
      expect(step(name)).toBeDisabled();
    }
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 6: ID upload');

    await userEvent.click(step(/^Step 1: Personal info/));
    expect(onSelect).toHaveBeenCalledWith(1);
    await userEvent.click(step(/^Step 4: Select disputes/));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('names the steps in Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<StepIndicator current={1} completed={[]} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Paso 1: Datos personales (paso actual)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Paso 2: Identificación \(bloqueado/ })).toBeDisabled();
    expect(screen.getByText('Paso 1 de 6: Datos personales')).toBeInTheDocument();
  });
});
