import type { SeedArticle } from '../seed-article.ts';

export const medicalDebtOnCreditReports: SeedArticle = {
  slug: 'medical-debt-on-credit-reports',
  category: 'industry-insights',
  imageUrl: '/education/industry-insights.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'Medical Debt on Credit Reports: What Applies Now',
      excerpt:
        'The credit bureaus changed how they report medical collections, and a federal rule was struck down. Here is what applies now and how to handle a medical bill.',
      content: `Medical bills often arrive at the worst time, after an illness or an emergency. The rules about medical debt on credit reports have changed more than once in recent years, so it helps to know what applies today.

## What the credit bureaus changed

The three nationwide credit bureaus, Equifax, Experian, and TransUnion, made voluntary changes to how they report medical collections:

- **Since July 2022**, medical collection debt that has been paid is removed from credit reports.
- **Since July 2022**, unpaid medical collection debt waits one year before it can appear on your reports. This gives you time to work things out with your insurer or the provider.
- **Since April 2023**, medical collections under $500 are not reported.

These are the bureaus' own policies, not a federal law.

## What happened to the CFPB rule

In January 2025, the Consumer Financial Protection Bureau (CFPB) issued a rule that would have removed most medical debt from the credit reports lenders use. In July 2025, a federal court struck the rule down, so it never took effect. That means the bureau policies above are what apply. Rules can change. This information is current as of late 2026, so check the [CFPB](https://www.consumerfinance.gov) for updates.

Some states have their own laws that limit medical debt on credit reports. Your state attorney general or consumer protection office can tell you what applies where you live.

## What did not change

- Unpaid medical collections of $500 or more can still appear after the one-year wait.
- If you pay a medical bill with a credit card or a loan, it becomes regular debt. The medical debt policies no longer apply to it.
- A provider or a debt collector can still try to collect what you owe, even if it is not on your reports.

## How scores treat medical debt

Newer scoring models, such as FICO Score 9 and VantageScore 4.0, give medical collections less weight than older models do. But many lenders still use older models, so medical collections on your reports can still matter. Learn more in [How credit scores are built](/education?article=how-credit-scores-are-built).

## How to handle a medical bill

- **Ask for an itemized bill.** Compare it with the explanation of benefits from your insurer. Look for charges for care you did not get, charges listed twice, or services your insurance should have paid.
- **Ask about financial assistance.** Nonprofit hospitals must have a financial assistance policy, often called charity care. Depending on your income, they may lower your bill or forgive it. Ask for the application, even if the bill is not new.
- **Ask for a payment plan.** Many providers offer one without interest. Be careful before moving a medical bill to a credit card.
- **Know your rights with collectors.** If a debt collector contacts you, you can ask them to prove the debt. Read [Debt validation letters](/education?article=debt-validation-letters).

### Surprise bills

The No Surprises Act took effect in January 2022. If you have health insurance, it protects you from most surprise bills for emergency care, and for some care from out-of-network providers at an in-network hospital or surgery center. In those cases, you should generally owe only your in-network share. If you do not have insurance or pay on your own, you have the right to a good faith estimate before planned care. If you think a bill breaks these rules, call the federal No Surprises Help Desk at 1-800-985-3059.

## What you can do next

1. Get your free reports at [AnnualCreditReport.com](https://www.annualcreditreport.com) and look for medical collections that are already paid or under $500.
2. Dispute any that should not be there. Read [How credit report disputes work](/education?article=how-disputes-work).
3. Before paying an unpaid medical bill, ask for an itemized bill and about financial assistance.
4. Check the CFPB and your state's rules from time to time for changes.

*This article is general information, not legal advice.*`,
    },
    es: {
      title: 'Las deudas médicas en su reporte de crédito: qué se aplica hoy',
      excerpt:
        'Los burós cambiaron cómo reportan las cobranzas médicas y un tribunal anuló una regla federal. Vea qué se aplica hoy y qué hacer con una factura médica.',
      content: `Las facturas médicas suelen llegar en el peor momento, después de una enfermedad o una emergencia. Si le está pasando, no es la única persona. Las reglas sobre las deudas médicas en los reportes de crédito han cambiado varias veces en los últimos años, así que vale la pena saber qué se aplica hoy.

## Lo que cambiaron los burós de crédito

Los tres burós de crédito nacionales, Equifax, Experian y TransUnion, hicieron por su cuenta estos cambios en cómo reportan las deudas médicas en cobranza:

- **Desde julio de 2022**, las deudas médicas en cobranza que ya se pagaron se borran de los reportes de crédito.
- **Desde julio de 2022**, una deuda médica en cobranza que no se ha pagado espera un año antes de poder aparecer en sus reportes. Así tiene tiempo para resolverla con su seguro o con quien le dio la atención.
- **Desde abril de 2023**, las deudas médicas en cobranza de menos de $500 no se reportan.

Estas son políticas propias de los burós, no una ley federal.

## Qué pasó con la regla de la CFPB

En enero de 2025, la Oficina para la Protección Financiera del Consumidor (CFPB) publicó una regla que habría quitado la mayoría de las deudas médicas de los reportes que usan los prestamistas. En julio de 2025, un tribunal federal anuló esa regla, así que nunca entró en vigor. Por eso, lo que se aplica son las políticas de los burós que vimos arriba. Las reglas pueden cambiar. Esta información está al día a fines de 2026, así que consulte en el sitio de la [CFPB](https://www.consumerfinance.gov) si hay novedades.

Algunos estados tienen sus propias leyes que limitan las deudas médicas en los reportes de crédito. La oficina del fiscal general o de protección al consumidor de su estado puede decirle qué se aplica donde usted vive.

## Lo que no cambió

- Las deudas médicas en cobranza de $500 o más que sigan sin pagarse pueden aparecer después de la espera de un año.
- Si paga una factura médica con una tarjeta de crédito o con un préstamo, se convierte en una deuda común. Las políticas sobre deudas médicas ya no se aplican.
- El proveedor o una agencia de cobranza pueden seguir cobrándole lo que debe, aunque no aparezca en sus reportes.

## Cómo cuentan las deudas médicas en el puntaje

Los modelos de puntaje más nuevos, como FICO Score 9 y VantageScore 4.0, les dan menos peso a las deudas médicas en cobranza que los modelos más viejos. Pero muchos prestamistas todavía usan modelos viejos, así que estas deudas todavía pueden afectarle. Aprenda más en [Cómo se calculan los puntajes de crédito](/education?article=how-credit-scores-are-built).

## Qué hacer con una factura médica

- **Pida una factura detallada.** Compárela con la explicación de beneficios de su seguro. Busque cobros por atención que no recibió, cobros repetidos o servicios que su seguro debió pagar.
- **Pregunte por ayuda financiera.** Los hospitales sin fines de lucro deben tener una política de ayuda financiera, que a veces se llama atención caritativa (charity care). Según sus ingresos, pueden bajarle la cuenta o perdonársela. Pida la solicitud, aunque la factura no sea nueva.
- **Pida un plan de pagos.** Muchos proveedores ofrecen planes sin intereses. Piénselo bien antes de pasar una factura médica a una tarjeta de crédito.
- **Conozca sus derechos con los cobradores.** Si una agencia de cobranza lo contacta, puede pedirle que demuestre la deuda. Lea [Cartas de validación de deuda](/education?article=debt-validation-letters).

### Facturas sorpresa

La Ley Sin Sorpresas (No Surprises Act) está vigente desde enero de 2022. Si tiene seguro médico, lo protege de la mayoría de las facturas sorpresa por atención de emergencia, y por cierta atención de proveedores fuera de la red en un hospital o centro de cirugía dentro de la red. En esos casos, por lo general, solo debe pagar lo mismo que pagaría dentro de la red. Si no tiene seguro o paga por su cuenta, tiene derecho a recibir un estimado de buena fe antes de una atención programada. Si cree que una factura no cumple estas reglas, llame a la línea federal de ayuda No Surprises Help Desk al 1-800-985-3059.

## Qué puede hacer ahora

1. Pida sus reportes gratis en [AnnualCreditReport.com](https://www.annualcreditreport.com) y busque deudas médicas en cobranza que ya pagó o que sean de menos de $500.
2. Dispute las que no deberían estar ahí. Lea [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work).
3. Antes de pagar una factura médica pendiente, pida la factura detallada y pregunte por ayuda financiera.
4. De vez en cuando, revise en la CFPB y en su estado si las reglas cambiaron.

*Este artículo es información general, no asesoría legal.*`,
    },
  },
};
