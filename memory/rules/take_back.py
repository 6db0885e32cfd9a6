"""[beyond] A request to forget what was just said (忘掉我刚才说的 / 这个别记 / scratch that).

Seed 003's safety rule (fast_reject.py `dont_remember`) keeps nothing of the turn that asks;
said alone after a fact, the request is about the turn before it: memory/forgetting/take_back.py
deletes what that turn kept, as a delete by the user would (issue 24, probe24c).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

UNSAID_ZH = (r"^(?:那|就|那就|你就)?(?:我)?(?:(?:刚才|刚刚|上一句|前面)(?:说的|讲的|那句)"
             r"(?:话)?(?:都|就)?不算(?:数)?|当我没(?:说|讲)(?:过)?)(?:吧|哈|啊|了)?[。！!~～]*$")
"""[beyond] left40b: 刚才说的不算 / 当我没说, a whole clause: what the user just said no longer
counts (他刚才说的不算 is someone else's word; 我说了不算 is who decides)."""

TAKE_BACK = Row(
    "take_back",
    re.compile(
        r"(?:忘(?:掉|了)|别记|不要记|删(?:掉|了)?)(?:我)?(?:刚才|刚刚|上一句|前面)(?:说的|讲的|那句)?"
        r"|(?:刚才|刚刚|上一句|前面)(?:说的|讲的|那句|那个|的话)?(?:就)?(?:别记|不要记|忘了吧|忘掉吧|删掉)"
        r"|^(?:算了[，,]?\s*)?(?:这个|那个|这句|那句)(?:就)?(?:别|不要|不用)记(?:了|住)?[。！!~～]*$"
        r"|^(?:算了[，,]?\s*)?(?:别|不要)记(?:这个|那个|这句|那句)(?:了)?[。！!~～]*$"
        # 刚才说的不算 / 当我没说: what was just said no longer counts (left40b)
        rf"|{UNSAID_ZH}"
        # English: said to the assistant, opening the clause ("I can't forget that" and
        # "You don't remember that??" are no request: review of round no24)
        r"|^(?:please |pls |just |ok(?:ay)?,? |actually,? |oh,? )?(?:forget|scratch|ignore"
        r"|don'?t (?:remember|save))(?: about)? (?:what i (?:just )?said|that)"
        # "forget that" ends the request: "forget that I live in X" names what (below)
        r"(?:,? please)?[\s.!~]*$",
        re.I),
    "a request to forget the turn before: what that turn kept is deleted",
    "[beyond] issue 24 probe24c: 我住在文三路附近 then 忘掉我刚才说的，别记这个 kept the memory",
    ("忘掉我刚才说的", "这个别记", "刚才那句别记", "Please forget what I just said",
     "scratch that", "刚才说的不算", "就当我没说吧", "我刚刚说的都不算数"),
    ("我的体重是60公斤，这个别记", "别记错了", "我刚才去跑步了", "I forget what I said",
     "他刚才说的不算", "我说了不算", "当我没说过这话的时候",
     "I can't forget that", "You don't remember that??", "I just want to forget that",
     "Hard to forget that", "Actually forget that I live in Hangzhou"),
)

FILLER = Row(
    "take_back_filler",
    re.compile(r"^(?:算了|好吧|那个不重要|不重要|没事|拜托|谢谢|对不起|不好意思|哎呀|哎|别记了|不用记了"
               r"|thanks|never ?mind|please|sorry|oops|on second thought)[。！!~～.]*$", re.I),
    "said with a take-back request, these add nothing: the request is the whole turn",
    "[beyond] issue 24 probe24c",
    ("那个不重要", "算了", "Sorry", "On second thought", "别记了"),
    ("我住在杭州", "不重要的事我不记", "Sorry I'm late"),
    contexts=("忘掉我刚才说的，那个不重要。", "Sorry, forget about my sister being sick"),
)

# "Sorry, forget about my sister being sick" / "哎，忘掉我住在杭州这件事吧": the request opens
# after these, and is still the whole turn.
REQUEST_LEAD = Row(
    "take_back_lead",
    re.compile(r"^(?:(?:算了|好吧|对不起|不好意思|哎呀|哎|嗯+|哦|sorry|oops|never ?mind|ok(?:ay)?"
               r"|oh|um+|actually|on second thought|wait)[,，.。!！~～]+\s*)+", re.I),
    "an opener before a request to forget is passed over: the request is read after it",
    "[beyond] issue 24 review29: 'Sorry, forget about my sister being sick' and "
    "'哎，忘掉我住在杭州这件事吧' were kept as memories (the request rows open the turn)",
    ("Sorry, forget about my sister being sick", "哎，忘掉我住在杭州这件事吧",
     "Never mind, don't remember that I live in Hangzhou"),
    ("Sorry I'm late", "哎呀我忘了带钥匙", "Oops"),
)

# "别记我今天说的房租": the request names what it takes back.
TAKE_BACK_NAMED = Row(
    "take_back_named",
    re.compile(
        r"(?:(?:别|不要|不用)记(?:住)?|忘(?:掉|了))(?:我)?(?:(?P<now>今天|刚才|刚刚|前面)|之前)?"
        r"(?:说|讲|提)(?:过)?的(?P<what>[\u4e00-\u9fff]{2,6}?|[\u4e00-\u9fff]{7,16}?"
        r"(?=(?:那句|这句|的)?话?(?:了|吧)?$))(?:那句话?|这句话?|的话)?(?:了|吧)?$"
        # 我之前说别劝我…那句话就算了收回吧: a sentence said before, quoted and taken back
        # 前几天我说我儿子那些话你就忘了吧 (probe43): a time before 我, what was said of someone
        # called 那些话 (the words said the last time they came up: memory/forgetting/take_back.py)
        r"|^(?:那个)?(?:前几天|前两天|那天|上次|上回|之前|以前)?我?(?:(?P<now2>今天|刚才|刚刚)|之前|以前"
        # leftzh44: 前两天跟你说的儿子儿媳天天加班那个 你就别记了 (said to you; 那个 names it)
        r"|上次)?(?:跟你|和你|对你)?(?:说|讲)(?:过)?的?(?P<what2>[\u4e00-\u9fff]{2,16}?)"
        r"(?:(?P<told>[那这]些(?:话|事))|那句话?|这句话?|的话|那件?事|这件?事|的事情?|那个)(?:就)?"
        # 刚才说婆婆偷喂米汤那事你忘掉吧 (probe42; its comma taken out: forget_requests)
        r"(?:算了|收回|不算数?|作废|你?就?(?:忘掉|忘了|删掉|别记))(?:[，,]?收回)?(?:吧|了|啊)?"
        r"(?:[\s，,]*(?:别|不用|不要)记了?)?"
        # 忘了吧别记了他也不容易: why, said of them after the request is whole
        r"(?:(?:(?<=吧)|(?<=记了))[\s，,]*(?:[他她][也都]?[\u4e00-\u9fff]{1,6}"
        r"|(?:让人|怕|因为|省得|免得)[\u4e00-\u9fff]{1,8}))?[。！!~～]*$"),
    "a request to forget a thing said (in this conversation when it says 今天 / 刚才…, or a "
    "sentence quoted and taken back): the memories of it are deleted",
    "[beyond] issue 24 probe24c: 别记我今天说的房租，那个不重要 kept 在杭州租的房子月租四千五; "
    "probe41: 忘掉我说的别劝我跟她搞好关系 and 我之前说别劝我…那句话就算了收回吧 took back nothing",
    ("别记我今天说的房租", "忘掉我刚才说的地址", "忘掉我说的别劝我跟她搞好关系",
     "我之前说别劝我跟她搞好关系那句话就算了收回吧", "刚才说婆婆偷喂米汤那事你忘掉吧",
     "前几天我说我儿子那些话你就忘了吧别记了他也不容易",
     "前两天跟你说的儿子儿媳天天加班那个你就别记了，让人听了不好"),
    ("别记错了", "我忘了今天说的话", "我之前说的那句话就算了", "我说的那句话是真的",
     "刚才说婆婆偷喂米汤那事你怎么看", "我说的那件事你忘了吗", "我说我儿子那些话你忘了吗",
     "前几天说我儿子那些话你忘了他还记着呢", "前两天跟你说的那个你就别记了",
     "跟你说的那个你记了吗"),
)

# "Actually forget that I live in Hangzhou.": the English request names what it takes back.
TAKE_BACK_NAMED_EN = Row(
    "take_back_named_en",
    re.compile(
        r"^(?:please |pls |just |ok(?:ay)?,? |actually,? |oh,? |and |also )?"
        r"(?:forget|don'?t (?:remember|save|keep)|do not (?:remember|save|keep))"
        # what it names is said as such ("that I…", "about…", "my…"): "forget the car" / "don't
        # keep me waiting" / "forget work!" are no request; a pronoun names nothing
        r"(?: about (?:the (?:part|bit|thing) about )?| that | the (?:part|bit|thing) about "
        r"| (?=my |where i |how old i ))"
        r"(?P<what>(?!(?:what i|that|it|this|everything|all|to|about|him|her|them|he|she|they"
        r"|me|you|us)\b)[^.!?]{3,80}?)"
        r"(?:,? please)?[\s.!~]*$", re.I),
    "a request to forget a thing said in this conversation: the memories of it are deleted",
    "[beyond] issue 24: 'Actually forget that I live in Hangzhou' deleted every memory of "
    "the turn before (a nurse's job too) as 'forget that' alone would",
    ("Actually forget that I live in Hangzhou.", "Please don't remember that my sister is sick",
     "forget about my ex's new address", "Please forget where I live."),
    ("Don't forget to call mom", "I forget that I left the stove on", "forget that",
     "forget what I just said", "Forget it.", "Don't keep me waiting", "Oh, forget the car",
     "Forget work!", "Just forget about him."),
)

# "别记住我住在杭州" / "忘掉我住在杭州这件事吧": the request says the fact itself.
TAKE_BACK_FACT_ZH = Row(
    "take_back_fact_zh",
    re.compile(
        # 忘了 is "forgot" too (忘了我妈的生日了): a request only when said with 吧
        r"^(?:算了[，,]?\s*|还是)?(?:请你?|你)?(?:(?:别|不要|不用)记(?:住|得)?|忘掉"
        r"|(?:忘了|忘记)(?=.*(?:吧|这件事|这事|的事情?)[。！!~～]*$))我"
        r"(?P<what>(?!刚|今天|之前|前面|说|讲|提)[\u4e00-\u9fff0-9]{2,12}?)"
        r"(?:这件事|这事|的事(?:情)?|这个)?(?:吧|了|哈|啊)?[。！!~～]*$"),
    "a request to forget a fact of the user's, said as the fact: its memories are deleted "
    "wherever it was said, and the request is never kept",
    "[beyond] issue 24: 忘掉我住在杭州这件事吧 was kept as a memory (and superseded the city); "
    "别记住我住在杭州 left 住在杭州 in place; review34: 忘记…这件事 / 请忘掉… forgot nothing",
    ("别记住我住在杭州。", "忘掉我住在杭州这件事吧", "不要记我住杭州的事", "忘了我在杭州住吧",
     "忘记我在私立医院上班这件事", "请忘掉我住在杭州"),
    ("别忘了我住在杭州", "我忘了我住在哪", "别记错我的生日", "忘掉我刚才说的", "不要记恨我",
     "忘了我妈的生日了", "忘了我的生日", "忘记我的生日了", "我忘记带钥匙了"),
)

_THING = (r"(?![我你他她它这那]|过去|以前|之前|不开心|烦心|伤心|难过|开心|刚|今天|说|讲|提|关于)"
          r"[\u4e00-\u9fff0-9]{2,12}?")
"""What a thing named by what happened may be: not the user's own fact (我…), not a pronoun,
not the past or a mood (忘掉过去的事吧 / 忘掉不开心的事 is consolation, not a request), not
what was said (take_back_named reads 刚才说的…)."""

# "忘掉婆婆喂米汤的事" / "把老公出差那件事忘了吧": a thing said about someone or something, named
# by what happened (not the user's own fact: take_back_fact_zh), then called a 事.
TAKE_BACK_THING_ZH = Row(
    "take_back_thing_zh",
    re.compile(
        r"^(?:算了[，,]?\s*|还是)?(?:请你?|你|帮我)?(?:"
        # 忘掉 / 删掉 / 别记 X 的事; 忘了 is "forgot" too: a request only with 吧
        r"(?:(?:别|不要|不用)记(?:住|得)?|忘掉|删掉|(?:忘了|忘记)(?=.*吧[。！!~～]*$))"
        rf"(?P<what>{_THING})(?:这件事|那件事|这事|那事|的事(?:情|儿)?)(?:吧|了|哈|啊)?"
        # 把 X 的事忘了吧 / X 那件事你就忘掉吧: the thing first
        rf"|把?(?P<what2>{_THING})(?:这件事|那件事|这事|那事|的事(?:情|儿)?)[\s，,]*(?:你)?(?:就)?"
        r"(?:(?:忘掉|删掉|删了|别记(?:了|住)?)(?:吧|了|哈)?|忘了吧)"
        r")[。！!~～]*$"),
    "a request to forget a thing that happened, named by what happened: the memories and "
    "the messages that say it go, wherever it was said",
    "[beyond] issue 24 probe42: 忘掉婆婆喂米汤的事 forgot nothing (the request rows wanted 我, "
    "关于 or 说的 before the thing)",
    ("忘掉婆婆喂米汤的事", "把婆婆喂米汤的事忘了吧", "别记老公出差那件事",
     "婆婆喂米汤那件事你就忘掉吧", "删掉朵朵过敏的事"),
    ("别忘了婆婆生日的事", "我忘了婆婆生日的事", "忘了婆婆生日的事了", "忘掉过去的事吧",
     "忘掉不开心的事", "婆婆喂米汤的事你怎么看", "忘掉我刚才说的", "把这件事忘了吧",
     "婆婆生日的事忘了", "忘掉关于大伟的事"),
)

# "Actually scratch that, I work as a teacher now": the request opens a correction.
TAKE_BACK_OPENS = Row(
    "take_back_opens",
    re.compile(
        r"^(?:算了[，,]?\s*)?(?:忘(?:掉|了)|别记|不要记|删(?:掉|了)?)(?:我)?(?:刚才|刚刚|上一句|前面)"
        r"(?:说的|讲的|那句)?$"
        rf"|{UNSAID_ZH}"
        # "that" is the turn before only when said first: "I'm broke, forget that" is this one
        r"|^(?:please |just |ok(?:ay)?,? |actually,? |oh,? |wait,? )?(?:forget|scratch|ignore)"
        r" (?:what i (?:just )?said|that)(?:,? please)?[\s.!~]*$",
        re.I),
    "a take-back of the turn before that opens the message parts from the rest of it: the "
    "turn before is forgotten and the rest is judged as any message "
    "(memory/facts/forget_requests.py)",
    "[beyond] issue 24 forget24: 'Actually scratch that, I work as a teacher now' kept "
    "'scratch that, works as a teacher now' and the nurse's job it took back stayed",
    ("Actually scratch that", "忘掉我刚才说的", "forget what I just said", "Scratch that."),
    ("这个别记", "别记这个", "I can't forget that", "off the record", "Don't remember this",
     "忘掉我刚才说的地址"),
    contexts=("Actually scratch that, I work as a teacher now.",
              "忘掉我刚才说的，我其实在上海工作。", "刚才说的不算，我其实在上海工作。"),
    before="I work as a nurse.",
)

# "Forget what I said about my job" / 删掉关于我前任的事: everything said about a thing.
TAKE_BACK_ABOUT = Row(
    "take_back_about",
    re.compile(
        r"^(?:please |pls |just |ok(?:ay)?,? |actually,? |and |also )?(?:forget|delete|erase"
        r"|ignore|don'?t (?:remember|keep)) (?:(?:what|everything|anything|all) i (?:just )?"
        r"(?:said|told you|mentioned)|everything(?: you know)?) about "
        r"(?P<what>(?!it|this|that|him|her|them|me\b)[^.!?]{2,60}?)"
        r"(?:,? please)?[\s.!~]*$"
        r"|^(?:请你?|你)?(?:忘掉|忘了|删掉|删除|别记|不要记)(?:我说的)?(?:所有)?关于(?P<mine>我的?)?"
        r"(?P<zh>[\u4e00-\u9fff0-9]{1,10}?)的(?:事情?|内容|一切|所有|话)(?:吧|了)?[。！!~～]*$",
        re.I),
    "a request to forget everything said about a thing: every memory of it goes whole",
    "[beyond] issue 24 forget36: 'Forget what I said about my job.' forgot nothing, and "
    "删掉关于我前任的事 was kept as a memory beside the ex it asked to delete",
    ("Forget what I said about my job.", "please forget everything I told you about my ex",
     "删掉关于我前任的事", "忘掉关于我工作的事情吧", "删掉关于我工作的事",
     "Forget everything about Dave."),
    ("Forget what I said about it.", "I forget what I said about my job",
     "forget everything you know about me",
     "我想聊聊关于我前任的事", "删掉关于的事"),
)



SLOT_NAMED: dict[str, tuple[str, ...]] = {
    "city": ("city", "town", "where i live", "城市", "住哪", "住在哪", "住在哪里", "住的地方"),
    "occupation": ("job", "work", "occupation", "profession", "工作", "职业"),
    "age": ("age", "how old i am", "年龄", "岁数", "年纪"),
    "name": ("name", "名字"),
    "diet": ("diet", "饮食"),
    "relationship_status": ("relationship", "relationship status", "婚恋", "感情状况"),
    "pets": ("pet", "pets", "宠物"),
    "allergies": ("allergy", "allergies", "过敏"),
    "health": ("health", "健康", "身体状况"),
    "budget": ("budget", "预算"),
}
"""[beyond] What a request to forget may call one of the user's profile slots by
("forget my city", 忘掉我的工作): the slot's memories of the user are what it names
(memory/forgetting/take_back.py `slot_named`). Not family: "forget my family" names no one fact."""


# 忘掉大伟 / "Forget Dave": a request naming a person by the name alone. It forgets the name
# only when the user's notes or messages gave it to a person (memory/forgetting/forget_names.py),
# so 忘掉过去 or "Forget Paris" forget nothing.
FORGET_NAME = Row(
    "forget_name",
    re.compile(
        r"^(?:请|帮我|你)?(?:忘掉|忘了|忘记|删掉|删除|别记|不要记)(?:住)?"
        r"(?P<zh>(?![我你他她它这那])[\u4e00-\u9fff]{2,3}?)(?:这个名字|的名字|这个人的名字)?"
        r"(?:吧|了|好吗)?[。！!~～]*$"
        r"|^(?:please |pls |just |can you |could you )?(?:forget|erase|delete"
        r"|(?:don'?t|do not) (?:remember|keep|save))"
        r"(?: the name(?: of)?)? (?-i:(?P<en>(?!(?:I|It|That|This|Everything|About|All|My|What"
        r"|Me|Him|Her|Them)\b)[A-Z][a-z]+))(?:['’]s name)?(?:,? please)?[\s.!~?]*$",
        re.I),
    "a request to forget a person's name, said by the name alone: every record of the name "
    "is rewritten without it, when a note or message gave it to a person",
    "[beyond] issue 24 forget37: 忘掉大伟 / 'Forget Dave' after 我老公大伟在银行上班 / 'My husband "
    "Dave works at a bank' forgot nothing",
    ("忘掉大伟", "请忘掉大伟这个名字", "别记大伟的名字", "Forget Dave.",
     "Please forget the name Dave", "forget Dave's name", "Don't remember Dave's name."),
    ("忘掉我老公的名字", "Forget my husband's name", "Forget it", "forget about Dave",
     "Forget that I live in Hangzhou", "忘了吧"),
    before="我老公大伟在银行上班。My husband Dave works at a bank.",
)

# "Actually I'm not quitting, ignore that, it was just a bad shift": beside a take-back of the
# turn before, a clause that denies it or says why it was said unsays it too; the message is
# the request whole (nothing of it kept) and the turn before goes.
UNSAYING = Row(
    "take_back_unsaying",
    re.compile(
        r"^(?:(?:actually|no|nah|nope|wait|oh|ok(?:ay)?|well|lol|haha|sorry)[,!.]?\s+)*"
        r"(?:(?:i'?m|i am) not(?: really| actually)?"
        r"(?: (?!kidding|joking)[a-z]+ing\b[^,.!?]{0,30})?"
        r"|i (?:don'?t|didn'?t) (?:really |actually )?mean (?:it|that)"
        r"|(?:i was |i'?m )?(?:just |only )?(?:kidding|joking|venting|ranting|being dramatic)"
        r"|not really|never ?mind"
        r"|(?:it was |it'?s )?(?:just |only )?(?:a |one )?(?:bad|rough|long|hard|tough|awful"
        r"|terrible) (?:shift|day|night|week|moment|morning|evening)"
        r"|i was (?:just |only )?(?:tired|upset|stressed|frustrated|angry|annoyed|exhausted)"
        r"|(?:其实)?我?(?:没有?|不)(?:打算|想|要|会)?[\u4e00-\u9fff]{1,4}了"
        r"|(?:(?:就|只)?是)?(?:随口说说|开玩笑|发发?牢骚|说气话|一时冲动|心情不好|(?:今天|最近)?太累了)"
        r"(?:的|而已|吧)?)[\s.!~。！]*$", re.I),
    "beside a take-back of the turn before, a denial of it or why it was said is part of the "
    "request: nothing of the message is kept (memory/facts/forget_requests.py)",
    "[beyond] issue 24 left40b: after 'I think I'm quitting nursing', 'Actually I'm not "
    "quitting, ignore that, it was just a bad shift' left 'is quitting nursing' active",
    ("Actually I'm not quitting", "it was just a bad shift", "I was just venting",
     "I didn't mean it", "我不辞职了", "就是随口说说"),
    ("I'm not kidding", "I'm broke", "I'm a nurse", "it was a great shift",
     "I'm not a fan of jazz", "我辞职了"),
    contexts=("Actually I'm not quitting, ignore that, it was just a bad shift",
              "我不辞职了，刚才说的不算，就是随口说说"),
    before="I think I'm quitting nursing. 我打算辞职了。",
)

ROWS: tuple[Row, ...] = (TAKE_BACK, FILLER, REQUEST_LEAD, UNSAYING, TAKE_BACK_NAMED,
                         TAKE_BACK_NAMED_EN, TAKE_BACK_FACT_ZH, TAKE_BACK_THING_ZH,
                         TAKE_BACK_OPENS, TAKE_BACK_ABOUT, FORGET_NAME)
