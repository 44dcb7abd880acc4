import { enviaLead, ZLeadForm } from './leads.schemas';

describe('lead form', () => {
  it('is sent for trial companies only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, null].filter(enviaLead)).toEqual([2]);
  });

  it('has the spec fields', () => {
    expect(Object.keys(ZLeadForm.shape)).toEqual(['email', 'name', 'company', 'identifier', 'cargoCode']);
  });
});
