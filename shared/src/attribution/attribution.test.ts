import { readLandingParams, resolveReferrer } from './attribution';

describe('readLandingParams', () => {
  it('captures the lead id, referrer and UTM parameters', () => {
    expect(
      readLandingParams(
        '?lid=1234&ri=medmutual-pet&rt=PARTNER&rpc=PAWS10&utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=hero&utm_term=dog+insurance',
      ),
    ).toEqual({
      leadId: 1234,
      referrer: { ri: 'medmutual-pet', rt: 'PARTNER', rpc: 'PAWS10' },
      utm: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        utm_content: 'hero',
        utm_term: 'dog insurance',
      },
    });
  });

  it('ignores malformed or empty values', () => {
    expect(readLandingParams('?lid=abc&utm_source=&ri=%20')).toEqual({});
    expect(readLandingParams('?lid=-5')).toEqual({});
    expect(readLandingParams('?lid=0')).toEqual({});
  });

  it('caps overly long values', () => {
    const result = readLandingParams(`?utm_campaign=${'x'.repeat(5000)}`);
    expect(result.utm!.utm_campaign).toHaveLength(200);
  });

  it('keeps each of ri, rt and rpc, alone or together (spec §4)', () => {
    expect(readLandingParams('?ri=fenwick').referrer).toEqual({ ri: 'fenwick' });
    expect(readLandingParams('?rt=PARTNER').referrer).toEqual({ rt: 'PARTNER' });
    expect(readLandingParams('?rpc=SAVE5').referrer).toEqual({ rpc: 'SAVE5' });
    expect(readLandingParams('?ri=a&rt=GROUP&rpc=B').referrer).toEqual({ ri: 'a', rt: 'GROUP', rpc: 'B' });
  });
});

describe('resolveReferrer', () => {
  const group = { ri: 'fenwick', rt: 'GROUP', rpc: 'FENWICK' };
  const query = { ri: 'medmutual-pet', rt: 'PARTNER' };
  const stored = { ri: 'old-friend', rt: 'CUSTOMER' };

  it('prefers the group partner', () => {
    expect(resolveReferrer({ groupPartner: group, query, stored })).toEqual(group);
  });
  it('then the query', () => {
    expect(resolveReferrer({ groupPartner: null, query, stored })).toEqual(query);
    expect(resolveReferrer({ groupPartner: {}, query, stored })).toEqual(query);
  });
  it('then what is stored', () => {
    expect(resolveReferrer({ query: {}, stored })).toEqual(stored);
  });
  it('counts a referrer type alone as referrer data', () => {
    expect(resolveReferrer({ query: { rt: 'PARTNER' }, stored })).toEqual({ rt: 'PARTNER' });
    expect(resolveReferrer({ query: {}, stored: { rt: 'CUSTOMER' } })).toEqual({ rt: 'CUSTOMER' });
  });
  it('else nothing', () => {
    expect(resolveReferrer({})).toEqual({});
  });
});
