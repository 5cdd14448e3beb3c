import type { SeedArticle } from '../seed-article.ts';

export const howCreditScoresAreBuilt: SeedArticle = {
  slug: 'how-credit-scores-are-built',
  category: 'credit-basics',
  imageUrl: '/education/credit-basics.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'How Credit Scores Are Built',
      excerpt:
        'A credit score is a number a formula draws from your credit report. Learn what goes into it, what never does, and why you have more than one.',
      content: `## What a credit score is

A credit score is a three-digit number that tries to predict how likely you are to repay what you borrow. A formula, called a scoring *model*, reads the information in one of your credit reports and turns it into that number. Lenders use it to decide whether to approve you and what interest rate to offer.

The two best-known models are **FICO** and **VantageScore**. Their main scores run from **300 to 850**. A higher number is better. Some special versions made for car loans or credit cards use a different range.

## The five parts of a FICO score

FICO publishes the rough weight each kind of information has for most people:

- **Payment history, about 35%.** Do you pay on time? Late payments, collections and bankruptcies hurt the most here.
- **Amounts owed, about 30%.** How much do you owe, and how much of your available credit are you using?
- **Length of credit history, about 15%.** How old are your accounts, on average and at the oldest?
- **New credit, about 10%.** Have you opened several accounts or applied for credit many times recently?
- **Credit mix, about 10%.** Do you have different kinds of credit, such as cards and installment loans?

These are general guides, not exact rules. The weights can shift from person to person. For example, someone with a short history is scored a bit differently from someone with 20 years of credit. VantageScore uses similar ideas but groups and weighs them in its own way.

## Credit utilization

Utilization is the part of your card limits you are using. If your cards have a total limit of $2,000 and your balances add up to $600, your utilization is 30%. A lower number usually helps your score. Many experts suggest staying well under 30%, on each card and in total.

Utilization is based on the balance the lender reports, which is often the one on your statement. So paying down a card before the statement date can lower the number that gets reported. Unlike a late payment, high utilization usually stops hurting once a lower balance is reported.

## Why you have more than one score

You do not have just one score. You have many:

- **Per bureau.** Each score is built from one bureau's report. If your Equifax, Experian and TransUnion reports hold different information, your scores will differ too.
- **Per model.** FICO and VantageScore each have several versions, and lenders choose which one to use. Some mortgage lenders, for example, have long used older FICO versions.

So a score you see in an app may not be the one a lender sees. That is normal. What matters most is the information in your reports. Learn more in [Why your three credit scores are different](/education?article=why-your-three-scores-differ).

## What does not count

Scores are built only from what is in your credit report. FICO says its scores do not use:

- your race, color, religion, national origin, sex or marital status
- your age
- your income, job or employer
- where you live
- soft inquiries, like checking your own report

The **Equal Credit Opportunity Act (ECOA)** makes it illegal for lenders to treat you differently because of race, color, religion, national origin, sex, marital status or age. It also protects you if you get public assistance. A lender may still ask about your income on an application, but income is not part of your credit score.

## A note on shopping for a loan

When you shop for a mortgage, car loan or student loan, several hard inquiries in a short window usually count as one for scoring. The window depends on the model, often between 14 and 45 days. This lets you compare offers without a big penalty.

## What you can do next

1. Get your free reports at [AnnualCreditReport.com](https://www.annualcreditreport.com) and check your payment history first, since it weighs the most.
2. Pay every bill on time. If money is tight, [a budget that frees up money](/education?article=a-budget-that-frees-up-money) can help you cover at least the minimums.
3. Keep card balances low compared with your limits.
4. If you are just starting out, read [Building credit from scratch](/education?article=building-credit-from-scratch).`,
    },
    es: {
      title: 'Cómo se calculan los puntajes de crédito',
      excerpt:
        'Un puntaje de crédito es un número que sale de su reporte de crédito. Sepa qué cuenta, qué nunca cuenta y por qué usted tiene más de un puntaje.',
      content: `## Qué es un puntaje de crédito

Un puntaje de crédito es un número de tres cifras que intenta predecir qué tan probable es que usted pague lo que pide prestado. Una fórmula, llamada *modelo* de puntaje, lee la información de uno de sus reportes de crédito y la convierte en ese número. Los prestamistas lo usan para decidir si le aprueban un crédito y qué tasa de interés le ofrecen.

Los dos modelos más conocidos son **FICO** y **VantageScore**. Sus puntajes principales van de **300 a 850**. Mientras más alto, mejor. Algunas versiones especiales para préstamos de auto o tarjetas de crédito usan otro rango.

## Las cinco partes de un puntaje FICO

FICO publica el peso aproximado que tiene cada tipo de información para la mayoría de las personas:

- **Historial de pagos, cerca del 35%.** ¿Paga a tiempo? Aquí es donde más pesan los pagos atrasados, las cobranzas y las bancarrotas.
- **Cantidades que debe, cerca del 30%.** ¿Cuánto debe y qué parte de su crédito disponible está usando?
- **Antigüedad del historial, cerca del 15%.** ¿Qué edad tienen sus cuentas, en promedio y la más antigua?
- **Crédito nuevo, cerca del 10%.** ¿Ha abierto varias cuentas o ha pedido crédito muchas veces hace poco?
- **Tipos de crédito, cerca del 10%.** ¿Tiene distintos tipos de crédito, como tarjetas y préstamos a plazos?

Estas cifras son una guía general, no reglas exactas. El peso puede cambiar de una persona a otra. Por ejemplo, a alguien con poco historial se le califica un poco distinto que a alguien con 20 años de crédito. VantageScore usa ideas parecidas, pero las agrupa y les da peso a su manera.

## El uso del crédito

El uso del crédito (en inglés, *utilization*) es la parte de sus límites de tarjeta que está usando. Si sus tarjetas suman un límite de $2,000 y sus saldos suman $600, su uso es del 30%. Un número más bajo suele ayudar a su puntaje. Muchos expertos recomiendan mantenerse bastante por debajo del 30%, en cada tarjeta y en total.

El uso se calcula con el saldo que reporta el prestamista, que muchas veces es el de su estado de cuenta. Por eso, pagar una parte de la tarjeta antes de la fecha de corte puede bajar el número que se reporta. A diferencia de un pago atrasado, un uso alto por lo general deja de afectarle cuando se reporta un saldo más bajo.

## Por qué tiene más de un puntaje

Usted no tiene un solo puntaje. Tiene muchos:

- **Uno por agencia.** Cada puntaje se calcula con el reporte de una sola agencia. Si sus reportes de Equifax, Experian y TransUnion tienen datos distintos, sus puntajes también serán distintos.
- **Uno por modelo.** FICO y VantageScore tienen varias versiones, y cada prestamista elige cuál usar. Por ejemplo, algunos prestamistas hipotecarios usan desde hace años versiones antiguas de FICO.

Así que el puntaje que ve en una aplicación puede no ser el mismo que ve un prestamista. Es normal. Lo más importante es la información de sus reportes. Lea más en [Por qué sus tres puntajes de crédito son distintos](/education?article=why-your-three-scores-differ).

## Lo que no cuenta

Los puntajes se calculan solo con lo que hay en su reporte de crédito. FICO dice que sus puntajes no usan:

- su raza, color, religión, origen nacional, sexo o estado civil
- su edad
- sus ingresos, su trabajo o su empleador
- el lugar donde vive
- las consultas suaves, como cuando usted revisa su propio reporte

La **Ley de Igualdad de Oportunidades de Crédito (ECOA)** prohíbe que los prestamistas lo traten distinto por su raza, color, religión, origen nacional, sexo, estado civil o edad. También lo protege si recibe asistencia pública. Un prestamista sí puede preguntarle por sus ingresos en una solicitud, pero sus ingresos no forman parte de su puntaje.

## Si está comparando préstamos

Cuando compara ofertas de hipoteca, préstamo de auto o préstamo estudiantil, varias consultas duras en poco tiempo suelen contar como una sola para el puntaje. El plazo depende del modelo, muchas veces entre 14 y 45 días. Así puede comparar sin que le afecte mucho.

## Qué puede hacer ahora

1. Pida gratis sus reportes en [AnnualCreditReport.com](https://www.annualcreditreport.com) y revise primero su historial de pagos, porque es lo que más pesa.
2. Pague todas sus cuentas a tiempo. Si el dinero no alcanza, [un presupuesto que le deja dinero libre](/education?article=a-budget-that-frees-up-money) puede ayudarle a cubrir por lo menos los pagos mínimos.
3. Mantenga los saldos de sus tarjetas bajos en comparación con sus límites.
4. Si apenas está empezando, lea [Cómo empezar su crédito desde cero](/education?article=building-credit-from-scratch).`,
    },
  },
};
