"""The pages in a real browser (Debian's chromium, headless), two users, both languages.

Chat streams and asks before remembering; a reload restores the history with "load
earlier"; the library edits, disables, re-enables and deletes a memory and the context
preview follows; bob never sees alice. Screenshots (desktop 1280×860 and phone 390×844,
zh and en) go to the test's folder and to bench/out/screenshots/.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from strata_layered.memory.text.text import has_cjk
from tests.support.browser import launched_chromium
from tests.support.openai_server import OpenAIServer, Reply, openai_server
from tests.support.servers import PROJECT, SECRET, Server, offline_env, strata_serve, token

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}
BOUNDARY = "我不喜欢被催促，以后回复尽量短一点"
NOTES = ("不喜欢被催促", "以后回复尽量短一点")  # two facts, two notes
PACE = "我不喜欢被催促"
TEA = "我喜欢喝绿茶"
SHOTS = PROJECT / "bench" / "out" / "screenshots"
REPLY = Reply(content="好的，我听到了。Noted — thanks for telling me.")
SLOW = Reply(content="好的，我会记得你不喜欢被催促，以后的回复会尽量简短一些。",
             chunk_delay=0.08, piece_chars=2)


@pytest.fixture(scope="module")
def model() -> Iterator[OpenAIServer]:
    with openai_server() as server:
        server.script = [REPLY]
        yield server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, model: OpenAIServer) -> Iterator[Server]:
    # Replies come from a loopback model that can be slowed down, so streaming shows.
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_CONFIRM_MEMORIES="true",
                      OPENAI_BASE_URL=model.base_url, OPENAI_API_KEY="test",
                      STRATA_MODEL="openai:loopback", STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path_factory.mktemp("browser"), env=env) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launched_chromium() as launched:
        yield launched


@pytest.fixture(scope="module")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("screenshots")
    yield folder
    SHOTS.mkdir(parents=True, exist_ok=True)
    for png in folder.glob("*.png"):
        shutil.copy2(png, SHOTS / png.name)


def open_page(browser: Any, server: Server, user: str, *, lang: str, size: dict,
              path: str = "/") -> Any:
    # bypass_csp: the pages forbid eval, which Playwright's wait_for_function uses.
    context = browser.new_context(viewport=size, locale=lang, device_scale_factor=1,
                                  is_mobile=size is PHONE, has_touch=size is PHONE,
                                  bypass_csp=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(f"{server.url}{path}#token={token(user)}")
    page.wait_for_function("document.getElementById('who').textContent.length > 0")
    return page


def settled(page: Any, assistants: int) -> None:
    """The turn's stored messages (real ids) are drawn and the composer is free again."""
    page.wait_for_function(
        "n => document.querySelectorAll('li.message.assistant:not([data-id^=\"local-\"])')"
        ".length >= n && !document.querySelector('.bubble.streaming')", arg=assistants)
    page.wait_for_selector("#send", state="visible")


def say(page: Any, text: str, assistants: int) -> list[str]:
    """Send a message; return the texts the reply's bubble showed while it streamed."""
    page.evaluate("""() => {
      window.__seen = [];
      new MutationObserver(() => {
        const bubble = document.querySelector('.bubble.streaming');
        if (bubble && window.__seen.at(-1) !== bubble.textContent) {
          window.__seen.push(bubble.textContent);
        }
      }).observe(document.getElementById('message-list'),
                 {subtree: true, characterData: true, childList: true});
    }""")
    page.fill("#input", text)
    page.press("#input", "Enter")
    settled(page, assistants)
    return list(page.evaluate("window.__seen"))


def test_chat_streams_asks_and_restores_history(browser: Any, server: Server,
                                                 model: OpenAIServer, shots: Path) -> None:
    page = open_page(browser, server, "alice", lang="zh-CN", size=DESKTOP)
    assert page.locator("nav a.current").inner_text() == "聊天"
    page.screenshot(path=shots / "chat-empty-zh-desktop.png")
    model.script = [SLOW, REPLY]
    asked = len(model.requests)
    shown = say(page, BOUNDARY, 1)
    # Which reply the page got first (a failure here names the requests the model saw),
    # then that it grew piece by piece as the model wrote it.
    assert page.locator("li.message.assistant .bubble").last.inner_text() == SLOW.content, (
        shown, [r.get("messages", [])[-1:] for r in model.requests[asked:]])
    seen = [text for text in shown if text and SLOW.content.startswith(text)]
    assert len(seen) >= 4, shown
    ask = page.locator("#ask")
    ask.wait_for(state="visible")
    assert "我可以记住这一点吗？" in ask.inner_text()
    assert all(note in ask.inner_text() for note in NOTES)
    page.screenshot(path=shots / "chat-ask-zh-desktop.png")
    page.click("#ask-yes")
    page.wait_for_selector("#ask", state="hidden")
    page.wait_for_selector("li.message.user details.notes >> text=已记住")

    say(page, "哈哈", 2)
    assert page.locator("#ask").is_hidden()  # small talk: no question
    say(page, TEA, 3)
    ask.wait_for(state="visible")
    page.click("#ask-no")
    page.wait_for_selector("#ask", state="hidden")
    conversation = page.evaluate("new URLSearchParams(location.search).get('c')")

    page.reload()
    settled(page, 3)
    texts = page.locator("li.message .bubble").all_inner_texts()
    assert texts[0] == BOUNDARY and texts[2] == "哈哈" and texts[4] == TEA and len(texts) == 6
    assert page.locator("#ask").is_hidden() and page.locator("#load-earlier").is_hidden()
    page.locator("li.message.user details.notes").first.click()
    page.screenshot(path=shots / "chat-zh-desktop.png")

    page.click("#lang")
    page.wait_for_selector("nav a.current >> text=Chat")
    assert page.locator("#input").get_attribute("placeholder").startswith("Type a message")
    page.screenshot(path=shots / "chat-en-desktop.png")
    assert not page.errors
    page.context.close()

    phone = open_page(browser, server, "alice", lang="zh-CN", size=PHONE,
                      path=f"/?c={conversation}")
    settled(phone, 3)
    assert phone.evaluate("innerWidth") == 390
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390  # no sideways scroll
    phone.screenshot(path=shots / "chat-zh-phone.png")
    phone.click("#menu")
    phone.wait_for_selector("#sidebar.open")
    phone.screenshot(path=shots / "chat-list-zh-phone.png")
    phone.context.close()


def test_load_earlier_pages_back(browser: Any, server: Server, shots: Path) -> None:
    with httpx.Client(base_url=server.url, timeout=30,
                      headers={"Authorization": f"Bearer {token('alice')}"}) as http:
        for n in range(17):  # 34 messages: one page of 30 and some more
            http.post("/api/chat", json={"id": "long", "messages": [
                {"role": "user", "content": f"第{n}条：今天随便聊聊"}]})
    page = open_page(browser, server, "alice", lang="en-US", size=DESKTOP, path="/?c=long")
    settled(page, 15)
    assert page.locator("li.message").count() == 30
    page.click("#load-earlier")
    page.wait_for_function("document.querySelectorAll('li.message').length === 34")
    assert page.locator("li.message .bubble").first.inner_text() == "第0条：今天随便聊聊"
    assert page.locator("#load-earlier").is_hidden()
    page.context.close()


def memory_card(page: Any, text: str) -> Any:
    return page.locator("li.memory", has_text=text)


def preview_memories(page: Any, question: str) -> list[str]:
    page.fill("#preview-q", question)
    page.click("#preview-form button[type=submit]")
    page.wait_for_selector(".preview p.muted")
    page.wait_for_timeout(100)
    return page.locator(".preview [data-section=memories] li").all_inner_texts()


def seed(server: Server, user: str, turns: list[tuple[str, bool | None]]) -> None:
    """Turns through the API; True / False answers the question the turn asked."""
    with httpx.Client(base_url=server.url, timeout=30,
                      headers={"Authorization": f"Bearer {token(user)}"}) as http:
        for text, remember in turns:
            http.post("/api/chat", json={"id": "seeded", "messages": [
                {"role": "user", "content": text}]})
            if remember is not None:
                answered = http.post("/api/conversations/seeded/answer",
                                     json={"remember": remember})
                assert answered.status_code == 200, answered.text


def test_the_library_edits_disables_and_deletes(browser: Any, server: Server,
                                                shots: Path) -> None:
    seed(server, "lena", [(PACE, True), ("哈哈", None), (TEA, False)])
    page = open_page(browser, server, "lena", lang="zh-CN", size=DESKTOP, path="/memories")
    card = memory_card(page, NOTES[0])
    card.wait_for()
    assert "边界" in page.locator("section.group", has=card).locator("h3").inner_text()
    assert "重要度 5/5" in card.inner_text() and "置信度" in card.inner_text()
    assert TEA not in page.locator("#groups").inner_text()  # she said no
    page.locator("#audit li.decision").first.wait_for()  # loaded beside the cards
    audit = page.locator("#audit").inner_text()
    assert "哈哈" in audit and "用户选择不记住" in audit
    assert any("催促" in t for t in preview_memories(page, "回复的时候要注意什么"))
    page.screenshot(path=shots / "library-zh-desktop.png", full_page=True)
    page.click("#lang")
    page.wait_for_selector("h1 >> text=Memory library")
    assert "Boundary" in page.locator("#groups").inner_text()
    page.screenshot(path=shots / "library-en-desktop.png", full_page=True)
    page.click("#lang")
    page.wait_for_selector("h1 >> text=记忆库")

    card.locator("button.edit").click()
    page.fill("li.memory textarea.edit-box", "不要催我，回复简短")
    page.click("li.memory .editing button.primary")
    card = memory_card(page, "不要催我，回复简短")
    card.wait_for()
    assert any("不要催我" in t for t in preview_memories(page, "回复的时候要注意什么"))

    card.locator("button.toggle").click()
    page.wait_for_selector("li.memory.disabled")
    assert "已停用" in memory_card(page, "不要催我").inner_text()
    assert not any("不要催我" in t for t in preview_memories(page, "回复的时候要注意什么"))
    memory_card(page, "不要催我").locator("button.toggle").click()
    page.wait_for_selector("li.memory.active")
    assert any("不要催我" in t for t in preview_memories(page, "回复的时候要注意什么"))

    page.fill("#q", "绿茶")
    page.wait_for_selector(".empty-memories")
    page.fill("#q", "")
    memory_card(page, "不要催我").wait_for()
    memory_card(page, "不要催我").locator("button.delete").click()
    confirm = page.locator("li.memory .actions.confirm")
    assert "确定删除" in confirm.inner_text()
    page.screenshot(path=shots / "library-confirm-zh-desktop.png")
    confirm.locator("button.danger").click()
    page.wait_for_selector(".empty-memories")
    assert not any("不要催我" in t for t in preview_memories(page, "回复的时候要注意什么"))

    assert not page.errors
    page.context.close()


def test_the_profile_is_labelled_in_the_pages_language(browser: Any, server: Server,
                                                      shots: Path) -> None:
    # A field's label holds both languages ("城市 city"): the English page showed "宠物 pets".
    seed(server, "pia", [("I live in Lisbon and I work as a nurse.", True)])
    page = open_page(browser, server, "pia", lang="en-US", size=PHONE, path="/memories")
    page.wait_for_selector("h1 >> text=Memory library")
    page.wait_for_selector("#profile dt")
    labels = page.locator("#profile dt").all_inner_texts()
    assert "city" in labels and not any("城市" in label for label in labels), labels
    page.screenshot(path=shots / "profile-en-phone.png", full_page=True)
    page.click("#lang")
    page.wait_for_selector("#profile dt >> text=城市")
    assert "city" not in page.locator("#profile dt").all_inner_texts()
    assert not page.errors
    page.context.close()


def test_the_library_says_reasons_and_domains_in_the_pages_language(
        browser: Any, server: Server) -> None:
    # A reason is stored in the message's language, a domain keyed in Chinese: the English
    # page showed 本轮是普通寒暄… and 宠物 for a Chinese user's turns (fix34).
    seed(server, "mei", [("哈哈", None), ("我家的猫叫团子，它三岁了", True)])
    page = open_page(browser, server, "mei", lang="en-US", size=DESKTOP, path="/memories")
    page.wait_for_selector("h1 >> text=Memory library")
    page.locator("#audit-all").check()
    page.locator("#audit li.decision").first.wait_for()
    page.wait_for_selector("#topics li strong")
    reasons = page.locator("#audit .reason").all_inner_texts()
    assert reasons and not any(has_cjk(r) for r in reasons), reasons
    assert "pets" in page.locator("#topics").inner_text()
    page.click("#lang")
    page.wait_for_selector("h1 >> text=记忆库")
    reasons_zh = page.locator("#audit .reason").all_inner_texts()
    assert reasons_zh and all(has_cjk(r) for r in reasons_zh), reasons_zh
    assert "宠物" in page.locator("#topics").inner_text()
    assert not page.errors
    page.context.close()


def test_a_source_link_opens_an_old_message(browser: Any, server: Server) -> None:
    seed(server, "sam", [("Remember that my cat is called Mimi", True),
                         *[(f"第{n}条：今天随便聊聊", None) for n in range(16)]])
    page = open_page(browser, server, "sam", lang="en-US", size=DESKTOP, path="/memories")
    card = memory_card(page, "Mimi")
    card.wait_for()
    card.locator("a.source").click()  # 34 messages: the chat pages back until it is there
    page.wait_for_selector("li.message.user.highlight >> text=Remember that my cat is called Mimi")
    assert page.locator("li.message").count() == 34
    page.context.close()


def test_bob_never_sees_alice(browser: Any, server: Server, shots: Path) -> None:
    with httpx.Client(base_url=server.url, timeout=30,
                      headers={"Authorization": f"Bearer {token('alice')}"}) as http:
        http.post("/api/chat", json={"id": "alice-own", "messages": [
            {"role": "user", "content": "Remember that my cat is called Mimi"}]})
        http.post("/api/conversations/alice-own/answer", json={"remember": True})
    page = open_page(browser, server, "bob", lang="en-US", size=PHONE, path="/?c=alice-own")
    page.wait_for_selector("#empty", state="visible")  # her conversation id is nothing to him
    assert page.locator("li.message").count() == 0
    assert "No conversations yet" in page.locator("#conversations").inner_text()
    say(page, "I like basketball", 1)
    page.wait_for_selector("#ask", state="visible")
    page.click("#ask-yes")
    page.wait_for_selector("#ask", state="hidden")
    page.wait_for_selector("li.message.user details.notes >> text=Remembered")
    body = page.locator("body").inner_text()
    assert "Mimi" not in body and "催促" not in body and "User: bob" in body
    page.screenshot(path=shots / "chat-en-phone.png")
    page.goto(f"{server.url}/memories")
    memory_card(page, "basketball").wait_for()
    body = page.locator("body").inner_text()
    assert "Mimi" not in body and "哈哈" not in body and "绿茶" not in body
    page.screenshot(path=shots / "library-en-phone.png", full_page=True)
    page.click("#lang")
    page.wait_for_selector("h1 >> text=记忆库")
    page.screenshot(path=shots / "library-zh-phone.png", full_page=True)
    assert not page.errors
    page.context.close()


def test_a_page_without_a_valid_token_asks_for_one(browser: Any, server: Server,
                                                   shots: Path) -> None:
    with httpx.Client(base_url=server.url, timeout=30,
                      headers={"Authorization": f"Bearer {token('erin')}"}) as http:
        http.post("/api/chat", json={"id": "e1", "messages": [
            {"role": "user", "content": "I like basketball"}]})
        http.post("/api/conversations/e1/answer", json={"remember": True})
    context = browser.new_context(viewport=PHONE, locale="zh-CN", bypass_csp=True)
    page = context.new_page()
    page.goto(f"{server.url}/memories")
    dialog = page.locator("#token-dialog")
    dialog.wait_for(state="visible")
    assert "需要登录令牌" in dialog.inner_text()
    page.screenshot(path=shots / "token-zh-phone.png")
    page.fill("#token-dialog textarea", token("alice", ttl=-120))
    page.click("#token-dialog button[type=submit]")
    page.wait_for_selector("#token-dialog .token-problem >> text=令牌无效或已过期")
    assert page.locator("li.memory").count() == 0
    page.fill("#token-dialog textarea", token("erin"))
    page.click("#token-dialog button[type=submit]")
    memory_card(page, "basketball").wait_for()
    context.close()


def test_the_local_page_names_the_one_default_user(browser: Any, tmp_path: Path,
                                                   shots: Path) -> None:
    from strata_layered.memory.namespaces import DEFAULT_USER

    # No secret: the local server's one user, who is the CLI's default user too.
    with strata_serve(tmp_path, env=offline_env()) as local:
        for lang, says in (("zh-CN", "默认用户，与命令行 strata 相同"),
                           ("en-US", "the default user, the same as the strata command's")):
            page = open_page(browser, local, "ignored-in-local-mode", lang=lang, size=DESKTOP)
            who = page.text_content("#who")
            assert who.startswith(f"{'用户' if lang == 'zh-CN' else 'User'}: {DEFAULT_USER} "
                                  f"({says})"), who
            page.screenshot(path=str(shots / f"default-user-{lang[:2]}.png"))
            assert page.errors == []
            page.context.close()
        phone = open_page(browser, local, "ignored-in-local-mode", lang="zh-CN", size=PHONE)
        assert DEFAULT_USER in phone.text_content("#who")
        phone.screenshot(path=str(shots / "default-user-zh-phone.png"))
        phone.context.close()
