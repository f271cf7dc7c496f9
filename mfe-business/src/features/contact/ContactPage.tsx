// Placeholder until the page's content lands.
import { IntroPage } from '@tailwise/shared';

export default function Page() {
  return <IntroPage title="ContactPage" purpose="Coming soon." />;
}
