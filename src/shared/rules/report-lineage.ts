/** What a stored report says about where it came from. */
export interface ReportOrigin {
  source: string;
  format: string;
  reportIdentifier: string | null;
  borrowerFirstName: string;
  borrowerLastName: string;
}

const tidy = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The credit file a report reads, so that only two reports of one file are compared; null when the report
 * is compared with no other.
 * - The demo provider keeps one file per member: every demo report reads it.
 * - A MISMO import reads the file its vendor numbered (CreditReportIdentifier: the vendor keeps that number when
 *   it reissues, updates or upgrades the report) for the borrower it was read for, in one MISMO version (our
 *   item keys are the vendor's labels, which need not survive a change of version). The vendor's name is not
 *   stored, so its report number stands for it. Without a number or a borrower's name nothing says two
 *   imports are one file, so they are not compared.
 * - Any other source (items the member enters by hand) is compared with nothing.
 */
export function reportLineage(report: ReportOrigin): string | null {
  if (report.source === 'demo') return 'demo';
  if (report.source !== 'mismo') return null;
  const number = tidy(report.reportIdentifier);
  const borrower = tidy(`${report.borrowerFirstName} ${report.borrowerLastName}`);
  if (!number || !borrower) return null;
  return JSON.stringify(['mismo', report.format, number, borrower]);
}
