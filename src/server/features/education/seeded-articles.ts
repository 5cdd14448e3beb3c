import { aBudgetThatFreesUpMoney } from './articles/a-budget-that-frees-up-money.ts';
import { buildingCreditFromScratch } from './articles/building-credit-from-scratch.ts';
import { debtValidationLetters } from './articles/debt-validation-letters.ts';
import { howCreditScoresAreBuilt } from './articles/how-credit-scores-are-built.ts';
import { howDisputesWork } from './articles/how-disputes-work.ts';
import { howLongNegativeItemsStay } from './articles/how-long-negative-items-stay.ts';
import { medicalDebtOnCreditReports } from './articles/medical-debt-on-credit-reports.ts';
import { whatIsInYourCreditReport } from './articles/what-is-in-your-credit-report.ts';
import { whyYourThreeScoresDiffer } from './articles/why-your-three-scores-differ.ts';
import { yourRightsUnderTheFcra } from './articles/your-rights-under-the-fcra.ts';
import type { SeedArticle } from './seed-article.ts';

/** The articles CreditPath ships, in no particular order: the hub sorts them. */
export const SEEDED_ARTICLES: readonly SeedArticle[] = [
  whatIsInYourCreditReport,
  howCreditScoresAreBuilt,
  howDisputesWork,
  debtValidationLetters,
  howLongNegativeItemsStay,
  yourRightsUnderTheFcra,
  buildingCreditFromScratch,
  aBudgetThatFreesUpMoney,
  medicalDebtOnCreditReports,
  whyYourThreeScoresDiffer,
];
