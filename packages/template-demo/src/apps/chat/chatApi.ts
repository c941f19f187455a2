import { demoApi } from '../../mock/api/demoApi';
import type { Chat, ChatContact, ChatMessage, ChatProfileUser } from '../../mock/db/chat';
import type { ChatListContact } from '../../mock/handlers/chat';

export type { Chat, ChatContact, ChatMessage, ChatProfileUser, ContactStatus } from '../../mock/db/chat';
export type { ChatListContact } from '../../mock/handlers/chat';

export interface ChatsResponse {
  chats: Record<number, Chat>;
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** The Chat app's calls to the in-browser mock, at the paths exactly as the spec spells them. */
export const chatApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<ChatsResponse, void>({
      query: () => ({ url: '/api/app/chat/chats' }),
      providesTags: ['Chat'],
    }),
    getChatContacts: build.query<ChatListContact[], void>({
      query: () => ({ url: '/api/app/chat/chat-contacts' }),
      providesTags: ['Chat'],
    }),
    sendMessage: build.mutation<
      { msg: ChatMessage; chat: Chat },
      { contactId: number; message: string; isPinned: boolean }
    >({
      query: (body) => ({ url: 'api/app/chat/send-message', method: 'POST', body }),
      // The message shows at once; the answer (or a failure) then settles the thread.
      async onQueryStarted({ contactId, message, isPinned }, { dispatch, queryFulfilled }) {
        const msg: ChatMessage = {
          textContent: message.trim(),
          time: new Date().toISOString(),
          isSent: true,
          isSeen: false,
        };
        const patch = dispatch(
          chatApi.util.updateQueryData('getChats', undefined, (draft) => {
            const chat = draft.chats[contactId] ?? { isPinned, msg: [] };
            chat.msg.push(msg);
            draft.chats[contactId] = chat;
          }),
        );
        const listPatch = dispatch(
          chatApi.util.updateQueryData('getChatContacts', undefined, (draft) => {
            const entry = draft.find((c) => c.uid === contactId);
            if (entry) entry.chat.lastMessage = msg;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          listPatch.undo();
        }
      },
      invalidatesTags: ['Chat'],
    }),
    markAllSeen: build.mutation<{ chat: Chat }, number>({
      query: (contactId) => ({ url: '/api/apps/chat/mark-all-seen/', method: 'POST', body: { contactId } }),
      invalidatesTags: ['Chat'],
    }),
    setPinned: build.mutation<{ chat: Chat }, { contactId: number; value: boolean }>({
      query: (body) => ({ url: '/api/apps/chat/set-pinned/', method: 'POST', body }),
      invalidatesTags: ['Chat'],
    }),
  }),
});

export const {
  useGetChatsQuery,
  useGetChatContactsQuery,
  useSendMessageMutation,
  useMarkAllSeenMutation,
  useSetPinnedMutation,
} = chatApi;
