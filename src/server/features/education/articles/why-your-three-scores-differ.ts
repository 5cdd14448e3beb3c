import type { SeedArticle } from '../seed-article.ts';

export const whyYourThreeScoresDiffer: SeedArticle = {
  slug: 'why-your-three-scores-differ',
  category: 'industry-insights',
  imageUrl: '/education/industry-insights.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'Why Your Three Credit Scores Are Different',
      excerpt:
        'Your scores from Equifax, Experian, and TransUnion rarely match. Here is why, when a gap is normal, and when it is a sign of an error worth checking.',
      content: `You check your credit and see three different numbers. That is common, and most of the time it is not a problem. Here is why it happens, and when it is worth a closer look.

## Each bureau has its own file

There are three nationwide credit bureaus: Equifax, Experian, and TransUnion. They do not share one file about you. Each one keeps its own file, based on what lenders and other companies send it.

Reporting is voluntary. A lender may report to all three bureaus, to only one or two, or to none at all. So a credit card, a car loan, or a collection may show up on one report and not on another. To see what a file holds, read [What is in your credit report](/education?article=what-is-in-your-credit-report).

## The timing is different

Lenders send updates on different days of the month. One bureau may already have your new, lower balance while another still shows last month's. Inquiries differ, too. When you apply for credit, the lender may check only one bureau, so the inquiry shows up only there.

## There are many scoring models

A credit score is the result of a formula, and there are many formulas. Some common ones:

- **FICO Score 8** is widely used for credit cards and loans.
- **FICO Score 9** treats some items differently, such as paid collections and medical collections.
- **FICO Scores 2, 4, and 5** have long been used for many home loans.
- **VantageScore 3.0 and 4.0** were created by the three bureaus together. Many free credit apps show a VantageScore.

There are also special FICO scores for car loans and credit cards. Even the same model can give a different number at each bureau, because each bureau has different data.

Lenders are moving to newer models, and the mortgage industry is one example. The score a lender uses may not be the one you see in an app. When you see a score, check which model it is and which bureau it came from. For more, read [How credit scores are built](/education?article=how-credit-scores-are-built).

## When a difference is normal, and when it is not

A gap of a few points is normal. A big gap is a reason to look closer. It may mean one report has an error, such as:

- an account that is not yours,
- a late payment you did not make,
- a debt you paid that still shows a balance,
- the same collection listed twice,
- someone else's information mixed into your file, often because of a similar name or Social Security number. This is called a *mixed file*.

A big gap can also have an innocent cause, like an account that only one bureau knows about. The only way to tell is to compare the reports.

## Why it matters

Many lenders check only one bureau, so an error on one report can hurt you with one lender and not another. When you apply for a home loan, many lenders check all three scores and use the middle one. That is why it pays to keep all three reports clean.

## What you can do next

1. Get all three reports for free at [AnnualCreditReport.com](https://www.annualcreditreport.com). You can check them every week there. Scores are not included, but many banks and card companies show you a free score.
2. Put the reports side by side and compare them line by line: your name, addresses, accounts, balances, payment history, collections, and inquiries.
3. Mark anything that is wrong, missing, or different from one report to the next.
4. Dispute each error with every bureau that shows it. Read [How credit report disputes work](/education?article=how-disputes-work).`,
    },
    es: {
      title: 'Por qué sus tres puntajes de crédito son distintos',
      excerpt:
        'Sus puntajes de Equifax, Experian y TransUnion casi nunca coinciden. Vea por qué, cuándo una diferencia es normal y cuándo puede indicar un error.',
      content: `Usted revisa su crédito y ve tres números distintos. Es algo muy común y, la mayoría de las veces, no es un problema. Aquí le explicamos por qué pasa y cuándo vale la pena revisar con más cuidado.

## Cada buró tiene su propio expediente

Hay tres burós de crédito nacionales: Equifax, Experian y TransUnion. No comparten un solo expediente sobre usted. Cada uno tiene el suyo, con la información que le envían los prestamistas y otras empresas.

Reportar es voluntario. Un prestamista puede reportar a los tres burós, solo a uno o dos, o a ninguno. Por eso, una tarjeta de crédito, un préstamo de carro o una cuenta en cobranza puede aparecer en un reporte y no en otro. Para saber qué contiene un expediente, lea [Qué contiene su reporte de crédito](/education?article=what-is-in-your-credit-report).

## Las fechas no son las mismas

Los prestamistas envían sus datos en distintos días del mes. Un buró puede tener ya su saldo nuevo, más bajo, mientras otro todavía muestra el del mes pasado. Con las consultas pasa igual. Cuando usted pide crédito, el prestamista puede revisar un solo buró, y la consulta aparece solo en ese.

## Hay muchos modelos de puntaje

Un puntaje de crédito es el resultado de una fórmula, y hay muchas fórmulas. Algunas de las más comunes:

- **FICO Score 8** se usa mucho para tarjetas de crédito y préstamos.
- **FICO Score 9** trata algunas cosas de otra manera, como las cobranzas ya pagadas y las deudas médicas.
- **FICO Score 2, 4 y 5** se han usado por muchos años para préstamos de vivienda.
- **VantageScore 3.0 y 4.0** fueron creados por los tres burós juntos. Muchas aplicaciones gratuitas de crédito muestran un VantageScore.

También hay puntajes FICO especiales para préstamos de carro y para tarjetas de crédito. Incluso el mismo modelo puede dar un número distinto en cada buró, porque cada buró tiene datos distintos.

Los prestamistas se están pasando a modelos más nuevos, y la industria de las hipotecas es un ejemplo. El puntaje que usa un prestamista puede no ser el que usted ve en una aplicación. Cuando vea un puntaje, fíjese de qué modelo es y de qué buró viene. Para saber más, lea [Cómo se calculan los puntajes de crédito](/education?article=how-credit-scores-are-built).

## Cuándo una diferencia es normal y cuándo no

Una diferencia de pocos puntos es normal. Una diferencia grande es una razón para revisar con más cuidado. Puede indicar un error en uno de los reportes, por ejemplo:

- una cuenta que no es suya,
- un pago atrasado que usted no tuvo,
- una deuda que ya pagó y que todavía muestra saldo,
- la misma cuenta en cobranza anotada dos veces,
- información de otra persona mezclada en su expediente, muchas veces por un nombre o un número de Seguro Social parecido. A esto se le llama *expediente mezclado*.

Una diferencia grande también puede tener una causa sin problema, como una cuenta que solo conoce un buró. La única forma de saberlo es comparar los reportes.

## Por qué importa

Muchos prestamistas revisan un solo buró, así que un error en un reporte puede perjudicarle con un prestamista y no con otro. Cuando pide un préstamo para vivienda, muchos prestamistas revisan los tres puntajes y usan el del medio. Por eso conviene tener los tres reportes en orden.

## Qué puede hacer ahora

1. Pida sus tres reportes gratis en [AnnualCreditReport.com](https://www.annualcreditreport.com). Puede revisarlos ahí cada semana. No incluyen el puntaje, pero muchos bancos y compañías de tarjetas le muestran uno gratis.
2. Ponga los reportes uno al lado del otro y compárelos línea por línea: su nombre, sus direcciones, sus cuentas, los saldos, el historial de pagos, las cobranzas y las consultas.
3. Marque todo lo que esté mal, falte o sea diferente de un reporte a otro.
4. Dispute cada error con cada buró que lo muestre. Lea [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work).`,
    },
  },
};
