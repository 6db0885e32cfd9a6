// useChat's regenerate through the AI SDK's own Chat: one send, then two regenerates.
// Usage: node regenerate.mjs API_URL TOKEN CHAT_ID TEXT   Prints one JSON object.
import { TextStreamChatTransport } from "ai";

import { Chat } from "./chat-state.mjs";

const [api, token, chatId, text] = process.argv.slice(2);

const transport = new TextStreamChatTransport({ api, headers: { Authorization: `Bearer ${token}` } });
const chat = new Chat({ id: chatId, transport });
const textOf = (message) => message.parts.filter((p) => p.type === "text").map((p) => p.text).join("");
const replies = [];
await chat.sendMessage({ text });
replies.push(textOf(chat.messages.at(-1)));
for (let i = 0; i < 2; i++) {
  await chat.regenerate();
  replies.push(textOf(chat.messages.at(-1)));
}
console.log(JSON.stringify({ replies, status: chat.status, error: chat.error?.message ?? null,
                             roles: chat.messages.map((m) => m.role) }));
