#pragma once
// The places a host call can pause, shared by the in-process API tests (api_pause_test.cpp) and
// the cross-process protocol tests (protocol_test.cpp): each case pauses at calls of `f` (answered
// with twice its argument) or `score` (answered with minus its argument).
#include <cstddef>

namespace basilisk::test {

struct PauseCase {
    const char* name;
    const char* code;
    const char* expected_output;   // JSON of the result
    size_t calls;
};

const PauseCase kCases[] = {
    {"top_level", "f(1) + f(2)", "6", 2},
    {"nested_calls", "def a(x):\n    return b(x) + 1\ndef b(x):\n    return f(x) * 10\na(2)", "41", 1},
    {"argument_of_call", "f(f(f(1)))", "8", 3},
    {"for_loop", "t = 0\nfor i in range(4):\n    t += f(i)\nt", "12", 4},
    {"while_loop", "i = 0\nt = []\nwhile i < 3:\n    t.append(f(i))\n    i += 1\nt", "[0,2,4]", 3},
    {"list_comprehension", "[f(i) for i in range(3)]", "[0,2,4]", 3},
    {"dict_comprehension", "{i: f(i) for i in range(2)}", "{\"$dict\":[[0,0],[1,2]]}", 2},
    {"generator", "def g(n):\n    for i in range(n):\n        yield f(i)\nlist(g(3))", "[0,2,4]", 3},
    {"generator_for", "def g(n):\n    for i in range(n):\n        yield f(i)\nt = 0\nfor v in g(3):\n    t += v\nt", "6", 3},
    {"generator_expression", "sum(x for x in [f(1), f(2)])", "6", 2},
    {"lambda", "h = lambda x: f(x) + 1\nh(5)", "11", 1},
    {"method", "class C:\n    def m(self, x):\n        return f(x)\nC().m(4)", "8", 1},
    {"init", "class C:\n    def __init__(self, x):\n        self.v = f(x)\nC(3).v", "6", 1},
    {"try_finally", "r = []\ntry:\n    r.append(f(1))\nfinally:\n    r.append(f(2))\nr", "[2,4]", 2},
    {"except_handler", "try:\n    1/0\nexcept ZeroDivisionError:\n    r = f(7)\nr", "14", 1},
    {"with_body", "class CM:\n    def __enter__(self):\n        return f(1)\n    def __exit__(self, *a):\n        f(2)\nwith CM() as v:\n    w = f(3)\n[v, w]", "[2,6]", 3},
    {"fstring", "f'{f(2)}-{f(3)}'", "\"4-6\"", 2},
    {"keyword_args", "def k(a, b=0):\n    return a + b\nk(b=f(1), a=f(2))", "6", 2},
    {"closure", "def outer():\n    n = f(1)\n    def inner():\n        return n + f(2)\n    return inner()\nouter()", "6", 2},
    // Pauses after a prelude-backed builtin ran: the snapshot carries the prelude's program.
    {"after_prelude_builtin", "k = sorted([3, 1], key=lambda v: v)\nx = f(1)\nx + k[0]", "3", 1},
    {"after_map_filter", "m = list(map(lambda v: v + 1, filter(lambda v: v > 1, [1, 2, 3])))\nprint(m)\nf(m[0]) + m[1]",
     "10", 1},
    {"recursion", "def r(n):\n    return 0 if n == 0 else f(n) + r(n - 1)\nr(3)", "12", 3},
    // except* (PEP 654): host calls in the clauses; a group subclass's derive() runs as Python
    // while except* splits the group (CHECK_EG_MATCH) and while it re-raises (PREP_RERAISE_STAR).
    {"except_star_clauses",
     "r = []\ntry:\n    raise ExceptionGroup('g', [ValueError(1), TypeError(2)])\nexcept* ValueError as e:\n"
     "    r.append(f(len(e.exceptions)))\nexcept* TypeError:\n    r.append(f(5))\nr",
     "[2,10]", 2},
    {"except_star_reraise",
     "def g():\n    try:\n        raise ExceptionGroup('g', [ValueError(1), KeyError(2)])\n    except* ValueError:\n"
     "        f(1)\n        raise\ntry:\n    g()\nexcept ExceptionGroup as eg:\n"
     "    r = [type(x).__name__ for x in eg.exceptions] + [f(3)]\nr",
     "[\"ValueError\",\"KeyError\",6]", 2},
    {"except_star_derive_split",
     "class G(ExceptionGroup):\n    def derive(self, excs):\n        return G(self.message + str(f(len(excs))), excs)\n"
     "try:\n    raise G('m', [ValueError(1), TypeError(2)])\nexcept* ValueError as e:\n    r = [e.message]\n"
     "except* TypeError as e:\n    r.append(e.message)\nr",
     "[\"m2\",\"m22\"]", 3},
    {"except_star_derive_reraise",
     "class G(ExceptionGroup):\n    def derive(self, excs):\n        return G(self.message + str(f(len(excs))), excs)\n"
     "def g():\n    try:\n        raise G('m', [ValueError(1), TypeError(2)])\n    except* ValueError:\n        raise\n"
     "try:\n    g()\nexcept G as eg:\n    r = [eg.message, len(eg.exceptions)]\nr",
     "[\"m4\",2]", 3},
    {"except_star_else_finally",
     "try:\n    raise KeyError(f(1))\nexcept* KeyError as e:\n    r = [type(e).__name__, f(2)]\nelse:\n    r = None\n"
     "finally:\n    r.append(f(3))\nr",
     "[\"ExceptionGroup\",4,6]", 3},
    // Imported modules are execution state: the snapshot carries the module (a Python one here,
    // with its program) and the restored run finds it cached, mutations included.
    {"after_import", "import keyword\nkeyword.mark = 5\nx = f(1)\nimport keyword as k\n[x + k.mark, k.iskeyword('if')]",
     "[7,true]", 1},
    {"after_import_math", "import math\nfrom math import sqrt as r\nx = f(math.floor(2.5))\n[x, r(16), math.factorial(20)]",
     "[4,4.0,2432902008176640000]", 1},
    {"after_import_star", "from keyword import *\nx = f(len(softkwlist))\n[x, iskeyword('pass')]", "[6,true]", 1},
    // re's Pattern and Match objects are heap state: restored in a fresh process, they match
    // again (the RE2 program is recompiled from the pattern's source and flags).
    {"after_import_re",
     "import re\np = re.compile(r'(?P<k>\\w+)=(\\d+)', re.I)\nm = p.search('x a=1 b=22 \u00e9=3')\nn = f(int(m.group(2)))\n"
     "[m.group('k'), list(m.span()), n, [list(t) for t in p.findall('c=3 d=4')], p.sub(r'\\2=\\1', 'e=5'), repr(m), p.flags,"
     " m.lastgroup, list(p.search('\u00fc\u00e9=7').span(2)), list(re.finditer('=', 'a=b=')).__len__()]",
     "[\"a\",[2,5],2,[[\"c\",\"3\"],[\"d\",\"4\"]],\"5=e\","
     "\"<re.Match object; span=(2, 5), match='a=1'>\",34,null,[3,4],2]", 1},
    // sub() with a callable: the callable runs as Python and may pause for the host.
    {"re_sub_callable", "import re\nre.sub(r'\\d', lambda m: str(f(int(m.group()))), 'a1b2c3')", "\"a2b4c6\"", 3},
    // The class protocol's Python hooks run as frames (vm/class_hooks.cpp, vm/instances.cpp).
    {"init_subclass", "class B:\n    seen = []\n    def __init_subclass__(cls, n=0):\n        B.seen.append(f(n))\n"
                      "class C(B, n=2):\n    pass\nclass D(C):\n    pass\nB.seen", "[4,0]", 2},
    {"set_name", "class F:\n    def __set_name__(self, owner, name):\n        self.v = f(len(name))\n"
                 "class C:\n    ab = F()\n    abc = F()\n[C.ab.v, C.abc.v]", "[4,6]", 2},
    {"new_then_init", "class C:\n    def __new__(cls, x):\n        o = super().__new__(cls)\n        o.v = f(x)\n        return o\n"
                      "    def __init__(self, x):\n        self.w = f(x + 1)\n[C(1).v, C(2).w]", "[2,6]", 4},
    // Callbacks of the Python-written modules (collections, itertools, functools, dataclasses)
    // run as frames; their objects (deques, namedtuples, lru caches) are ordinary heap state.
    {"defaultdict_factory", "from collections import defaultdict\nd = defaultdict(lambda: f(3))\nd['a'] += 1\n[d['a'], d['b']]",
     "[7,6]", 2},
    {"groupby_key", "from itertools import groupby\n[[k, len(list(g))] for k, g in groupby([1, 1, 2], key=lambda v: f(v))]",
     "[[2,2],[4,1]]", 3},
    {"dataclass_post_init", "from dataclasses import dataclass\n@dataclass\nclass P:\n    x: int\n"
                            "    def __post_init__(self):\n        self.y = f(self.x)\np = P(4)\n[p.x, p.y, repr(p)]",
     "[4,8,\"P(x=4)\"]", 1},
    {"lru_cache", "from functools import lru_cache\n@lru_cache\ndef g(n):\n    return f(n)\n[g(1), g(1), g(2), g.cache_info().hits]",
     "[2,2,4,1]", 2},
    {"deque_namedtuple", "from collections import deque, namedtuple\nP = namedtuple('P', 'a b')\nq = deque([P(1, 2)], maxlen=3)\n"
                         "q.append(P(f(1), 0))\n[q[0].a + q[1].a, len(q), repr(q)]",
     "[3,2,\"deque([P(a=1, b=2), P(a=2, b=0)], maxlen=3)\"]", 1},
    // Enum members, str/int subclass instances and classes with a metaclass are heap state
    // like any other: held across a pause, they restore (a fresh process too) and go on.
    {"enum_subclass_metaclass",
     "from enum import Enum, IntEnum, StrEnum, auto\nclass Color(Enum):\n    RED = 1\n    GREEN = 2\n"
     "class Level(IntEnum):\n    LOW = 1\n    HIGH = 2\nclass Mode(StrEnum):\n    READ = auto()\n"
     "class UserId(str):\n    def shout(self):\n        return self.upper() + '!'\n"
     "class Meta(type):\n    def __len__(cls):\n        return 7\nclass M(metaclass=Meta):\n    pass\n"
     "c, lv, u, md = Color.GREEN, Level.HIGH, UserId('bob'), Mode.READ\nx = f(c.value)\n"
     "[x, repr(c), c is Color(2), lv + 1, repr(lv), u.shout(), type(u).__name__, len(M), type(M).__name__,"
     " Level(f(1) // 2) is Level.LOW, list(Color)[0].name, md == 'read', str(md)]",
     "[4,\"<Color.GREEN: 2>\",true,3,\"<Level.HIGH: 2>\",\"BOB!\",\"UserId\",7,\"Meta\",true,\"RED\",true,\"read\"]", 2},
    // contextlib.contextmanager drives its generator with next() from __enter__/__exit__.
    {"contextmanager_generator",
     "from contextlib import contextmanager\n@contextmanager\ndef cm(x):\n    v = f(x)\n    yield v\n    log.append(f(v))\n"
     "log = []\nwith cm(1) as a:\n    b = f(a)\n[a, b, log]",
     "[2,4,[4]]", 3},
    {"counter_generator", "from collections import Counter\nc = Counter(f(i) for i in [1, 1, 2])\n[list(t) for t in c.most_common()]",
     "[[2,2],[4,1]]", 3},
};

// Calls made by native code that runs a Python callable (DESIGN.md decision 1).
const PauseCase kCallbackCases[] = {
    {"sorted_key", "sorted([1, 3, 2], key=lambda c: score(c))", "[3,2,1]", 3},
    {"list_sort_key", "xs = [1, 3, 2]\nxs.sort(key=lambda c: score(c))\nxs", "[3,2,1]", 3},
    {"min_key", "min([1, 3, 2], key=lambda c: score(c))", "3", 3},
    {"max_key", "max([1, 3, 2], key=lambda c: score(c))", "1", 3},
    {"map", "list(map(lambda c: score(c), [1, 2]))", "[-1,-2]", 2},
    {"filter", "list(filter(lambda c: score(c) < -1, [1, 2, 3]))", "[2,3]", 3},
    // Builtins draining a generator whose body calls the host.
    {"sum_generator", "sum(score(c) for c in [1, 2, 3])", "-6", 3},
    {"any_generator", "any(score(c) < -1 for c in [1, 2, 3])", "true", 2},
    {"all_generator", "all(score(c) < 0 for c in [1, 2])", "true", 2},
    {"join_generator", "','.join(str(score(c)) for c in [1, 2])", "\"-1,-2\"", 2},
    {"dict_generator", "dict((c, score(c)) for c in [1, 2])", "{\"$dict\":[[1,-1],[2,-2]]}", 2},
    {"tuple_generator", "tuple(score(c) for c in [1, 2])", "{\"$tuple\":[-1,-2]}", 2},
    {"set_generator", "sorted(set(score(c) for c in [1, 2]))", "[-2,-1]", 2},
    // json's callbacks run in the module's Python frames.
    {"json_default", "import json\njson.dumps([1, {2, 3}], default=lambda o: score(len(o)))", "\"[1, -2]\"", 1},
    {"json_object_hook", "import json\njson.loads('[{\"a\": 1}, {}]', object_hook=lambda d: score(len(d)))", "[-1,0]", 2},
    {"json_parse_int", "import json\njson.loads('{\"k\": [1, 2]}', parse_int=lambda t: score(int(t)))",
     "{\"k\":[-1,-2]}", 2},
};

// The match statement: host calls in the subject, in guards and in case bodies.
const PauseCase kMatchCases[] = {
    {"subject", "match f(2):\n    case 4:\n        r = 'four'\n    case _:\n        r = 'other'\nr", "\"four\"", 1},
    {"guard",
     "def g(v):\n    match v:\n        case [x, y] if f(x) > y:\n            return 'big'\n"
     "        case [x, *_] if f(x) == 2:\n            return 'one'\n        case _:\n            return 'none'\n"
     "[g([3, 1]), g([1, 5]), g([0, 9])]",
     "[\"big\",\"one\",\"none\"]", 5},
    {"body",
     "out = []\nfor item in [{'k': 1}, (2, 3), 'x']:\n    match item:\n        case {'k': k}:\n"
     "            out.append(f(k))\n        case (a, b):\n            out.append(f(a) + f(b))\n"
     "        case str() as s:\n            out.append(s + str(f(5)))\nout",
     "[2,10,\"x10\"]", 4},
    {"class_pattern",
     "class P:\n    __match_args__ = ('x', 'y')\n    def __init__(self, x, y):\n        self.x = x\n        self.y = y\n"
     "match P(1, 2):\n    case P(0, _):\n        r = 0\n    case P(x, y) if f(x) < y + f(y):\n        r = f(x + y)\n"
     "    case _:\n        r = -1\nr",
     "6", 3},
    {"or_pattern_in_generator",
     "def gen(items):\n    for it in items:\n        match it:\n            case (1 | 2) as n:\n"
     "                yield f(n)\n            case [n] | (n, _):\n                yield f(n) + 1\n"
     "list(gen([1, [3], (4, 0), 2]))",
     "[2,7,9,4]", 4},
    {"mapping_rest",
     "match {'a': 1, 'b': 2, 'c': 3}:\n    case {'a': a, **rest} if f(a) == 2:\n        r = [a, rest, f(len(rest))]\nr",
     "[1,{\"b\":2,\"c\":3},4]", 2},
};

}  // namespace basilisk::test
