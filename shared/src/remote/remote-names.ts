/** The five remotes, by the short names remotes.json uses. */
export const remoteNames = ['marketing', 'quiz', 'dashboard', 'business', 'ops'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The federation (and global variable) name; prefixed so no DOM id or other global can clash. */
export const federationName = (remote: RemoteName | 'shell') => `tailwise_${remote}`;

export const isRemoteName = (value: string): value is RemoteName => (remoteNames as readonly string[]).includes(value);
