"""The statements recall asks PostgreSQL (memory/history/postgres_index.py runs them).

Each filters by (user_id, agent) first and ranks second; BM25 uses memory.bm25's k1 and b,
so its scores equal the in-process index's and fusion ranks alike on both backends.
"""

from __future__ import annotations

from strata_layered.memory.text.bm25 import K1, B

ENTRY = "conversation, seq, message_id, role, created_at, content"
SCOPE = "user_id = %s AND agent = %s"

BM25_SQL = f"""
WITH q AS (SELECT term, count(*) AS qtf FROM unnest(%(terms)s::text[]) AS term GROUP BY term),
scope AS (SELECT count(*)::float8 AS n, coalesce(nullif(avg(doc_len), 0), 1)::float8 AS avgdl
          FROM strata_history WHERE user_id = %(user)s AND agent = %(agent)s),
hits AS (SELECT h.id, h.doc_len, t.lexeme, cardinality(t.positions) AS tf,
                count(*) OVER (PARTITION BY t.lexeme) AS df
         FROM strata_history h CROSS JOIN LATERAL unnest(h.terms) AS t
         JOIN q ON q.term = t.lexeme
         WHERE h.user_id = %(user)s AND h.agent = %(agent)s AND h.terms @@ %(query)s::tsquery),
summed AS (
  SELECT hits.id, sum(q.qtf * {K1 + 1} * ln(1 + (scope.n - hits.df + 0.5) / (hits.df + 0.5))
                      * hits.tf / (hits.tf + {K1 * (1 - B)} + {K1 * B} * hits.doc_len / scope.avgdl)
                      ) AS score
  FROM hits JOIN q ON q.term = hits.lexeme CROSS JOIN scope GROUP BY hits.id),
scored AS (SELECT id, score FROM summed ORDER BY round(score::numeric, 9) DESC, id
           LIMIT %(limit)s)
SELECT {ENTRY}, score, session FROM scored JOIN strata_history h USING (id)
ORDER BY round(score::numeric, 9) DESC, h.id
"""
"""A row's lexemes are joined to the query's terms (a hash join: a long Chinese message
asks 100-200 terms, and `lexeme = ANY(terms)` compared each lexeme with every one of them:
p95 184 -> 64 ms over 60 sampled texts at 1,000 messages, load ~6). Scores equal to 9
decimals rank by id (their last bits follow the order the sum adds them in)."""
DENSE_SQL = f"""
SELECT {ENTRY}, -(embedding <#> %s::vector) AS score, session FROM strata_history
WHERE {SCOPE} AND model = %s AND embedding IS NOT NULL
ORDER BY score DESC, id LIMIT %s
"""
NEIGHBORS_SQL = f"""
SELECT w.c, w.s, {', '.join('h.' + c for c in ENTRY.split(', '))}
FROM unnest(%s::text[], %s::int[]) AS w(c, s)
JOIN strata_history o ON o.user_id = %s AND o.agent = %s AND o.conversation = w.c AND o.seq = w.s
JOIN strata_history h ON h.user_id = o.user_id AND h.agent = o.agent AND h.conversation = w.c
  AND h.seq BETWEEN w.s - %s AND w.s + %s AND h.seq <> w.s AND h.session = o.session
ORDER BY w.c, w.s, h.seq
"""
DATED_SQL = (f"SELECT {ENTRY} FROM strata_history WHERE {SCOPE} AND left(created_at, 10) = "
             "ANY(%s) ORDER BY id")
WINDOW_SQL = (f"SELECT {ENTRY}, CASE WHEN role = 'user' AND model = %s THEN embedding::text END "
              f"FROM strata_history WHERE {SCOPE} AND message_id = ANY(%s)")
"""The recent window's rows, each user message with its vector (of the model asked) if made."""
