// The chat page: streamed replies, the conversation list, history restored newest page first
// with "load earlier", each turn's memory notes, and "may I remember this?".

import { call, streamChat } from "./api.js";
import { category, t } from "./i18n.js";
import { boot, el, toast } from "./shell.js";

const PAGE = 30;
const $ = (id) => document.getElementById(id);
const state = { conversation: null, messages: [], cursor: null, streaming: null, pending: null,
                conversations: null };

function newId() {
  return "c-" + Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
}

function setConversation(id) {
  state.conversation = id;
  const url = new URL(location.href);
  url.searchParams.set("c", id);
  history.replaceState(null, "", url.pathname + url.search + url.hash);
  for (const item of document.querySelectorAll("#conversations li")) {
    item.classList.toggle("current", item.dataset.id === id);
  }
}

function noteText(note) {
  const verb = { stored: t("note_stored"), updated: t("note_updated"), skipped: t("note_skipped"),
                 error: t("note_error") }[note.decision] || note.decision;
  const what = note.decision === "skipped" ? `(${category(note.category)}) ${note.reason}`
    : note.excerpt;
  return `${verb}: ${what}`;
}

function notesView(notes) {
  if (!notes || !notes.length) return null;
  const kept = notes.filter((n) => n.decision === "stored" || n.decision === "updated").length;
  const summary = kept ? `${t("note_stored")} · ${kept}` : t("note_skipped");
  return el("details", { class: "notes" }, el("summary", { text: summary }),
            el("ul", {}, notes.map((n) => el("li", { text: noteText(n) }))));
}

function messageView(m) {
  const item = el("li", { class: `message ${m.role}`, id: `m-${m.id}`, "data-id": m.id },
                  el("div", { class: "bubble", text: m.content }));
  if (m.status === "incomplete") item.append(el("span", { class: "tag", text: t("incomplete") }));
  if (m.role === "user") {
    const notes = notesView(m.notes);
    if (notes) item.append(notes);
  }
  return item;
}

function render() {
  const list = $("message-list");
  list.replaceChildren(...state.messages.map(messageView));
  $("load-earlier").hidden = !state.cursor;
  $("empty").hidden = state.messages.length > 0 || Boolean(state.streaming);
}

function scrollToEnd() {
  const box = $("messages");
  box.scrollTop = box.scrollHeight;
}

function renderConversations() {
  const rows = state.conversations || [];
  const list = $("conversations");
  list.replaceChildren(...rows.map((c) => el("li", {
    "data-id": c.id, class: c.id === state.conversation ? "current" : "",
    onclick: () => { openConversation(c.id); $("sidebar").classList.remove("open"); },
  }, el("span", { class: "conversation-text", text: c.title || c.id }),
     el("time", { text: c.last_message_at ? new Date(c.last_message_at).toLocaleString() : "" }))));
  if (!rows.length) list.append(el("li", { class: "muted", text: t("no_conversations") }));
}

async function loadConversations() {
  state.conversations = await call("GET", "/api/conversations");
  renderConversations();
  return state.conversations;
}

async function loadPage(before) {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (before) query.set("before", String(before));
  try {
    const page = await call("GET", `/api/conversations/${encodeURIComponent(state.conversation)}/messages?${query}`);
    state.cursor = page.next_cursor;
    return page.messages.reverse();
  } catch (error) {
    if (error.status === 404) return [];
    throw error;
  }
}

async function showPending() {
  try {
    const turn = await call("GET", `/api/conversations/${encodeURIComponent(state.conversation)}/turns/latest`);
    state.pending = turn.pending;
  } catch (error) {
    if (error.status !== 404) throw error;
    state.pending = null;
  }
  const box = $("ask");
  box.hidden = !state.pending;
  if (state.pending) {
    box.querySelector(".ask-facts").replaceChildren(
      ...state.pending.facts.map((fact) => el("li", { text: fact })));
  }
}

async function openConversation(id, highlight) {
  setConversation(id);
  state.messages = await loadPage();
  for (let tries = 0; highlight && state.cursor && tries < 20; tries++) {
    if (state.messages.some((m) => m.id === highlight)) break;
    state.messages = [...(await loadPage(state.cursor)), ...state.messages];
  }
  render();
  await showPending();
  const target = highlight && document.getElementById(`m-${highlight}`);
  if (target) {
    target.classList.add("highlight");
    target.scrollIntoView({ block: "center" });
  } else scrollToEnd();
}

async function loadEarlier() {
  const box = $("messages");
  const before = box.scrollHeight;
  state.messages = [...(await loadPage(state.cursor)), ...state.messages];
  render();
  box.scrollTop = box.scrollHeight - before;
}

async function refreshLatest() {
  // The stored versions of the turn's messages (ids, incomplete marks, memory notes) replace
  // the ones drawn while streaming; pages loaded earlier stay, and so does their cursor.
  await showPending(); // waits for the turn's memory work, so the notes below are complete
  const earlierCursor = state.cursor;
  const latest = await loadPage();
  const ids = new Set(latest.map((m) => m.id));
  const older = state.messages.filter((m) => !m.local && !ids.has(m.id));
  state.messages = [...older, ...latest].sort((a, b) => a.seq - b.seq);
  if (older.length) state.cursor = earlierCursor;
  render();
  scrollToEnd();
  await loadConversations();
}

async function send(text) {
  const user = { id: `local-${Date.now()}`, role: "user", content: text, notes: [], local: true };
  const reply = { id: `local-r-${Date.now()}`, role: "assistant", content: "", local: true };
  state.messages.push(user, reply);
  $("ask").hidden = true;
  render();
  const bubble = document.querySelector(`#m-${CSS.escape(reply.id)} .bubble`);
  bubble.textContent = t("thinking");
  bubble.classList.add("streaming");
  scrollToEnd();
  const controller = new AbortController();
  state.streaming = controller;
  $("send").hidden = true;
  $("stop").hidden = false;
  try {
    await streamChat(state.conversation,
                     [{ id: user.id, role: "user", parts: [{ type: "text", text }] }],
                     (piece) => {
                       reply.content += piece;
                       bubble.textContent = reply.content;
                       scrollToEnd();
                     }, controller.signal);
  } catch (error) {
    if (error.name !== "AbortError") toast(`${t("error")}: ${error.message}`, "error");
  } finally {
    state.streaming = null;
    $("send").hidden = false;
    $("stop").hidden = true;
    bubble.classList.remove("streaming");
  }
  await refreshLatest();
}

async function answer(remember) {
  $("ask").hidden = true;
  try {
    await call("POST", `/api/conversations/${encodeURIComponent(state.conversation)}/answer`, { remember });
    toast(remember ? t("answered_yes") : t("answered_no"));
  } catch (error) {
    toast(`${t("error")}: ${error.message}`, "error");
  }
  await refreshLatest();
}

function wire() {
  $("composer").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("input").value.trim();
    if (!text || state.streaming) return;
    $("input").value = "";
    send(text);
  });
  $("input").addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      $("composer").requestSubmit();
    }
  });
  $("stop").addEventListener("click", () => state.streaming && state.streaming.abort());
  $("load-earlier").addEventListener("click", loadEarlier);
  $("new-conversation").addEventListener("click", () => {
    setConversation(newId());
    state.messages = [];
    state.cursor = null;
    $("ask").hidden = true;
    render();
    $("sidebar").classList.remove("open");
    $("input").focus();
  });
  $("menu").addEventListener("click", () => $("sidebar").classList.toggle("open"));
  $("ask-yes").addEventListener("click", () => answer(true));
  $("ask-no").addEventListener("click", () => answer(false));
  document.addEventListener("strata:lang", () => { render(); renderConversations(); });
}

wire();
boot(async () => {
  const params = new URLSearchParams(location.search);
  const rows = await loadConversations();
  const chosen = params.get("c") || (rows[0] && rows[0].id) || newId();
  await openConversation(chosen, params.get("m"));
});
