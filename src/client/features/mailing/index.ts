// The mailing feature's public entry: what other features use of it ("Mail it for me", issue 28).
export { useMailingOffer } from './api/get-mailing-offer.ts';
export { MailItForMe } from './components/mail-it-for-me.tsx';
export { MailingStatus } from './components/mailing-status.tsx';
export { type LiveMailing, useLetterMailing, useLetterMailings } from './use-letter-mailing.ts';
