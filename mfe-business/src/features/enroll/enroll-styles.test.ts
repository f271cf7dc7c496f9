// The enrollment pages copy the seat proof kit's panel frame (enroll-styles.ts says why): a change to one
// must reach the other, or a page's panels would stop matching the proof form's.
import { panelStyle as kitPanelStyle } from '@tailwise/shared/enrollment';
import { panelStyle } from './enroll-styles';

it('draws panels exactly as the seat proof kit does', () => {
  expect(panelStyle).toEqual(kitPanelStyle);
});
