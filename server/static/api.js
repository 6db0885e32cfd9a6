// Every data call of the pages: the caller's token on each request, errors as {error}.
//
// The token comes from a `#token=…` fragment (removed from the address bar at once; kept in
// localStorage, but never in place of a signed-in token without asking: shell.js) or from the
// token dialog. Local mode (no secret) needs none.

const TOKEN_KEY = "strata.token";
let health = null;

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// The token of a `#token=…` link, taken out of the address bar (and its history entry); the
// caller decides whether it may replace the one already kept.
export function takeTokenFromFragment() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const value = (hash.get("token") || "").trim();
  if (hash.has("token")) {
    hash.delete("token");
    const rest = hash.toString();
    history.replaceState(null, "", location.pathname + location.search + (rest ? "#" + rest : ""));
  }
  return value || null;
}

// Who a token signs in as ({user, agent}), asked of the server; null if it is refused.
export async function whoIs(value) {
  const response = await fetch(withAgent("/api/me"), {
    headers: { Authorization: `Bearer ${value}` },
  });
  return response.ok ? response.json() : null;
}

export const token = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (value) => localStorage.setItem(TOKEN_KEY, value.trim()),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export function agent() {
  return new URLSearchParams(location.search).get("agent") || "default";
}

function headers(extra = {}) {
  const out = { ...extra };
  const value = token.get();
  if (value) out.Authorization = `Bearer ${value}`;
  return out;
}

function withAgent(path) {
  const url = new URL(path, location.origin);
  if (!url.searchParams.has("agent")) url.searchParams.set("agent", agent());
  return url.pathname + url.search;
}

async function failure(response) {
  let message = response.statusText;
  try {
    message = (await response.json()).error || message;
  } catch {
    /* not JSON */
  }
  if (response.status === 401) document.dispatchEvent(new CustomEvent("strata:unauthorized"));
  return new ApiError(response.status, message);
}

export async function getHealth() {
  if (!health) health = await (await fetch("/api/health")).json();
  return health;
}

export async function call(method, path, body) {
  const init = { method, headers: headers() };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(withAgent(path), init);
  if (!response.ok) throw await failure(response);
  return response.status === 204 ? null : response.json();
}

// The chat endpoint as the AI SDK's TextStreamChatTransport uses it: the useChat body in,
// plain text out, read piece by piece as it arrives.
export async function streamChat(conversation, messages, onText, signal) {
  const response = await fetch(withAgent("/api/chat"), {
    method: "POST",
    headers: headers({ "content-type": "application/json" }),
    body: JSON.stringify({ id: conversation, messages, trigger: "submit-message" }),
    signal,
  });
  if (!response.ok) throw await failure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onText(value);
  }
}
