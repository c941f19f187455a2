import { demoApi } from '../../mock/api/demoApi';
import type { Email, EmailLabel, MailFolder } from '../../mock/db/email';
import type { EmailsMeta } from '../../mock/handlers/email';

export type { Email, EmailLabel, MailFolder } from '../../mock/db/email';
export { emailLabels, emailTags, mailFolders } from '../../mock/db/email';
export type { EmailsMeta } from '../../mock/handlers/email';

/** A sidebar filter: a folder, 'starred' or a label. */
export type MailFilter = MailFolder | 'starred' | EmailLabel;

export interface MailsResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

/** The compose form as POST /api/email/send takes it: addresses as comma-separated text. */
export interface NewMail {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
}

/** The Email app's calls to the in-browser mock, at the paths exactly as the spec spells them. */
export const emailApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    getMails: build.query<MailsResponse, { filter: MailFilter; q: string }>({
      query: ({ filter, q }) => ({ url: '/api/email/mails', params: q ? { filter, q } : { filter } }),
      providesTags: ['Mail'],
    }),
    setStarred: build.mutation<{ mailId: number; isStarred: boolean }, number>({
      query: (mailId) => ({ url: '/api/email/set-starred', method: 'POST', body: { mailId } }),
      invalidatesTags: ['Mail'],
    }),
    moveMails: build.mutation<{ emails: Email[] }, { selectedEmails: number[]; mailFolder: MailFolder }>({
      query: (body) => ({ url: '/api/email/move-mails', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    markUnread: build.mutation<{ emails: Email[] }, { emailIds: number[]; unreadFlag: boolean }>({
      query: (body) => ({ url: 'api/email/mark-unread', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    setLabels: build.mutation<{ emails: Email[] }, { emailIds: number[]; label: EmailLabel }>({
      query: (body) => ({ url: 'api/email/set-labels', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
    sendMail: build.mutation<{ email: Email }, NewMail>({
      query: (body) => ({ url: '/api/email/send', method: 'POST', body }),
      invalidatesTags: ['Mail'],
    }),
  }),
});

export const {
  useGetMailsQuery,
  useSetStarredMutation,
  useMoveMailsMutation,
  useMarkUnreadMutation,
  useSetLabelsMutation,
  useSendMailMutation,
} = emailApi;
