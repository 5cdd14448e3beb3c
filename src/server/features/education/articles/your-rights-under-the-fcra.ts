import type { SeedArticle } from '../seed-article.ts';

export const yourRightsUnderTheFcra: SeedArticle = {
  slug: 'your-rights-under-the-fcra',
  category: 'legal-rights',
  imageUrl: '/education/legal-rights.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'Your Rights Under the Fair Credit Reporting Act',
      excerpt:
        'A federal law lets you see your credit reports for free, fix mistakes, freeze your file, and sue when the rules are broken. Here is what it gives you.',
      content: `The Fair Credit Reporting Act (FCRA) is the main federal law about credit reports. It covers the three nationwide credit bureaus (Equifax, Experian, and TransUnion), other companies that sell reports about you, and the businesses that send them information. You can read the law itself at [15 U.S.C. § 1681 and following](https://www.law.cornell.edu/uscode/text/15/1681).

## You can see what is in your file

You have the right to know what a credit bureau has on file about you. You will need to prove who you are. To learn what a report contains, read [What is in your credit report](/education?article=what-is-in-your-credit-report).

### Free reports

- **Once a year, by law.** You can get a free report from each of the three bureaus every 12 months at [AnnualCreditReport.com](https://www.annualcreditreport.com). It is the official site for these free reports.
- **Every week.** The three bureaus also let you check your reports for free every week on the same site.
- **After you are turned down.** If a business took action against you because of a report, you can get a free copy from that bureau if you ask within 60 days.

## You must be told when your report was used against you

If a lender, landlord, insurer, or employer turns you down or gives you worse terms because of your report, they must send you an *adverse action notice*. It names the bureau that supplied the report and explains your right to a free copy.

## You can dispute mistakes and get them fixed

If something in your file is incomplete or wrong, you can dispute it with the bureau for free (§ 611). The bureau must usually investigate within 30 days and send your evidence to the company that supplied the information. You can also dispute directly with that company.

Information that is wrong, incomplete, or cannot be verified must be corrected or deleted. If deleted information is put back later, the bureau must tell you in writing. Accurate, current information can stay, even when it hurts. Learn the steps in [How credit report disputes work](/education?article=how-disputes-work).

## Old negative information must come off

Most negative items cannot be reported after 7 years, and most bankruptcies after 10 years (§ 605). There are a few exceptions. Read [How long negative items stay on your credit report](/education?article=how-long-negative-items-stay).

## Not just anyone can see your report

A bureau may give your report only to someone with a *permissible purpose* (§ 604), such as a lender reviewing your application, a landlord, or an insurer. An employer needs your written permission first.

## You can stop prescreened offers

Lenders and insurers can buy lists from the bureaus to send you "prescreened" offers. You can opt out for 5 years, or for good, at [OptOutPrescreen.com](https://www.optoutprescreen.com) or by calling 1-888-5-OPT-OUT (1-888-567-8688).

## Fraud alerts and security freezes are free

Since 2018, federal law has made a **security freeze** free to place and to lift. A freeze keeps most new lenders from seeing your report, so it is harder for a thief to open accounts in your name. You need to contact each bureau. A **fraud alert** tells lenders to check your identity first. It is also free, and the bureau you contact tells the other two. A basic alert lasts one year, and identity theft victims can get one that lasts 7 years.

## You can sue for damages

If a bureau or a company that reports information breaks this law, you can sue (§§ 616 and 617). You may recover your losses and attorney's fees, and more if the violation was willful. There are deadlines, so do not wait. A consumer lawyer can tell you if you have a case.

You can also file a complaint with the [Consumer Financial Protection Bureau (CFPB)](https://www.consumerfinance.gov/complaint/). Your state may give you more rights.

## A word about credit repair companies

The Credit Repair Organizations Act (15 U.S.C. § 1679) protects you when you pay for help. A credit repair company:

- cannot charge you before it has fully done the work it promised;
- must give you a written contract with the services, the total cost, and how long it will take;
- must let you cancel for any reason within 3 business days of signing;
- cannot lie, or tell you to lie, about your credit or your identity.

No one can legally remove accurate, current, verifiable information. And anything a credit repair company can legally do, you can do yourself for free. Read [your rights under the CROA](/legal/croa-rights).

## What you can do next

1. Get your three free reports at AnnualCreditReport.com.
2. Read each one and mark anything that looks wrong or too old.
3. Dispute errors with the bureau, and keep copies of everything you send.
4. If a problem is not fixed, file a complaint with the CFPB.

*This article is general information, not legal advice.*`,
    },
    es: {
      title: 'Sus derechos bajo la Ley de Informe Justo de Crédito',
      excerpt:
        'Una ley federal le permite ver sus reportes de crédito gratis, corregir errores, congelar su expediente y demandar si no se cumplen las reglas.',
      content: `Si su crédito le preocupa, es bueno saber que la ley lo protege. La Ley de Informe Justo de Crédito (FCRA, por sus siglas en inglés) es la principal ley federal sobre los reportes de crédito. Se aplica a los tres burós de crédito nacionales (Equifax, Experian y TransUnion), a otras empresas que venden reportes sobre usted y a las compañías que les envían información. Puede leer el texto de la ley (en inglés) en [15 U.S.C. § 1681 y siguientes](https://www.law.cornell.edu/uscode/text/15/1681).

## Puede ver lo que hay en su expediente

Usted tiene derecho a saber qué información tiene un buró sobre usted. Solo tendrá que demostrar quién es. Para entender qué contiene un reporte, lea [Qué contiene su reporte de crédito](/education?article=what-is-in-your-credit-report).

### Reportes gratis

- **Una vez al año, por ley.** Puede pedir un reporte gratis a cada uno de los tres burós cada 12 meses en [AnnualCreditReport.com](https://www.annualcreditreport.com). Es el sitio oficial para estos reportes gratuitos.
- **Cada semana.** Los tres burós también le permiten revisar sus reportes gratis cada semana en el mismo sitio.
- **Si le negaron algo.** Si una empresa tomó una decisión en su contra por un reporte, puede pedir una copia gratis a ese buró dentro de los 60 días siguientes.

## Deben avisarle si su reporte se usó en su contra

Si un prestamista, un arrendador, una aseguradora o un empleador le dice que no, o le ofrece peores condiciones por su reporte, debe enviarle un *aviso de acción adversa*. Ese aviso dice qué buró entregó el reporte y le explica su derecho a una copia gratis.

## Puede disputar los errores y pedir que se corrijan

Si algo en su expediente está incompleto o mal, puede disputarlo con el buró sin pagar nada (§ 611). Por lo general, el buró debe investigar en un plazo de 30 días y enviar sus pruebas a la empresa que dio la información. También puede disputar directamente con esa empresa.

La información falsa, incompleta o que no se puede verificar debe corregirse o borrarse. Si más tarde vuelven a poner un dato que se había borrado, el buró debe avisarle por escrito. La información correcta y actual sí puede quedarse, aunque le perjudique. Vea los pasos en [Cómo funcionan las disputas de crédito](/education?article=how-disputes-work).

## La información negativa vieja debe salir

La mayoría de los datos negativos no se pueden reportar después de 7 años, y la mayoría de las bancarrotas después de 10 años (§ 605). Hay algunas excepciones. Lea [Cuánto tiempo permanecen las partidas negativas en su reporte](/education?article=how-long-negative-items-stay).

## No cualquiera puede ver su reporte

Un buró solo puede entregar su reporte a quien tenga un *propósito permitido* (§ 604), por ejemplo, un prestamista que revisa su solicitud, un arrendador o una aseguradora. Un empleador necesita antes su permiso por escrito.

## Puede dejar de recibir ofertas preseleccionadas

Los prestamistas y las aseguradoras pueden comprar listas a los burós para enviarle ofertas "preseleccionadas". Puede pedir que no lo incluyan por 5 años, o para siempre, en [OptOutPrescreen.com](https://www.optoutprescreen.com) o al 1-888-5-OPT-OUT (1-888-567-8688).

## Las alertas de fraude y el congelamiento son gratis

Desde 2018, la ley federal hace que **congelar su crédito** sea gratis, y también quitar el congelamiento. Así, la mayoría de los nuevos prestamistas no pueden ver su reporte, y es más difícil que un ladrón abra cuentas a su nombre. Debe comunicarse con cada buró. Una **alerta de fraude** pide a los prestamistas que confirmen su identidad primero. También es gratis, y el buró con el que hable avisa a los otros dos. La alerta básica dura un año, y las víctimas de robo de identidad pueden pedir una de 7 años.

## Puede demandar por daños

Si un buró o una empresa que reporta información no cumple esta ley, usted puede demandar (§§ 616 y 617). Puede recuperar lo que perdió y lo que pagó de abogado, y más si la violación fue intencional. Hay plazos para demandar, así que no espere. Un abogado del consumidor puede decirle si tiene un caso.

También puede presentar una queja ante la [Oficina para la Protección Financiera del Consumidor (CFPB)](https://www.consumerfinance.gov/complaint/). Su estado puede darle aún más derechos.

## Sobre las compañías de reparación de crédito

La Ley de Organizaciones de Reparación de Crédito (CROA, 15 U.S.C. § 1679) lo protege cuando paga para recibir ayuda. Una compañía de reparación de crédito:

- no puede cobrarle antes de terminar por completo el trabajo que prometió;
- debe darle un contrato por escrito con los servicios, el costo total y el tiempo que tomará;
- debe dejarle cancelar por cualquier motivo dentro de los 3 días hábiles después de firmar;
- no puede mentir, ni pedirle a usted que mienta, sobre su crédito o su identidad.

Nadie puede borrar legalmente información correcta, actual y verificable. Y todo lo que una compañía de reparación de crédito puede hacer legalmente, usted también puede hacerlo por su cuenta y gratis. Lea [sus derechos bajo la CROA](/legal/croa-rights).

## Qué puede hacer ahora

1. Pida sus tres reportes gratis en AnnualCreditReport.com.
2. Lea cada uno con calma y marque lo que parezca incorrecto o demasiado viejo.
3. Dispute los errores con el buró y guarde copia de todo lo que envíe.
4. Si el problema no se resuelve, presente una queja ante la CFPB.

*Este artículo es información general, no asesoría legal.*`,
    },
  },
};
