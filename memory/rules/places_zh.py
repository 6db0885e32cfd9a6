"""[beyond] Chinese place names a rule may read without a word that says "place" (lead39).

住在杭州 says it is a place; 我住杭州 / 我老家河南的 / 我是山东人 do not, and 住院 / 老家很冷 /
我是好人 read the same way. A row that reads a place with no such word reads one of these.
"""

from __future__ import annotations

CITIES_ZH = (r"北京|上海|天津|重庆|广州|深圳|杭州|南京|成都|武汉|西安|苏州|长沙|郑州|青岛|厦门"
             r"|大连|宁波|沈阳|济南|合肥|福州|昆明|哈尔滨|长春|石家庄|太原|南昌|南宁|贵阳|兰州"
             r"|海口|三亚|无锡|佛山|东莞|珠海|香港|澳门|台北"
             # a city's nickname said for it (在魔都工作 showed 单位: 魔都)
             r"|魔都|帝都|妖都|羊城|鹏城|蓉城|江城|春城|泉城|冰城|杭城|榕城|雾都")
"""Cities most often said (hometown.py's `based in` and `job in city` rows read these)."""
PROVINCES_ZH = (r"河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东"
                r"|海南|四川|贵州|云南|陕西|甘肃|青海|台湾|内蒙古?|广西|西藏|宁夏|新疆|东北")
"""Provinces (and 东北), as a hometown is said: 我老家河南的, 我是东北人."""
COUNTRIES_ZH = r"美国|日本|英国|德国|法国|加拿大|澳洲|澳大利亚|新加坡|韩国"
"""Countries a user most often says they live or work in."""
PLACE_ZH = rf"(?:{PROVINCES_ZH}|{CITIES_ZH})(?:省|市)?"
"""A province or a city, with its 省 / 市 when said."""
NOT_A_STREET = r"(?!(?:东|西|南|北|中)?(?:路|街|大街|大道|巷|广场))"
"""After a city's name: no street named after it (我住北京路附近 is no home in 北京: review39)."""
PEOPLE_OF_ZH = r"人(?!民|寿|家|才|大|口|事|物|员|气|工|类|生|力|体|行)"
"""The 人 of 我是山东人, no word it begins (review39: 我是北京人民医院的护士, 上海人寿的经理)."""
