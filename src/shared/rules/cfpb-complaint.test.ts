import { describe, expect, it } from 'vitest';
import { type ComplaintFacts, complaintText } from './cfpb-complaint.ts';

const facts: ComplaintFacts = {
  memberName: 'Maria Lopez',
  creditorName: 'MIDLAND CREDIT',
  accountNumberLast4: '4821',
  itemType: 'collection',
  reasons: ['not_mine', 'incorrect_amount'],
  bureaus: [
    {
      bureau: 'experian',
      mailedOn: '2026-10-01',
      deliveredOn: '2026-10-04',
      responseDueOn: '2026-11-03',
      respondedOn: '2026-10-28',
      outcome: 'verified',
    },
    {
      bureau: 'equifax',
      mailedOn: '2026-10-02',
      deliveredOn: null,
      responseDueOn: '2026-11-06',
      respondedOn: null,
      outcome: 'no_response',
    },
    // Never mailed: not named, since its letter may never have gone out.
    { bureau: 'transunion', mailedOn: null, deliveredOn: null, responseDueOn: null, respondedOn: null, outcome: null },
  ],
  steps: [
    {
      kind: 'method_of_verification',
      bureau: 'experian',
      sentOn: '2026-11-09',
      responseDueOn: '2026-11-29',
      answeredOn: null,
      outcome: null,
    },
    {
      kind: 'furnisher_dispute',
      bureau: 'experian',
      sentOn: '2026-11-10',
      responseDueOn: '2026-12-15',
      answeredOn: '2026-12-01',
      outcome: 'verified',
    },
    // A courtesy request is not part of a complaint.
    {
      kind: 'goodwill',
      bureau: 'experian',
      sentOn: '2026-11-11',
      responseDueOn: null,
      answeredOn: null,
      outcome: null,
    },
  ],
};

const paragraphOf = (text: string, start: string) =>
  text.split('\n\n').find((paragraph) => paragraph.startsWith(start));

describe('complaintText', () => {
  it('tells in English what was disputed, with whom, when, by when and what each bureau answered', () => {
    const { text } = complaintText(facts, 'en');
    expect(text).toContain(
      'My name is Maria Lopez. I disputed the MIDLAND CREDIT collection account (account number ending in 4821) on my credit report with Experian and Equifax, because the account is not mine and the amount reported is wrong.',
    );
    expect(text).toContain('15 U.S.C. § 1681i(a)(1)');
    expect(paragraphOf(text, 'Experian:')).toBe(
      'Experian: I mailed my dispute on 10/01/2026 and it was delivered on 10/04/2026. Its deadline to answer: 11/03/2026. It answered on 10/28/2026: it said the information was verified.',
    );
    // No delivery day given: none claimed.
    expect(paragraphOf(text, 'Equifax:')).toBe(
      'Equifax: I mailed my dispute on 10/02/2026. Its deadline to answer: 11/06/2026. It did not answer by then.',
    );
    expect(text).not.toContain('TransUnion');
    expect(text).toContain(
      '- On 11/09/2026 I sent a request for a description of the procedure used to verify the information (15 U.S.C. § 1681i(a)(7)) to Experian. Its deadline to answer: 11/29/2026. I have not received its answer.',
    );
    expect(text).toContain(
      '- On 11/10/2026 I sent a direct dispute (15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43) to MIDLAND CREDIT. Its deadline to answer: 12/15/2026. It answered on 12/01/2026: it said the information was verified.',
    );
    expect(text).not.toContain('11/11/2026');
    expect(text).toMatch(
      /I ask that Experian and Equifax complete a proper investigation of my dispute and delete the information they cannot verify, as 15 U\.S\.C\. § 1681i\(a\)\(5\)\(A\) requires\.$/,
    );
  });

  it('tells the same in Spanish', () => {
    const { text } = complaintText(facts, 'es');
    expect(text).toContain(
      'Disputé la cuenta en cobranza de MIDLAND CREDIT (número de cuenta terminado en 4821) en mi informe de crédito con Experian y Equifax, porque la cuenta no es mía y el monto reportado es incorrecto.',
    );
    expect(paragraphOf(text, 'Experian:')).toBe(
      'Experian: Envié mi disputa por correo el 10/01/2026 y fue entregada el 10/04/2026. Su plazo para responder: 11/03/2026. Respondió el 10/28/2026: dijo que la información estaba verificada.',
    );
    expect(paragraphOf(text, 'Equifax:')).toBe(
      'Equifax: Envié mi disputa por correo el 10/02/2026. Su plazo para responder: 11/06/2026. No respondió en ese plazo.',
    );
    expect(text).toContain(
      'El 11/10/2026 envié una disputa directa (15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43) a MIDLAND CREDIT.',
    );
    expect(text).toMatch(/Pido que Experian y Equifax investiguen debidamente mi disputa/);
  });

  it('leaves out every date the member did not give', () => {
    const undated: ComplaintFacts = {
      ...facts,
      accountNumberLast4: null,
      reasons: [],
      bureaus: [
        {
          bureau: 'experian',
          mailedOn: null,
          deliveredOn: null,
          responseDueOn: null,
          respondedOn: null,
          outcome: 'deleted',
        },
        {
          bureau: 'equifax',
          mailedOn: '2026-10-02',
          deliveredOn: null,
          responseDueOn: null,
          respondedOn: null,
          outcome: null,
        },
      ],
      steps: [
        { kind: 'reinsertion', bureau: 'experian', sentOn: null, responseDueOn: null, answeredOn: null, outcome: null },
      ],
    };
    const { text } = complaintText(undated, 'en');
    expect(text).toContain(
      'I disputed the MIDLAND CREDIT collection account on my credit report with Experian and Equifax.',
    );
    expect(paragraphOf(text, 'Experian:')).toBe(
      'Experian: I sent it my dispute. It answered: it deleted the disputed information.',
    );
    expect(paragraphOf(text, 'Equifax:')).toBe(
      'Equifax: I mailed my dispute on 10/02/2026. I have not received its answer.',
    );
    expect(text).toContain(
      '- I sent a letter about the information put back after its deletion (15 U.S.C. § 1681i(a)(5)(B)) to Experian.',
    );
    expect(text).not.toMatch(/deadline|delivered/);
    // Experian is asked again: its last word is the reinsertion letter, not the deletion.
    expect(text).toContain('I ask that Experian and Equifax complete');
    expect(complaintText(undated, 'es').text).toContain(
      'Experian: Le envié mi disputa. Respondió: eliminó la información disputada.',
    );
  });

  it('lists the documents to attach in the member’s language', () => {
    expect(complaintText(facts, 'en').attachments).toEqual([
      'My dispute letter to Experian',
      'The mailing receipt for my letter to Experian',
      'Experian’s answer to my dispute',
      'My dispute letter to Equifax',
      'The mailing receipt for my letter to Equifax',
      'My letter to Experian of 11/09/2026: a request for a description of the procedure used to verify the information',
      'My letter to MIDLAND CREDIT of 11/10/2026: a direct dispute',
      'MIDLAND CREDIT’s answer to my letter of 11/10/2026: a direct dispute',
    ]);
    expect(complaintText(facts, 'es').attachments.slice(0, 3)).toEqual([
      'Mi carta de disputa a Experian',
      'El comprobante de envío de mi carta a Experian',
      'La respuesta de Experian a mi disputa',
    ]);
  });

  it('names the company a direct letter went to as the member addressed it', () => {
    const addressed: ComplaintFacts = {
      ...facts,
      steps: facts.steps.map((step) =>
        step.kind === 'furnisher_dispute' ? { ...step, recipientName: 'Midland Credit Management' } : step,
      ),
    };
    const { text, attachments } = complaintText(addressed, 'en');
    expect(text).toContain('(15 U.S.C. § 1681s-2(a)(8); 12 CFR 1022.43) to Midland Credit Management.');
    expect(attachments).toContain('My letter to Midland Credit Management of 11/10/2026: a direct dispute');
    expect(complaintText(addressed, 'es').text).toContain('a Midland Credit Management.');
  });

  it('reads each bureau’s last word by the day it came, from the letters that asked it to look again', () => {
    const later = (kind: 'method_of_verification' | 'new_information' | 'statement_of_dispute', more: object) => ({
      kind,
      bureau: 'experian' as const,
      sentOn: '2026-11-09',
      responseDueOn: null,
      answeredOn: null,
      outcome: null,
      ...more,
    });
    const asked = (steps: ComplaintFacts['steps']) =>
      complaintText({ ...facts, steps }, 'en').text.includes('I ask that Experian and Equifax complete');
    // The deletion came first; the new dispute's later answer is "verified": Experian is asked, whatever the order.
    expect(
      asked([
        later('new_information', { sentOn: '2026-11-20', answeredOn: '2026-12-08', outcome: 'verified' }),
        later('method_of_verification', { answeredOn: '2026-12-05', outcome: 'deleted' }),
      ]),
    ).toBe(true);
    expect(
      asked([
        later('new_information', { sentOn: '2026-11-20', answeredOn: '2026-12-04', outcome: 'verified' }),
        later('method_of_verification', { answeredOn: '2026-12-05', outcome: 'deleted' }),
      ]),
    ).toBe(false);
    // A statement for the file asks for no investigation: what the bureau did with it is no answer on the item.
    expect(asked([later('statement_of_dispute', { answeredOn: '2026-12-05', outcome: 'deleted' })])).toBe(true);
  });

  it('asks only the bureaus that have not deleted the item', () => {
    const oneDeleted: ComplaintFacts = {
      ...facts,
      steps: [],
      bureaus: facts.bureaus.map((row) => (row.bureau === 'experian' ? { ...row, outcome: 'deleted' } : row)),
    };
    expect(complaintText(oneDeleted, 'en').text).toContain(
      'I ask that Equifax complete a proper investigation of my dispute and delete the information it cannot verify',
    );
    expect(complaintText(oneDeleted, 'es').text).toContain(
      'Pido que Equifax investigue debidamente mi disputa y elimine la información que no pueda verificar',
    );
  });
});
