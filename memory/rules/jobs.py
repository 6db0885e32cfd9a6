"""The words of jobs: what the occupation rows read as a job, and what they do not.

memory/rules/slots.py builds its occupation rows on these; memory/facts/job_across.py reads the
jobs listed by name as its word pool.
"""

from __future__ import annotations

MEASURE_ZH = r"(?:一名|一个|一只|一枚|一位|个|名)"
"""The measure word between 是 and a job (我是一名护士, and the playful 我是一只程序员)."""
JOBS_OTHER_ZH = (r"经理|总监|主管|编辑|翻译|会计|销售|警察|记者|司机|模特|演员|歌手|老板"
                 r"|主播|博主|运营|客服")
"""Jobs that do not end as most do (-师, -员…): 我是产品经理 kept nothing (lead39)."""
JOB_ZH = (r"(?:护士|医生|老师|教师|工程师|程序员|设计师|律师|会计|厨师|司机|警察|记者|作家|"
          r"画家|学生|研究生|博士|销售|经理|店长|主管|编辑|翻译|演员|歌手|模特|摄影师|"
          r"[\u4e00-\u9fff]{1,4}(?:师|员|家|手|工|生))")
JOB_WORDS_EN = (r"nurse|doctor|teacher|engineer|developer|programmer|designer|lawyer|accountant"
                r"|chef|cook|driver|writer|artist|student|manager|consultant|scientist|researcher"
                r"|guide")
"""The English jobs listed by name (memory/facts/job_across.py reads them as its word pool)."""
NOT_JOBS_EN = (r"vegetarian|pescatarian|christian|optimist|pessimist|perfectionist|realist"
               r"|idealist|beginner|smoker|drinker|believer|member|lover|owner|customer|partner"
               r"|dreamer|overthinker|procrastinator|survivor|foreigner|stranger|newcomer|mother"
               r"|father|brother|sister|daughter|grandmother|grandfather|parent|resident|patient"
               r"|client|immigrant|adult|teenager|feminist|tourist|introvert|extrovert|ambivert"
               r"|worrier|planner|early riser|sleeper|eater|reader|gamer|fan"
               # words that end as a job does and name none ("a teacher for ten years" showed
               # occupation: teacher for; fix34)
               r"|for|over|after|under|other|never|ever|either|rather|together|whether|better"
               r"|later|before|another|order|number|water|summer|winter|weather|matter|dinner"
               r"|paper|power|corner|border|error|floor|door|minor|major|disaster|monster"
               r"|computer|letter|donor|visitor")
"""[beyond] -er / -ist / -ian words that say what the user is but are no job ("I'm a vegetarian",
"an optimist", "a beginner at chess"): issue 24 probe, 'occupation: vegetarian' in a profile."""
ROLE_WORDS_EN = (r"(?:product|business|shop|store|restaurant|cafe|bakery|salon|studio|company)"
                 r" owner|analyst|architect|pilot|surgeon|vet|barista|nanny|mechanic|midwife"
                 r"|paralegal|cashier|secretary|clerk|intern|lead|officer|paramedic|ceo|cto|cfo"
                 r"|coach|tutor|plumber|electrician|carpenter|pharmacist|dentist|therapist")
"""[beyond] More English roles, the head of a job said after "I'm a" (issue 24 fix34: "a
product owner" showed no job); not read as job_across's word pool."""
JOB_EN = (rf"(?:{JOB_WORDS_EN}|{ROLE_WORDS_EN}"
          rf"|(?!(?:{NOT_JOBS_EN})\b)[a-z]+(?:er|or|ist|ian|ant|ent))")
