import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { toast, toastFailure } from '#client/lib/toast-store.ts';

const FILE_NAME = 'recovery-codes.txt';

/** The codes as the file and the clipboard hold them: a line saying whose they are, then one code per line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once: copy them, download them, then say they are saved to go on. */
export function TwoFactorRecoveryCodes({
  email,
  codes,
  onSaved,
}: {
  email: string;
  codes: readonly string[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const text = recoveryCodesText(t('auth.twoFactor.recoveryFile', { email }), codes);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('auth.twoFactor.copied') });
    } catch {
      toastFailure(t('auth.twoFactor.copyFailed'));
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('auth.twoFactor.recoveryIntro')}</p>
      <ul
        aria-label={t('auth.twoFactor.recoveryListLabel')}
        className="grid grid-cols-1 gap-2 rounded-md border border-border bg-muted/40 p-4 font-mono text-base min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('auth.twoFactor.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={() => download(text)}>
          <Download aria-hidden />
          {t('auth.twoFactor.download')}
        </Button>
        <Button type="button" className="sm:ml-auto" onClick={onSaved}>
          {t('auth.twoFactor.saved')}
        </Button>
      </div>
    </div>
  );
}
