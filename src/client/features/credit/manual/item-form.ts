import { BUREAUS, type Bureau } from '#shared/constants/bureaus.ts';
import type { AccountStatus, ItemType } from '#shared/constants/credit-items.ts';
import {
  type MANUAL_PAYMENT_STATUSES,
  type ManualBureauView,
  type ManualItem,
  type ManualItemInput,
  ManualItemInputSchema,
} from '#shared/schemas/manual-items.ts';
import { centsFromDollars, dollarsFromCents } from './dollars.ts';
import { type FormCheck, type FormIssue, issuePathParts } from './form-issues.ts';

export type ManualPaymentStatus = (typeof MANUAL_PAYMENT_STATUSES)[number];

/** The dates of a bureau's view, in the order the form asks for them. */
export const VIEW_DATE_FIELDS = [
  'dateOpened',
  'dateReported',
  'firstDelinquencyDate',
  'dateClosed',
  'chargeOffDate',
  'lastPaymentDate',
] as const;
type ViewDateField = (typeof VIEW_DATE_FIELDS)[number];

/** One bureau's view as the form holds it: what was typed, '' where nothing was. */
export type ViewFields = {
  paymentStatus: ManualPaymentStatus | '';
  accountStatus: AccountStatus | '';
  balance: string;
  remarks: string;
} & Record<ViewDateField, string>;

export interface ItemFormValues {
  itemType: ItemType | '';
  creditorName: string;
  originalCreditorName: string;
  /** Blank on an edit keeps the stored number (only its last four characters ever come back). */
  accountNumber: string;
  bankruptcyChapter: '' | '7' | '11' | '13';
  bureaus: Bureau[];
  /** One set of details copied to every chosen bureau (`shared`), or one per bureau (`byBureau`). */
  sameOnAll: boolean;
  shared: ViewFields;
  byBureau: Record<Bureau, ViewFields>;
}

export type ItemFormMode = 'create' | 'edit';

/** A collector names the company first owed; a bankruptcy has a chapter. Other types have neither. */
export const asksOriginalCreditor = (itemType: ItemFormValues['itemType']) => itemType === 'collection';
export const asksChapter = (itemType: ItemFormValues['itemType']) => itemType === 'bankruptcy';

export function emptyViewFields(): ViewFields {
  return {
    paymentStatus: '',
    accountStatus: '',
    balance: '',
    dateOpened: '',
    dateReported: '',
    firstDelinquencyDate: '',
    dateClosed: '',
    chargeOffDate: '',
    lastPaymentDate: '',
    remarks: '',
  };
}

const byBureauOf = (fieldsOf: (bureau: Bureau) => ViewFields) =>
  Object.fromEntries(BUREAUS.map((bureau) => [bureau, fieldsOf(bureau)])) as Record<Bureau, ViewFields>;

export function emptyItemForm(): ItemFormValues {
  return {
    itemType: '',
    creditorName: '',
    originalCreditorName: '',
    accountNumber: '',
    bankruptcyChapter: '',
    bureaus: [],
    sameOnAll: true,
    shared: emptyViewFields(),
    byBureau: byBureauOf(emptyViewFields),
  };
}

function fieldsOfView(view: ManualBureauView): ViewFields {
  const dates = Object.fromEntries(VIEW_DATE_FIELDS.map((field) => [field, view[field] ?? '']));
  return {
    ...emptyViewFields(),
    ...dates,
    paymentStatus: view.paymentStatus,
    accountStatus: view.accountStatus ?? '',
    balance: dollarsFromCents(view.balanceCents),
    remarks: view.remarks ?? '',
  };
}

const sameFields = (a: ViewFields, b: ViewFields) => JSON.stringify(a) === JSON.stringify(b);

/** What the form shows of a stored item: a member's, or one waiting in an onboarding draft. */
export type StoredItem = Omit<ManualItem, 'locked' | 'createdAt' | 'updatedAt'>;

/** A stored item in the form; bureaus that show it alike open with "same details on every bureau" ticked. */
export function itemFormFromItem(item: StoredItem): ItemFormValues {
  const views = BUREAUS.flatMap((bureau) => item.views.filter((view) => view.bureau === bureau));
  const fields = views.map(fieldsOfView);
  const [first = emptyViewFields()] = fields;
  return {
    itemType: item.itemType,
    creditorName: item.creditorName,
    originalCreditorName: item.originalCreditorName ?? '',
    accountNumber: '',
    bankruptcyChapter: item.bankruptcyChapter === null ? '' : (String(item.bankruptcyChapter) as '7' | '11' | '13'),
    bureaus: views.map((view) => view.bureau),
    sameOnAll: fields.every((other) => sameFields(other, first)),
    shared: first,
    byBureau: byBureauOf((bureau) => {
      const view = views.find((candidate) => candidate.bureau === bureau);
      return view ? fieldsOfView(view) : emptyViewFields();
    }),
  };
}

/** The bureaus ticked, always in the same order, so a view's index names its bureau. */
export const chosenBureaus = (values: Pick<ItemFormValues, 'bureaus'>) =>
  BUREAUS.filter((bureau) => values.bureaus.includes(bureau));

/** Where a bureau's details live in the form. */
export const detailsPath = (values: Pick<ItemFormValues, 'sameOnAll'>, bureau: Bureau) =>
  values.sameOnAll ? 'shared' : (`byBureau.${bureau}` as const);

const detailsOf = (values: ItemFormValues, bureau: Bureau) =>
  values.sameOnAll ? values.shared : values.byBureau[bureau];

const isBlank = (fields: ViewFields) => sameFields(fields, emptyViewFields());

/** Ticking "same details" takes the first bureau's details for all; unticking starts each bureau from them. */
export function withSameOnAll(values: ItemFormValues, sameOnAll: boolean): ItemFormValues {
  const [first] = chosenBureaus(values);
  if (sameOnAll) return { ...values, sameOnAll, shared: first ? { ...values.byBureau[first] } : values.shared };
  return {
    ...values,
    sameOnAll,
    byBureau: byBureauOf((bureau) =>
      values.bureaus.includes(bureau) ? { ...values.shared } : values.byBureau[bureau],
    ),
  };
}

/** A bureau ticked while each has its own details starts from the first one's, to change only what differs. */
export function withBureau(values: ItemFormValues, bureau: Bureau, shown: boolean): ItemFormValues {
  const bureaus = shown ? [...new Set([...values.bureaus, bureau])] : values.bureaus.filter((b) => b !== bureau);
  const [first] = chosenBureaus(values);
  const copyFirst = shown && !values.sameOnAll && first !== undefined && isBlank(values.byBureau[bureau]);
  return {
    ...values,
    bureaus,
    byBureau: copyFirst ? { ...values.byBureau, [bureau]: { ...values.byBureau[first] } } : values.byBureau,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text);

function viewInput(bureau: Bureau, fields: ViewFields) {
  const dates = Object.fromEntries(VIEW_DATE_FIELDS.map((field) => [field, fields[field] || null]));
  return {
    bureau,
    // Left out, the shared schema says the field is required.
    paymentStatus: fields.paymentStatus || undefined,
    accountStatus: fields.accountStatus || null,
    balanceCents: centsFromDollars(fields.balance),
    ...dates,
    remarks: textOrNull(fields.remarks),
  };
}

/** What the form sends, before the shared schema checks it: blanks become null, dollars become cents. */
export function itemInputOf(values: ItemFormValues, mode: ItemFormMode) {
  const accountNumber = textOrNull(values.accountNumber);
  return {
    itemType: values.itemType || undefined,
    creditorName: values.creditorName,
    originalCreditorName: asksOriginalCreditor(values.itemType) ? textOrNull(values.originalCreditorName) : null,
    bankruptcyChapter:
      asksChapter(values.itemType) && values.bankruptcyChapter ? Number(values.bankruptcyChapter) : null,
    views: chosenBureaus(values).map((bureau) => viewInput(bureau, detailsOf(values, bureau))),
    // On an edit, leaving the number out keeps the stored one.
    ...(accountNumber === null && mode === 'edit' ? {} : { accountNumber }),
  };
}

/** The form field an issue of the shared schema (or of the API) is about; null when it names no field. */
export function formPathOf(values: ItemFormValues, path: string | readonly PropertyKey[]): string | null {
  const [head, index, field] = issuePathParts(path);
  if (head === undefined) return null;
  if (head !== 'views') return String(head);
  const bureau = typeof index === 'number' ? chosenBureaus(values)[index] : undefined;
  if (!bureau || typeof field !== 'string' || field === 'bureau') return 'bureaus';
  return `${detailsPath(values, bureau)}.${field === 'balanceCents' ? 'balance' : field}`;
}

/**
 * A choice left blank is required (the selects offer only valid options); an amount that is not one, or too large
 * for any account, says so in words about money.
 */
function messageOf(issue: { code: string; message: string; path: readonly PropertyKey[] }) {
  if (issue.code === 'invalid_value') return 'validation.required';
  if (issue.path.at(-1) !== 'balanceCents') return issue.message;
  if (issue.code === 'invalid_type') return 'credit.manual.errors.amountInvalid';
  if (issue.code === 'too_big') return 'credit.manual.errors.amountTooLarge';
  return issue.message;
}

/** The form checked with the very schema the API uses: the input to send, or each field's issue. */
export function checkItemForm(values: ItemFormValues, mode: ItemFormMode): FormCheck<ManualItemInput> {
  const parsed = ManualItemInputSchema.safeParse(itemInputOf(values, mode));
  if (parsed.success) return { input: parsed.data };
  return {
    issues: parsed.error.issues.flatMap((issue): FormIssue[] => {
      const path = formPathOf(values, issue.path);
      if (path === null) return [];
      const message = messageOf(issue);
      return [
        issue.code === 'too_big' && message === 'validation.tooLong'
          ? { path, message, count: Number(issue.maximum) }
          : { path, message },
      ];
    }),
  };
}
