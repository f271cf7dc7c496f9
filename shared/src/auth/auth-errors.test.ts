import { authProblem } from './auth-errors';

describe('authProblem', () => {
  it('points a wrong password (emulator) at the password field', () => {
    expect(authProblem({ code: 'auth/wrong-password' })).toEqual({
      field: 'password',
      message: expect.stringMatching(/password is not right/),
    });
  });
  it('points an unknown user (emulator) at the email field', () => {
    expect(authProblem({ code: 'auth/user-not-found' }).field).toBe('email');
  });
  it('handles the live project code, which cannot say which field is wrong', () => {
    expect(authProblem({ code: 'auth/invalid-credential' })).toEqual({
      field: 'form',
      message: expect.stringMatching(/do not match/),
    });
  });
  it('explains weak passwords and emails already in use', () => {
    expect(authProblem({ code: 'auth/weak-password' })).toEqual({
      field: 'password',
      message: expect.stringMatching(/at least 8 characters/),
    });
    expect(authProblem({ code: 'auth/email-already-in-use' })).toEqual({
      field: 'email',
      message: expect.stringMatching(/already exists/),
    });
  });
  it('falls back to a general message', () => {
    expect(authProblem(new Error('?')).field).toBe('form');
    expect(authProblem(null).message).toMatch(/try again/);
  });
});
