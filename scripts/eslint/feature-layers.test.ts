// The feature-order rule on made-up remotes: which imports between features it lets through.
import { RuleTester } from 'eslint';
import path from 'node:path';
import { featureLayers } from './feature-layers.mjs';

const app = path.resolve(__dirname, '../../mfe-example/src');
const at = (file: string) => path.join(app, file);
const features = ['common', 'flow', 'price', 'checkout'];

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-layers', featureLayers, {
  valid: [
    // Down the order, within a feature, and outside any feature.
    {
      filename: at('features/checkout/pay/PayStep.tsx'),
      code: "import { x } from '../../price/money';",
      options: [{ features }],
    },
    {
      filename: at('features/price/PriceStep.tsx'),
      code: "import { x } from '../common/scoped';",
      options: [{ features }],
    },
    {
      filename: at('features/checkout/pay/PayStep.tsx'),
      code: "import { x } from '../checkout-styles';",
      options: [{ features }],
    },
    {
      filename: at('routes.tsx'),
      code: "import { x } from './features/checkout/CheckoutPage';",
      options: [{ features }],
    },
    {
      filename: at('features/flow/FlowStepper.tsx'),
      code: "import { x } from '../../prerender/use-prerendering';",
      options: [{ features }],
    },
    {
      filename: at('features/flow/FlowStepper.tsx'),
      code: "import { useState } from 'react';",
      options: [{ features }],
    },
    // A file directly in features/ belongs to no feature.
    {
      filename: at('features/links.test.ts'),
      code: "import { x } from './checkout/CheckoutPage';",
      options: [{ features }],
    },
    {
      filename: at('features/price/PriceStep.tsx'),
      code: "export { x } from '../flow/answers';",
      options: [{ features }],
    },
  ],
  invalid: [
    {
      filename: at('features/flow/FlowStepper.tsx'),
      code: "import { x } from '../checkout/checkout-steps';",
      options: [{ features }],
      errors: [{ message: /Feature 'flow' may not import 'checkout', which is listed above it/ }],
    },
    {
      filename: at('features/common/scoped.tsx'),
      code: "const m = import('../price/PriceStep');",
      options: [{ features }],
      errors: [{ message: /may not import 'price'/ }],
    },
    {
      filename: at('features/price/PriceStep.tsx'),
      code: "export * from '../checkout/pay/api/checkout';",
      options: [{ features }],
      errors: [{ message: /may not import 'checkout'/ }],
    },
    {
      filename: at('features/price/PriceStep.test.tsx'),
      code: "jest.mock('../checkout/CheckoutPage');",
      options: [{ features }],
      errors: [{ message: /may not import 'checkout'/ }],
    },
    {
      filename: at('features/price/PriceStep.tsx'),
      code: "import { x } from '../upsell/offer';",
      options: [{ features }],
      errors: [{ message: /Feature 'upsell' is not listed/ }],
    },
    {
      filename: at('features/upsell/UpsellPage.tsx'),
      code: "import { x } from '../common/scoped';",
      options: [{ features }],
      errors: [{ message: /Feature 'upsell' is not listed/ }],
    },
  ],
});
