import { describe, expect, it } from 'vitest';
import { readUsersParams, writeUsersParams } from './users-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the user list in the address', () => {
  it('reads the defaults for missing or unreadable values', () => {
    expect(readUsersParams(params('section=users'))).toEqual({ page: 1, pageSize: 10, search: '' });
    expect(readUsersParams(params('page=0&pageSize=7&search=%20%20'))).toEqual({ page: 1, pageSize: 10, search: '' });
    expect(readUsersParams(params('page=3&pageSize=25&search=%20mail%20'))).toEqual({
      page: 3,
      pageSize: 25,
      search: 'mail',
    });
  });

  it('keeps the section, leaves defaults out and starts a new search or size at page 1', () => {
    expect(writeUsersParams(params('section=users'), { page: 2 }).toString()).toBe('section=users&page=2');
    expect(writeUsersParams(params('section=users&page=4'), { search: 'a%_b' }).toString()).toBe(
      'section=users&search=a%25_b',
    );
    expect(writeUsersParams(params('section=users&page=4&search=x'), { pageSize: 50 }).toString()).toBe(
      'section=users&search=x&pageSize=50',
    );
    expect(writeUsersParams(params('section=users&page=2&search=x'), { search: '' }).toString()).toBe('section=users');
  });
});
