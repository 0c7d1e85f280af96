import { describe, expect, it } from 'vitest';
import { parseTeamMembers } from './team-member.ts';

const marieke = {
  Id: '1',
  Name: 'Marieke',
  Surname: 'de Vries',
  CompanyRole: 'team:roles.coordinator',
  ImageURL: '/media/marieke.jpg',
  Age: 44,
};
const jan = { Id: '2', Name: 'Jan', Surname: 'Bakker', CompanyRole: 'team:roles.researcher', ImageURL: '', Age: 0 };

describe('parseTeamMembers', () => {
  it('keeps every valid member in order', () => {
    expect(parseTeamMembers([marieke, jan])).toEqual({ members: [marieke, jan], dropped: 0, problems: [] });
  });

  it('drops members whose string fields are not strings or whose age is outside 0 to 150', () => {
    const result = parseTeamMembers([
      marieke,
      { ...jan, Name: 42 },
      { ...jan, Id: '3', Age: 151 },
      { ...jan, Id: '4', Age: -1 },
      { ...jan, Id: '5', Age: '30' },
      jan,
    ]);
    expect(result.members).toEqual([marieke, jan]);
    expect(result.dropped).toBe(4);
    expect(result.problems).toEqual([
      '[1].Name: expected string, received number',
      '[2].Age: must be at most 150',
      '[3].Age: must be at least 0',
      '[4].Age: expected number, received string',
    ]);
  });

  it('accepts the age limits 0 and 150 themselves', () => {
    expect(
      parseTeamMembers([
        { ...marieke, Age: 150 },
        { ...jan, Age: 0 },
      ]).dropped,
    ).toBe(0);
  });

  it('drops entries that are not objects or miss fields', () => {
    const { Surname: _surname, ...withoutSurname } = marieke;
    const result = parseTeamMembers([null, 'Marieke', withoutSurname]);
    expect(result).toEqual({
      members: [],
      dropped: 3,
      problems: [
        '[0]: expected object, received null',
        '[1]: expected object, received string',
        '[2].Surname: required',
      ],
    });
  });

  it('ignores fields it does not know instead of dropping the member', () => {
    expect(parseTeamMembers([{ ...marieke, Email: 'marieke@example.org' }]).members).toEqual([marieke]);
  });

  it('answers no members when the response is not a list', () => {
    expect(parseTeamMembers({ members: [marieke] })).toEqual({
      members: [],
      dropped: 0,
      problems: ['(root): expected array, received object'],
    });
  });
});
