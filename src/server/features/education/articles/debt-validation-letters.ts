import type { SeedArticle } from '../seed-article.ts';

export const debtValidationLetters: SeedArticle = {
  slug: 'debt-validation-letters',
  category: 'dispute-strategy',
  imageUrl: '/education/dispute-strategy.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'Debt Validation Letters: Asking a Collector to Prove a Debt',
      excerpt:
        'A debt collector must tell you about a debt in writing. If you dispute it in time, it has to stop collecting until it sends you proof.',
      content: `## What debt validation is

When a debt collector contacts you, the **Fair Debt Collection Practices Act (FDCPA)** gives you the right to get the key facts about the debt and to dispute it. Under **FDCPA § 809** ([15 U.S.C. § 1692g](https://www.law.cornell.edu/uscode/text/15/1692g)), the collector must send you a written *validation notice* within 5 days after it first contacts you. It does not have to if that first contact already gave you the information, or if you have paid the debt.

## Who the FDCPA covers

The FDCPA mainly covers third-party debt collectors. That includes collection agencies, many companies that buy old debts, and lawyers who regularly collect debts. It usually does **not** cover the original creditor collecting its own debt, like your bank or hospital. Some state laws may give you more protection.

## What the notice must tell you

Since **Regulation F** took effect in November 2021, the notice must include set *validation information*. It includes:

- the collector's name and mailing address
- who the debt was owed to, and who owns it now
- an account number
- the amount owed on a set past date, and any interest, fees, payments and credits since then
- the amount owed now
- a specific date by which you can dispute
- how to dispute, often with a tear-off form you can mail back

## Your 30 days to dispute

You have **30 days** after you receive the notice to dispute the debt in writing. The notice will list the exact end date. If you dispute in writing within that time, or ask for the name and address of the original creditor, the collector must **stop collecting** the debt until it mails you verification.

The law does not spell out what verification must include. Often it is just a statement of the amount and who is owed. It may be less than you hope for.

If you miss the 30 days, you can still dispute, but the collector does not have to pause. Not disputing does not mean you admit that you owe it. And if a collector reports a debt it knows you dispute to the credit bureaus, it must say that the debt is disputed.

## Validation is not a credit bureau dispute

These are two different tools:

- **Debt validation** goes to the collector, under the FDCPA. It asks: is this really my debt, and is the amount right?
- **A credit report dispute** goes to Equifax, Experian or TransUnion, under FCRA § 611. It asks: is my credit report accurate? See [How credit report disputes work](/education?article=how-disputes-work).

You can use both. A validation letter on its own does not make the bureaus remove anything.

## How to write the letter

- Keep it short. Include the reference number from the notice.
- Say that you dispute the debt and ask for verification and for the original creditor's name and address.
- **Do not admit the debt.** Do not say it is yours, and do not promise to pay.
- Do not give bank account or card numbers.
- Send it by certified mail with return receipt requested, and keep a copy.

The CFPB has [help with debt collection](https://www.consumerfinance.gov/consumer-tools/debt-collection/), including sample letters.

You can also tell a collector in writing to stop contacting you. That does not erase the debt, and the collector may still sue you.

## A caution about old debts

Each state sets a *statute of limitations*: a time limit to sue over a debt. Under Regulation F, a collector must not sue you, or threaten to sue you, over a debt that is past that limit. But the debt does not disappear, and a collector may still ask you to pay.

**In some states, making a payment, or even admitting the debt in writing, can restart that time limit.** Before you pay an old debt, talk to a lawyer or a legal aid office. This time limit is separate from how long a debt can stay on your credit report. See [How long negative items stay](/education?article=how-long-negative-items-stay).

## What you can do next

1. Read every letter from a collector and note the dispute date on the notice.
2. If you are not sure the debt is yours or the amount is right, mail a written dispute before that date.
3. Check your credit reports and dispute any collection that is wrong with the bureaus.
4. If a collector breaks the rules, send a complaint to the [CFPB](https://www.consumerfinance.gov/complaint/).`,
    },
    es: {
      title: 'Cartas de validación de deuda: cómo pedirle pruebas a un cobrador',
      excerpt:
        'Un cobrador debe informarle sobre la deuda por escrito. Si usted la disputa a tiempo, debe dejar de cobrar hasta enviarle pruebas.',
      content: `## Qué es la validación de una deuda

Cuando un cobrador se comunica con usted, la **Ley de Prácticas Justas en el Cobro de Deudas (FDCPA)** le da derecho a conocer los datos clave de la deuda y a disputarla. Según la **sección 809 de la FDCPA** ([15 U.S.C. § 1692g](https://www.law.cornell.edu/uscode/text/15/1692g)), el cobrador debe enviarle un *aviso de validación* por escrito dentro de los 5 días después de su primer contacto. No tiene que hacerlo si ese primer contacto ya le dio la información o si usted ya pagó la deuda.

## A quién se aplica la FDCPA

La FDCPA se aplica sobre todo a los cobradores externos. Eso incluye agencias de cobranza, muchas empresas que compran deudas viejas y abogados que cobran deudas con frecuencia. Por lo general **no** se aplica al acreedor original que cobra su propia deuda, como su banco o su hospital. Algunas leyes estatales pueden darle más protección.

## Qué debe decir el aviso

Desde que entró en vigor el **Reglamento F**, en noviembre de 2021, el aviso debe incluir cierta *información de validación*. Por ejemplo:

- el nombre y la dirección postal del cobrador
- a quién se le debía la deuda y quién es el dueño ahora
- un número de cuenta
- cuánto se debía en una fecha pasada, y los intereses, cargos, pagos y créditos desde entonces
- cuánto se debe hoy
- una fecha exacta hasta la cual puede disputar
- cómo disputar, muchas veces con un formulario que puede recortar y enviar por correo

## Sus 30 días para disputar

Usted tiene **30 días** después de recibir el aviso para disputar la deuda por escrito. El aviso le dirá la fecha exacta en que vence ese plazo. Si disputa por escrito dentro de ese tiempo, o pide el nombre y la dirección del acreedor original, el cobrador debe **dejar de cobrar** hasta que le envíe por correo una verificación.

La ley no dice con detalle qué debe incluir esa verificación. Muchas veces es solo una constancia del monto y de a quién se le debe. Puede ser menos de lo que usted espera.

Si se le pasan los 30 días, todavía puede disputar, pero el cobrador no tiene que detenerse. No disputar no significa que usted acepta que debe la deuda. Además, si un cobrador sabe que usted disputa la deuda y la reporta a las agencias de crédito, debe indicar que está en disputa.

## La validación no es lo mismo que una disputa ante una agencia

Son dos herramientas distintas:

- **La validación de deuda** se envía al cobrador, según la FDCPA. Pregunta: ¿de verdad esta deuda es mía y el monto es correcto?
- **Una disputa del reporte de crédito** se envía a Equifax, Experian o TransUnion, según la sección 611 de la FCRA. Pregunta: ¿mi reporte de crédito es correcto? Vea [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work).

Puede usar las dos. Una carta de validación, por sí sola, no hace que las agencias borren nada.

## Cómo escribir la carta

- Que sea corta. Incluya el número de referencia que aparece en el aviso.
- Diga que disputa la deuda y pida la verificación y el nombre y la dirección del acreedor original.
- **No acepte la deuda.** No diga que es suya ni prometa pagar.
- No dé números de su cuenta bancaria ni de sus tarjetas.
- Envíela por correo certificado con acuse de recibo y guarde una copia.

La CFPB tiene [ayuda sobre el cobro de deudas](https://www.consumerfinance.gov/consumer-tools/debt-collection/), con cartas de ejemplo.

También puede pedirle por escrito a un cobrador que deje de comunicarse con usted. Eso no borra la deuda, y el cobrador todavía podría demandarlo.

## Cuidado con las deudas viejas

Cada estado fija un *plazo de prescripción*: un tiempo límite para demandar por una deuda. Según el Reglamento F, un cobrador no debe demandarlo ni amenazarlo con una demanda por una deuda que ya pasó ese plazo. Pero la deuda no desaparece, y un cobrador todavía puede pedirle que pague.

**En algunos estados, hacer un pago, o incluso reconocer la deuda por escrito, puede reiniciar ese plazo.** Antes de pagar una deuda vieja, hable con un abogado o con una oficina de ayuda legal gratuita. Este plazo es distinto del tiempo que una deuda puede quedarse en su reporte de crédito. Vea [Cuánto tiempo permanecen las partidas negativas](/education?article=how-long-negative-items-stay).

## Qué puede hacer ahora

1. Lea cada carta de un cobrador y anote la fecha límite para disputar que aparece en el aviso.
2. Si no está seguro de que la deuda sea suya o de que el monto sea correcto, envíe una disputa por escrito antes de esa fecha.
3. Revise sus reportes de crédito y dispute ante las agencias cualquier cobranza que esté mal.
4. Si un cobrador no cumple las reglas, presente una queja ante la [CFPB](https://www.consumerfinance.gov/complaint/).`,
    },
  },
};
