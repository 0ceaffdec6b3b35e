/** How people are named on screen (Product specification, shell §3: last name, first name, middle name). */
export interface PersonNames {
  lastName: string;
  firstName: string;
  middleName?: string | null;
}

const joined = (parts: readonly (string | null | undefined)[]): string =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The display name: "Last First Middle". */
export const personName = (person: PersonNames): string =>
  joined([person.lastName, person.firstName, person.middleName]);

/** The short form where space is tight (the header): "Last First". */
export const shortPersonName = (person: PersonNames): string => joined([person.lastName, person.firstName]);

/** Two letters for an avatar: the first letters of the first and the last name. */
export const personInitials = (person: PersonNames): string =>
  [person.firstName, person.lastName]
    .map((part) => [...part.trim()][0] ?? '')
    .join('')
    .toUpperCase();
