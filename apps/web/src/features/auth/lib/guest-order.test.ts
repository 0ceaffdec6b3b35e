import { describe, expect, it } from 'vitest';
import { authLocation } from './auth-links';
import { guestOrderIdOf } from './guest-order';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

describe('the guest’s calculation named on the sign-in pages', () => {
  it('is read from the query the wizard’s prompt links with', () => {
    const search = `?${new URLSearchParams({ redirectTo: `/book/wizard?cargo=CONTAINER#${ID}`, guestOrderId: ID })}`;
    expect(guestOrderIdOf(search)).toBe(ID);
    expect(guestOrderIdOf(`?guestOrderId=%20${ID}%20`)).toBe(ID);
  });

  it('is nothing when absent, empty or not a calculation id (the token call would refuse the sign-in)', () => {
    expect(guestOrderIdOf('')).toBeUndefined();
    expect(guestOrderIdOf('?redirectTo=%2Fclient')).toBeUndefined();
    expect(guestOrderIdOf('?guestOrderId=')).toBeUndefined();
    expect(guestOrderIdOf('?guestOrderId=42')).toBeUndefined();
    expect(guestOrderIdOf(`?guestOrderId=${ID}${'0'.repeat(40)}`)).toBeUndefined();
  });

  it('travels from the login page to registration and back with the way back', () => {
    const login = { search: `?redirectTo=%2Fbook%2Fwizard&guestOrderId=${ID}&lang=ru`, hash: '#destination=%2Fbook' };
    const register = authLocation('/auth/register', login);
    expect(register).toEqual({
      pathname: '/auth/register',
      search: `?redirectTo=%2Fbook%2Fwizard&guestOrderId=${ID}&lang=ru`,
      hash: '#destination=%2Fbook',
    });
    // The confirmed registration's "Log in" (after a reload lost the password) keeps it as well.
    const back = authLocation('/auth/login', { search: register.search, hash: '' });
    expect(guestOrderIdOf(back.search)).toBe(ID);
  });

  it('a password-recovery token is never carried to another page', () => {
    expect(authLocation('/auth/login', { search: `?token=secret&guestOrderId=${ID}`, hash: '' })).toEqual({
      pathname: '/auth/login',
      search: `?guestOrderId=${ID}`,
      hash: '',
    });
  });
});
