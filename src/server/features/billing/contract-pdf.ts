import {
  BOLD,
  bulletItem,
  type Doc,
  keepTogether,
  MARGIN,
  openPdf,
  REGULAR,
  textOptions,
  toWinAnsi,
  writeFooters,
} from '#server/features/letters/index.ts';
import type { Language } from '#shared/constants/languages.ts';
import { type Billing, PLANS } from '#shared/constants/plans.ts';
import { EASTERN_TIME_ZONE } from '#shared/constants/time.ts';
import type { LegalSection } from '#shared/schemas/legal.ts';
import type { AgreementResponse } from '#shared/schemas/subscription.ts';
import { type AgreementSummary, formatCancelBy } from './agreement.ts';

/** The agreement as the member signed it, and the cover lines that say whose it is. */
export interface SignedCopy {
  /** The disclosure, contract and notice exactly as stored at acceptance. */
  document: AgreementResponse;
  summary: AgreementSummary;
  memberName: string;
  acceptedAt: Date;
}

const BODY_SIZE = 10;
const TITLE_SIZE = 16;
const HEADING_SIZE = 11;
/** The space after a block, in lines. */
const PARAGRAPH_GAP = 0.6;

interface Words {
  title: string;
  intro: string;
  business: string;
  member: string;
  plan: string;
  signed: string;
  version: string;
  cancelBy: string;
  eastern: string;
  /** The price's period and when it is charged, per billing (decision 019: in arrears). */
  per: Record<Billing, string>;
  charged: string;
  whenCharged: Record<Billing, string>;
  footer: (version: string, page: number, pages: number) => string;
}

const WORDS: Record<Language, Words> = {
  en: {
    title: 'Your signed agreement',
    intro:
      'This is your copy of what you accepted, word for word as you read it when you signed: the statement of your rights, the contract and the notice of cancellation.',
    business: 'Business',
    member: 'Member',
    plan: 'Plan and price',
    signed: 'Signed electronically',
    version: 'Agreement version',
    cancelBy: 'You may cancel before midnight on',
    eastern: 'Eastern Time',
    per: { monthly: 'per month', one_time: 'one time' },
    charged: 'When it is charged',
    whenCharged: {
      monthly: 'nothing when you sign; each month after it ends, and only if letters were prepared in it',
      one_time:
        'nothing when you sign; once, when its disputes are used up or a month after it starts (whichever is first), and only if letters were prepared',
    },
    footer: (version, page, pages) => `Agreement version ${version} · Page ${page} of ${pages}`,
  },
  es: {
    title: 'Su contrato firmado',
    intro:
      'Esta es su copia de lo que usted aceptó, palabra por palabra tal como la leyó al firmar: la declaración de sus derechos, el contrato y el aviso de cancelación.',
    business: 'Empresa',
    member: 'Cliente',
    plan: 'Plan y precio',
    signed: 'Firmado electrónicamente',
    version: 'Versión del contrato',
    cancelBy: 'Puede cancelar antes de la medianoche del',
    eastern: 'hora del Este',
    per: { monthly: 'al mes', one_time: 'pago único' },
    charged: 'Cuándo se cobra',
    whenCharged: {
      monthly: 'nada al firmar; cada mes después de que termina, y solo si en él se prepararon cartas',
      one_time:
        'nada al firmar; una sola vez, cuando se usan sus disputas o un mes después de que empieza (lo que ocurra primero), y solo si se prepararon cartas',
    },
    footer: (version, page, pages) => `Versión del contrato ${version} · Página ${page} de ${pages}`,
  },
};

const dayAndTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  });

/** The member's own zone is unknown: the moment in Eastern Time and in UTC. */
export function formatSignedAt(at: Date, language: Language): string {
  return `${dayAndTime(EASTERN_TIME_ZONE).format(at)} ${WORDS[language].eastern} (${dayAndTime('UTC').format(at)} UTC)`;
}

function paragraph(doc: Doc, text: string, font = REGULAR) {
  doc.font(font).fontSize(BODY_SIZE).text(toWinAnsi(text), MARGIN, doc.y, textOptions(doc));
  doc.moveDown(PARAGRAPH_GAP);
}

function bullet(doc: Doc, text: string, font: string) {
  doc.font(font).fontSize(BODY_SIZE);
  bulletItem(doc, text);
  doc.moveDown(PARAGRAPH_GAP / 2);
}

function heading(doc: Doc, text: string, size: number) {
  doc.font(BOLD).fontSize(size);
  // The heading and at least three lines of what follows.
  keepTogether(doc, doc.heightOfString(toWinAnsi(text), textOptions(doc)) + 4 * BODY_SIZE * 1.2);
  doc.text(toWinAnsi(text), MARGIN, doc.y, textOptions(doc));
  doc.moveDown(PARAGRAPH_GAP);
}

/** Sections as the pages show them; what the law wants conspicuous (the cancellation statement) in bold. */
function sections(doc: Doc, parts: readonly LegalSection[]) {
  for (const part of parts) {
    const font = part.conspicuous ? BOLD : REGULAR;
    if (part.heading) heading(doc, part.heading, HEADING_SIZE);
    for (const text of part.paragraphs) paragraph(doc, text, font);
    for (const item of part.items) bullet(doc, item, font);
    if (part.items.length > 0) doc.moveDown(PARAGRAPH_GAP / 2);
  }
}

/** Each document begins on a page of its own: the disclosure must be a separate document (§ 1679c(b)). */
function document(doc: Doc, title: string, parts: readonly LegalSection[]) {
  doc.addPage();
  heading(doc, title, TITLE_SIZE);
  sections(doc, parts);
}

function cover(doc: Doc, copy: SignedCopy) {
  const { language, version, rightToCancelEndsAt } = copy.document;
  const words = WORDS[language];
  const { businessName, businessAddress, planName, price } = copy.summary;
  const { billing } = PLANS[copy.document.paymentType];
  heading(doc, words.title, TITLE_SIZE);
  paragraph(doc, words.intro);
  const lines: [string, string][] = [
    [words.business, `${businessName}, ${businessAddress}`],
    [words.member, copy.memberName],
    [words.plan, `${planName}, ${price} ${words.per[billing]}`],
    [words.charged, words.whenCharged[billing]],
    [words.signed, formatSignedAt(copy.acceptedAt, language)],
    [words.version, version],
    [words.cancelBy, formatCancelBy(new Date(rightToCancelEndsAt), language)],
  ];
  for (const [label, value] of lines) {
    doc
      .font(BOLD)
      .fontSize(BODY_SIZE)
      .text(toWinAnsi(`${label}: `), MARGIN, doc.y, { ...textOptions(doc), continued: true });
    doc.font(REGULAR).text(toWinAnsi(value));
    doc.moveDown(PARAGRAPH_GAP / 2);
  }
}

/**
 * The signed agreement as a US Letter PDF in the standard Helvetica fonts, like the letters: a cover saying
 * whose agreement it is, then the disclosure (§ 1679c), the contract (§ 1679d) and the notice of cancellation
 * with the member's own deadline (§ 1679e(b)), each from the text stored when they signed. The metadata dates
 * are the signature's, so the same agreement always gives the same file.
 */
export function renderContractPdf(copy: SignedCopy): Promise<Buffer> {
  const { disclosure, contract, cancellationNotice, language } = copy.document;
  const { doc, done } = openPdf({
    title: `${WORDS[language].title}: ${contract.title}`,
    author: copy.summary.businessName,
    date: copy.acceptedAt,
  });
  cover(doc, copy);
  document(doc, disclosure.title, disclosure.sections);
  document(doc, contract.title, contract.sections);
  document(doc, cancellationNotice.title, cancellationNotice.sections);
  const words = WORDS[language];
  writeFooters(doc, (page, pages) => words.footer(copy.document.version, page, pages));
  doc.end();
  return done;
}
