import { z } from 'zod';
import { i18n } from './i18n.ts';

/**
 * Rules that carry their own i18n key keep it (the field shows it translated); every other rule gets the
 * generic messages in the user's language (docs/product-rules.md, Conventions).
 */
export function installZodMessages() {
  z.config({
    customError: (issue) => {
      const t = i18n.t.bind(i18n);
      switch (issue.code) {
        case 'too_small':
          return issue.minimum === 1
            ? t('validation.required')
            : t('validation.tooShort', { count: Number(issue.minimum) });
        case 'too_big':
          return t('validation.tooLong', { count: Number(issue.maximum) });
        case 'invalid_format':
          return t('validation.invalidFormat');
        case 'invalid_type':
          return issue.input === undefined ? t('validation.required') : t('validation.invalidType');
        default:
          return undefined;
      }
    },
  });
}
