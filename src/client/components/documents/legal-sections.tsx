import { cn } from '#client/lib/cn.ts';
import type { LegalSection } from '#shared/schemas/legal.ts';

/** A legal text as the server wrote it: headings, paragraphs, bullets, and bold where the law wants it. */
export function LegalSections({ sections, headingLevel = 2 }: { sections: LegalSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-5">
      {sections.map((section, index) => (
        <section
          // Sections have no ids; their order never changes within one document.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={cn('grid gap-2', section.conspicuous && 'rounded-lg border-2 border-foreground p-4 font-semibold')}
        >
          {section.heading && <Heading className="text-lg font-semibold">{section.heading}</Heading>}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items.length > 0 && (
            <ul className="grid list-disc gap-1 pl-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
