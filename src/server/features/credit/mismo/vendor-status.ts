import { MismoImportError, type MismoImportErrorReason } from './mismo-error.ts';

/**
 * What a vendor said about the order, besides any credit data. Vendors answer a request, or a status query,
 * with a document of the report's shape that holds only a status: MeridianLink (MISMO 3.4) writes
 * SERVICE/STATUSES/STATUS StatusCode "New", "Processing", "Pending", "Error" with a StatusDescription ("NOT
 * READY"), and a refused login as DEAL_SET_SERVICE/ERRORS/…/ERROR_MESSAGE (ErrorMessageCategoryCode
 * "AuthenticationFailure", ErrorMessageText "Login failed"). MISMO 2.x resellers (Xactus, CoreLogic Credco)
 * write RESPONSE/STATUS _Condition "Success", "Error" or "Status" with _Code and _Description, set
 * CreditReportType "Error", and put CREDIT_ERROR_MESSAGE/_Text ("Invalid Client Account Identifier",
 * "FAILED TO PULL CREDIT DATA") on the response or on a bureau's CREDIT_FILE, whose _ResultStatusType then
 * reads NoFileReturnedError, NoFileReturnedNoHit or NoFileReturnedCreditFreeze.
 */
export interface VendorAnswer {
  /** Status codes and conditions ("Processing", "Error", "E036"), read before the descriptions. */
  codes: string[];
  /** Status descriptions and the error messages of the vendor or a bureau. */
  messages: string[];
  /** Each bureau file's result type ("FileReturned", "NoFileReturnedCreditFreeze"...). */
  fileResults: string[];
  /** The report came as an embedded PDF or HTML copy. */
  hasEmbeddedCopy: boolean;
}

export type VendorRefusal = Extract<MismoImportErrorReason, `vendor_${string}`>;

const LOGIN_FAILED =
  /\blog\s?-?[io]n|\bsign\s?-?in(?!g)|password|credential|authenticat|unauthori[sz]ed|not authori[sz]ed|access denied|invalid (?:user|client|account|subscriber|login)|(?:account|user) (?:is )?(?:locked|disabled|suspended|inactive)/i;
const BUREAU = /equifax|experian|trans\s?union|bureau|repositor|credit (?:data|file)/i;
const FAILURE =
  /fail|error|unavailable|not available|could not|unable|time[sd]? ?out|frozen|freeze|blocked|deceased|no (?:record|hit|file)s?\b/i;
/** A bureau that found no file, or an error no other words explain, is the bureaus' side failing. */
const NO_FILE = /no (?:record|hit|file)s?\b|nohit|norecord/i;
const GENERIC_ERROR = /^(?:error|errors|failed|failure|fatal|rejected|declined)$|\berror\b|\bfail(?:ed|ure)?\b/i;
const PROCESSING_CODE = /^(?:new|processing|in ?progress|in ?process|submitted|received|queued|ordered|started)$/i;
const PROCESSING =
  /\bprocessing\b|in progress|in process|being (?:processed|prepared|generated)|still working|please wait|request (?:created|received|submitted|accepted)/i;
const NOT_READY =
  /not ready|\bpending\b|not (?:yet )?(?:available|complete)|\bincomplete\b|on hold|delayed|try again later|check back/i;

function processingOrNotReady(texts: readonly string[]): VendorRefusal | null {
  for (const text of texts) {
    if (PROCESSING_CODE.test(text.trim()) || PROCESSING.test(text)) return 'vendor_processing';
    if (NOT_READY.test(text)) return 'vendor_not_ready';
  }
  return null;
}

/**
 * Which status answer a document without credit data is, or null when it says nothing that tells. Only ever
 * asked about a document that holds no report, so generous wording cannot turn a real report away. A
 * refused login outranks everything (retrying cannot help until the member signs in again); a bureau's
 * failure outranks the order's progress; an embedded copy only explains the missing data when nothing failed.
 */
export function vendorRefusal(answer: VendorAnswer): VendorRefusal | null {
  const texts = [...answer.codes, ...answer.messages];
  if (texts.some((text) => LOGIN_FAILED.test(text))) return 'vendor_login_failed';
  const bureauFailed =
    answer.fileResults.some((result) => !/^FileReturned/i.test(result)) ||
    texts.some((text) => NO_FILE.test(text) || (BUREAU.test(text) && FAILURE.test(text)));
  if (bureauFailed) return 'vendor_bureau_failed';
  const progress = processingOrNotReady(texts);
  if (progress) return progress;
  if (texts.some((text) => GENERIC_ERROR.test(text))) return 'vendor_bureau_failed';
  return answer.hasEmbeddedCopy ? 'vendor_other_format' : null;
}

/** A document without credit data: refused for what the vendor said, else as missing its parts. */
export function noCreditData(answer: VendorAnswer): MismoImportError {
  const reason = vendorRefusal(answer) ?? 'missing_parts';
  return new MismoImportError(reason, 'No CREDIT_RESPONSE with credit files or liabilities');
}
