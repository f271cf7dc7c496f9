// Group benefits pages come from the group's data: name, logo, products, promo (204: none) and next steps.
import { screen } from '@testing-library/react';
import { apiError, fixtures, renderRemote, type FakeRoutes } from '@tailwise/shared/testing';
import { businessPageRoutes } from '../../routes';

const philly = fixtures.group({
  id: 'city-of-philadelphia',
  name: 'City of Philadelphia',
  logoUrl: '/_xo/partners/city-of-philadelphia.svg',
  seatLookup: 'WORK_EMAIL',
  products: ['INSURANCE', 'WELLNESS'],
});
const phillyPromo = fixtures.groupPromo({
  ri: 'city-of-philadelphia',
  groupId: 'city-of-philadelphia',
  promoCode: {
    code: 'PHILLYPETS',
    percentOff: 10,
    description: 'City of Philadelphia employees: 10% off',
    expiresAt: null,
  },
});

const open = (route: string, api: FakeRoutes) =>
  renderRemote({ routes: businessPageRoutes, route, api, queryScope: 'page' });

describe('group benefits page', () => {
  it('shows the group’s name, logo, products, promo and what happens next', async () => {
    open('/business/city-of-philadelphia/success', {
      'GET /groups/:groupId': ({ params }) =>
        params.groupId === 'city-of-philadelphia' ? philly : apiError(404, 'NotFound', 'x'),
      'GET /payment_profiles/group/:group/promo/': phillyPromo,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'City of Philadelphia' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'City of Philadelphia logo' })).toHaveAttribute(
      'src',
      '/_xo/partners/city-of-philadelphia.svg',
    );
    expect(screen.getByRole('heading', { name: 'Accident and illness insurance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wellness plans' })).toBeInTheDocument();
    expect(screen.getByText(/10% off/).closest('p')).toHaveTextContent('PHILLYPETS');
    expect(screen.getByText(/six-digit code we email to your work address/)).toBeInTheDocument();
    expect(screen.getByText(/comes out of your City of Philadelphia paycheck/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll now' })).toHaveAttribute('href', '/enroll');
  });

  it('says there is no promo code when the group has none (204), and asks for the employee id', async () => {
    open('/business/fenwick/success', {
      'GET /groups/:groupId': fixtures.group({
        name: 'Fenwick',
        seatLookup: 'EMPLOYEE_ID',
        products: ['INSURANCE'],
        hasPromo: false,
      }),
      'GET /payment_profiles/group/:group/promo/': { status: 204 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fenwick' })).toBeInTheDocument();
    expect(screen.getByText(/No promo code needed/)).toBeInTheDocument();
    expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wellness plans' })).not.toBeInTheDocument();
    expect(screen.getByText(/your employee ID and the second detail/)).toBeInTheDocument();
  });

  it('reads as the page before the group’s data arrives: the lead is the same words for every group', async () => {
    open('/business/city-of-philadelphia/success', {
      'GET /groups/:groupId': () => new Promise<never>(() => {}),
      'GET /payment_profiles/group/:group/promo/': phillyPromo,
    });
    const lead = await screen.findByText(/at your employer’s group prices/);
    expect(lead.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Loading your employer’s pet benefits');
  });

  it('shows a closed enrollment instead of the enroll button', async () => {
    open('/business/fenwick/success', {
      'GET /groups/:groupId': fixtures.group({ name: 'Fenwick', enrollmentOpen: false }),
      'GET /payment_profiles/group/:group/promo/': { status: 204 },
    });
    expect(await screen.findByText('Enrollment is closed right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enroll now' })).not.toBeInTheDocument();
  });

  it('is the not-found page for a group the API does not know', async () => {
    open('/business/nobody/success', {
      'GET /groups/:groupId': apiError(404, 'NotFound', 'Group not found'),
      'GET /payment_profiles/group/:group/promo/': apiError(404, 'NotFound', 'Group not found'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /not found|can’t find|couldn’t find/i }),
    ).toBeInTheDocument();
  });
});
