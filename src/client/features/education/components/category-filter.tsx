import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { EDUCATION_CATEGORIES, type EducationCategory } from '#shared/constants/education.ts';

/** "All" and one button per category; the pressed one is the filter in force. */
export function CategoryFilter({
  selected,
  onSelect,
}: {
  selected: EducationCategory | null;
  onSelect(category: EducationCategory | null): void;
}) {
  const { t } = useTranslation();
  const options = [null, ...EDUCATION_CATEGORIES] as const;
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('education.categoryLegend')}</legend>
      {options.map((category) => (
        <Button
          key={category ?? 'all'}
          type="button"
          size="sm"
          variant={selected === category ? 'default' : 'outline'}
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
        >
          {category ? t(`education.categories.${category}`) : t('education.allCategories')}
        </Button>
      ))}
    </fieldset>
  );
}
