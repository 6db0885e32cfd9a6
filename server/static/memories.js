// The memory library (seed 001's 记忆库): memories by type with their source, search, inline
// edit, disable / enable, delete with confirmation; what was not remembered; topics and the
// profile; the context a question would get.

import { agent, call } from "./api.js";
import { category, currentLang, t } from "./i18n.js";
import { boot, el, toast } from "./shell.js";

const TYPES = ["preference", "boundary", "relationship_goal", "conversation_style", "important_fact"];
const $ = (id) => document.getElementById(id);
const AUDIT_SHOWN = 8;
const OPEN_SECTIONS = new Set(["profile", "constraints", "memories", "user_input"]);
// `loaded` keeps a list from saying "nothing here" before its first answer arrives.
const state = { memories: [], audit: [], editing: null, confirming: null, preview: null,
                auditMore: false, insight: null, loaded: { memories: false, audit: false } };

function sourceLink(m) {
  if (!m.source.conversation) return null;
  const query = new URLSearchParams({ c: m.source.conversation });
  if (m.source.message_id) query.set("m", m.source.message_id);
  if (agent() !== "default") query.set("agent", agent());
  return el("a", { class: "source", href: `/?${query}`, title: m.source.excerpt || "" },
            `${t("source")} ↗`);
}

async function change(m, body, done) {
  try {
    await call("PATCH", `/api/memories/${encodeURIComponent(m.id)}`, body);
    toast(done);
  } catch (error) {
    toast(`${t("error")}: ${error.message}`, "error");
  }
  state.editing = null;
  await loadMemories();
}

async function remove(m) {
  try {
    await call("DELETE", `/api/memories/${encodeURIComponent(m.id)}`);
    toast(t("deleted"));
  } catch (error) {
    toast(`${t("error")}: ${error.message}`, "error");
  }
  state.confirming = null;
  await loadMemories();
  await loadAudit();
}

function editor(m) {
  const box = el("textarea", { class: "edit-box", rows: "3", maxlength: "500" });
  box.value = m.content;
  return el("div", { class: "editing" }, box, el("div", { class: "actions" },
    el("button", { class: "primary", type: "button", text: t("save"),
                   onclick: () => change(m, { content: box.value }, t("saved")) }),
    el("button", { type: "button", text: t("cancel"),
                   onclick: () => { state.editing = null; renderMemories(); } })));
}

function actions(m) {
  if (state.confirming === m.id) {
    return el("div", { class: "actions confirm" }, el("span", { text: t("confirm_delete") }),
      el("button", { class: "danger", type: "button", text: t("delete"), onclick: () => remove(m) }),
      el("button", { type: "button", text: t("cancel"),
                     onclick: () => { state.confirming = null; renderMemories(); } }));
  }
  const active = m.status === "active";
  return el("div", { class: "actions" },
    el("button", { type: "button", class: "edit", text: t("edit"),
                   onclick: () => { state.editing = m.id; renderMemories(); } }),
    el("button", { type: "button", class: "toggle", text: active ? t("disable") : t("enable"),
                   onclick: () => change(m, { status: active ? "disabled" : "active" }, t("saved")) }),
    el("button", { type: "button", class: "delete", text: t("delete"),
                   onclick: () => { state.confirming = m.id; renderMemories(); } }));
}

function memoryCard(m) {
  const meta = el("div", { class: "meta" },
    el("span", { class: `badge status-${m.status}`, text: t(`status_${m.status}`) }),
    el("span", { text: `${t("importance")} ${m.importance}/5` }),
    el("span", { text: `${t("confidence")} ${m.confidence.toFixed(2)}` }),
    el("span", { text: `${t("mentions")} ${m.mentions}` }), sourceLink(m));
  const body = state.editing === m.id ? editor(m) : el("p", { class: "content", text: m.content });
  return el("li", { class: `memory ${m.status}`, "data-id": m.id }, body, meta,
            state.editing === m.id ? null : actions(m));
}

function renderMemories() {
  if (!state.loaded.memories) return;
  const groups = TYPES.map((type) => {
    const items = state.memories.filter((m) => m.type === type);
    if (!items.length) return null;
    return el("section", { class: "group", "data-type": type },
      el("h3", {}, t(`type_${type}`), el("span", { class: "count", text: ` ${items.length}` })),
      el("ul", { class: "memory-list" }, items.map(memoryCard)));
  }).filter(Boolean);
  $("memory-count").textContent = `· ${state.memories.length}`;
  $("groups").replaceChildren(...(groups.length ? groups
    : [el("p", { class: "muted empty-memories", text: t("no_memories") })]));
}

async function loadMemories() {
  const query = new URLSearchParams();
  for (const id of ["q", "type", "status"]) if ($(id).value) query.set(id, $(id).value);
  state.memories = await call("GET", `/api/memories?${query}`);
  state.loaded.memories = true;
  renderMemories();
}

function renderAudit() {
  if (!state.loaded.audit) return;
  const all = $("audit-all").checked;
  const rows = state.audit.filter((r) => all || r.decision === "skipped");
  const shown = state.auditMore ? rows : rows.slice(0, AUDIT_SHOWN);
  $("audit").replaceChildren(...shown.map((r) => el("li", { class: `decision ${r.decision}` },
    el("span", { class: `badge decision-${r.decision}`, text: t(`decision_${r.decision}`) }),
    el("span", { class: "category", text: category(r.category) }),
    el("q", { text: r.excerpt }),
    el("time", { class: "muted", text: new Date(r.at).toLocaleString() }),
    el("span", { class: "reason", text: reasonLabel(r) }))));
  if (!rows.length) $("audit").append(el("li", { class: "muted", text: t("audit_empty") }));
  if (rows.length > shown.length) {
    $("audit").append(el("li", { class: "more" }, el("button", {
      type: "button", class: "link", text: `${t("show_more")} (${rows.length - shown.length})`,
      onclick: () => { state.auditMore = true; renderAudit(); } })));
  }
}

// A reason is stored in the message's language: the page shows it in its own (fix34: the
// English page showed 本轮是普通寒暄… for a Chinese message).
function reasonLabel(r) {
  return (currentLang() === "zh" ? r.reason_zh : r.reason_en) || r.reason;
}

async function loadAudit() {
  state.audit = await call("GET", "/api/memories/audit?limit=200");
  state.loaded.audit = true;
  renderAudit();
}

function messagesLabel(n) {
  return currentLang() === "en" && n === 1 ? "1 message" : `${n} ${t("messages_count")}`;
}

// A profile field is labelled in both languages ("宠物 pets", memory/facts/slots.py Slot.label): the
// page shows the one of its own language.
function fieldLabel(key) {
  const [zh, ...en] = key.split(" ");
  return currentLang() === "zh" || !en.length ? zh : en.join(" ");
}

// A topic's domain in the page's language, whatever the topic's (宠物 / pets).
function domainLabel(tp) {
  return (currentLang() === "zh" ? tp.domain : tp.domain_en) || tp.domain_label || tp.domain;
}

// A long topic summary shows its latest points, whole: "…cGee's bar; We…" began mid-word.
function summaryTail(summary) {
  if (summary.length <= 160) return summary;
  const tail = summary.slice(-160);
  const point = tail.search(/[;；]/);
  return `…${point >= 0 && point < tail.length - 1 ? tail.slice(point + 1).trimStart() : tail}`;
}

function renderInsight() {
  if (!state.insight) return;
  const { profile, topics } = state.insight;
  const fields = Object.entries(profile.fields);
  $("profile").replaceChildren(...(fields.length
    ? fields.flatMap(([k, v]) => [el("dt", { text: fieldLabel(k) }), el("dd", { text: v })])
    : [el("dd", { class: "muted", text: t("profile_empty") })]));
  $("topics").replaceChildren(...(topics.length ? topics.map((tp) => el("li", {},
    el("strong", { class: "topic-name", text: tp.name }),
    el("span", { class: "muted", text: [domainLabel(tp), messagesLabel(tp.message_count),
                                        tp.status === "archived" ? t("status_archived") : null]
      .filter(Boolean).join(" · ") }),
    tp.summary ? el("p", { class: "summary", text: summaryTail(tp.summary) }) : null))
    : [el("li", { class: "muted", text: t("topics_empty") })]));
}

async function loadInsight() {
  const [profile, topics, conversations] = await Promise.all([
    call("GET", "/api/profile"), call("GET", "/api/topics"), call("GET", "/api/conversations")]);
  state.insight = { profile, topics };
  renderInsight();
  const select = $("preview-conversation");
  const ids = conversations.map((c) => c.id);
  if (!ids.includes("default")) ids.push("default");
  select.replaceChildren(...ids.map((id) => el("option", { value: id, text: id })));
}

function renderPreview() {
  const built = state.preview;
  if (!built) return;
  const head = el("p", { class: "muted", text: `${t("budget")} ${built.budget} · ${built.total_tokens} ${t("tokens")}` });
  const sections = built.sections.filter((s) => s.items.length).map((s) => el("details", {
    class: "section", "data-section": s.name,
    open: OPEN_SECTIONS.has(s.name) || s.items.length <= 4 },
    el("summary", {}, t(`section_${s.name}`),
       el("span", { class: "muted", text: ` ${s.items.length} · ${s.tokens} ${t("tokens")}` })),
    el("ul", {}, s.items.map((item) => el("li", { "data-memory": item.source?.memory_id || "" },
      item.score === null || item.score === undefined ? null : el("span", { class: "score", text: item.score.toFixed(2) }),
      el("span", { class: "text", title: item.text, onclick: (e) => e.currentTarget.classList.toggle("open"),
                   text: item.role ? `${t(`role_${item.role}`)}: ${item.text}` : item.text }))))));
  $("preview").replaceChildren(head, ...sections);
}

async function preview(event) {
  event.preventDefault();
  const query = new URLSearchParams({ q: $("preview-q").value, conversation: $("preview-conversation").value });
  try {
    state.preview = await call("GET", `/api/context?${query}`);
    renderPreview();
  } catch (error) {
    toast(`${t("error")}: ${error.message}`, "error");
  }
}

function fillTypes() {
  const select = $("type");
  const chosen = select.value;
  select.replaceChildren(el("option", { value: "", text: t("all_types") }),
    ...TYPES.map((type) => el("option", { value: type, text: t(`type_${type}`) })));
  select.value = chosen;
}

function wire() {
  let timer = null;
  $("q").addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(loadMemories, 250); });
  $("filters").addEventListener("submit", (event) => { event.preventDefault(); loadMemories(); });
  $("type").addEventListener("change", loadMemories);
  $("status").addEventListener("change", loadMemories);
  $("audit-all").addEventListener("change", renderAudit);
  $("preview-form").addEventListener("submit", preview);
  document.addEventListener("strata:lang", () => {
    fillTypes(); renderMemories(); renderAudit(); renderInsight(); renderPreview();
    document.title = `Strata · ${t("nav_memories")}`;
  });
}

wire();
fillTypes();
document.title = `Strata · ${t("nav_memories")}`;
boot(async () => {
  await Promise.all([loadMemories(), loadAudit(), loadInsight()]);
  document.documentElement.dataset.lang = currentLang();
});
