// The AI SDK's own client against Strata's POST /api/chat: what useChat does, outside React.
// Usage: node chat.mjs API_URL TOKEN CHAT_ID TEXT...   Prints one JSON object.
import { TextStreamChatTransport } from "ai";

import { Chat } from "./chat-state.mjs";

const [api, token, chatId, ...texts] = process.argv.slice(2);

const transport = new TextStreamChatTransport({
  api,
  headers: { Authorization: `Bearer ${token}` },
  body: { agent: "default" },
});

// (1) The lowest level: the chunks useChat consumes.
const stream = await transport.sendMessages({
  chatId, trigger: "submit-message", messageId: undefined, abortSignal: undefined,
  messages: [{ id: "u0", role: "user", parts: [{ type: "text", text: texts[0] }] }],
});
const deltas = [];
for await (const chunk of stream) if (chunk.type === "text-delta") deltas.push(chunk.delta);

// (2) The useChat machinery: every later text through chat.sendMessage.
const chat = new Chat({ id: chatId, transport });
const replies = [];
for (const text of texts.slice(1)) {
  await chat.sendMessage({ text });
  const last = chat.messages.at(-1);
  replies.push(last.parts.filter((p) => p.type === "text").map((p) => p.text).join(""));
}

// (3) A bad token: the transport raises with the server's error body.
let refused = null;
try {
  await new TextStreamChatTransport({ api, headers: { Authorization: "Bearer forged" } })
    .sendMessages({ chatId, trigger: "submit-message", messageId: undefined, abortSignal: undefined,
                    messages: [{ id: "x", role: "user", parts: [{ type: "text", text: "hi" }] }] });
} catch (error) {
  refused = error.message;
}

console.log(JSON.stringify({ deltas, replies, status: chat.status, error: chat.error?.message ?? null,
                             messages: chat.messages.length, refused }));
