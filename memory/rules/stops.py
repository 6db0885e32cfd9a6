"""[beyond] Full stops that end no English sentence: a title's, a number's, a name's initials.

memory/language/clauses.py `_sentences` splits a message at its stops and joins back a piece cut at
one of these (they cut "Dr." off "Thompson", "No." off "1", "J.K." off "Rowling").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# "…with my orthopedic surgeon, Dr. Thompson, on March 20th": a title's full stop ends no
# sentence (it cut "I attended a Holy Thursday service at St." off "Mary's Church").
EN_TITLE = Row(
    "en_title",
    re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Mx|St|Mt|Prof|Sr|Jr|Rev|Capt|Lt|Gen|Sgt)\.$"),
    "a title's full stop (Dr., St., Mrs., Prof.) ends no English sentence: the name after it "
    "stays in the clause",
    "[beyond] issue 24 en24, train rows longmemeval:cc5ded98:38:4:S (St. Mary's Church), "
    "longmemeval:gpt4_f2262a51:0:0 (Dr. Patel, Dr. Lee), longmemeval:gpt4_372c3eed_abs:1:10 "
    "(Prof. Ver Steeg)",
    ("a follow-up with Dr.", "a service at St.", "an email to Prof."),
    ("I saw the doctor.", "It was the first.", "I love Drs"),
    contexts=("I attended a Holy Thursday service at St. Mary's Church recently.",
              "I have a follow-up appointment with my surgeon, Dr. Thompson, on March 20th."),
)

# "Los Tacos No. 1": a number's abbreviation before its digits ends no sentence (it cut
# "is excited to try Los Tacos No" off "1 and experience…").
EN_NUMBER_ABBR = Row(
    "en_number_abbr",
    re.compile(r"\b(?:No|Nos|Vol|Op|Ch|Fig|Apt|Ste|Rm)\. \d$"),
    "a number's abbreviation (No., Vol., Op., Apt.) before digits ends no English sentence: "
    "the number stays in the clause",
    "[beyond] issue 24 en24b, train row longmemeval:a82c026e:19:10:S ('Los Tacos No. 1'; "
    "named in round en24's leftovers)",
    ("Tacos No. 1", "in Apt. 4", "Symphony No. 9"),
    ("I said No. I", "the answer is no. 3", "I love Vol. 2 more"),
    contexts=("I'm excited to try Los Tacos No. 1 and experience the flavors of Mexico in NYC.",),
)

# "There's a quote by J.K. Rowling that I really like": a name's initials end no sentence
# (the note read "a quote by J.K, Rowling"). Two initials, or one after a first name (John
# F. Kennedy); a country's (U.S., U.K.) may end one ("I moved to the U.S. Last year…").
EN_INITIALS = Row(
    "en_initials",
    re.compile(r"(?:(?<![\w.])(?!(?:U\.S|U\.K|U\.N|E\.U|D\.C|L\.A|N\.Y)\. )(?:[A-Z]\.){2,3}"
               r"|\b(?-i:[A-Z][a-z]+) [A-Z]\.) (?!(?:I|It|My|We|The|This|That|He|She|They|Our"
               r"|But|And|So|Then|Now|Last|Next)\b)[A-Z][a-z]+"),
    "a name's initials (J.K., C.S., John F.) before the name end no English sentence: the "
    "name stays in the clause",
    "[beyond] issue 24 probe34, LoCoMo conv-43 (train): 'J.K. Rowling is such an inspiring "
    "writer' and 'a quote by J.K. Rowling' were noted 'J.K, Rowling'",
    ("a quote by J.K. Rowling", "George R.R. Martin", "I read C.S. Lewis", "John F. Kennedy"),
    ("I moved to the U.S. Last year", "in the U.K. It rained", "Plan B. Then I left",
     "I love my job at A.B. It pays well"),
    contexts=("There's a quote by J.K. Rowling that I really like.",),
)

ROWS: tuple[Row, ...] = (EN_TITLE, EN_NUMBER_ABBR, EN_INITIALS)
