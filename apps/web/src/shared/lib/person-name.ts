/** A person's display name (spec/shell.md §3): last name, first name, middle name. */
export function personName(person: { lastName: string; firstName: string; middleName?: string | null }): string {
  return [person.lastName, person.firstName, person.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
