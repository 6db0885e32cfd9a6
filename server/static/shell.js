// What both pages share: the header (navigation, language, who you are) and the token dialog.

import { agent, call, getHealth, takeTokenFromFragment, token, whoIs } from "./api.js";
import { applyWords, currentLang, setLang, t } from "./i18n.js";

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function toast(message, kind = "info") {
  const box = document.getElementById("toast");
  box.textContent = message;
  box.className = `toast show ${kind}`;
  clearTimeout(box._timer);
  // An error stays long enough to be read twice; news goes sooner.
  box._timer = setTimeout(() => (box.className = "toast"), kind === "error" ? 8000 : 3500);
}

function askForToken(problem) {
  const dialog = document.getElementById("token-dialog");
  dialog.querySelector(".token-problem").textContent = problem || "";
  const input = dialog.querySelector("textarea");
  input.value = "";
  if (!dialog.open) dialog.showModal();
  input.focus();
}

function wireTokenDialog(onToken) {
  const dialog = document.getElementById("token-dialog");
  dialog.querySelector("form").addEventListener("submit", (event) => {
    event.preventDefault();
    const value = dialog.querySelector("textarea").value.trim();
    if (!value) return;
    token.set(value);
    dialog.close();
    onToken();
  });
}

let me = null;

function drawWho() {
  // The default user is named as such: the CLI (and `strata mcp` over stdio) read its data.
  const which = me && me.default_user ? ` (${t("default_user")})` : "";
  document.getElementById("who").textContent =
    me ? `${t("user")}: ${me.user}${which} · ${t("agent")}: ${me.agent}` : "";
}

async function showWho() {
  try {
    me = await call("GET", "/api/me");
  } catch {
    me = null;
  }
  drawWho();
  return me;
}

// Ask whether the link's account may replace the signed-in one; the signed-in one is the
// default (Escape, or closing the dialog, keeps it).
function askToSwitch(current, incoming) {
  const dialog = document.getElementById("switch-dialog");
  const names = [
    [".switch-current", current.user],
    [".switch-incoming", incoming.user],
    ["#switch-keep .who-name", current.user],
    ["#switch-take .who-name", incoming.user],
  ];
  for (const [selector, name] of names) dialog.querySelector(selector).textContent = name;
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue === "take"), { once: true });
    dialog.returnValue = "keep";
    dialog.showModal();
    dialog.querySelector("#switch-keep").focus();
  });
}

// A token from a link: taken when nobody is signed in, or when it names the same user;
// otherwise the person says which account to use, seeing who each one is.
async function adoptLinkToken(incoming) {
  const kept = token.get();
  if (!incoming || incoming === kept) return;
  const current = kept ? await whoIs(kept) : null;
  if (!current) {
    token.set(incoming);
    return;
  }
  const offered = await whoIs(incoming);
  if (!offered) {
    toast(t("switch_bad_link"), "error");
    return;
  }
  if (offered.user === current.user || (await askToSwitch(current, offered))) {
    token.set(incoming);
  }
}

// Start a page: words, header, token. `start` runs once the caller is known (and again after
// a new token is given).
export async function boot(start) {
  const linkToken = takeTokenFromFragment();
  document.addEventListener("strata:lang", drawWho);
  applyWords(document);
  const langButton = document.getElementById("lang");
  langButton.addEventListener("click", () => setLang(currentLang() === "zh" ? "en" : "zh"));
  for (const link of document.querySelectorAll("nav a")) {
    const url = new URL(link.href);
    if (agent() !== "default") url.searchParams.set("agent", agent());
    link.href = url.pathname + url.search;
  }
  const signOut = document.getElementById("sign-out");
  const health = await getHealth();
  if (health.auth === "token") await adoptLinkToken(linkToken);
  signOut.hidden = health.auth !== "token";
  signOut.addEventListener("click", () => {
    token.clear();
    askForToken();
  });
  const run = async () => {
    if (await showWho()) await start(health);
  };
  wireTokenDialog(run);
  document.addEventListener("strata:unauthorized", () => askForToken(t("token_bad")));
  if (health.auth === "token" && !token.get()) askForToken();
  else await run();
}
