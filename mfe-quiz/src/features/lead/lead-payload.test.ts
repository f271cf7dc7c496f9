import { buildLeadPayload, reusableLead } from './lead-payload';

describe('buildLeadPayload', () => {
  it('maps the stored utm_* and referrer data onto the contract’s shape', () => {
    expect(
      buildLeadPayload({
        email: 'ada@example.com',
        zipCode: '10001',
        utm: { utm_source: 'tv', utm_medium: 'cpc', utm_term: 'pet insurance' },
        referrer: { ri: 'g1', rt: 'GROUP', rpc: 'G10' },
        lid: 42,
      }),
    ).toEqual({
      email: 'ada@example.com',
      zipCode: '10001',
      utm: { source: 'tv', medium: 'cpc', term: 'pet insurance' },
      referrer: { ri: 'g1', rt: 'GROUP', rpc: 'G10' },
      lid: 42,
    });
  });

  it('sends no lid while the visitor has none (the stored default is -1)', () => {
    expect(buildLeadPayload({ email: 'a@b.co', zipCode: '10001', lid: -1 })).not.toHaveProperty('lid');
  });

  it('leaves out empty attribution', () => {
    expect(buildLeadPayload({ email: 'a@b.co', zipCode: '10001', utm: {}, referrer: {} })).toEqual({
      email: 'a@b.co',
      zipCode: '10001',
    });
  });
});

describe('reusableLead', () => {
  const stored = { leadId: 5, leadUuid: 'u', email: 'Ada@Example.com', zipCode: '10001' };
  it('reuses the stored lead for the same email and ZIP', () => {
    expect(reusableLead(stored, { email: 'ada@example.com', zipCode: '10001' })).toBe(true);
  });
  it('makes a new lead for a new email or ZIP, or when none is stored', () => {
    expect(reusableLead(stored, { email: 'bo@example.com', zipCode: '10001' })).toBe(false);
    expect(reusableLead(stored, { email: 'ada@example.com', zipCode: '94110' })).toBe(false);
    expect(reusableLead({ ...stored, leadId: -1 }, { email: 'ada@example.com', zipCode: '10001' })).toBe(false);
    expect(reusableLead({ ...stored, leadUuid: null }, { email: 'ada@example.com', zipCode: '10001' })).toBe(false);
  });
});
