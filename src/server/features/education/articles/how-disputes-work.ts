import type { SeedArticle } from '../seed-article.ts';

export const howDisputesWork: SeedArticle = {
  slug: 'how-disputes-work',
  category: 'dispute-strategy',
  imageUrl: '/education/dispute-strategy.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'How Credit Report Disputes Work',
      excerpt:
        'If something on your credit report is wrong, the law says the bureau must look into it for free. Here is how the process works, step by step.',
      content: `## Your right to dispute

If you believe something in your credit report is inaccurate or incomplete, you can dispute it. Under **FCRA § 611** ([15 U.S.C. § 1681i](https://www.law.cornell.edu/uscode/text/15/1681i)), the credit bureau must then investigate, and it cannot charge you for it. For an overview of the whole law, see [Your rights under the FCRA](/education?article=your-rights-under-the-fcra).

A dispute is for errors. It is not a way to remove accurate, up-to-date information, and no one can promise that an item will be removed.

## The timeline the law sets

- **30 days to investigate.** The clock usually starts when the bureau receives your dispute. In some cases the law allows up to 45 days, for example if you send more helpful information during those 30 days.
- **5 business days to contact the furnisher.** The bureau must tell the company that reported the item (the *furnisher*) about your dispute and pass along the relevant information you sent.
- **Delete or fix what cannot be verified.** If the item is wrong, incomplete, or cannot be verified, the bureau must delete it or correct it.
- **5 business days to tell you the result.** After it finishes, the bureau must send you the result in writing, with a copy of your report based on the updated file.

A bureau may refuse a dispute it finds *frivolous or irrelevant*, for example if you did not give enough information. If it does, it must tell you within 5 business days, explain why, and say what information it needs.

If a deleted item comes back, the furnisher must first certify that it is complete and accurate, and the bureau must tell you in writing within 5 business days.

## If the item stays on your report

You still have options:

- **Ask how it was verified.** You can ask the bureau for a description of how it checked the item, including the furnisher's name and address, and a phone number if it is reasonably available. The bureau must send it within 15 days of your request.
- **Add a statement of dispute.** You can send a brief statement explaining your side. The bureau may limit it to 100 words. The dispute will then be noted on future reports.
- **Dispute with the furnisher directly.** Under **FCRA § 623** ([15 U.S.C. § 1681s-2](https://www.law.cornell.edu/uscode/text/15/1681s-2)), you can send your dispute to the lender or collector that reported the item. Use the address it gives for disputes. In most cases it must investigate and answer within the same time limits a bureau has.
- **Send a complaint** to the [Consumer Financial Protection Bureau](https://www.consumerfinance.gov/complaint/).

## What to include in a dispute letter

1. Your full name, date of birth and current address.
2. A copy of a government photo ID, such as a driver's license.
3. A copy of proof of your address, such as a recent utility bill or bank statement.
4. The exact item you are disputing: the company name and account number as they appear on your report.
5. What is wrong and why, in your own words, and what you are asking for: deletion or correction.
6. **Copies** of your evidence, such as payment records or letters. Never send originals.

It helps to include a copy of the report page with the item circled. Write one letter per bureau and keep it short and clear.

## Keep good records

- Send your letter by **certified mail with return receipt requested**. The receipt shows when the bureau got it, which starts the clock.
- Keep a copy of everything you send and everything you receive.
- Write down dates, names and what was said in any phone call.
- If you dispute online, save screenshots and confirmation numbers.

Disputing with a bureau is free. A credit repair company cannot do anything you cannot do yourself, and it cannot legally remove accurate, up-to-date information. Read about your protections in [Your rights under the Credit Repair Organizations Act](/legal/croa-rights).

## What you can do next

1. Get your free reports at [AnnualCreditReport.com](https://www.annualcreditreport.com) and mark each error you find.
2. Gather copies of your ID, your proof of address and your evidence.
3. Mail a separate letter to each bureau that shows the error, and mark 30 days on your calendar.
4. If the answer does not fix the error, ask how it was verified, dispute with the furnisher, or add a statement of dispute.`,
    },
    es: {
      title: 'Cómo funcionan las disputas de crédito',
      excerpt:
        'Si algo en su reporte de crédito está mal, la ley obliga a la agencia a investigarlo gratis. Así funciona el proceso, paso a paso.',
      content: `## Su derecho a disputar

Si cree que algo en su reporte de crédito es inexacto o está incompleto, puede disputarlo. Según la **sección 611 de la FCRA** ([15 U.S.C. § 1681i](https://www.law.cornell.edu/uscode/text/15/1681i)), la agencia de crédito debe investigar, y no puede cobrarle nada por hacerlo. Si quiere conocer la ley completa, vea [Sus derechos según la FCRA](/education?article=your-rights-under-the-fcra).

Una disputa sirve para corregir errores. No sirve para borrar información correcta y actual, y nadie puede prometerle que se eliminará una partida.

## Los plazos que fija la ley

- **30 días para investigar.** Por lo general, el plazo empieza cuando la agencia recibe su disputa. En algunos casos la ley permite hasta 45 días, por ejemplo si usted envía más información útil durante esos 30 días.
- **5 días hábiles para avisar al proveedor.** La agencia debe avisar de su disputa a la empresa que reportó la partida (el *proveedor de información*) y enviarle la información que usted mandó.
- **Borrar o corregir lo que no se pueda verificar.** Si la partida está mal, está incompleta o no se puede verificar, la agencia debe borrarla o corregirla.
- **5 días hábiles para darle el resultado.** Cuando termine, la agencia debe enviarle el resultado por escrito, junto con una copia de su reporte actualizado.

La agencia puede rechazar una disputa que considere *frívola o irrelevante*, por ejemplo si usted no dio suficiente información. Si lo hace, debe avisarle dentro de 5 días hábiles, explicarle por qué y decirle qué información necesita.

Si una partida borrada vuelve a aparecer, el proveedor primero debe certificar que es completa y exacta, y la agencia debe avisarle a usted por escrito dentro de 5 días hábiles.

## Si la partida sigue en su reporte

Todavía tiene opciones:

- **Pregunte cómo se verificó.** Puede pedirle a la agencia una descripción de cómo revisó la partida, con el nombre y la dirección del proveedor, y un teléfono si está disponible. La agencia debe enviársela dentro de 15 días después de que usted la pida.
- **Agregue una declaración de disputa.** Puede enviar una declaración breve con su versión. La agencia puede limitarla a 100 palabras. Desde entonces, sus reportes futuros indicarán que hay una disputa.
- **Dispute directamente con el proveedor.** Según la **sección 623 de la FCRA** ([15 U.S.C. § 1681s-2](https://www.law.cornell.edu/uscode/text/15/1681s-2)), puede enviar su disputa al prestamista o cobrador que reportó la partida. Use la dirección que indique para disputas. En la mayoría de los casos debe investigar y responder en los mismos plazos que una agencia.
- **Presente una queja** ante la [Oficina para la Protección Financiera del Consumidor (CFPB)](https://www.consumerfinance.gov/complaint/).

## Qué incluir en su carta de disputa

1. Su nombre completo, fecha de nacimiento y dirección actual.
2. Una copia de una identificación oficial con foto, como su licencia de conducir.
3. Una copia de un comprobante de domicilio, como una factura de servicios o un estado de cuenta bancario reciente.
4. La partida exacta que disputa: el nombre de la empresa y el número de cuenta tal como aparecen en su reporte.
5. Qué está mal y por qué, con sus propias palabras, y qué pide: que se borre o que se corrija.
6. **Copias** de sus pruebas, como comprobantes de pago o cartas. Nunca envíe originales.

Ayuda incluir una copia de la página del reporte con la partida marcada. Escriba una carta para cada agencia, corta y clara.

## Guarde buenos registros

- Envíe su carta por **correo certificado con acuse de recibo**. El acuse muestra cuándo la recibió la agencia, y desde ese día empieza a contar el plazo.
- Guarde una copia de todo lo que envía y de todo lo que recibe.
- Anote fechas, nombres y lo que le dijeron en cada llamada.
- Si disputa por internet, guarde capturas de pantalla y números de confirmación.

Disputar ante una agencia es gratis. Una empresa de reparación de crédito no puede hacer nada que usted no pueda hacer por su cuenta, y la ley no le permite borrar información correcta y actual. Conozca sus protecciones en [Sus derechos según la Ley de Organizaciones de Reparación de Crédito](/legal/croa-rights).

## Qué puede hacer ahora

1. Pida gratis sus reportes en [AnnualCreditReport.com](https://www.annualcreditreport.com) y marque cada error que encuentre.
2. Reúna copias de su identificación, su comprobante de domicilio y sus pruebas.
3. Envíe una carta aparte a cada agencia que muestre el error, y marque 30 días en su calendario.
4. Si la respuesta no corrige el error, pregunte cómo se verificó, dispute con el proveedor o agregue una declaración de disputa.`,
    },
  },
};
