import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ARTICLE_SEARCH_MAX_LENGTH } from '#shared/constants/education.ts';

const SEARCH_PAUSE_MS = 350;

/**
 * Searches as the reader pauses typing, or at once on Enter; the page keeps the words in the address. The
 * examples sit under the field, not in it: a placeholder that long was cut off on a phone.
 */
export function ArticleSearch({ value, onSearch }: { value: string; onSearch(search: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  // A search set from outside (a link, Back) replaces what the box shows.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older phone browsers many members use
    <form
      role="search"
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('education.searchLabel')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={id}
            aria-describedby={hintId}
            type="search"
            enterKeyHint="search"
            maxLength={ARTICLE_SEARCH_MAX_LENGTH}
            placeholder={t('education.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            // Our own clear button serves every browser; Chromium's built-in one would be a second.
            className="pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('education.clearSearch')}
            onClick={() => onSearch('')}
          >
            <X aria-hidden />
          </Button>
        )}
        <Button type="submit">{t('education.search')}</Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('education.searchHint')}
      </p>
    </form>
  );
}
