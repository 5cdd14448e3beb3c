import type { SeedArticle } from '../seed-article.ts';

export const buildingCreditFromScratch: SeedArticle = {
  slug: 'building-credit-from-scratch',
  category: 'financial-tips',
  imageUrl: '/education/financial-tips.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'Building Credit From Scratch',
      excerpt:
        'No credit history yet? Secured cards, credit-builder loans, and on-time payments can help you build one step by step, with no risky shortcuts.',
      content: `If you have never had a loan or a credit card, you may have no credit file at all, or one too thin to get a score. That is not bad credit. It just means lenders have little to go on. The good news is that you can build a history with a few careful steps. To see what goes into a score, read [How credit scores are built](/education?article=how-credit-scores-are-built).

## Ways to get started

### A secured credit card

You pay a deposit, which is often the same as your credit limit. Then you use the card like any other card and pay the bill each month. Before you apply, ask:

- Does the card report to all three credit bureaus (Equifax, Experian, and TransUnion)?
- What are the fees?
- Can it turn into a regular card later, and will you get your deposit back?

### A credit-builder loan

Many credit unions and community banks offer these. The lender puts the loan amount in a locked savings account. You make monthly payments, and when you finish, the money is yours. Your payments are reported, so you build a history and savings at the same time. Check the fees and interest first, and choose a payment you can afford. A late payment on this loan hurts, too.

### Becoming an authorized user

A family member or friend with a good record can add you to their credit card. Their account may then show up on your reports. This only helps if they pay on time and keep the balance low, because their mistakes can show up on your reports as well. Not every card company reports authorized users, so ask first. You do not need to use the card at all.

### Rent and utility reporting

Some services add your rent, utility, or phone payments to your credit file. Some are free and some charge a fee. Whether they help depends on the score. Some scoring models count these payments and others ignore them, and a lender may use a model that does not see them. Read the costs before you sign up.

## Habits that build a strong score

- **Pay on time, every time.** Your payment history is one of the biggest parts of a score. Set up autopay for at least the minimum payment so you never miss a due date, and pay more when you can. A payment that is 30 or more days late can be reported and can stay on your reports for years.
- **Keep balances low.** Try to use less than 30% of your credit limit, and lower is better. On a $500 limit, that means a balance under $150. Paying before your statement closes can help keep the reported balance low.
- **Keep old cards open.** Older accounts help the length of your history. If a card has no yearly fee, think twice before closing it. Use it for a small purchase now and then so the company does not close it for you.
- **Apply slowly.** Each application can add a hard inquiry to your report. Apply only for credit you need.

## How long does it take?

It takes time. A FICO score usually needs at least one account that is six months old or more, with activity reported in the last six months. Some VantageScore models can score you sooner. Building a *good* score takes longer, often a year or more of on-time payments. There is no fast track.

## Watch out for "new credit identity" offers

Some sellers offer a "CPN" (a credit privacy number or credit profile number) and say you can use it instead of your Social Security number to start over. This is a scam. The FTC warns that these numbers may be stolen Social Security numbers, sometimes taken from children. Using one on a credit application is a federal crime. Walk away from anyone who promises you a new credit identity, and report them to the FTC at ReportFraud.ftc.gov.

## What you can do next

1. Check your reports for free at [AnnualCreditReport.com](https://www.annualcreditreport.com) to see where you stand.
2. Pick one starter product, a secured card or a credit-builder loan, that reports to all three bureaus.
3. Turn on autopay for the minimum payment and keep your balance low.
4. Check your reports again in a few months to make sure your payments are showing up.`,
    },
    es: {
      title: 'Cómo empezar su crédito desde cero',
      excerpt:
        '¿Todavía no tiene historial de crédito? Una tarjeta asegurada, un préstamo para construir crédito y pagar a tiempo le ayudan a crearlo, paso a paso.',
      content: `Si nunca ha tenido un préstamo ni una tarjeta de crédito, es posible que no tenga expediente de crédito, o que tenga tan poca información que no le puedan calcular un puntaje. Eso no es tener mal crédito. Solo quiere decir que los prestamistas todavía no saben mucho de usted. La buena noticia es que puede crear un historial con unos pasos sencillos. Para entender qué cuenta en un puntaje, lea [Cómo se calculan los puntajes de crédito](/education?article=how-credit-scores-are-built).

## Formas de empezar

### Una tarjeta de crédito asegurada

Usted deja un depósito, que muchas veces es igual a su límite de crédito. Luego usa la tarjeta como cualquier otra y paga la cuenta cada mes. Antes de solicitarla, pregunte:

- ¿La tarjeta reporta a los tres burós de crédito (Equifax, Experian y TransUnion)?
- ¿Qué cargos tiene?
- ¿Puede convertirse más adelante en una tarjeta normal? ¿Le devuelven el depósito?

### Un préstamo para construir crédito

Muchas cooperativas de crédito (credit unions) y bancos locales los ofrecen. El prestamista guarda el dinero del préstamo en una cuenta de ahorros bloqueada. Usted hace pagos cada mes y, al terminar, el dinero es suyo. Sus pagos se reportan, así que crea historial y ahorra al mismo tiempo. Revise antes los cargos y el interés, y elija un pago que pueda cubrir. Un pago atrasado en este préstamo también le perjudica.

### Ser usuario autorizado

Un familiar o un amigo con buen historial puede agregarlo a su tarjeta de crédito. Así, esa cuenta puede aparecer en sus reportes. Esto solo ayuda si esa persona paga a tiempo y mantiene un saldo bajo, porque sus errores también pueden aparecer en los reportes de usted. No todas las compañías de tarjetas reportan a los usuarios autorizados, así que pregunte primero. No hace falta que usted use la tarjeta.

### Reportar la renta y los servicios

Algunos servicios agregan a su expediente los pagos de renta, luz, agua o teléfono. Unos son gratis y otros cobran. Que le ayuden o no depende del puntaje. Algunos modelos de puntaje cuentan estos pagos y otros no, y el prestamista puede usar un modelo que no los toma en cuenta. Lea bien los costos antes de inscribirse.

## Hábitos que fortalecen su puntaje

- **Pague a tiempo, siempre.** Su historial de pagos es una de las partes más importantes del puntaje. Active el pago automático por lo menos del pago mínimo, para no olvidar ninguna fecha, y pague más cuando pueda. Un pago con 30 días o más de atraso se puede reportar y puede quedar en sus reportes por años.
- **Mantenga saldos bajos.** Trate de usar menos del 30% de su límite, y mientras menos, mejor. Con un límite de $500, eso es un saldo menor de $150. Pagar antes de la fecha de cierre del estado de cuenta puede ayudar a que el saldo reportado sea bajo.
- **No cierre sus tarjetas viejas.** Las cuentas más antiguas ayudan a la antigüedad de su historial. Si una tarjeta no cobra cuota anual, piénselo bien antes de cerrarla. Úsela de vez en cuando para una compra pequeña, para que la compañía no la cierre.
- **Solicite crédito con calma.** Cada solicitud puede agregar una consulta a su reporte. Pida solo el crédito que necesite.

## ¿Cuánto tiempo toma?

Toma tiempo, y eso es normal. Para un puntaje FICO, por lo general se necesita al menos una cuenta con seis meses o más de antigüedad y actividad reportada en los últimos seis meses. Algunos modelos de VantageScore pueden darle un puntaje antes. Lograr un *buen* puntaje toma más, muchas veces un año o más de pagos a tiempo. No hay atajos.

## Cuidado con las ofertas de una "nueva identidad de crédito"

Algunas personas venden un "CPN" (número de privacidad de crédito o número de perfil de crédito) y dicen que puede usarlo en lugar de su número de Seguro Social para empezar de nuevo. Es una estafa. La FTC advierte que estos números pueden ser números de Seguro Social robados, a veces de niños. Usar uno en una solicitud de crédito es un delito federal. Aléjese de quien le prometa una nueva identidad de crédito y denúncielo ante la FTC en ReportFraud.ftc.gov.

## Qué puede hacer ahora

1. Revise sus reportes gratis en [AnnualCreditReport.com](https://www.annualcreditreport.com) para saber cómo está.
2. Elija un solo producto para empezar, una tarjeta asegurada o un préstamo para construir crédito, que reporte a los tres burós.
3. Active el pago automático del mínimo y mantenga su saldo bajo.
4. Vuelva a revisar sus reportes en unos meses para confirmar que sus pagos aparecen.`,
    },
  },
};
