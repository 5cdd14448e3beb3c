import type { SeedArticle } from './seed-article.ts';

const article = (
  slug: string,
  category: SeedArticle['category'],
  writtenOn: string,
  en: [string, string, string],
  es: [string, string, string],
): SeedArticle => ({
  slug,
  category,
  imageUrl: `/education/${category}.svg`,
  writtenOn,
  text: {
    en: { title: en[0], excerpt: en[1], content: en[2] },
    es: { title: es[0], excerpt: es[1], content: es[2] },
  },
});

/** Small articles whose words are chosen so each search test has one right answer and a known order. */
export const TEST_ARTICLES: readonly SeedArticle[] = [
  article(
    'disputes-in-title',
    'dispute-strategy',
    '2026-01-10',
    ['Disputes that work', 'A short guide.', 'Write to the bureau. Keep copies.'],
    ['Disputas que funcionan', 'Una guía corta.', 'Escriba a la agencia. Guarde copias.'],
  ),
  article(
    'disputes-in-body',
    'legal-rights',
    '2026-03-01',
    ['Your rights', 'What the law gives you.', 'The law lets you file disputes about errors.'],
    ['Sus derechos', 'Lo que la ley le da.', 'La ley le permite presentar disputas sobre errores.'],
  ),
  article(
    'credit-cards',
    'credit-basics',
    '2026-02-01',
    [
      'Credit cards',
      'How cards are scored.',
      'Keep balances low. [Read this next](/education?article=disputes-in-title)',
    ],
    ['Tarjetas de crédito', 'Cómo se califican las tarjetas.', 'Mantenga saldos bajos y pague a tiempo.'],
  ),
  article(
    'budget-basics',
    'financial-tips',
    '2026-04-01',
    ['A budget', 'Money in, money out.', 'List what comes in and what goes out.'],
    ['Un presupuesto', 'Dinero que entra y sale.', 'Anote lo que entra y lo que sale cada mes.'],
  ),
];
