/** A member's name as the admin lists show it; the email stands in for someone who gave no name. */
export function fullName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}
