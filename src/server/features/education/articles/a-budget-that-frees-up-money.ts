import type { SeedArticle } from '../seed-article.ts';

export const aBudgetThatFreesUpMoney: SeedArticle = {
  slug: 'a-budget-that-frees-up-money',
  category: 'financial-tips',
  imageUrl: '/education/financial-tips.svg',
  writtenOn: '2026-11-23',
  text: {
    en: {
      title: 'A Budget That Frees Up Money',
      excerpt:
        'A simple monthly plan shows where your money goes, builds a small cushion, and helps you pay down debt without giving up everything you enjoy.',
      content: `A budget is not a punishment. It is a plan that tells your money where to go, so you are not left wondering where it went. When money is tight, a budget can show you choices you did not know you had.

## Step 1: Know what comes in

Write down your monthly take-home pay, the amount that actually lands in your account after taxes. If your pay changes from month to month, plan with a low month.

## Step 2: List what goes out

Look through the last two or three months of bank and card statements. Sort your costs into two groups:

- **Fixed costs** stay about the same each month: rent or mortgage, car payment, insurance, phone, and minimum debt payments.
- **Variable costs** change: groceries, gas, utilities, eating out, shopping, and fun.

Do not forget costs that come once or twice a year, like car registration or school supplies. Divide them by 12 and set that amount aside each month.

## Step 3: Make a plan

Subtract your costs from your income. If money is left over, give every dollar a job. If you come up short, look at variable costs first. They are usually the easiest to change.

The **50/30/20** idea can be a starting point:

- about 50% for needs,
- about 30% for wants,
- about 20% for savings and paying down debt.

It is a guide, not a rule. In many places, rent alone takes more than half of a paycheck. Change the numbers to fit your life, and do not feel bad if your split looks different.

## Step 4: Build a small cushion

An emergency fund keeps a flat tire or a doctor visit from turning into new debt. Start small. Even a few hundred dollars can help. Set up an automatic transfer to savings on payday, even if it is only a few dollars. Over time, aim for one month of costs, and then more.

## Step 5: Pay down debt with a method

Always pay at least the minimum on every account. Then put any extra money toward one debt at a time:

- **Avalanche:** pay extra on the debt with the highest interest rate first. This usually saves the most money.
- **Snowball:** pay extra on the smallest balance first. Quick wins can keep you going.

When one debt is paid off, add its payment to the next one. The best method is the one you will stick with.

## If you cannot make a payment

**Call your creditor before you miss a payment.** Many lenders have hardship programs that can lower your rate or your payment for a while, or move a due date. Ask how the plan will be reported to the credit bureaus, and get the terms in writing.

### Credit counseling or debt settlement?

A **nonprofit credit counseling agency** can go over your budget with you, often for free or at low cost. It may offer a *debt management plan*: you make one monthly payment to the agency, and it pays your creditors, often at lower interest rates. There is usually a small monthly fee, and your credit cards are usually closed. Look for a member agency of the [National Foundation for Credit Counseling (NFCC)](https://www.nfcc.org).

**Debt settlement** companies work differently. They often tell you to stop paying your creditors and to save money in a special account while they try to negotiate. That carries real risks:

- Missed payments, late fees, and collections can badly damage your credit score.
- Creditors do not have to agree to settle, and some may sue you.
- The company charges fees, often a share of each debt it settles. Under FTC rules, companies that sell this service by phone generally cannot charge you until they settle a debt.
- Forgiven debt may count as taxable income. If $600 or more is forgiven, you may get an IRS Form 1099-C. A tax professional can tell you if you owe tax on it.

Compare your options on the [CFPB website](https://www.consumerfinance.gov) before you sign anything.

## What you can do next

1. Write down your take-home pay and list every fixed and variable cost for one month.
2. Set up an automatic transfer to savings, even a small one.
3. Choose avalanche or snowball and pick your first target debt.
4. If you are falling behind, call your creditor or an NFCC member agency this week.`,
    },
    es: {
      title: 'Un presupuesto que le deja dinero libre',
      excerpt:
        'Un plan mensual sencillo le muestra a dónde se va su dinero, le ayuda a ahorrar un poco y a pagar sus deudas sin renunciar a todo lo que disfruta.',
      content: `Un presupuesto no es un castigo. Es un plan que le dice a su dinero a dónde ir, para que no se quede preguntándose en qué se fue. Cuando el dinero no alcanza, un presupuesto le ayuda a ver opciones que quizás no veía.

## Paso 1: Sepa cuánto entra

Anote cuánto recibe al mes después de impuestos, es decir, lo que de verdad llega a su cuenta. Si su ingreso cambia de un mes a otro, haga el plan con un mes bajo.

## Paso 2: Anote cuánto sale

Revise los estados de cuenta de su banco y de sus tarjetas de los últimos dos o tres meses. Divida sus gastos en dos grupos:

- **Gastos fijos:** casi no cambian de un mes a otro. Por ejemplo, la renta o la hipoteca, el pago del carro, el seguro, el teléfono y los pagos mínimos de sus deudas.
- **Gastos variables:** cambian cada mes. Por ejemplo, la comida, la gasolina, la luz y el agua, comer fuera, las compras y la diversión.

No olvide los gastos que llegan una o dos veces al año, como el registro del carro o los útiles escolares. Divídalos entre 12 y aparte esa cantidad cada mes.

## Paso 3: Haga su plan

Reste sus gastos de sus ingresos. Si le sobra dinero, dele a cada dólar una tarea. Si le falta, revise primero los gastos variables. Por lo general, son los más fáciles de cambiar.

La idea del **50/30/20** puede servirle para empezar:

- más o menos 50% para lo necesario,
- más o menos 30% para lo que le gusta,
- más o menos 20% para ahorrar y pagar deudas.

Es una guía, no una regla. En muchos lugares, solo la renta se lleva más de la mitad del sueldo. Ajuste los números a su vida, y no se sienta mal si los suyos son distintos.

## Paso 4: Ahorre un pequeño colchón

Un fondo de emergencia evita que una reparación del carro o una visita al médico se conviertan en una deuda nueva. Empiece con poco. Hasta unos cientos de dólares pueden ayudar. Programe una transferencia automática a sus ahorros el día de pago, aunque sean pocos dólares. Con el tiempo, trate de juntar lo de un mes de gastos, y luego más.

## Paso 5: Pague sus deudas con un método

Pague siempre por lo menos el mínimo de cada cuenta. Luego use el dinero extra para una sola deuda a la vez:

- **Avalancha:** pague de más en la deuda con la tasa de interés más alta. Así, por lo general, ahorra más dinero.
- **Bola de nieve:** pague de más en la deuda con el saldo más pequeño. Ver resultados rápido le ayuda a seguir adelante.

Cuando termine de pagar una deuda, sume ese pago a la siguiente. El mejor método es el que usted pueda mantener.

## Si no puede hacer un pago

**Llame a su acreedor antes de atrasarse.** Muchos prestamistas tienen programas para personas con dificultades económicas. Pueden bajarle la tasa o el pago por un tiempo, o cambiar la fecha de pago. Pregunte cómo se reportará el plan a los burós de crédito y pida las condiciones por escrito.

### ¿Asesoría de crédito o liquidación de deudas?

Una **agencia de asesoría de crédito sin fines de lucro** puede revisar su presupuesto con usted, muchas veces gratis o a bajo costo. Puede ofrecerle un *plan de manejo de deudas*: usted hace un solo pago al mes a la agencia y ella les paga a sus acreedores, muchas veces con intereses más bajos. Por lo general hay un cargo mensual pequeño y sus tarjetas de crédito se cierran. Busque una agencia miembro de la [National Foundation for Credit Counseling (NFCC)](https://www.nfcc.org), la red nacional de agencias sin fines de lucro.

Las compañías de **liquidación de deudas** funcionan de otra manera. Muchas veces le piden que deje de pagar a sus acreedores y que junte dinero en una cuenta especial mientras ellas tratan de negociar. Eso tiene riesgos serios:

- Los pagos atrasados, los cargos por mora y las cobranzas pueden dañar mucho su puntaje de crédito.
- Los acreedores no están obligados a aceptar un arreglo, y algunos pueden demandarlo.
- La compañía cobra, muchas veces una parte de cada deuda que liquida. Según las reglas de la FTC, las compañías que venden este servicio por teléfono, por lo general, no pueden cobrarle hasta liquidar una deuda.
- La deuda perdonada puede contar como ingreso, y es posible que tenga que pagar impuestos por ella. Si le perdonan $600 o más, puede recibir el formulario 1099-C del IRS. Un profesional de impuestos puede decirle si debe pagar algo.

Compare sus opciones en el [sitio de la CFPB](https://www.consumerfinance.gov) antes de firmar cualquier cosa.

## Qué puede hacer ahora

1. Anote su ingreso neto y todos sus gastos fijos y variables de un mes.
2. Programe una transferencia automática a sus ahorros, aunque sea pequeña.
3. Elija avalancha o bola de nieve y decida cuál será su primera deuda.
4. Si se está atrasando, llame esta semana a su acreedor o a una agencia miembro de la NFCC.`,
    },
  },
};
