import { expect, it } from 'vitest';
import { personInitials, personName, shortPersonName } from './people.js';

it('names a person last name first, leaving out what is missing', () => {
  const anna = { lastName: 'Ivanova', firstName: 'Anna', middleName: 'Sergeevna' };
  expect(personName(anna)).toBe('Ivanova Anna Sergeevna');
  expect(personName({ ...anna, middleName: null })).toBe('Ivanova Anna');
  expect(personName({ lastName: ' ', firstName: 'Wei' })).toBe('Wei');
  expect(shortPersonName(anna)).toBe('Ivanova Anna');
  expect(personInitials(anna)).toBe('AI');
  expect(personInitials({ lastName: '张', firstName: '伟' })).toBe('伟张');
});
