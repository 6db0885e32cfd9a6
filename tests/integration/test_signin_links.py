"""A sign-in link (`/#token=…`) in chromium: it may not silently replace a signed-in account.

Issue 27: opening `/#token=<mallory's token>` replaced alice's kept token without a word, and
her next message landed in mallory's account. Now the page asks, naming both accounts, and
keeping alice is the default. The prompt's screenshot goes to the test's folder and to
bench/out/screenshots/.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.support.browser import launched_chromium
from tests.support.servers import PROJECT, SECRET, Server, offline_env, strata_serve, token

SHOTS = PROJECT / "bench" / "out" / "screenshots"
QUICK = 5_000
"""Milliseconds to wait for something the page shows at once."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = offline_env(STRATA_AUTH_SECRET=SECRET, STRATA_MODEL="offline",
                      STRATA_MEMORY_MODEL="offline")
    with strata_serve(tmp_path_factory.mktemp("signin"), env=env) as running:
        yield running


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with launched_chromium() as launched:
        yield launched


@pytest.fixture
def shots(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path
    SHOTS.mkdir(parents=True, exist_ok=True)
    for png in tmp_path.glob("*.png"):
        shutil.copy2(png, SHOTS / png.name)


def signed_in(browser: Any, server: Server, user: str, lang: str) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 860}, locale=lang,
                                  bypass_csp=True)
    page = context.new_page()
    page.goto(f"{server.url}/#token={token(user)}")
    shows(page, user, timeout=QUICK * 4)
    return page


def shows(page: Any, user: str, *, timeout: int = QUICK) -> None:
    """The header names `user` as the one signed in."""
    page.wait_for_function("u => document.getElementById('who').textContent.includes(u)",
                           arg=user, timeout=timeout)


def open_link(page: Any, server: Server, link_token: str, *, until: str = "load") -> None:
    page.goto(f"{server.url}/?via=link#token={link_token}", wait_until=until)


def kept_token(page: Any) -> str:
    return str(page.evaluate("localStorage.getItem('strata.token')"))


def conversations(user: str, server: Server) -> list[str]:
    listed = httpx.get(f"{server.url}/api/conversations", timeout=30,
                       headers={"Authorization": f"Bearer {token(user)}"})
    assert listed.status_code == 200, listed.text
    return [c["id"] for c in listed.json()]


def test_a_link_for_another_account_asks_and_staying_is_the_default(
        browser: Any, server: Server, shots: Path) -> None:
    page = signed_in(browser, server, "alice", "zh-CN")
    alice = kept_token(page)
    open_link(page, server, token("mallory"))
    dialog = page.locator("#switch-dialog")
    dialog.wait_for(state="visible", timeout=QUICK)
    assert dialog.locator(".switch-current").inner_text() == "alice"
    assert dialog.locator(".switch-incoming").inner_text() == "mallory"
    assert "切换账号" in dialog.inner_text()
    assert "#token" not in page.url  # the link's token left the address bar at once
    page.screenshot(path=shots / "signin-switch-zh-desktop.png")
    page.keyboard.press("Escape")  # closing the question keeps the signed-in account
    dialog.wait_for(state="hidden", timeout=QUICK)
    shows(page, "alice")
    assert kept_token(page) == alice
    page.fill("#input", "我喜欢喝绿茶")
    page.press("#input", "Enter")
    page.wait_for_selector("li.message.assistant:not([data-id^='local-'])", timeout=QUICK * 6)
    assert conversations("mallory", server) == []
    assert conversations("alice", server) != []


def test_switching_takes_the_links_account_when_the_person_says_so(
        browser: Any, server: Server, shots: Path) -> None:
    page = signed_in(browser, server, "alice", "en-US")
    bob = token("bob")
    open_link(page, server, bob)
    dialog = page.locator("#switch-dialog")
    dialog.wait_for(state="visible", timeout=QUICK)
    assert "Signed in as: alice" in dialog.inner_text()
    assert "This link signs in as: bob" in dialog.inner_text()
    page.screenshot(path=shots / "signin-switch-en-desktop.png")
    page.click("#switch-take")
    shows(page, "bob")
    assert kept_token(page) == bob


def test_a_fresh_token_for_the_same_user_or_a_bad_one_asks_nothing(
        browser: Any, server: Server) -> None:
    page = signed_in(browser, server, "carol", "en-US")
    fresh = token("carol", ttl=7200)
    open_link(page, server, fresh)
    shows(page, "carol")
    assert page.locator("#switch-dialog").is_hidden() and kept_token(page) == fresh
    # Watched from the moment the page starts: on a busy machine the page's load event (fonts)
    # can come after the toast has been shown.
    open_link(page, server, token("mallory", secret="not-the-servers-secret-0123456789"),
              until="commit")
    page.wait_for_selector("#toast.show.error", timeout=QUICK * 4)
    assert page.locator("#switch-dialog").is_hidden() and kept_token(page) == fresh
