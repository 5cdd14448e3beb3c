import { Paperclip, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { addSupportingFiles, SUPPORTING_FILE_EXTENSIONS } from '../supporting-files.ts';

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Supporting documents the member means to mail with the letter. Kept on this device only: the list reminds
 * them what to enclose, nothing is uploaded.
 */
export function SupportingFilesField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {t('disputes.create.files')}
      </span>
      <p className="text-xs text-muted-foreground">{t('disputes.create.filesNote')}</p>
      <label className="flex cursor-pointer items-center justify-center gap-2 rounded-md border-2 border-dashed border-input p-4 text-sm font-medium hover:bg-muted focus-within:ring-2 focus-within:ring-ring">
        <Paperclip className="size-4" aria-hidden />
        {t('disputes.create.addFiles')}
        <input
          type="file"
          multiple
          accept={SUPPORTING_FILE_EXTENSIONS.join(',')}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(event) => {
            const result = addSupportingFiles(files, [...(event.target.files ?? [])]);
            setRefused(result.refused);
            onChange(result.files);
            event.target.value = '';
          }}
        />
      </label>
      <p className="text-xs text-muted-foreground">{t('disputes.create.filesTypes')}</p>
      {refused.length > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('disputes.create.filesRefused', { names: refused.join(', ') })}
        </p>
      )}
      {files.length > 0 && (
        <ul className="grid gap-2">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{sizeOf(file.size)}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={t('disputes.create.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((other) => other !== file))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
