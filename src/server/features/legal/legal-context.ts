/** Who we are, as the contract and the notices must state it (from configuration). */
export interface LegalContext {
  businessName: string;
  businessAddress: string;
  supportEmail: string;
}
