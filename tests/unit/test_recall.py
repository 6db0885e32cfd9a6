"""Hybrid recall over the message history: tokens, fusion, scoping, dates, provenance."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.graph.models import store_index_config
from strata_layered.graph.prompts.reply import render_messages, sections_by_name
from strata_layered.graph.retrieval.assembly import assemble, gather
from strata_layered.graph.retrieval.types import nothing_retrieved
from strata_layered.memory.context.context_builder import SECTION_ORDER, section_items
from strata_layered.memory.context.fusion import min_max, reciprocal_rank_fusion, weighted_fusion
from strata_layered.memory.context.scoring import WEIGHTS, memory_score
from strata_layered.memory.forgetting.privacy import forget_conversation, forget_user
from strata_layered.memory.history.index import HistoryEntry, HistoryIndex, index_for
from strata_layered.memory.history.recall import (
    dated_lines,
    dates_named,
    fuse,
    named_speaker,
    render_recalled,
    with_neighbors,
)
from strata_layered.memory.text.bm25 import BM25Index, tokenize

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)


def test_chinese_is_split_into_bigrams_and_english_into_stemmed_words() -> None:
    assert tokenize("我家养了一只猫") == ["我家", "家养", "养了", "了一", "一只", "只猫",
                                    "家", "养", "只", "猫"]
    assert tokenize("猫") == ["猫"]
    assert tokenize("的") == []  # a lone function character says nothing
    assert tokenize("I went to the LGBTQ support groups") == ["went", "lgbtq", "support",
                                                              "group"]
    assert tokenize("Painting paintings") == ["paint", "paint"]
    assert tokenize("喜欢Python编程") == ["喜欢", "喜", "欢", "python", "编程", "编", "程"]
    assert tokenize("ＡＢＣ　１２３") == ["abc", "123"]  # full-width folds


def test_bm25_ranks_the_matching_document_first_in_either_language() -> None:
    index: BM25Index[str] = BM25Index()
    docs = {"cat": "我家养了一只橘猫，叫咪咪", "reno": "客厅装修想要现代简约风格",
            "hike": "I went hiking at Mount Tam yesterday", "tea": "I prefer green tea"}
    for key, text in docs.items():
        index.add(key, tokenize(text))
    assert index.search(tokenize("咪咪是什么猫"), 1)[0][0] == "cat"
    assert index.search(tokenize("装修风格"), 1)[0][0] == "reno"
    assert index.search(tokenize("Where did I go hiking?"), 1)[0][0] == "hike"
    index.remove("hike")
    assert all(k != "hike" for k, _ in index.search(tokenize("hiking"), 5))
    assert len(index) == 3


def test_fusion_rewards_agreement_and_scales_to_one() -> None:
    rrf = reciprocal_rank_fusion([["x", "a"], ["y", "a"]])
    assert max(rrf, key=lambda k: rrf[k]) == "a"  # second in both lists beats first in one
    scaled = min_max({"x": 2.0, "y": 1.0, "z": 0.0})
    assert scaled == {"x": 1.0, "y": 0.5, "z": 0.0}
    fused = weighted_fusion([{"a": 1.0, "b": 0.5}, {"b": 1.0}], [0.5, 0.5])
    assert fused["b"] > fused["a"]


def _entry(seq: int, text: str, *, days: int = 0, conversation: str = "c") -> HistoryEntry:
    return HistoryEntry(conversation=conversation, seq=seq, message_id=f"m{seq}", role="user",
                        created_at=T0 + timedelta(days=days), content=text)


def test_dates_named_in_chinese_english_and_relative_words() -> None:
    now = datetime(2023, 5, 10, tzinfo=UTC)
    assert dates_named("5月1日我们聊了什么？", now) == {date(2023, 5, 1)}
    assert dates_named("2023-04-28 那天呢", now) == {date(2023, 4, 28)}
    assert dates_named("What happened on 8 May, 2023?", now) == {date(2023, 5, 8)}
    assert dates_named("昨天说的电影", now) == {date(2023, 5, 9)}
    assert dates_named("12月25日", now) == {date(2022, 12, 25)}  # not in the future
    assert dates_named("我喜欢猫", now) == set()
    # the table phrasing shares (memory/language/dates.py): 昨晚 is yesterday; what is yet to come
    # names no message to recall
    assert dates_named("昨晚我跟你说了什么", now) == {date(2023, 5, 9)}
    assert dates_named("明天要做什么", now) == set()


def test_fused_recall_favours_agreement_and_named_dates() -> None:
    a, b, c = _entry(1, "a"), _entry(2, "b"), _entry(3, "c", days=3)
    fused = fuse([(a, 5.0), (b, 1.0)], [(b, 0.9), (a, 0.85)], dated=[c])
    assert {r.entry.seq: r.why for r in fused} == {1: "both", 2: "both", 3: "date"}
    assert all(0.0 <= r.relevance <= 1.0 for r in fused)
    # Equal keyword scores: the line the dense search also found ranks above the other.
    x, y = _entry(4, "x"), _entry(5, "y")
    relevance = {r.entry.seq: r.relevance for r in fuse([(x, 5.0), (y, 5.0)], [(y, 0.9)])}
    assert relevance[y.seq] > relevance[x.seq]
    assert render_recalled(a, "Caroline") == "Caroline: a"


def test_index_is_scoped_to_user_and_agent_and_forgets() -> None:
    index = HistoryIndex()
    index.add("alice", "bot", [_entry(1, "我家养了一只猫")], [[1.0, 0.0]], model="m")
    index.add("bob", "bot", [_entry(1, "我家养了一只猫")], [[1.0, 0.0]], model="m")
    index.add("alice", "other", [_entry(1, "我家养了一只猫")])
    assert len(index.lexical("alice", "bot", tokenize("猫"), limit=10)) == 1
    assert [e.seq for e, _ in index.dense("alice", "bot", [1.0, 0.0], model="m", limit=5)] == [1]
    assert index.dense("alice", "bot", [1.0, 0.0], model="other-model", limit=5) == []
    assert [e.message_id for e in index.pending("alice", "other", "m", 10)] == ["m1"]
    assert index.forget("alice", "bot", "c") == 1
    assert index.lexical("alice", "bot", tokenize("猫"), limit=10) == []
    assert index.size("bob", "bot") == 1
    assert index.forget("alice") == 1 and index.size("alice", "other") == 0


def test_a_pause_starts_a_session_and_neighbours_stay_inside_it() -> None:
    index = HistoryIndex()
    entries = [_entry(1, "a"), _entry(2, "b"), _entry(3, "c", days=1), _entry(4, "d", days=1)]
    index.add("u", "bot", entries)
    assert [e.seq for e in index.neighbors("u", "bot", entries[1])] == [1]
    assert [e.seq for e in index.neighbors("u", "bot", entries[2])] == [4]
    first, _, third, fourth = index.sessions("u", "bot", entries)
    assert first != third and third == fourth
    found = with_neighbors(fuse([(entries[1], 3.0)], []),
                           lambda e: index.neighbors("u", "bot", e))
    assert [(r.entry.seq, r.why) for r in found] == [(2, "lexical"), (1, "neighbor")]


def test_a_strong_hit_lifts_the_rest_of_its_session() -> None:
    hit, same, other = _entry(1, "hit"), _entry(2, "same"), _entry(9, "other", days=5)
    sessions = {1: "s1", 2: "s1", 9: "s2"}
    lexical = [(hit, 4.0), (same, 1.0), (other, 1.0)]
    flat = {r.entry.seq: r.relevance for r in fuse(lexical, [])}
    lifted = {r.entry.seq: r.relevance
              for r in fuse(lexical, [], session_of=lambda e: sessions[e.seq])}
    assert flat[2] == flat[9] and lifted[2] > lifted[9]
    assert lifted[1] == max(lifted.values()) and all(0.0 <= v <= 1.0 for v in lifted.values())


def test_recalled_messages_are_rendered_in_time_order_under_one_date_per_day() -> None:
    items = [{"text": "Mia: later", "source": {"created_at": "2023-05-09T10:00:00+00:00"}},
             {"text": "user: first", "source": {"created_at": "2023-05-08T10:00:00+00:00"}},
             {"text": "Mia: second", "source": {"created_at": "2023-05-08T10:01:00+00:00"}}]
    assert dated_lines(items) == ["2023-05-08", "user: first", "Mia: second",
                                  "2023-05-09", "Mia: later"]


async def _talk(graph, ctx: Context, thread: str, turns: list[tuple[str, str, str]]) -> None:  # type: ignore[no-untyped-def]
    for text, reply, at in turns:
        await graph.ainvoke({"user_text": text, "supplied_reply": reply, "now": at},
                            {"configurable": {"thread_id": thread}}, context=ctx)


async def test_graph_recalls_old_messages_with_dates_and_provenance_within_budget() -> None:
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    alice = Context(user_id="alice", agent_id="Mia", model="offline", window_messages=4)
    bob = Context(user_id="bob", agent_id="Mia", model="offline", window_messages=4)
    old = [("我家养了一只橘猫，叫咪咪", "咪咪这个名字真可爱", "2023-05-08T10:00:00+00:00"),
           ("I went hiking at Mount Tam", "Sounds fun!", "2023-05-09T10:00:00+00:00")]
    filler = [(f"今天第{i}次喝水", "好的", f"2023-06-0{1 + i}T10:00:00+00:00") for i in range(5)]
    await _talk(graph, alice, "a1", old)
    await _talk(graph, alice, "a2", filler)  # another conversation: recall spans them all
    await _talk(graph, bob, "b1", [("我的猫叫大黄", "好名字", "2023-05-08T11:00:00+00:00")])
    await drain()

    now = datetime(2023, 7, 1, tzinfo=UTC)
    retrieved = await gather(store, alice, query="我的猫叫什么名字？", topic_id=None, now=now)
    texts = [r["content"] for r in retrieved["recalled"]]
    assert "我家养了一只橘猫，叫咪咪" in texts
    assert all("大黄" not in t for t in texts)  # never another user's messages

    context = assemble(retrieved, alice, query="我的猫叫什么名字？", recent=[], summary="",
                       conversation="a2", now=now, new_topic=False, budget=400)
    assert context["total_tokens"] <= 400
    assert [s["name"] for s in context["sections"]] == list(SECTION_ORDER)
    recalled = section_items(context, "recalled_history")
    cat = next(i for i in recalled if "咪咪" in i["text"])
    assert cat["text"].startswith("user: 我家养了一只橘猫")
    assert cat["source"]["created_at"].startswith("2023-05-08")
    assert cat["source"]["kind"] == "message" and cat["source"]["conversation"] == "a1"
    assert cat["source"]["message_id"] and cat["tokens"] > 0 and cat["score"] > 0
    replies = [i for i in recalled if i["text"].startswith("Mia:")]
    assert replies, "the agent's replies are recalled too, named by the agent id"
    system = render_messages(sections_by_name(context))[0][1]
    assert "\n2023-05-08\nuser: 我家养了一只橘猫" in system  # the model sees the date

    await forget_conversation(store, None, "alice", "Mia", "a1")
    retrieved = await gather(store, alice, query="我的猫叫什么名字？", topic_id=None, now=now)
    assert all("咪咪" not in r["content"] for r in retrieved["recalled"])
    await forget_user(store, None, "bob")
    assert index_for(store).size("bob", "Mia") == 0


def test_a_memory_that_repeats_its_message_is_merged_into_the_dated_message() -> None:
    ctx = Context(user_id="alice", agent_id="Mia", model="offline")
    said = "I started pottery classes last week, it is so relaxing"
    memory = {"id": "mem-1", "content": "I started pottery classes last week",
              "memory_type": "preference", "scope": "global", "importance": 4,
              "confidence": 0.9, "updated_at": T0.isoformat(), "similarity": 0.9,
              "conversation": "c", "message_id": "m7"}
    other = {**memory, "id": "mem-2", "content": "Alice keeps bees", "message_id": "m1"}
    recalled = [{"conversation": "c", "seq": 7, "message_id": "m7", "role": "user",
                 "created_at": T0.isoformat(), "content": said, "relevance": 0.1,
                 "why": "dense"}]
    retrieved = {**nothing_retrieved("p"), "memories": [memory, other], "recalled": recalled}
    context = assemble(retrieved, ctx, query="what relaxes me?", recent=[], summary="",
                       conversation="c", now=T0 + timedelta(days=2), new_topic=False,
                       budget=2000)
    memories = section_items(context, "memories")
    assert [m["source"]["memory_id"] for m in memories] == ["mem-2"]  # not repeated
    (message,) = section_items(context, "recalled_history")
    assert message["source"]["memory_id"] == "mem-1" and message["text"] == f"user: {said}"
    took = memory_score(similarity=0.9, importance=4, confidence=0.9, updated_at=T0,
                        now=T0 + timedelta(days=2), weights=WEIGHTS["detail"])
    assert message["score"] == took  # the memory's score, above its own low relevance


def test_a_query_naming_one_speaker_favours_that_speakers_messages() -> None:
    names = {"user": "Caroline", "assistant": "Melanie"}
    assert named_speaker("What did Melanie paint last year?", names) == "assistant"
    assert named_speaker("When did caroline go to the support group?", names) == "user"
    assert named_speaker("What do Caroline and Melanie have in common?", names) is None
    assert named_speaker("Melanies? Carolines?", names) is None  # whole words only
    assert named_speaker("小美说过什么？", {"user": "u1", "assistant": "小美"}) == "assistant"
    assert named_speaker("what is the default?", {"user": "default", "assistant": "x"}) is None
    hers = HistoryEntry(conversation="c", seq=1, message_id="m1", role="assistant",
                        created_at=T0, content="I painted a lake")
    his = HistoryEntry(conversation="c", seq=9, message_id="m9", role="user",
                       created_at=T0 + timedelta(days=9), content="I painted a lake too")
    both = [(hers, 1.0), (his, 1.0)]
    plain = {r.entry.seq: r.relevance for r in fuse(both, [])}
    favoured = {r.entry.seq: r.relevance
                for r in fuse(both, [], favoured=lambda e: e.role == "assistant")}
    assert plain[1] == plain[9] and favoured[1] > favoured[9]


async def test_a_message_that_says_nothing_is_never_recalled() -> None:
    # 李雪's imported history (development) recalled "谢谢你的建议，我会去尝试一下。" and "Thanks"
    # beside the turns that answered: tokens spent on nothing a question could need.
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    alice = Context(user_id="alice", agent_id="Mia", model="offline", window_messages=2)
    said = [("最近我在学习烹饪，有什么好的菜谱可以推荐吗？", "川菜和粤菜都不错。",
             "2023-05-08T10:00:00+00:00"),
            ("谢谢你的建议，我会去尝试一下。", "Thanks!", "2023-05-08T10:01:00+00:00"),
            ("I went hiking at Mount Tam", "Sounds fun!", "2023-05-09T10:00:00+00:00")]
    await _talk(graph, alice, "a1", said)
    water = [(f"今天第{i}次喝水", "好的", f"2023-06-0{1 + i}T10:00:00+00:00") for i in range(3)]
    await _talk(graph, alice, "a2", water)
    await drain()
    retrieved = await gather(store, alice, query="我在学做什么菜？", topic_id=None,
                             now=datetime(2023, 7, 1, tzinfo=UTC))
    texts = [r["content"] for r in retrieved["recalled"]]
    assert "最近我在学习烹饪，有什么好的菜谱可以推荐吗？" in texts
    for nothing in ("谢谢你的建议，我会去尝试一下。", "Thanks!", "Sounds fun!"):
        assert nothing not in texts, texts


async def test_a_one_word_answer_to_the_assistant_is_still_recalled() -> None:
    # review33: the chatter rows screened recall, and their one_word row (≤ 2 Chinese
    # characters, one English word) took the user's answer to "搬到哪个城市了？" with them.
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    alice = Context(user_id="alice", agent_id="Mia", model="offline", window_messages=2)
    said = [("我上个月搬家了", "搬到哪个城市了？", "2023-05-08T10:00:00+00:00"),
            ("杭州", "杭州很美！", "2023-05-08T10:01:00+00:00"),
            ("I moved last month too", "Where to?", "2023-05-09T10:00:00+00:00"),
            ("Boston.", "Nice city!", "2023-05-09T10:01:00+00:00")]
    await _talk(graph, alice, "a1", said)
    water = [(f"今天第{i}次喝水", "好的", f"2023-06-0{1 + i}T10:00:00+00:00") for i in range(3)]
    await _talk(graph, alice, "a2", water)
    await drain()
    for query, answer in (("我搬家搬到哪个城市了？", "杭州"),
                          ("Where did I move to last month?", "Boston.")):
        retrieved = await gather(store, alice, query=query, topic_id=None,
                                 now=datetime(2023, 7, 1, tzinfo=UTC))
        texts = [r["content"] for r in retrieved["recalled"]]
        assert answer in texts, (query, texts)
