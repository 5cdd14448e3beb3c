import type { SeedArticle } from '../seed-article.ts';

export const whatIsInYourCreditReport: SeedArticle = {
  slug: 'what-is-in-your-credit-report',
  category: 'credit-basics',
  imageUrl: '/education/credit-basics.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'What Is in Your Credit Report',
      excerpt:
        'Your credit report is a record of how you borrow and repay. Learn its four main parts, who keeps it, and how to see it for free every week.',
      content: `## What a credit report is

A credit report is a record of how you have borrowed money and paid it back. Lenders, landlords, insurers and some employers may look at it to decide whether to do business with you. They need a reason the law allows, and an employer needs your written permission first.

Your report is not your credit score. A score is a number that a formula calculates from the report. To learn how that works, read [How credit scores are built](/education?article=how-credit-scores-are-built).

## The three nationwide credit bureaus

Three companies keep credit reports on most adults in the United States: **Equifax**, **Experian** and **TransUnion**. They are private companies, not government offices. Each one keeps its own file on you. The file is built from what lenders, collectors and others send in. The law calls these senders *furnishers*.

## The four main parts of your report

### 1. Identifying information

This part lists your name and other names you have used, your current and past addresses, your Social Security number and your date of birth. It may also list phone numbers and employers. It does not count toward your score. Still, check it closely. An address you never lived at can be a sign of a mixed-up file or identity theft.

### 2. Accounts (tradelines)

Each credit card, loan or mortgage is called an account or *tradeline*. For each one, the report usually shows:

- the lender's name and the type of account
- the date it was opened, and closed if it is closed
- the credit limit or loan amount, and the current balance
- a month-by-month payment history: on time, or 30, 60, 90 or more days late
- its status, such as open, paid, closed or charged off

### 3. Public records

Public records used to include civil judgments and tax liens. In 2017 and 2018, the three bureaus stopped including them. Today, in practice, the main public record you will see is a **bankruptcy**.

### 4. Inquiries

An inquiry is a record that someone looked at your report. There are two kinds:

- **Hard inquiries** happen when you apply for credit and the lender checks your report. Other lenders can see them, and they may lower your score a little for a while.
- **Soft inquiries** happen when you check your own report, when a company checks it to send you a pre-approved offer, or when a lender you already have reviews your account. Only you can see them. They do not affect your score.

## Collections

If you fall far behind on a bill, the creditor may hand the debt to a collection agency or sell it. The debt can then show up on your report as a *collection account*, often under the collector's name. A collection is a negative item. Most stay for up to about seven years. See [How long negative items stay](/education?article=how-long-negative-items-stay). Medical debts have some special rules, explained in [Medical debt on credit reports](/education?article=medical-debt-on-credit-reports).

## How to see your reports for free

Federal law gives you the right to a free report from each bureau every 12 months. In 2023, the three bureaus made free **weekly** reports permanent. You get them at [AnnualCreditReport.com](https://www.annualcreditreport.com). It is the official site for the free reports the law requires, so watch out for look-alike sites that ask you to pay.

Checking your own report never hurts your score. You can also get a free report if a lender turns you down because of your report and you ask within 60 days.

## Why your three reports can differ

It is normal for your three reports to look a little different:

- Not every lender or collector reports to all three bureaus.
- Lenders send updates at different times of the month, so balances may not match.
- One bureau may have an error the others do not, like an account that belongs to someone else.

That is why it is worth checking all three. You can read more in [Why your three credit scores are different](/education?article=why-your-three-scores-differ).

## What you can do next

1. Get your free reports from all three bureaus at [AnnualCreditReport.com](https://www.annualcreditreport.com).
2. Go through each part slowly: your personal details, every account, and the list of inquiries.
3. Write down anything you do not recognize or believe is wrong.
4. If you find an error, learn your options in [How credit report disputes work](/education?article=how-disputes-work).`,
    },
    es: {
      title: 'Qué contiene su reporte de crédito',
      excerpt:
        'Su reporte de crédito muestra cómo ha usado el crédito. Conozca sus cuatro partes, quién lo guarda y cómo verlo gratis cada semana.',
      content: `## Qué es un reporte de crédito

Un reporte de crédito es un historial de cómo usted ha pedido dinero prestado y cómo lo ha pagado. Los prestamistas, los arrendadores, las aseguradoras y algunos empleadores pueden revisarlo para decidir si hacen negocios con usted. Para eso necesitan un motivo que la ley permita. Un empleador, además, necesita primero su permiso por escrito.

Su reporte no es lo mismo que su puntaje de crédito. El puntaje es un número que una fórmula calcula a partir del reporte. Si quiere saber cómo funciona, lea [Cómo se calculan los puntajes de crédito](/education?article=how-credit-scores-are-built).

## Las tres agencias de crédito nacionales

Tres empresas guardan reportes de crédito de la mayoría de los adultos en Estados Unidos: **Equifax**, **Experian** y **TransUnion**. Son empresas privadas, no oficinas del gobierno. Cada una tiene su propio expediente sobre usted. Ese expediente se arma con lo que envían los prestamistas, los cobradores y otros. La ley llama a quienes envían esos datos *proveedores de información* (en inglés, *furnishers*).

## Las cuatro partes principales de su reporte

### 1. Datos de identificación

Aquí aparecen su nombre y otros nombres que haya usado, sus direcciones actuales y anteriores, su número de Seguro Social y su fecha de nacimiento. También pueden aparecer teléfonos y empleadores. Esta parte no cuenta para su puntaje. Aun así, revísela con cuidado. Una dirección donde usted nunca vivió puede indicar que su expediente se mezcló con el de otra persona o que hubo robo de identidad.

### 2. Cuentas

Cada tarjeta de crédito, préstamo o hipoteca aparece como una cuenta. Para cada una, el reporte suele mostrar:

- el nombre del prestamista y el tipo de cuenta
- la fecha en que se abrió, y la fecha de cierre si ya está cerrada
- el límite de crédito o el monto del préstamo, y el saldo actual
- el historial de pagos mes por mes: a tiempo, o con 30, 60, 90 o más días de atraso
- su estado, por ejemplo abierta, pagada, cerrada o castigada

### 3. Registros públicos

Antes, esta parte incluía sentencias civiles y gravámenes fiscales. En 2017 y 2018, las tres agencias dejaron de incluirlos. Hoy, en la práctica, el registro público principal que verá es una **bancarrota**.

### 4. Consultas

Una consulta es un registro de que alguien revisó su reporte. Hay dos tipos:

- **Consultas duras**: ocurren cuando usted solicita crédito y el prestamista revisa su reporte. Otros prestamistas pueden verlas y pueden bajar un poco su puntaje por un tiempo.
- **Consultas suaves**: ocurren cuando usted revisa su propio reporte, cuando una empresa lo revisa para enviarle una oferta preaprobada o cuando un prestamista con el que ya tiene cuenta la revisa. Solo usted puede verlas. No afectan su puntaje.

## Cuentas en cobranza

Si se atrasa mucho en una deuda, el acreedor puede pasarla a una agencia de cobranza o venderla. Entonces la deuda puede aparecer en su reporte como una *cuenta en cobranza*, muchas veces con el nombre del cobrador. Una cobranza es una partida negativa. La mayoría se queda hasta unos siete años. Vea [Cuánto tiempo permanecen las partidas negativas](/education?article=how-long-negative-items-stay). Las deudas médicas tienen algunas reglas especiales, que explicamos en [Las deudas médicas en su reporte de crédito](/education?article=medical-debt-on-credit-reports).

## Cómo ver sus reportes gratis

La ley federal le da derecho a un reporte gratis de cada agencia cada 12 meses. En 2023, las tres agencias hicieron permanentes los reportes gratis **cada semana**. Los puede pedir en [AnnualCreditReport.com](https://www.annualcreditreport.com). Es el sitio oficial para los reportes gratis que exige la ley. Tenga cuidado con sitios parecidos que le piden dinero.

Revisar su propio reporte nunca baja su puntaje. También tiene derecho a un reporte gratis si un prestamista le niega crédito por lo que dice su reporte y usted lo pide dentro de 60 días.

## Por qué sus tres reportes pueden ser distintos

Es normal que sus tres reportes no sean idénticos:

- No todos los prestamistas ni cobradores reportan a las tres agencias.
- Los prestamistas envían datos en distintos días del mes, así que los saldos pueden no coincidir.
- Una agencia puede tener un error que las otras no tienen, como una cuenta que es de otra persona.

Por eso vale la pena revisar los tres. Puede leer más en [Por qué sus tres puntajes de crédito son distintos](/education?article=why-your-three-scores-differ).

## Qué puede hacer ahora

1. Pida gratis sus reportes de las tres agencias en [AnnualCreditReport.com](https://www.annualcreditreport.com).
2. Revise cada parte con calma: sus datos personales, cada cuenta y la lista de consultas.
3. Anote todo lo que no reconozca o que crea que está mal.
4. Si encuentra un error, conozca sus opciones en [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work).`,
    },
  },
};
