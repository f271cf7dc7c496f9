// Confirms a new address. The address isn't proven yet, so, like an unverified quote, the email carries no
// text the person signing up typed (not even a first name): only our words and the link.
import type { EmailConfirmationData } from '../messages';
import { ActionButton, EmailLayout, P, Title } from './layout';
import type { EmailTemplate } from './layout';
import { styles } from './theme';

function hours(count: number): string {
  return count === 1 ? '1 hour' : `${count} hours`;
}

function EmailConfirmation({ data }: { data: EmailConfirmationData }) {
  return (
    <EmailLayout
      preview={`Confirm your email address. The link expires in ${hours(data.expiresInHours)}.`}
      reason="You're getting this email because this address was used to sign up for Tailwise. If that wasn't you, ignore this email and nothing changes."
    >
      <Title>Confirm your email address</Title>
      <P>
        Please confirm this is your email address, so we can send your policy documents, receipts and claim updates
        here.
      </P>
      <ActionButton href={data.confirmUrl}>Confirm my email</ActionButton>
      <P small>This link expires in {hours(data.expiresInHours)}.</P>
      <P small htmlOnly>
        If the button doesn't work, paste this link into your browser:{' '}
        <a href={data.confirmUrl} style={styles.link}>
          {data.confirmUrl}
        </a>
      </P>
    </EmailLayout>
  );
}

export const emailConfirmation: EmailTemplate<EmailConfirmationData> = {
  subject: () => 'Confirm your email for Tailwise',
  links: (data) => [data.confirmUrl],
  Email: EmailConfirmation,
};
