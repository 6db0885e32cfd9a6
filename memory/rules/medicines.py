"""[beyond] The medicine a user takes, and a change of it (issue 24 lives38).

我在吃氨氯地平降压 kept nothing (no memory word of seed 000), 医生把药换成了缬沙坦 kept nothing
either, and "My doctor switched me from metformin to Jardiance" was kept beside "takes
metformin", both active (probe37 found the Chinese pair; a user saw both last round). A medicine
taken is a fact of the user's health; a medicine or dose changed ends it
(memory/supersession/life_changes.py). Medicines are known by their names' common stems (the WHO
INN stems: -sartan, -pril, -statin…, and their Chinese transliterations 沙坦, 普利, 他汀…), so a
brand name is only read where a change names the old one.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = "[beyond] issue 24 lives38 (probe37's 医生把药换成了缬沙坦; own sentences)"

DRUG_ZH = (r"[\u4e00-\u9fff]{0,3}?(?:地平|沙坦|普利|他汀|洛尔|双胍|格列[\u4e00-\u9fff]{1,2}"
           r"|西林|霉素|拉唑|替丁|西泮|唑仑|曲坦|西汀|胰岛素|阿司匹林|布洛芬|华法林|优甲乐|降压药|降糖药|降脂药"
           # probe43: what a carer gives for dementia and Parkinson's (多奈哌齐, 美金刚, 卡巴拉汀,
           # 加兰他敏, 左旋多巴, 多巴丝肼)
           r"|哌齐|美金刚|拉汀|他敏|多巴|丝肼)")
"""A medicine named in Chinese, by the stem of its name (氨氯地平, 缬沙坦, 二甲双胍, 阿托伐他汀)."""
DRUG_EN = (r"(?:(?!april\b)[a-z]+(?:pril|sartan|statin|olol|dipine|formin|gliflozin|gliptin|pezil"
           r"|glutide|prazole|tidine|cillin|mycin|cycline|oxetine|azepam|azolam|triptan|thyroxine|profen|semide"
           r"|thiazide)|insulin|aspirin|warfarin|blood pressure (?:meds|medication|pills)"
           r"|(?:diabetes|cholesterol|thyroid) (?:meds|medication|pills))")
"""A medicine named in English, by the stem of its name (metformin, lisinopril, atorvastatin)."""
_DOSE_ZH = r"(?:一|半|两|二|三|四|1|2|3|4)(?:片|粒|颗|支|毫克|mg)"

MEDICINE_TAKEN = Row(
    "medicine_taken",
    re.compile(rf"(?<![你他她])(?:吃|服用?|打)(?:着)?(?:{_DOSE_ZH})?(?:的)?(?:{DRUG_ZH})"
               r"(?![^，。！？!?]*[吗么][？?]?$)"
               r"|(?:^|\bi |\bi'm |\bi am |\bi've been |\bi have been |^is [^,.!?]{1,30}, )"
               r"(?:also |still |now )?"
               r"(?:take|takes|taking|on|started taking|been taking|been on)"
               rf" (?:\d+ ?mg (?:of )?)?(?:{DRUG_EN})\b", re.I),
    "memory signal: important fact (a medicine the user takes, named: 在吃氨氯地平, 'I take "
    "metformin'); a change of it ends it (medicine_changed)",
    SOURCE,
    ("我在吃氨氯地平降压", "每天早上吃一片氨氯地平", "I take metformin for my diabetes",
     "I'm on lisinopril", "I take 10mg of lisinopril every morning",
     "is type 2 diabetic, on metformin 500mg twice a day"),
    ("你在吃氨氯地平吗", "我吃了一片面包", "my mom takes metformin", "Do you take aspirin?",
     "I take the bus", "I'm taking April off to travel"),
)

MEDICINE_CHANGED = Row(
    "medicine_changed",
    re.compile(rf"(?:把|给我把)?(?:药|处方|(?P<named_zh>{DRUG_ZH}))(?:量)?"
               rf"(?:换成|改成|调成|换了|改了|减到|加到)(?:了)?"
               rf"|(?<![不没别想])(?:改|换)(?:吃|服|用)(?:{DRUG_ZH})"
               rf"|换成了?(?:{DRUG_ZH})"
               rf"|从(?P<old_zh>{_DOSE_ZH}|{DRUG_ZH})(?:改成|换成|调成|减到|减成|加到|加成)"
               r"|\b(?:switched|changed|moved|swapped|put)"
               r" (?:me|them|(?:my|their) (?:meds|medication|medicine|prescription|pills))"
               rf"(?: from (?P<old_en>{DRUG_EN}))? (?:to|onto|on|for) [a-z]"
               rf"|\bswitched from (?P<from_en>{DRUG_EN}) to\b"
               r"|\b(?:changed|upped|raised|increased|lowered|reduced|cut|doubled|halved)"
               rf" (?:my|their|the) (?:(?P<dose_of>{DRUG_EN}) )?(?:dose|dosage)\b"
               # "doc upped my metformin to 1000mg" (probe42): the medicine's dose, said by name
               r"|\b(?:upped|raised|increased|lowered|reduced|cut|doubled|halved|bumped)"
               rf" (?:my|their|the) (?P<dose_to>{DRUG_EN})(?: up| down)? to \d", re.I),
    "a medicine or its dose changed (医生把药换成了缬沙坦, 从一片改成半片, 'switched me from "
    "metformin to Jardiance'): it ends the medicine taken before "
    "(memory/supersession/life_changes.py); "
    "an important fact",
    SOURCE,
    ("医生把药换成了缬沙坦", "现在改吃缬沙坦了", "医生让我从一片改成半片",
     "My doctor switched me from metformin to Jardiance", "My doctor changed my lisinopril dose "
     "to 20mg", "doc upped my metformin to 1000mg twice a day"),
    ("医生把手术换成了下周", "我改吃素了", "switched to decaf", "I switched from Android to "
     "iPhone", "我不想换药", "they upped the price to 20"),
    before="我每天早上吃一片氨氯地平",
)

# leftzh44 (probe43 left): 大夫给我血压药又加了一个厄贝沙坦 kept nothing: a medicine added is
# one more the user takes (the list grows); it ends no medicine taken before, as a change does.
MEDICINE_ADDED = Row(
    "medicine_added",
    re.compile(rf"(?<![你他她])(?<![你他她][又再多])(?:又|再|多)?(?:加了?|添了?|加开了?|新开了?)"
               rf"(?:一个|一种|一样|个|种|{_DOSE_ZH})?(?:的)?(?:{DRUG_ZH})"
               r"(?![^，。！？!?]*(?:[吗么][？?]?|[？?])$)"
               rf"|\b(?:added|adding|add(?:ed)? on) (?:\d+ ?mg (?:of )?)?(?:{DRUG_EN})\b", re.I),
    "memory signal: important fact (a medicine added to those the user takes: 又加了一个厄贝沙坦, "
    "'the doctor added amlodipine'); it ends none taken before (no medicine_changed)",
    "[beyond] issue 24 leftzh44 (probe43's 大夫给我血压药又加了一个厄贝沙坦 kept nothing)",
    ("大夫给我血压药又加了一个厄贝沙坦", "医生又给我加了一种降糖药", "加了半片阿司匹林",
     "my doctor added amlodipine last week"),
    ("你加了一个厄贝沙坦吗", "我加了一个微信群", "他又加了一个阿司匹林", "I added sugar to my tea",
     "加了一个厄贝沙坦？"),
)

# probe42b: "my blood sugar was 145 this morning" was kept as a [preference] (a routine, the
# category's last resort): a measure of the body read with its number is a health fact.
HEALTH_READING = Row(
    "health_reading",
    re.compile(r"(?:血糖|血压|血脂|胆固醇|心率|血氧|尿酸|糖化血红蛋白)(?:值)?(?:是|有|到了?|测出来是?)?"
               r"[~约]?\d"
               r"|\b(?:blood (?:sugar|glucose|pressure)|glucose|a1c|cholesterol|(?:resting )?heart"
               r" rate|bp)(?: levels?| reading)? (?:was|is|came back(?: at)?|hit|at|of|reads?)"
               r" (?:about |around |only |like |up to |down to )?\d", re.I),
    "category: a measure of the body read with its number (blood sugar was 145, 血糖7.8) is an "
    "important fact of health, not a routine (memory/gate/families.py `category_of`)",
    "[beyond] issue 24 probe42b (own sentences: 'my blood sugar was 145 this morning' kept as "
    "[preference])",
    ("my blood sugar was 145 this morning", "my a1c came back at 7.2", "空腹血糖7.8",
     "血压150/95"),
    ("blood sugar monitors are expensive", "the bp cuff is tight", "我今天量了血压",
     "my sugar intake is 30g"),
    contexts=("my blood sugar was 145 this morning",),
)

ROWS: tuple[Row, ...] = (MEDICINE_TAKEN, MEDICINE_CHANGED, MEDICINE_ADDED, HEALTH_READING)
