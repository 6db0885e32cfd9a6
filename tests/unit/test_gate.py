"""Candidate gate (seed 003): which turns may reach long-term memory, and why not."""

from __future__ import annotations

import pytest

from strata_layered.memory.gate.judgement import SKIP_CATEGORIES, Judgement
from strata_layered.memory.gate.reasons import language_of, reason
from strata_layered.memory.gate.rules import (
    fast_reject,
    keyword_fallback,
    normalize_judgement,
    safety_boundary,
)

REPLY = "好的，我明白了。"

# Seed 003's reasons, verbatim: they are what the audit log shows the user.
REASON_EMPTY = "用户消息或 Agent 回复为空，不进入长期记忆候选。"
REASON_SHORT = "用户消息过短且没有明确记忆信号，判断为寒暄或临时互动。"
REASON_ACK = "本轮是普通寒暄、确认或结束语，不适合作为长期记忆。"
REASON_DUPLICATE = "用户消息与已有长期记忆完全重复，不需要再次抽取。"
REASON_UNSAFE = "本轮疑似包含敏感隐私或凭证信息，不进入长期记忆。"


def judge(
    user_text: str,
    *,
    reply: str = REPLY,
    existing: tuple[str, ...] = (),
    memory_enabled: bool = True,
) -> Judgement:
    """The gate as the graph runs it when no model is configured."""
    judgement = (
        safety_boundary(user_text, memory_enabled=memory_enabled)
        or fast_reject(user_text, reply, existing)
        or keyword_fallback(user_text)
    )
    return normalize_judgement(judgement)


# --- fast reject, rule by rule, in the seed's order -------------------------------------


@pytest.mark.parametrize(
    ("user_text", "reply"),
    [("", REPLY), ("记住，我不喜欢被催促", ""), ("", ""), ("记住，我不喜欢被催促", "  \n ")],
    ids=["no-user-text", "no-reply", "both-empty", "whitespace-only-reply"],
)
def test_empty_turn_is_unclear(user_text: str, reply: str) -> None:
    judgement = fast_reject(user_text, reply, [])
    assert judgement is not None, "a turn without a real reply must not reach extraction"
    assert (judgement.should_extract, judgement.category) == (False, "unclear")
    assert judgement.reason == REASON_EMPTY


def test_empty_check_comes_before_every_other_rule() -> None:
    judgement = fast_reject("哈哈", "", ["哈哈"])
    assert judgement is not None and judgement.category == "unclear"


@pytest.mark.parametrize(
    "user_text", ["哈哈", "在吗", "嗯嗯嗯", "你好呀", "干嘛呢？", "hi", "never"]
)
def test_short_text_without_signal_is_small_talk(user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, [])
    assert judgement is not None
    assert (judgement.should_extract, judgement.category) == (False, "small_talk")
    assert judgement.reason == reason("short", language_of(user_text))
    if language_of(user_text) == "zh":
        assert judgement.reason == REASON_SHORT


@pytest.mark.parametrize(
    ("signal", "user_text"),
    [("记住", "记住啊"), ("以后", "以后呢"), ("喜欢", "我喜欢你"), ("讨厌", "讨厌鬼"),
     ("不要", "不要催我"), ("别再", "别再这样")],
)
def test_short_text_with_a_seed_signal_is_not_rejected(signal: str, user_text: str) -> None:
    assert fast_reject(user_text, REPLY, []) is None
    # Without its signal the same text is small talk: the signal is what lets it through.
    judgement = fast_reject(user_text.replace(signal, ""), REPLY, [])
    assert judgement is not None and judgement.reason == REASON_SHORT


@pytest.mark.parametrize(("short", "long"), [("明天要上班", "明天要去上班"), ("I ran", "I ran.")])
def test_the_short_text_rule_stops_at_six_characters(short: str, long: str) -> None:
    """Seed 003: user text shorter than 6 characters with no memory signal is small talk."""
    judgement = fast_reject(short, REPLY, [])
    assert judgement is not None
    assert (judgement.category, judgement.reason) == (
        "small_talk", reason("short", language_of(short)))  # the seed's text for Chinese
    assert fast_reject(long, REPLY, []) is None


@pytest.mark.parametrize("user_text", ["好的", "哈哈哈", "晚安~", "OK", "嗯"])
def test_short_acknowledgements_hit_the_length_rule_first(user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, [])
    assert judgement is not None and judgement.category == "small_talk"
    assert judgement.reason == reason("short", language_of(user_text))


@pytest.mark.parametrize(
    "user_text",
    [
        "哈哈哈哈哈哈哈",
        "谢谢！！！！",
        "好的。。。。",
        "晚安～～～～",
        "拜拜!!!!!",
        "OK!!!!",
        "再见~~~ ~",
    ],
)
def test_long_acknowledgements_are_small_talk(user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, [])
    assert judgement is not None
    assert (judgement.should_extract, judgement.category) == (False, "small_talk")
    assert judgement.reason == reason("ack", language_of(user_text))


@pytest.mark.parametrize(
    "user_text", ["Thank you!", "good night~", "see you!!", "got it.", "Alright!!", "hello"]
)
def test_english_acknowledgements_are_small_talk(user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, [])
    assert judgement is not None and judgement.category == "small_talk"


@pytest.mark.parametrize(
    "user_text",
    ["好的，以后叫我阿杰", "哈哈哈，我喜欢你这个说法", "OK, from now on answer in English"],
)
def test_acknowledgement_followed_by_content_is_not_rejected(user_text: str) -> None:
    assert fast_reject(user_text, REPLY, []) is None


@pytest.mark.parametrize(
    ("existing", "user_text"),
    [
        ("我不喜欢被催促。", "我不喜欢被催促"),
        ("我不喜欢被催促", "  我不喜欢被催促！ "),
        ("以后回复短一点", "以后回复短一点～"),
        ("I prefer TEA over coffee.", "i prefer tea over coffee"),
        ("我喜欢ＡＢＣ音乐", "我喜欢ABC音乐"),
    ],
)
def test_exact_duplicate_after_normalisation(existing: str, user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, ["我养了一只猫", existing])
    assert judgement is not None
    assert (judgement.should_extract, judgement.category) == (False, "duplicate")
    assert judgement.reason == reason("duplicate", language_of(user_text))


def test_near_duplicate_is_not_a_duplicate() -> None:
    assert fast_reject("我不喜欢被别人催促", REPLY, ["我不喜欢被催促"]) is None


@pytest.mark.parametrize(
    "keyword",
    [
        "密码",
        "验证码",
        "身份证",
        "银行卡",
        "住址",
        "手机号",
        "电话",
        "token",
        "TOKEN",
        "api key",
        "API Key",
        "apikey",
        "secret",
        "密钥",
    ],
)
def test_seed_sensitive_keywords_are_unsafe(keyword: str) -> None:
    judgement = fast_reject(f"帮我记一下我的{keyword}好吗", REPLY, [])
    assert judgement is not None
    assert (judgement.should_extract, judgement.category) == (False, "unsafe")
    assert judgement.reason == REASON_UNSAFE


@pytest.mark.parametrize(
    "user_text",
    [
        "my password is hunter22",
        "the verification code is 845921",
        "here is my credit card number",
        "my home address is 5 Elm Street",
        "my PIN is 4821",
    ],
)
def test_english_sensitive_turns_are_unsafe(user_text: str) -> None:
    judgement = fast_reject(user_text, REPLY, [])
    assert judgement is not None and judgement.category == "unsafe"


def test_fast_reject_rules_apply_in_seed_order() -> None:
    # short beats unsafe; ack beats duplicate; duplicate beats unsafe.
    short_secret = fast_reject("密码呢", REPLY, [])
    assert short_secret is not None and short_secret.category == "small_talk"
    ack_dup = fast_reject("哈哈哈哈哈哈", REPLY, ["哈哈哈哈哈哈"])
    assert ack_dup is not None and ack_dup.reason == REASON_ACK
    dup_secret = fast_reject("我的手机号不想告诉别人", REPLY, ["我的手机号不想告诉别人"])
    assert dup_secret is not None and dup_secret.category == "duplicate"


def test_ordinary_turn_passes_fast_reject() -> None:
    assert fast_reject("我最近在学做饭，想要多一些家常菜谱", REPLY, ["我喜欢猫"]) is None


# --- safety boundary: runs before everything ------------------------------------------


def test_memory_switched_off_blocks_even_explicit_requests() -> None:
    judgement = judge("记住，我不喜欢被催促", memory_enabled=False)
    assert judgement.should_extract is False
    assert (judgement.category, judgement.source) == ("unclear", "safety")
    assert judge("记住，我不喜欢被催促").should_extract is True


@pytest.mark.parametrize(
    "user_text",
    [
        "这个别记，其实我很讨厌加班",
        "不要记住这件事：我喜欢她",
        "这段不用记，我以后再说",
        "don't remember this: I hate my job",
        "Please forget what I said about my ex",
        "off the record, I'm looking for a new job",
        "Do not save this, I like him",
    ],
)
def test_asking_not_to_be_remembered_blocks_extraction(user_text: str) -> None:
    blocked = safety_boundary(user_text)
    assert blocked is not None and blocked.source == "safety"
    assert judge(user_text).should_extract is False


@pytest.mark.parametrize(
    "user_text",
    [
        "记住我的生日是三月五号，别记错了",
        "别忘了这周五是我的生日",
        "不要记混了，我对花生过敏，不是对虾过敏",
        "Don't forget that I'm vegetarian",
        "Never forget that my daughter's birthday is May 3",
    ],
)
def test_asking_to_remember_correctly_is_not_a_refusal(user_text: str) -> None:
    """「别记错」/「别忘了」/"don't forget" ask for the opposite of 「别记」."""
    assert safety_boundary(user_text) is None
    assert judge(user_text).should_extract is True


def test_secrets_are_stopped_by_the_boundary_before_fast_reject() -> None:
    # Short enough for the small-talk rule, yet the boundary reports it as unsafe.
    judgement = judge("密码呢")
    assert (judgement.category, judgement.source) == ("unsafe", "safety")
    judgement = judge("记一下 13812345678")
    assert judgement.category == "unsafe" and "phone" in judgement.reason


def test_ordinary_text_passes_the_boundary() -> None:
    assert safety_boundary("以后回复尽量短一点") is None


# --- keyword fallback: seed 003's signals ----------------------------------------------

EXPLICIT = {
    "记住": "记住，我对花生过敏",
    "记一下": "记一下：我周三下午有课",
    "以后": "以后回复尽量短一点",
    "下次": "下次推荐电影先问问我",
    "别再": "别再叫我全名了",
    "不要再": "不要再提醒我减肥了",
    "我喜欢": "我喜欢简洁的回答",
    "我不喜欢": "我不喜欢被催促",
    "我讨厌": "我讨厌说教",
    "我习惯": "我习惯早上跑步",
    "我的习惯": "我的习惯是先听结论",
    "我的边界": "我的边界是不聊感情史",
    "我的偏好": "我的偏好是中文回答",
    "我希望你": "我希望你多鼓励我",
    "你以后": "你以后叫我阿杰就行",
}
BOUNDARY = {
    "不要": "不要叫我宝贝",
    "别": "别拿我跟邻居家孩子比较",
    "拒绝": "拒绝聊任何政治话题",
    "不接受": "不接受冷暴力",
    "底线": "撒谎是底线问题",
    "边界": "请注意边界感",
    "禁忌": "宗教话题是禁忌",
    "雷点": "被说教是雷点",
    "不舒服": "那样开玩笑让人很不舒服",
}
PREFERENCE = {
    "喜欢": "周末在家喜欢听播客",
    "不喜欢": "对香菜一直不喜欢",
    "偏好": "咖啡偏好美式",
    "习惯": "晚上有熬夜的习惯",
    "更想": "比起看电影更想去爬山",
    "更希望": "更希望听到真实的意见",
    "受不了": "受不了太甜的奶茶",
    "讨厌": "很讨厌下雨天出门",
    "想要你": "想要你多夸夸我",
    "希望你": "希望你多推荐点好书",
}
FACT = {
    "生日": "下周三是生日",
    "工作": "在一家游戏公司工作",
    "学校": "学校在杭州",
    "家人": "家人都在成都",
    "朋友": "最好的朋友叫小林",
    "伴侣": "伴侣是一名医生",
    "前任": "前任叫小美",
    "城市": "在这个城市待了三年",
    "搬家": "过两周要搬家到深圳",  # 下个月要… is a plan on its own (row plan_ahead)
    "生病": "上周生病了",
    "考试": "六月份有一场考试",
    "面试": "下周有个面试",
    "项目": "负责公司的支付项目",
    "目标": "年底的目标是跑完半马",
    "计划": "计划去日本留学",  # 明年去… is a plan on its own (row plan_ahead)
}


@pytest.mark.parametrize(("keyword", "text"), EXPLICIT.items(), ids=EXPLICIT.keys())
def test_explicit_signal_is_a_confident_stable_candidate(keyword: str, text: str) -> None:
    assert keyword_fallback(text.replace(keyword, "")).confidence != 0.85  # the keyword says it
    judgement = keyword_fallback(text)
    assert judgement.source == "keyword_fallback"
    assert judgement.should_extract is True
    assert (judgement.confidence, judgement.stability) == (0.85, "stable")
    assert judgement.importance >= 4
    assert normalize_judgement(judgement).should_extract is True


def test_a_firm_limit_on_how_the_user_is_spoken_to_is_a_boundary_before_a_style() -> None:
    # Seed 003's boundary words 不接受 / 拒绝 / 底线 name a limit: the row firm_boundary puts it
    # before the style it is about (说话), which would otherwise make it a style request.
    assert keyword_fallback("我不接受你用命令的口气跟我说话").category == "boundary"
    assert keyword_fallback("以后跟我说话温柔一点").category == "conversation_style"


@pytest.mark.parametrize(("keyword", "text"), BOUNDARY.items(), ids=BOUNDARY.keys())
def test_boundary_signal(keyword: str, text: str) -> None:
    assert normalize_judgement(keyword_fallback(text.replace(keyword, ""))).category != "boundary"
    judgement = normalize_judgement(keyword_fallback(text))
    assert (judgement.should_extract, judgement.category, judgement.importance) == (
        True,
        "boundary",
        4,
    )


@pytest.mark.parametrize(("keyword", "text"), PREFERENCE.items(), ids=PREFERENCE.keys())
def test_preference_signal(keyword: str, text: str) -> None:
    without = normalize_judgement(keyword_fallback(text.replace(keyword, "")))
    assert without.category != "preference"
    judgement = normalize_judgement(keyword_fallback(text))
    assert (judgement.should_extract, judgement.category) == (True, "preference")


@pytest.mark.parametrize(("keyword", "text"), FACT.items(), ids=FACT.keys())
def test_important_fact_signal(keyword: str, text: str) -> None:
    without = normalize_judgement(keyword_fallback(text.replace(keyword, "")))
    assert without.category != "important_fact"
    judgement = normalize_judgement(keyword_fallback(text))
    assert (judgement.should_extract, judgement.category) == (True, "important_fact")
    assert judgement.confidence == 0.6  # inferred, not stated: lower than explicit


@pytest.mark.parametrize(
    ("text", "category"),
    [
        ("Please remember that I'm vegetarian", None),
        ("Never call me sweetie", "boundary"),
        ("Honestly, jazz is my favourite", "preference"),
        ("My birthday is on March 5th", "important_fact"),
    ],
)
def test_english_signals(text: str, category: str | None) -> None:
    judgement = normalize_judgement(keyword_fallback(text))
    assert judgement.should_extract is True
    if category:
        assert judgement.category == category
    else:
        assert judgement.confidence == 0.85


@pytest.mark.parametrize(
    "text", ["你觉得明天会下雨吗", "给我讲个笑话吧", "今天天气真不错呀", "Tell me a joke"]
)
def test_no_signal_is_not_extracted(text: str) -> None:
    judgement = keyword_fallback(text)
    # A question or a request is small talk by its shape; the weather, by having no signal.
    assert judgement.should_extract is False
    assert judgement.category in ("unclear", "small_talk")


def test_passing_moods_are_not_remembered_but_habits_are() -> None:
    mood = keyword_fallback("今天工作好累")
    assert mood.stability == "temporary"
    assert normalize_judgement(mood).should_extract is False
    habit = normalize_judgement(keyword_fallback("我一直都很讨厌加班，今天又加班了"))
    assert habit.should_extract is True and habit.stability != "temporary"


# --- normalisation: product rules the model cannot override ----------------------------


def model_says(**overrides: object) -> Judgement:
    """A confident model judgement that wants extraction, with some fields changed."""
    fields: dict = {
        "should_extract": True,
        "confidence": 0.95,
        "category": "preference",
        "stability": "stable",
        "importance": 5,
        "reason": "用户明确表达了偏好",
        "candidate_facts": ["用户喜欢猫"],
        "source": "model:json_schema",
    }
    return Judgement(**{**fields, **overrides})


# Seed 003's skip categories, written out: a category dropped from the product's set is
# still tested here.
SEED_SKIP_CATEGORIES = ["small_talk", "temporary_emotion", "assistant_generated", "duplicate",
                        "unsafe"]


@pytest.mark.parametrize("category", SEED_SKIP_CATEGORIES)
def test_skip_categories_are_never_extracted(category: str) -> None:
    assert normalize_judgement(model_says(category=category)).should_extract is False


def test_skip_categories_are_exactly_the_seeds() -> None:
    assert set(SEED_SKIP_CATEGORIES) == SKIP_CATEGORIES


@pytest.mark.parametrize(
    "category",
    [
        "preference",
        "boundary",
        "relationship_goal",
        "conversation_style",
        "important_fact",
        "identity_profile",
    ],
)
def test_memory_categories_pass(category: str) -> None:
    assert normalize_judgement(model_says(category=category)).should_extract is True


def test_temporary_stability_is_skipped() -> None:
    assert normalize_judgement(model_says(stability="temporary")).should_extract is False
    assert normalize_judgement(model_says(stability="likely_stable")).should_extract is True


def test_zero_importance_is_skipped() -> None:
    assert normalize_judgement(model_says(importance=0)).should_extract is False
    assert normalize_judgement(model_says(importance=1)).should_extract is True


@pytest.mark.parametrize(
    ("confidence", "importance", "expected"),
    [
        (0.5, 3, False),
        (0.54, 1, False),
        (0.5, 4, True),
        (0.2, 5, True),
        (0.55, 3, True),
        (0.55, 1, True),
    ],
)
def test_low_confidence_needs_high_importance(
    confidence: float, importance: int, expected: bool
) -> None:
    judgement = model_says(confidence=confidence, importance=importance)
    assert normalize_judgement(judgement).should_extract is expected


def test_normalisation_clamps_the_models_fields_to_the_schema() -> None:
    judgement = normalize_judgement(
        model_says(
            confidence=1.7,
            importance=9,
            reason="原因" * 200,
            candidate_facts=["  ", "事实" * 100, "b", "c", "d"],
        )
    )
    assert judgement.confidence == 1.0 and judgement.importance == 5
    assert len(judgement.reason) == 300
    assert len(judgement.candidate_facts) == 3
    assert len(judgement.candidate_facts[0]) == 120 and judgement.candidate_facts[1:] == ["b", "c"]


def test_normalisation_never_turns_a_no_into_a_yes() -> None:
    assert normalize_judgement(model_says(should_extract=False)).should_extract is False


# --- realistic turns end to end: boundary → fast reject → fallback → normalise ----------

TURNS = [
    # Chinese, worth remembering
    ("记住，我不喜欢被催促", True),
    ("以后回复尽量短一点，别长篇大论", True),
    ("我希望我们先维持朋友的边界", True),
    ("我喜欢猫，家里养了两只布偶", True),
    ("下周三我要去字节面试", True),
    ("我的生日是十月三号", True),
    ("别再叫我亲爱的了", True),
    ("我讨厌别人对我说教", True),
    ("我习惯晚上十二点以后才睡", True),
    ("你以后叫我阿杰就行", True),
    ("我正在准备考研，目标是明年上岸", True),
    ("我更希望你直接指出我的问题", True),
    ("记住我的生日是三月五号，别记错了", True),
    ("别忘了这周五是我的生日", True),
    # Chinese, not worth it (or not allowed)
    ("哈哈", False),
    ("好的", False),
    ("晚安~", False),
    ("哈哈哈哈哈哈哈", False),
    ("谢谢！！！！！", False),
    ("我今天有点烦", False),
    ("我刚吃完饭，现在在路上", False),
    ("今天工作好累啊", False),
    ("你觉得明天会下雨吗？", False),
    ("给我讲个笑话吧", False),
    ("我的银行卡密码是 123456，帮我记住", False),
    ("验证码 845921 帮我填一下", False),
    ("我的号码是 138 1234 5678，记一下", False),
    ("这个别记：其实我很讨厌我的工作", False),
    ("记一下我的邮箱 alice@example.com", False),
    # English, worth remembering
    ("Please remember that I hate being rushed.", True),
    ("From now on, keep your answers short.", True),
    ("I'm allergic to pollen, so keep that in mind.", True),
    ("My birthday is on October 3rd.", True),
    ("Don't ever call me sweetie again.", True),
    ("I prefer tea over coffee.", True),
    ("I have a job interview at Google next week.", True),
    ("Don't forget that I'm vegetarian.", True),
    # English, not worth it (or not allowed)
    ("ok", False),
    ("thanks!", False),
    ("good night~", False),
    ("lol", False),
    ("I'm so tired today", False),
    ("What's the weather like tomorrow?", False),
    ("Would you explain recursion again?", False),
    ("Can you help me debug this Python function?", False),
    ("don't remember this: my boss is a jerk", False),
    ("My password is hunter22", False),
    ("my api key is sk-abcdefghijklmnop1234567890", False),
]


@pytest.mark.parametrize(("user_text", "expected"), TURNS, ids=[t for t, _ in TURNS])
def test_realistic_turns(user_text: str, expected: bool) -> None:
    judgement = judge(user_text)
    assert judgement.should_extract is expected, judgement.reason


def test_existing_memory_makes_the_repeat_a_duplicate() -> None:
    judgement = judge("我不喜欢被催促！", existing=("我不喜欢被催促",))
    assert (judgement.should_extract, judgement.category) == (False, "duplicate")


# --- [beyond] reasons and labels in the user's language (issue 16) ------------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("Thanks so much! That sounds great, I'll give it a try.", "en"),
    ("好的，我会考虑你的建议。谢谢你的帮助，朋友！", "zh"),
    ("What do you think about that?", "en"),
    ("你还记得我叫什么吗？", "zh"),
])
def test_chatter_and_questions_are_small_talk_with_a_reason_in_the_users_language(
    text: str, lang: str
) -> None:
    judgement = judge(text)
    assert (judgement.should_extract, judgement.category) == (False, "small_talk")
    assert judgement.reason == reason("chatter", lang)  # type: ignore[arg-type]


def test_an_english_turn_gets_english_reasons_and_labels() -> None:
    from strata_layered.cli.talk import describe_turn
    from strata_layered.memory.gate.labels import label_for

    kept = judge("I love hiking and I have a cat named Mochi.")
    assert kept.should_extract and kept.reason.startswith("Keyword fallback matched")
    assert not any("\u4e00" <= ch <= "\u9fff" for ch in kept.reason)
    assert label_for("important_fact", "has a cat named Mochi") == "important fact"
    assert label_for("important_fact", "养了一只猫") == "重要事实"
    notes = describe_turn({"memory_writes": [
        {"action": "stored", "memory_type": "preference", "content": "loves hiking"}]})
    assert notes == ["· remembered: [preference] loves hiking"]
