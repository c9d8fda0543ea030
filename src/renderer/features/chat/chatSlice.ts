import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '../../../shared/api';
import { resetOnSessionEnd } from '../session/sessionSlice';
import { chatWindowLayout } from './layout';

/** One floating chat window (spec 01 §2): one per order. */
export interface ChatWindow {
  orderId: number;
  status: 'opening' | 'open';
  clientName: string;
  conversationId: string | null;
  /** oldest first */
  messages: ChatMessage[];
  minimised: boolean;
  /** a customer message arrived while minimised: red border until expanded (spec 01 §4) */
  attention: boolean;
  /** what is typed; kept until the platform took the message */
  draft: string;
  sending: boolean;
}

export interface ChatState {
  windows: ChatWindow[];
  /** the chat socket's id while connected (merchant_socket_id) */
  socketId: string | null;
}

export const initialChatState: ChatState = { windows: [], socketId: null };

const find = (state: ChatState, orderId: number) => state.windows.find((w) => w.orderId === orderId);

function appendMessage(w: ChatWindow, message: ChatMessage): boolean {
  if (w.messages.some((m) => m._id === message._id)) return false;
  w.messages.push(message);
  return true;
}

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /**
     * 'Abrir chat' clicked (or a customer wrote on an order without an open window: then it
     * opens minimised and flagged).
     */
    chatOpenRequested(state, action: PayloadAction<{ orderId: number; clientName?: string; incoming?: boolean }>) {
      const { orderId, clientName = '', incoming = false } = action.payload;
      const existing = find(state, orderId);
      if (existing) {
        if (!incoming) {
          existing.minimised = false;
          existing.attention = false;
        }
        return;
      }
      state.windows.push({
        orderId,
        status: 'opening',
        clientName,
        conversationId: null,
        messages: [],
        minimised: incoming,
        attention: incoming,
        draft: '',
        sending: false,
      });
    },
    chatOpened(
      state,
      action: PayloadAction<{ orderId: number; conversationId: string; clientName: string; messages: ChatMessage[] }>,
    ) {
      const w = find(state, action.payload.orderId);
      if (!w) return;
      w.status = 'open';
      w.conversationId = action.payload.conversationId;
      w.clientName = action.payload.clientName || w.clientName;
      // Messages that arrived by socket while the conversation loaded are kept.
      const loaded = action.payload.messages;
      const extra = w.messages.filter((m) => !loaded.some((l) => l._id === m._id));
      w.messages = [...loaded, ...extra];
    },
    /** 'Ocorreu um erro ao abrir seu chat :(' hides the chat (spec 01 §8) */
    chatOpenFailed(state, action: PayloadAction<number>) {
      state.windows = state.windows.filter((w) => w.orderId !== action.payload);
    },
    chatClosed(state, action: PayloadAction<number>) {
      state.windows = state.windows.filter((w) => w.orderId !== action.payload);
    },
    chatMinimised(state, action: PayloadAction<number>) {
      const w = find(state, action.payload);
      if (w) w.minimised = true;
    },
    chatExpanded(state, action: PayloadAction<number>) {
      const w = find(state, action.payload);
      if (w) {
        w.minimised = false;
        w.attention = false;
      }
    },
    chatDraftChanged(state, action: PayloadAction<{ orderId: number; text: string }>) {
      const w = find(state, action.payload.orderId);
      if (w) w.draft = action.payload.text.slice(0, CHAT_MESSAGE_MAX_LENGTH);
    },
    /** Enviar */
    chatSendRequested(state, action: PayloadAction<number>) {
      const w = find(state, action.payload);
      if (w && w.draft.trim() !== '' && w.status === 'open') w.sending = true;
    },
    chatMessageSent(state, action: PayloadAction<{ orderId: number; message: ChatMessage }>) {
      const w = find(state, action.payload.orderId);
      if (!w) return;
      w.sending = false;
      w.draft = '';
      appendMessage(w, action.payload.message);
    },
    chatSendFailed(state, action: PayloadAction<number>) {
      const w = find(state, action.payload);
      if (w) w.sending = false;
    },
    /** a customer message for a window that is open (the saga opens one first otherwise) */
    chatMessageReceived(state, action: PayloadAction<{ orderId: number; message: ChatMessage }>) {
      const w = find(state, action.payload.orderId);
      if (!w) return;
      if (!appendMessage(w, action.payload.message) || !w.minimised) return;
      w.attention = true;
      // waiting behind 'Mais N chats': it comes forward, among the windows drawn (layout.ts)
      if (chatWindowLayout(state.windows).hidden.includes(w)) {
        state.windows = [...state.windows.filter((other) => other !== w), w];
      }
    },
    chatSocketConnected(state, action: PayloadAction<string>) {
      state.socketId = action.payload;
    },
    chatSocketDisconnected(state) {
      state.socketId = null;
    },
  },
  extraReducers: resetOnSessionEnd(initialChatState),
});

export const {
  chatOpenRequested,
  chatOpened,
  chatOpenFailed,
  chatClosed,
  chatMinimised,
  chatExpanded,
  chatDraftChanged,
  chatSendRequested,
  chatMessageSent,
  chatSendFailed,
  chatMessageReceived,
  chatSocketConnected,
  chatSocketDisconnected,
} = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

type WithChat = { chat: ChatState };
export const selectChatWindows = (s: WithChat) => s.chat.windows;
/** the windows drawn and those behind 'Mais N chats' (layout.ts) */
export const selectChatWindowLayout = createSelector([selectChatWindows], (windows) => chatWindowLayout(windows));

/** Whose message it is: the store's own are drawn on the right. */
export function isMerchantMessage(message: ChatMessage): boolean {
  return message.user?._id?.startsWith('merchant') ?? false;
}
