import { ChevronRight, Scale, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '#client/components/ui/section.tsx';
import { paths } from '#client/lib/paths.ts';

const CATEGORIES = [
  { id: 'dispute-strategy', key: 'strategy', Icon: Target },
  { id: 'legal-rights', key: 'rights', Icon: Scale },
] as const;

/** Reading for a member who wants to understand their rights before (or while) disputing. */
export function DisputeResources({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Section
      id="dispute-resources"
      size="2xl"
      className="gap-4"
      title={t('disputeCenter.resources.title')}
      seeAll={{ to: paths.education, label: t('disputeCenter.resources.allEducation') }}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {CATEGORIES.map(({ id, key, Icon }) => (
          <li key={id}>
            <Link
              to={paths.educationCategory(id)}
              className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{t(`disputeCenter.resources.${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`disputeCenter.resources.${key}.body`)}</span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
