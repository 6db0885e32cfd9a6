"""[beyond] A plan carried out: signed up, booked, bought what the user meant to (issue 24 lives38).

想报老年大学的书法班 then 书法班报上了 / 已经报名了, "I want to sign up for the pottery class"
then "I signed up for the pottery class", "I need to book flights to Lisbon" then "finally booked
the flights" left the plan active (the done turn kept nothing, or was kept beside it). The done
turn is read against the plans kept (memory/supersession/plans_done.py): the same act (`ACTS`) and
the same thing, or no thing said at all (已经报名了 after the plan); it is said anew as the plan
done that day, and it supersedes the plan (memory/supersession/endings.py `said_anew`, retimes.py
`anew_target`).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 lives38 (probe37's 老年大学书法班报上了 after 想报老年大学的书法班; "
          "own sentences)")

ACTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("sign_up", ("报", "注册", "sign", "enrol", "regist")),
    ("book", ("订", "预", "book", "reserv")),
    ("buy", ("买", "入手", "buy", "bought", "purchas")),
    ("pass", ("考", "pass", "take")),  # probe38: 驾照考下来了 after 打算考驾照
)
"""The acts a plan is done by, each with the stems its verbs start with (both languages)."""

PLAN_DONE = Row(
    "plan_done",
    re.compile(
        r"(?<![没不未还别])(?<!没有)(?<!还没)(?P<zh>报上名?了|报好了|报名了|报了名|已经报了|注册好?了"
        r"|订好了|订上了|订到了|预订了|预定好?了|买好了|买到了|入手了|考下来了|考过了|考出来了)"
        r"(?![^，。！？!?]*[吗么][？?]?$)"
        r"|(?<!n't )(?<!not )(?<!never )"
        r"(?:^|\bi |\bwe |\bjust |\bfinally |\balready |\bofficially )"
        r"(?:just |finally |already |officially )?"
        r"(?P<en>signed (?:us |myself )?up|enrolled|registered|booked|reserved|bought|purchased"
        r"|passed)"
        r"\b(?![^.!?]*\?)", re.I),
    "a plan carried out (书法班报上了, 已经报名了, 'I signed up for the pottery class', 'finally "
    "booked the flights'): read against the plans kept, it is the plan done that day and ends "
    "the plan (memory/supersession/plans_done.py)",
    SOURCE,
    ("老年大学书法班报上了！", "已经报名了", "I signed up for the pottery class",
     "finally booked the flights", "机票订好了", "We booked the hotel", "驾照考下来了",
     "I passed my driving test!"),
    ("还没报上", "书法班报上了吗", "I haven't booked the flights", "Have you signed up?",
     "我想报书法班", "没报名"),
    contexts=("已经报名了",),
    before="想报老年大学的书法班",
)

PLAN_TO = Row(
    "plan_to",
    re.compile(
        r"(?:想|打算|准备|计划|要|得|需要|考虑)(?:去|先|尽快|早点|赶紧)?(?P<zh>报名?(?:参加)?|报个|报一个"
        r"|注册|订|预订|预定|买|考(?!虑|试))(?![了过])"
        r"|\b(?:wants?|wanted|plans?|planning|needs?|going|hop(?:e|es|ing)|would like|'d like"
        r"|meaning|trying) to (?:finally )?(?P<en>sign (?:up|myself up)|enrol+|register|book"
        r"|reserve|buy|take(?= (?:my|the|their|a) (?:\w+ )?(?:test|exam)\b))\b"
        r"|\bthinking (?:about|of) (?P<ing>signing up|enrolling|registering|booking|buying)\b",
        re.I),
    "a plan to sign up, book or buy (想报老年大学的书法班, 'wants to sign up for the pottery "
    "class'): what a plan done (plan_done) ends",
    SOURCE,
    ("想报老年大学的书法班", "打算订去三亚的机票", "wants to sign up for the pottery class",
     "need to book flights to Lisbon for March", "打算考驾照", "planning to take my driving test"),
    ("报上了老年大学的书法班", "signed up for the pottery class", "书法班很难报",
     "I booked the flights"),
    contexts=("已经报名了",),
    before="想报老年大学的书法班",
)

# The plan done, said anew (memory/supersession/plans_done.py): what was planned, carried out — an
# event of the user's that the gate keeps, as it keeps a plan (按计划订好了机票 said so is one too).
PLAN_CARRIED = Row(
    "plan_carried",
    re.compile(r"按计划(?:已经)?(?:报上名?了|报好了|报名了|报了名|报了|注册好?了|订好了|订上了|订到了|订了"
               r"|预订了|预定好?了|买好了|买到了|买了|入手了|考下来了|考过了|考出来了)"
               r"|\b(?:signed (?:us |myself )?up|enrolled|registered|booked|reserved|bought"
               r"|purchased|passed)\b[^.!?]*?\bas (?:i |we )?(?:had )?planned\b", re.I),
    "memory signal: event (a plan carried out, 按计划报上了…, 'booked … as planned')",
    SOURCE,
    ("我今天按计划报上了老年大学的书法班", "I booked flights to Lisbon for March today, as planned",
     "我们按计划订好了机票"),
    ("我按计划去上班了", "I booked a table", "everything went as planned", "书法班报上了"),
)

# A plan given up, its thing said first and its verb denied (职称不评了, 日本不去了, 房子先不买了):
# read against the plans kept (memory/supersession/plans_done.py `dropped_plan`), it ends the plan
# that says the verb before the thing (要评职称); said alone it is too short to keep (probe40:
# 职称不评了 left 2027年1月医院要评职称 active). Someone, or a time, is no thing given up.
_SETTLED = r"(?:想了想|想了一下|想来想去|考虑了一下|仔细想了想|琢磨了一下|算了)"
"""A mind settled after thinking it over (row change_of_mind's openers, rules/whole_facts.py)."""
SETTLED_ALONE = re.compile(rf"^{_SETTLED}[啊呀吧啦]*$")
"""A settling said as a clause of its own (算了，不去了) opens the clause after it (leftzh44)."""
THING_LET_GO = Row(
    "thing_let_go",
    re.compile(r"^(?P<what>(?!我|你|他|她|今天|明天|那就|这次)[\u4e00-\u9fff]{1,6}?)(?:就|还是)?算了$"),
    "a thing let go (书法班算了) with 不 + its act in the clause after (不报了): read as one "
    "plan given up, 书法班不报了 (memory/supersession/plans_done.py `settled_clauses`)",
    "[beyond] issue 24 leftzh44 (a retired teacher's 书法班算了 不报了 ended nothing)",
    ("书法班算了", "爬山就算了", "日本还是算了"),
    ("今天算了", "我算了一下", "那就算了", "算了"),
    contexts=("书法班算了，不报了",),
    before="我想报老年大学的书法班",
)
_ACTS_ZH = r"[去来回买卖搬学报考换辞办租装养参玩吃]"
"""Acts a plan is made of (去, 买, 搬…), not states (不错了, 不疼了, 不想了)."""
PLAN_GIVEN_UP = Row(
    "plan_given_up",
    re.compile(rf"^(?:那个|这个)?(?!今天|明天|今晚|现在|这次|那就|我|你|他|她|咱|我们|{_SETTLED})"
               r"(?P<what>[\u4e00-\u9fff]{1,6}?)(?:的事(?:情|儿)?|这事儿?)?"
               r"(?:就|先|暂时|还是|也|都|干脆)?不(?P<verb>[\u4e00-\u9fff])了"
               r"(?:[啊呀哈吧啦嘛]*)[。.!！~～]*$"
               # probe43b: 不去云南了 (the act first, then its thing) after 打算去云南玩, and
               # 想了想还是不去了 (a mind settled on the act alone: the plan said just before)
               # ended nothing, the second kept bare
               rf"|^(?:{_SETTLED}[，,\s]*)?(?:那就?)?(?:还是|就|先|暂时|干脆)?不(?P<verb2>{_ACTS_ZH})"
               r"(?P<what2>[\u4e00-\u9fff]{2,6}?)了[啊呀哈吧啦嘛]*[。.!！~～]*$"
               rf"|^{_SETTLED}[，,\s]*(?:还是|就|干脆)?不(?P<verb3>{_ACTS_ZH})了[啊呀哈吧啦嘛]*"
               r"[。.!！~～]*$"),
    "a plan given up, its thing said first (职称不评了) or after its act (不去云南了), or the "
    "act alone after thinking it over (想了想还是不去了: the plan of the message before): "
    "read against the plans kept, the plan that says the verb before the thing ends "
    "(memory/supersession/plans_done.py)",
    "[beyond] issue 24 probe40: 职称不评了 kept nothing, 2027年1月医院要评职称 stayed active; "
    "probe43b: 不去云南了, 想了想还是不去了",
    ("职称不评了", "日本不去了", "房子先不买了", "职称不评了哈哈", "不去云南了", "想了想还是不去了",
     "想了想还是不去云南了", "算了，不去了", "算了不买了"),
    ("我不去了", "今天不去了", "职称不评了吗", "不评了", "他不来了", "不去了", "想了想还是不错了",
     "想了想"),
    contexts=("职称不评了",),
    before="2027年1月医院要评职称，在准备材料",
)

# How a plan done or given up is read against the plans kept (memory/supersession/plans_done.py;
# inline regexes there until clauses42b): what opens the done verb's clause naming no thing, and the
# words a plan kept says its verb after.
DONE_ADVERBS_ZH = Row(
    "done_adverbs_zh",
    re.compile(r"(?:已经|终于|总算|刚刚?|今天|也|都)+$"),
    "the words right before a Chinese done verb that name no thing (我今天终于|报上了): not "
    "read as what was done, so the newest plan of the act is the one done",
    SOURCE + "; moved from memory/supersession/plans_done.py `_ADVERBS_ZH` in clauses42b",
    ("我今天终于", "已经", "书法班也"),
    ("书法班", "已经报名了", "今天的课"),
    contexts=("今天终于报上了",),
    before="想报老年大学的书法班",
)

PLANNED_ZH = Row(
    "planned_zh",
    re.compile(r"要|想|打算|准备|计划|得"),
    "a plan kept said with its verb after 要 / 想 / 打算 (要评职称): the plan a thing given up "
    "(职称不评了) ends",
    "[beyond] issue 24 probe40 (moved from memory/supersession/plans_done.py `_PLANNED_ZH` in "
    "clauses42b)",
    ("2027年1月医院要评职称", "想买房", "打算去日本玩"),
    ("评职称", "买了房子", "去了日本"),
    contexts=("职称不评了",),
    before="2027年1月医院要评职称，在准备材料",
)

ROWS: tuple[Row, ...] = (PLAN_DONE, PLAN_TO, PLAN_CARRIED, PLAN_GIVEN_UP, THING_LET_GO,
                         DONE_ADVERBS_ZH, PLANNED_ZH)
