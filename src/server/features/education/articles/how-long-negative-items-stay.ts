import type { SeedArticle } from '../seed-article.ts';

export const howLongNegativeItemsStay: SeedArticle = {
  slug: 'how-long-negative-items-stay',
  category: 'legal-rights',
  imageUrl: '/education/legal-rights.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'How Long Negative Items Stay on Your Credit Report',
      excerpt:
        'Most negative items must come off your credit report after seven years. Learn the limits the law sets, the exceptions, and what to do if an item stays too long.',
      content: `## The law sets time limits

Bad marks on a credit report do not last forever. **FCRA § 605** ([15 U.S.C. § 1681c](https://www.law.cornell.edu/uscode/text/15/1681c)) limits how long credit bureaus may report most negative information. When the time is up, the item must come off.

These limits are the longest an item can stay. An item that is wrong can be removed sooner through a dispute. An item that is accurate can stay until its time runs out.

## Seven years for most negative items

- **Late payments** can stay for 7 years from the date the payment was late.
- **Collections and charge-offs** can stay for 7 years, but the clock starts **180 days after the delinquency began**. The delinquency is the missed payment that led to the collection or charge-off, often called the *date of first delinquency*. So in practice, that is about 7 and a half years from that first missed payment.
- **Most other negative items**, such as foreclosures and repossessions, also follow a 7-year limit.

Paying a collection does not restart this clock. Selling a debt to a new collector does not restart it either. The original date of delinquency stays with the debt.

## Bankruptcy

The law allows a bankruptcy to be reported for up to **10 years**, counted from the date the case started (usually the filing date).

- **Chapter 7** bankruptcies usually stay for the full 10 years.
- **Chapter 13** bankruptcies are removed by the bureaus after 7 years from filing. This is their own practice, not a rule in the law.

Each account included in a bankruptcy follows its own 7-year clock.

## Hard inquiries

The bureaus keep hard inquiries for about **2 years**. This is their practice. FICO scores only count hard inquiries from the last 12 months.

## Civil judgments and tax liens

After a 2015 agreement with state attorneys general, the three bureaus made a set of changes called the *National Consumer Assistance Plan*. As part of it, in 2017 and 2018 they stopped including civil judgments and tax liens in credit reports. A judgment or lien can still be real and can still be enforced. It just does not show on your Equifax, Experian or TransUnion report.

## Positive accounts can stay longer

The time limits are for negative information. Accounts in good standing can stay on your report as long as they are open. After they close, bureaus often keep them for about 10 years. That is usually good news, since they show a longer history of paying on time.

## The exceptions

The time limits do not apply when a report is used for:

- a credit transaction of **$150,000 or more**
- life insurance with a face amount of **$150,000 or more**
- a job with a yearly salary of **$75,000 or more**, or one expected to pay that much

In those cases, older negative information is allowed to appear.

## Re-aging is illegal

*Re-aging* happens when a lender or collector reports a newer date of first delinquency so an old debt stays on your report longer. The law does not allow this. A furnisher must report the real date the delinquency began.

One warning: a collection account may show the date the collector got the debt as its "opened" date. That alone is not re-aging. Look for the date of first delinquency instead.

## If an item is past its date

Your report may show a date of first delinquency, or an estimated date when the item will come off. If an item is past its limit, dispute it with the bureau under FCRA § 611. Outdated information must be removed. Include copies of anything that proves the dates, such as old statements or letters. See [How credit report disputes work](/education?article=how-disputes-work) and [Your rights under the FCRA](/education?article=your-rights-under-the-fcra).

## What you can do next

1. Get your free reports at [AnnualCreditReport.com](https://www.annualcreditreport.com) and write down the date of first delinquency for each negative item.
2. Work out when each item should come off: 7 years, plus 180 days for collections and charge-offs.
3. Dispute any item that is past its limit or whose dates seem to have changed.
4. Remember that the time limit to sue over a debt is a different clock. Read [Debt validation letters](/education?article=debt-validation-letters) before you pay an old debt.`,
    },
    es: {
      title: 'Cuánto tiempo permanecen las partidas negativas en su reporte',
      excerpt:
        'La mayoría de las partidas negativas deben salir de su reporte después de siete años. Conozca los límites de la ley, las excepciones y qué hacer si algo se queda de más.',
      content: `## La ley fija límites de tiempo

Las marcas negativas en su reporte de crédito no duran para siempre. La **sección 605 de la FCRA** ([15 U.S.C. § 1681c](https://www.law.cornell.edu/uscode/text/15/1681c)) limita cuánto tiempo las agencias de crédito pueden reportar la mayoría de la información negativa. Cuando se cumple el plazo, la partida debe salir.

Estos límites son el tiempo máximo. Una partida con errores se puede quitar antes por medio de una disputa. Una partida correcta puede quedarse hasta que se cumpla su plazo.

## Siete años para la mayoría de las partidas negativas

- **Los pagos atrasados** pueden quedarse 7 años desde la fecha del atraso.
- **Las cobranzas y las cuentas castigadas** pueden quedarse 7 años, pero el plazo empieza **180 días después de que comenzó el atraso**. Ese atraso es el pago que usted no hizo y que llevó a la cobranza o al castigo de la cuenta. Se le suele llamar *fecha del primer atraso*. En la práctica, son unos 7 años y medio desde ese primer pago que faltó.
- **La mayoría de las demás partidas negativas**, como las ejecuciones hipotecarias y la recuperación de un vehículo, también tienen un límite de 7 años.

Pagar una cobranza no reinicia este plazo. Tampoco lo reinicia que la deuda se venda a otro cobrador. La fecha original del atraso sigue con la deuda.

## Bancarrota

La ley permite reportar una bancarrota hasta **10 años**, contados desde que empezó el caso (por lo general, la fecha en que se presentó).

- **Capítulo 7**: por lo general se queda los 10 años completos.
- **Capítulo 13**: las agencias la quitan 7 años después de presentada. Es su propia práctica, no una regla de la ley.

Cada cuenta incluida en una bancarrota sigue su propio plazo de 7 años.

## Consultas duras

Las agencias guardan las consultas duras unos **2 años**. Es su práctica. Los puntajes FICO solo cuentan las consultas duras de los últimos 12 meses.

## Sentencias civiles y gravámenes fiscales

Después de un acuerdo con los fiscales generales de varios estados en 2015, las tres agencias hicieron una serie de cambios llamada *Plan Nacional de Asistencia al Consumidor* (NCAP, por sus siglas en inglés). Como parte de ese plan, en 2017 y 2018 dejaron de incluir sentencias civiles y gravámenes fiscales en los reportes de crédito. Una sentencia o un gravamen puede seguir siendo real y se puede seguir cobrando. Solo que ya no aparece en su reporte de Equifax, Experian o TransUnion.

## Las cuentas positivas pueden quedarse más tiempo

Los límites de tiempo son para la información negativa. Las cuentas al día pueden quedarse en su reporte mientras estén abiertas. Cuando se cierran, las agencias muchas veces las guardan unos 10 años más. Casi siempre eso le conviene, porque muestran un historial más largo de pagos a tiempo.

## Las excepciones

Los límites de tiempo no se aplican cuando el reporte se usa para:

- un crédito de **$150,000 o más**
- un seguro de vida con un valor nominal de **$150,000 o más**
- un empleo con un salario anual de **$75,000 o más**, o que se espera que pague esa cantidad

En esos casos, la ley permite que aparezca información negativa más antigua.

## Cambiar las fechas es ilegal

A veces un prestamista o un cobrador reporta una fecha del primer atraso más reciente que la real, para que una deuda vieja se quede más tiempo en su reporte. En inglés se le llama *re-aging*. La ley no lo permite. Quien reporta la información debe dar la fecha real en que empezó el atraso.

Un aviso: una cuenta en cobranza puede mostrar como fecha de "apertura" el día en que el cobrador recibió la deuda. Eso por sí solo no es un cambio ilegal de fechas. Fíjese mejor en la fecha del primer atraso.

## Si una partida ya pasó su fecha

Su reporte puede mostrar la fecha del primer atraso o una fecha aproximada en que la partida saldrá. Si una partida ya pasó su límite, dispútela ante la agencia según la sección 611 de la FCRA. La información vencida se debe quitar. Incluya copias de lo que pruebe las fechas, como estados de cuenta o cartas viejas. Vea [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work) y [Sus derechos según la FCRA](/education?article=your-rights-under-the-fcra).

## Qué puede hacer ahora

1. Pida gratis sus reportes en [AnnualCreditReport.com](https://www.annualcreditreport.com) y anote la fecha del primer atraso de cada partida negativa.
2. Calcule cuándo debe salir cada una: 7 años, más 180 días en el caso de cobranzas y cuentas castigadas.
3. Dispute cualquier partida que ya pasó su límite o cuyas fechas parezcan cambiadas.
4. Recuerde que el plazo para demandar por una deuda es otro reloj distinto. Lea [Cartas de validación de deuda](/education?article=debt-validation-letters) antes de pagar una deuda vieja.`,
    },
  },
};
