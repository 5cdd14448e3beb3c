import { describe, expect, it } from 'vitest';
import { kindsOff, settingsOf } from './notification-settings.ts';

describe('notification settings', () => {
  it('turns the stored kinds off and leaves every other kind on', () => {
    expect(settingsOf(['bureau_late'])).toEqual({
      plan_active: true,
      letters_ready: true,
      answer_due_soon: true,
      bureau_late: false,
      answer_recorded: true,
      password_changed: true,
      new_sign_in: true,
      payment_failed: true,
      payment_due: true,
      mail_delivered: true,
      mail_returned: true,
      mail_rerouted: true,
      item_reinserted: true,
      new_negative_item: true,
      step_late: true,
    });
  });

  it('stores only what is off, and reads back what it stored', () => {
    const settings = { ...settingsOf([]), new_sign_in: false, letters_ready: false };
    expect(kindsOff(settings)).toEqual(['letters_ready', 'new_sign_in']);
    expect(settingsOf(kindsOff(settings))).toEqual(settings);
  });
});
