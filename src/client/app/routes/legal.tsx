import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LegalSections } from '#client/components/documents/legal-sections.tsx';
import { ErrorScreen } from '#client/components/errors/error-screen.tsx';
import { LoadingScreen } from '#client/components/errors/loading-screen.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useLegalDocument } from '#client/features/legal/api/get-legal-document.ts';
import { useLanguage } from '#client/lib/use-language.ts';
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from '#shared/constants/legal.ts';
import { NotFoundPage } from './not-found.tsx';

const isDocumentId = (value: string | undefined): value is LegalDocumentId =>
  (LEGAL_DOCUMENT_IDS as readonly (string | undefined)[]).includes(value);

/**
 * Terms, Privacy, the CROA rights statement and the notice of cancellation: public, in the reader's language,
 * inside the app's layout for a member and the public one for a visitor (see the router).
 */
export function LegalPage() {
  const { documentId } = useParams();
  if (!isDocumentId(documentId)) return <NotFoundPage />;
  return <LegalDocumentPage id={documentId} />;
}

function LegalDocumentPage({ id }: { id: LegalDocumentId }) {
  const { t } = useTranslation();
  const document = useLegalDocument(id, useLanguage());
  if (document.isPending) return <LoadingScreen />;
  if (document.isError) return <ErrorScreen error={document.error} onRetry={() => void document.refetch()} />;
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{document.data.title}</h1>
          <p className="text-sm text-muted-foreground">{t('legal.version', { version: document.data.version })}</p>
        </div>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('legal.print')}
        </Button>
      </div>
      <LegalSections sections={document.data.sections} />
    </article>
  );
}
