import type { FastifyReply } from 'fastify';
import type { AppDeps } from '#server/app-deps.ts';
import { notFound } from '#server/errors.ts';
import { composeEmail } from '#server/mail/compose-email.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { SignedAgreement } from '#shared/schemas/subscription.ts';
import { agreementSummary } from './agreement.ts';
import { formatSignedAt, renderContractPdf } from './contract-pdf.ts';
import { findSignedAgreement, listSignedAgreements, type SignedAgreementRow } from './contract-queries.ts';

type ContractDeps = Pick<AppDeps, 'db' | 'config'>;

/**
 * CROA § 1679e(c): the consumer gets a copy of the completed contract and of every disclosure. The copy is the
 * text stored at acceptance, never one composed anew, so it stays what was signed whatever changes later.
 */
export async function listSignedContracts(deps: ContractDeps, userId: string): Promise<SignedAgreement[]> {
  const rows = await listSignedAgreements(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    paymentType: row.paymentType,
    version: row.version,
    language: row.language,
    acceptedAt: row.acceptedAt.toISOString(),
    rightToCancelEndsAt: row.rightToCancelEndsAt.toISOString(),
  }));
}

const FILE_NAME: Record<Language, string> = { en: 'agreement', es: 'contrato' };

/** Unique per agreement and sortable by day: two signed the same day differ by the id's first characters. */
const fileNameOf = (row: SignedAgreementRow) =>
  `${FILE_NAME[row.language]}-${row.acceptedAt.toISOString().slice(0, 10)}-${row.id.slice(0, 8)}.pdf`;

/** A signed agreement's copy as a PDF, and the name it is saved under. */
export async function contractPdfOf(
  deps: ContractDeps,
  row: SignedAgreementRow,
): Promise<{ fileName: string; pdf: Buffer }> {
  const pdf = await renderContractPdf({
    document: row.document,
    // Texts composed before the cover lines were stored: the plan's name and price and the business as now set.
    summary: row.document.summary ?? agreementSummary(row.paymentType, row.language, deps.config.legal),
    memberName: `${row.firstName} ${row.lastName}`,
    acceptedAt: row.acceptedAt,
  });
  return { fileName: fileNameOf(row), pdf };
}

/** One of the member's own agreements; another member's id is not found, as if it did not exist. */
export async function findOwnContract(deps: ContractDeps, userId: string, id: string): Promise<SignedAgreementRow> {
  const row = await findSignedAgreement(deps.db, userId, { id });
  if (!row) throw notFound();
  return row;
}

function contractEmail(row: SignedAgreementRow, business: string, attachment: { fileName: string; pdf: Buffer }) {
  const { language } = row;
  const signedAt = formatSignedAt(row.acceptedAt, language);
  const message: MailMessage = composeEmail(
    row.email,
    language,
    business,
    language === 'es'
      ? {
          subject: `Su contrato firmado con ${business}`,
          greeting: `Hola, ${row.firstName}:`,
          paragraphs: [
            `Adjuntamos una copia en PDF del contrato que usted firmó el ${signedAt}: la declaración “${row.document.disclosure.title}”, el contrato de servicios y el aviso de cancelación con su fecha límite.`,
            'Puede descargarla de nuevo cuando quiera en la página de su Cuenta, en “Sus contratos firmados”.',
          ],
        }
      : {
          subject: `Your signed agreement with ${business}`,
          greeting: `Hello ${row.firstName},`,
          paragraphs: [
            `Attached is a PDF copy of the agreement you signed on ${signedAt}: the statement “${row.document.disclosure.title}”, the service agreement and the notice of cancellation with your own deadline.`,
            'You can download it again at any time on your Account page, under “Your signed agreements”.',
          ],
        },
  );
  return {
    ...message,
    attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }],
  };
}

/**
 * Emails the copy of the agreement a signature just answered with, once the answer has left: a mail server that
 * is down must not undo or delay the signature (the failure is logged, and the copy stays on the account page).
 */
export function mailSignedContract(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'afterReply'>,
  reply: FastifyReply,
  userId: string,
  accepted: { acceptedAt: string },
): void {
  deps.afterReply.run(reply, 'the signed agreement email', async () => {
    const row = await findSignedAgreement(deps.db, userId, { acceptedAt: new Date(accepted.acceptedAt) });
    if (!row) return;
    await deps.mailer.send(contractEmail(row, deps.config.legal.businessName, await contractPdfOf(deps, row)));
  });
}
