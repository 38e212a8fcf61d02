// Golden disassembly, compile-time errors, stack depths and line tables of the bytecode compiler.
#include <gtest/gtest.h>

#include <string>

#include "compiler/compile.h"
#include "vm/code.h"
#include "vm/opcodes.h"

namespace basilisk::compiler {
namespace {

using Mode = CompileOptions::Mode;

vm::ProgramRef compile_ok(const std::string& source, Mode mode = Mode::File) {
    CompileOptions options;
    options.mode = mode;
    auto result = compile_program(source, options);
    if (auto* err = std::get_if<SyntaxErrorInfo>(&result)) {
        ADD_FAILURE() << "unexpected " << err->type << ": " << err->message << " (line " << err->line << ")";
        return nullptr;
    }
    return std::get<vm::ProgramRef>(result);
}

std::string dis(const std::string& source, Mode mode = Mode::File) {
    auto program = compile_ok(source, mode);
    return program ? vm::disassemble(*program) : std::string();
}

SyntaxErrorInfo compile_error(const std::string& source) {
    auto result = compile_program(source);
    if (auto* err = std::get_if<SyntaxErrorInfo>(&result)) return *err;
    ADD_FAILURE() << "expected a SyntaxError for:\n" << source;
    return {};
}

const vm::Code* find_code(const vm::Program& program, const std::string& qualname) {
    for (const auto& code : program.codes)
        if (code.qualname == qualname) return &code;
    return nullptr;
}

TEST(CodegenGolden, FunctionAndCall) {
    EXPECT_EQ(dis("def f(a, b):\n"
        "    return a + b\n"
        "print(f(1, 2))\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=4\n"
        "   1     0 MAKE_FUNCTION       16 (f)\n"
        "         1 STORE_GLOBAL        0 (f)\n"
        "   3     2 LOAD_GLOBAL         1 (print)\n"
        "         3 LOAD_GLOBAL         0 (f)\n"
        "         4 LOAD_CONST          0 (1)\n"
        "         5 LOAD_CONST          1 (2)\n"
        "         6 CALL                2\n"
        "         7 CALL                1\n"
        "         8 POP_TOP\n"
        "         9 LOAD_CONST          2 (None)\n"
        "        10 RETURN_VALUE\n"
        "\n"
        "code 1 f flags=- args=2 posonly=0 kwonly=0 stack=2\n"
        "  varnames: a b\n"
        "   2     0 LOAD_FAST           0 (a)\n"
        "         1 LOAD_FAST           1 (b)\n"
        "         2 BINARY_OP           0 (+)\n"
        "         3 RETURN_VALUE\n");
}

TEST(CodegenGolden, Displays) {
    EXPECT_EQ(dis("x = [1, *y]\n"
        "y = (1, 2, (3, \"a\"))\n"
        "z = {\"k\": 1, **m}\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=2\n"
        "   1     0 LOAD_CONST          0 (1)\n"
        "         1 BUILD_LIST          1\n"
        "         2 LOAD_GLOBAL         0 (y)\n"
        "         3 LIST_EXTEND         1\n"
        "         4 STORE_GLOBAL        1 (x)\n"
        "   2     5 LOAD_CONST          1 ((1, 2, (3, 'a')))\n"
        "         6 STORE_GLOBAL        0 (y)\n"
        "   3     7 LOAD_CONST          2 ('k')\n"
        "         8 LOAD_CONST          0 (1)\n"
        "         9 BUILD_MAP           1\n"
        "        10 LOAD_GLOBAL         2 (m)\n"
        "        11 DICT_UPDATE         1\n"
        "        12 STORE_GLOBAL        3 (z)\n"
        "        13 LOAD_CONST          3 (None)\n"
        "        14 RETURN_VALUE\n");
}

TEST(CodegenGolden, AssertRaiseDel) {
    EXPECT_EQ(dis("assert x, \"msg\"\n"
        "raise E from c\n"
        "del a, b.c, d[0]\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=2\n"
        "   1     0 LOAD_GLOBAL         0 (x)\n"
        "         1 POP_JUMP_IF_TRUE    6 (to 6)\n"
        "         2 LOAD_ASSERTION_ERROR\n"
        "         3 LOAD_CONST          0 ('msg')\n"
        "         4 CALL                1\n"
        "         5 RAISE_VARARGS       1\n"
        "   2     6 LOAD_GLOBAL         1 (E)\n"
        "         7 LOAD_GLOBAL         2 (c)\n"
        "         8 RAISE_VARARGS       2\n"
        "   3     9 DELETE_GLOBAL       3 (a)\n"
        "        10 LOAD_GLOBAL         4 (b)\n"
        "        11 DELETE_ATTR         2 (c)\n"
        "        12 LOAD_GLOBAL         5 (d)\n"
        "        13 LOAD_CONST          1 (0)\n"
        "        14 DELETE_SUBSCR\n"
        "        15 LOAD_CONST          2 (None)\n"
        "        16 RETURN_VALUE\n");
}

TEST(CodegenGolden, Imports) {
    EXPECT_EQ(dis("import a.b\n"
        "import a.b as c\n"
        "from m import x as y, z\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=2\n"
        "   1     0 IMPORT_NAME         0 (a.b)\n"
        "         1 POP_TOP\n"
        "         2 IMPORT_NAME         1 (a)\n"
        "         3 STORE_GLOBAL        1 (a)\n"
        "   2     4 IMPORT_NAME         0 (a.b)\n"
        "         5 STORE_GLOBAL        2 (c)\n"
        "   3     6 IMPORT_NAME         3 (m)\n"
        "         7 IMPORT_FROM         4 (x)\n"
        "         8 STORE_GLOBAL        5 (y)\n"
        "         9 IMPORT_FROM         6 (z)\n"
        "        10 STORE_GLOBAL        6 (z)\n"
        "        11 POP_TOP\n"
        "        12 LOAD_CONST          0 (None)\n"
        "        13 RETURN_VALUE\n");
}

TEST(CodegenGolden, Closure) {
    EXPECT_EQ(dis("def f(x):\n"
        "    def g():\n"
        "        return x\n"
        "    return g\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
        "   1     0 MAKE_FUNCTION       16 (f)\n"
        "         1 STORE_GLOBAL        0 (f)\n"
        "         2 LOAD_CONST          0 (None)\n"
        "         3 RETURN_VALUE\n"
        "\n"
        "code 1 f flags=- args=1 posonly=0 kwonly=0 stack=1\n"
        "  varnames: x g\n"
        "  cellvars: x(param 0)\n"
        "   2     0 LOAD_CLOSURE        0 (x)\n"
        "         1 BUILD_TUPLE         1\n"
        "         2 MAKE_FUNCTION       36 (f.<locals>.g, closure)\n"
        "         3 STORE_FAST          1 (g)\n"
        "   4     4 LOAD_FAST           1 (g)\n"
        "         5 RETURN_VALUE\n"
        "\n"
        "code 2 f.<locals>.g flags=- args=0 posonly=0 kwonly=0 stack=1\n"
        "  freevars: x\n"
        "   3     0 LOAD_DEREF          0 (x)\n"
        "         1 RETURN_VALUE\n");
}

TEST(CodegenGolden, TryExceptAs) {
    EXPECT_EQ(dis("try:\n"
        "    f()\n"
        "except E as e:\n"
        "    pass\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=3\n"
        "   2     0 LOAD_GLOBAL         0 (f)\n"
        "         1 CALL                0\n"
        "         2 POP_TOP\n"
        "         3 JUMP                22 (to 22)\n"
        "         4 PUSH_EXC_INFO\n"
        "   3     5 LOAD_GLOBAL         1 (E)\n"
        "         6 CHECK_EXC_MATCH\n"
        "         7 POP_JUMP_IF_FALSE   18 (to 18)\n"
        "         8 STORE_GLOBAL        2 (e)\n"
        "         9 POP_EXCEPT\n"
        "        10 LOAD_CONST          0 (None)\n"
        "        11 STORE_GLOBAL        2 (e)\n"
        "        12 DELETE_GLOBAL       2 (e)\n"
        "        13 JUMP                22 (to 22)\n"
        "        14 LOAD_CONST          0 (None)\n"
        "        15 STORE_GLOBAL        2 (e)\n"
        "        16 DELETE_GLOBAL       2 (e)\n"
        "        17 RERAISE\n"
        "        18 RERAISE\n"
        "        19 ROT_TWO\n"
        "        20 POP_EXCEPT\n"
        "        21 RERAISE\n"
        "        22 LOAD_CONST          0 (None)\n"
        "        23 RETURN_VALUE\n"
        "  exception table:\n"
        "    0 to 3 -> 4 [0]\n"
        "    4 to 9 -> 19 [1]\n"
        "    14 to 19 -> 19 [1]\n");
}

// CPython 3.11's except* layout (compiler/codegen_try_star.cpp): the original and the list of
// what the clauses raise stay below the clauses; each clause splits what is left.
TEST(CodegenGolden, TryExceptStar) {
    EXPECT_EQ(dis("try:\n"
        "    f()\n"
        "except* E as e:\n"
        "    g()\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=6\n"
        "   2     0 LOAD_GLOBAL         0 (f)\n"
        "         1 CALL                0\n"
        "         2 POP_TOP\n"
        "         3 JUMP                41 (to 41)\n"
        "         4 PUSH_EXC_INFO\n"
        "   3     5 COPY                1\n"
        "         6 BUILD_LIST          0\n"
        "         7 SWAP                2\n"
        "         8 LOAD_CONST          0 (None)\n"
        "         9 LOAD_GLOBAL         1 (E)\n"
        "        10 CHECK_EG_MATCH\n"
        "        11 UNPACK_EG_MATCH\n"
        "        12 COPY                1\n"
        "        13 POP_JUMP_IF_NONE    27 (to 27)\n"
        "        14 STORE_GLOBAL        2 (e)\n"
        "   4    15 LOAD_GLOBAL         3 (g)\n"
        "        16 CALL                0\n"
        "        17 POP_TOP\n"
        "   3    18 LOAD_CONST          0 (None)\n"
        "        19 STORE_GLOBAL        2 (e)\n"
        "        20 DELETE_GLOBAL       2 (e)\n"
        "        21 JUMP                28 (to 28)\n"
        "        22 LOAD_CONST          0 (None)\n"
        "        23 STORE_GLOBAL        2 (e)\n"
        "        24 DELETE_GLOBAL       2 (e)\n"
        "        25 LIST_APPEND         2\n"
        "        26 JUMP                28 (to 28)\n"
        "        27 POP_TOP\n"
        "        28 LIST_APPEND         1\n"
        "        29 PREP_RERAISE_STAR\n"
        "        30 COPY                1\n"
        "        31 POP_JUMP_IF_NOT_NONE 35 (to 35)\n"
        "        32 POP_TOP\n"
        "        33 POP_EXCEPT\n"
        "        34 JUMP                41 (to 41)\n"
        "        35 SWAP                2\n"
        "        36 POP_EXCEPT\n"
        "        37 RERAISE\n"
        "        38 ROT_TWO\n"
        "        39 POP_EXCEPT\n"
        "        40 RERAISE\n"
        "        41 LOAD_CONST          0 (None)\n"
        "        42 RETURN_VALUE\n"
        "  exception table:\n"
        "    0 to 3 -> 4 [0]\n"
        "    4 to 15 -> 38 [1]\n"
        "    15 to 18 -> 22 [4]\n"
        "    18 to 32 -> 38 [1]\n");
}

TEST(CodegenGolden, With) {
    EXPECT_EQ(dis("with m as v:\n"
        "    pass\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=4\n"
        "   1     0 LOAD_GLOBAL         0 (m)\n"
        "         1 BEFORE_WITH\n"
        "         2 STORE_GLOBAL        1 (v)\n"
        "         3 LOAD_CONST          0 (None)\n"
        "         4 LOAD_CONST          0 (None)\n"
        "         5 LOAD_CONST          0 (None)\n"
        "         6 CALL                3\n"
        "         7 POP_TOP\n"
        "         8 JUMP                19 (to 19)\n"
        "         9 PUSH_EXC_INFO\n"
        "        10 WITH_EXCEPT_START\n"
        "        11 POP_JUMP_IF_TRUE    16 (to 16)\n"
        "        12 RERAISE\n"
        "        13 ROT_TWO\n"
        "        14 POP_EXCEPT\n"
        "        15 RERAISE\n"
        "        16 POP_TOP\n"
        "        17 POP_EXCEPT\n"
        "        18 POP_TOP\n"
        "        19 LOAD_CONST          0 (None)\n"
        "        20 RETURN_VALUE\n"
        "  exception table:\n"
        "    2 to 3 -> 9 [1]\n"
        "    9 to 13 -> 13 [2]\n");
}

TEST(CodegenGolden, Generator) {
    EXPECT_EQ(dis("def g():\n"
        "    yield 1\n"
        "    x = yield from h()\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
        "   1     0 MAKE_FUNCTION       16 (g)\n"
        "         1 STORE_GLOBAL        0 (g)\n"
        "         2 LOAD_CONST          0 (None)\n"
        "         3 RETURN_VALUE\n"
        "\n"
        "code 1 g flags=generator args=0 posonly=0 kwonly=0 stack=2\n"
        "  varnames: x\n"
        "   2     0 LOAD_CONST          0 (1)\n"
        "         1 YIELD_VALUE\n"
        "         2 POP_TOP\n"
        "   3     3 LOAD_GLOBAL         0 (h)\n"
        "         4 CALL                0\n"
        "         5 GET_YIELD_FROM_ITER\n"
        "         6 LOAD_CONST          1 (None)\n"
        "         7 YIELD_FROM\n"
        "         8 STORE_FAST          0 (x)\n"
        "         9 LOAD_CONST          1 (None)\n"
        "        10 RETURN_VALUE\n");
}

TEST(CodegenGolden, ListComp) {
    EXPECT_EQ(dis("L = [x * y for x in a if x for y in b]\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=2\n"
        "   1     0 MAKE_FUNCTION       16 (<listcomp>)\n"
        "         1 LOAD_GLOBAL         0 (a)\n"
        "         2 GET_ITER\n"
        "         3 CALL                1\n"
        "         4 STORE_GLOBAL        1 (L)\n"
        "         5 LOAD_CONST          0 (None)\n"
        "         6 RETURN_VALUE\n"
        "\n"
        "code 1 <listcomp> flags=comprehension args=1 posonly=0 kwonly=0 stack=5\n"
        "  varnames: .0 x y\n"
        "   1     0 BUILD_LIST          0\n"
        "         1 LOAD_FAST           0 (.0)\n"
        "         2 FOR_ITER            16 (to 16)\n"
        "         3 STORE_FAST          1 (x)\n"
        "         4 LOAD_FAST           1 (x)\n"
        "         5 POP_JUMP_IF_FALSE   15 (to 15)\n"
        "         6 LOAD_GLOBAL         0 (b)\n"
        "         7 GET_ITER\n"
        "         8 FOR_ITER            15 (to 15)\n"
        "         9 STORE_FAST          2 (y)\n"
        "        10 LOAD_FAST           1 (x)\n"
        "        11 LOAD_FAST           2 (y)\n"
        "        12 BINARY_OP           2 (*)\n"
        "        13 LIST_APPEND         3\n"
        "        14 JUMP                8 (to 8)\n"
        "        15 JUMP                2 (to 2)\n"
        "        16 RETURN_VALUE\n");
}

TEST(CodegenGolden, ClassWithSuper) {
    EXPECT_EQ(dis("class C(B, metaclass=M):\n"
        "    def m(self):\n"
        "        return super().m()\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=6\n"
        "   1     0 LOAD_BUILD_CLASS\n"
        "         1 MAKE_FUNCTION       16 (C)\n"
        "         2 LOAD_CONST          0 ('C')\n"
        "         3 LOAD_GLOBAL         0 (B)\n"
        "         4 LOAD_GLOBAL         1 (M)\n"
        "         5 LOAD_CONST          1 (('metaclass',))\n"
        "         6 CALL_KW             4\n"
        "         7 STORE_GLOBAL        2 (C)\n"
        "         8 LOAD_CONST          2 (None)\n"
        "         9 RETURN_VALUE\n"
        "\n"
        "code 1 C flags=class args=0 posonly=0 kwonly=0 stack=1\n"
        "  cellvars: __class__\n"
        "   1     0 LOAD_NAME           0 (__name__)\n"
        "         1 STORE_NAME          1 (__module__)\n"
        "         2 LOAD_CONST          0 ('C')\n"
        "         3 STORE_NAME          2 (__qualname__)\n"
        "   2     4 LOAD_CLOSURE        0 (__class__)\n"
        "         5 BUILD_TUPLE         1\n"
        "         6 MAKE_FUNCTION       36 (C.m, closure)\n"
        "         7 STORE_NAME          3 (m)\n"
        "         8 LOAD_CLOSURE        0 (__class__)\n"
        "         9 RETURN_VALUE\n"
        "\n"
        "code 2 C.m flags=- args=1 posonly=0 kwonly=0 stack=2\n"
        "  varnames: self\n"
        "  freevars: __class__\n"
        "   3     0 LOAD_GLOBAL         0 (super)\n"
        "         1 CALL                0\n"
        "         2 LOAD_METHOD         1 (m)\n"
        "         3 CALL_METHOD         0\n"
        "         4 RETURN_VALUE\n");
}

TEST(CodegenGolden, ChainedCompareAndCalls) {
    EXPECT_EQ(dis("r = 1 < x < 3\n"
        "o.m(1, k=2)\n"
        "print(*a, sep='', **kw)\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=5\n"
        "   1     0 LOAD_CONST          0 (1)\n"
        "         1 LOAD_GLOBAL         0 (x)\n"
        "         2 DUP_TOP\n"
        "         3 ROT_THREE\n"
        "         4 COMPARE_OP          0 (<)\n"
        "         5 JUMP_IF_FALSE_OR_POP 9 (to 9)\n"
        "         6 LOAD_CONST          1 (3)\n"
        "         7 COMPARE_OP          0 (<)\n"
        "         8 JUMP                11 (to 11)\n"
        "         9 ROT_TWO\n"
        "        10 POP_TOP\n"
        "        11 STORE_GLOBAL        1 (r)\n"
        "   2    12 LOAD_GLOBAL         2 (o)\n"
        "        13 LOAD_METHOD         3 (m)\n"
        "        14 LOAD_CONST          0 (1)\n"
        "        15 LOAD_CONST          2 (2)\n"
        "        16 LOAD_CONST          3 (('k',))\n"
        "        17 CALL_METHOD_KW      2\n"
        "        18 POP_TOP\n"
        "   3    19 LOAD_GLOBAL         4 (print)\n"
        "        20 BUILD_LIST          0\n"
        "        21 LOAD_GLOBAL         5 (a)\n"
        "        22 LIST_EXTEND         1\n"
        "        23 LIST_TO_TUPLE\n"
        "        24 LOAD_CONST          4 ('sep')\n"
        "        25 LOAD_CONST          5 ('')\n"
        "        26 BUILD_MAP           1\n"
        "        27 LOAD_GLOBAL         6 (kw)\n"
        "        28 DICT_MERGE          1\n"
        "        29 CALL_EX             1\n"
        "        30 POP_TOP\n"
        "        31 LOAD_CONST          6 (None)\n"
        "        32 RETURN_VALUE\n");
}

TEST(CodegenGolden, AugAssignAndSwap) {
    EXPECT_EQ(dis("a, b = b, a\n"
        "x[i] += 1\n"
        "o.a -= 2\n"
        "a, *b, c = t\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=4\n"
        "   1     0 LOAD_GLOBAL         0 (b)\n"
        "         1 LOAD_GLOBAL         1 (a)\n"
        "         2 ROT_TWO\n"
        "         3 STORE_GLOBAL        1 (a)\n"
        "         4 STORE_GLOBAL        0 (b)\n"
        "   2     5 LOAD_GLOBAL         2 (x)\n"
        "         6 LOAD_GLOBAL         3 (i)\n"
        "         7 DUP_TOP_TWO\n"
        "         8 BINARY_SUBSCR\n"
        "         9 LOAD_CONST          0 (1)\n"
        "        10 BINARY_OP           128 (+=)\n"
        "        11 ROT_THREE\n"
        "        12 STORE_SUBSCR\n"
        "   3    13 LOAD_GLOBAL         4 (o)\n"
        "        14 DUP_TOP\n"
        "        15 LOAD_ATTR           1 (a)\n"
        "        16 LOAD_CONST          1 (2)\n"
        "        17 BINARY_OP           129 (-=)\n"
        "        18 ROT_TWO\n"
        "        19 STORE_ATTR          1 (a)\n"
        "   4    20 LOAD_GLOBAL         5 (t)\n"
        "        21 UNPACK_EX           257\n"
        "        22 STORE_GLOBAL        1 (a)\n"
        "        23 STORE_GLOBAL        0 (b)\n"
        "        24 STORE_GLOBAL        6 (c)\n"
        "        25 LOAD_CONST          2 (None)\n"
        "        26 RETURN_VALUE\n");
}

TEST(CodegenGolden, ReturnInFinally) {
    EXPECT_EQ(dis("def f():\n"
        "    try:\n"
        "        return 1\n"
        "    finally:\n"
        "        return 2\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
        "   1     0 MAKE_FUNCTION       16 (f)\n"
        "         1 STORE_GLOBAL        0 (f)\n"
        "         2 LOAD_CONST          0 (None)\n"
        "         3 RETURN_VALUE\n"
        "\n"
        "code 1 f flags=- args=0 posonly=0 kwonly=0 stack=2\n"
        "   5     0 LOAD_CONST          0 (2)\n"
        "         1 RETURN_VALUE\n"
        "   3     2 LOAD_CONST          1 (1)\n"
        "         3 RETURN_VALUE\n"
        "   5     4 LOAD_CONST          0 (2)\n"
        "         5 RETURN_VALUE\n"
        "         6 JUMP                16 (to 16)\n"
        "         7 PUSH_EXC_INFO\n"
        "         8 POP_TOP\n"
        "         9 POP_EXCEPT\n"
        "        10 LOAD_CONST          0 (2)\n"
        "        11 RETURN_VALUE\n"
        "        12 RERAISE\n"
        "        13 ROT_TWO\n"
        "        14 POP_EXCEPT\n"
        "        15 RERAISE\n"
        "        16 LOAD_CONST          2 (None)\n"
        "        17 RETURN_VALUE\n"
        "  exception table:\n"
        "    7 to 9 -> 13 [1]\n"
        "    12 to 13 -> 13 [1]\n");
}

// ---- modes ------------------------------------------------------------------------------------

// The match statement as CPython 3.11 compiles it: an or-pattern whose alternatives bind `a` at
// different depths (captures rotated under the work items and stored once the whole pattern
// matched, before the guard), a mapping pattern with **rest, a class pattern with a keyword
// sub-pattern; failures jump into chains of POP_TOPs.
TEST(CodegenGolden, Match) {
    EXPECT_EQ(dis("match x:\n"
        "    case [a, 1] | (1, a) if a:\n"
        "        pass\n"
        "    case {\"k\": v, **r}:\n"
        "        pass\n"
        "    case C(p, q=3):\n"
        "        pass\n"),
        "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=5\n"
        "   1     0 LOAD_GLOBAL         0 (x)\n"
        "   2     1 COPY                1\n"
        "         2 COPY                1\n"
        "         3 MATCH_SEQUENCE\n"
        "         4 POP_JUMP_IF_FALSE   15 (to 15)\n"
        "         5 GET_LEN\n"
        "         6 LOAD_CONST          0 (2)\n"
        "         7 COMPARE_OP          2 (==)\n"
        "         8 POP_JUMP_IF_FALSE   15 (to 15)\n"
        "         9 UNPACK_SEQUENCE     2\n"
        "        10 SWAP                2\n"
        "        11 LOAD_CONST          1 (1)\n"
        "        12 COMPARE_OP          2 (==)\n"
        "        13 POP_JUMP_IF_FALSE   15 (to 15)\n"
        "        14 JUMP                31 (to 31)\n"
        "        15 POP_TOP\n"
        "        16 COPY                1\n"
        "        17 MATCH_SEQUENCE\n"
        "        18 POP_JUMP_IF_FALSE   28 (to 28)\n"
        "        19 GET_LEN\n"
        "        20 LOAD_CONST          0 (2)\n"
        "        21 COMPARE_OP          2 (==)\n"
        "        22 POP_JUMP_IF_FALSE   28 (to 28)\n"
        "        23 UNPACK_SEQUENCE     2\n"
        "        24 LOAD_CONST          1 (1)\n"
        "        25 COMPARE_OP          2 (==)\n"
        "        26 POP_JUMP_IF_FALSE   28 (to 28)\n"
        "        27 JUMP                31 (to 31)\n"
        "        28 POP_TOP\n"
        "        29 POP_TOP\n"
        "        30 JUMP                38 (to 38)\n"
        "        31 SWAP                2\n"
        "        32 POP_TOP\n"
        "        33 STORE_GLOBAL        1 (a)\n"
        "        34 LOAD_GLOBAL         1 (a)\n"
        "        35 POP_JUMP_IF_FALSE   38 (to 38)\n"
        "        36 POP_TOP\n"
        "   3    37 JUMP                81 (to 81)\n"
        "   4    38 COPY                1\n"
        "        39 MATCH_MAPPING\n"
        "        40 POP_JUMP_IF_FALSE   67 (to 67)\n"
        "        41 GET_LEN\n"
        "        42 LOAD_CONST          1 (1)\n"
        "        43 COMPARE_OP          5 (>=)\n"
        "        44 POP_JUMP_IF_FALSE   67 (to 67)\n"
        "        45 LOAD_CONST          2 ('k')\n"
        "        46 BUILD_TUPLE         1\n"
        "        47 MATCH_KEYS\n"
        "        48 COPY                1\n"
        "        49 POP_JUMP_IF_NONE    65 (to 65)\n"
        "        50 UNPACK_SEQUENCE     1\n"
        "        51 SWAP                3\n"
        "        52 SWAP                2\n"
        "        53 BUILD_MAP           0\n"
        "        54 SWAP                3\n"
        "        55 DICT_UPDATE         2\n"
        "        56 UNPACK_SEQUENCE     1\n"
        "        57 COPY                2\n"
        "        58 SWAP                2\n"
        "        59 DELETE_SUBSCR\n"
        "        60 SWAP                2\n"
        "        61 STORE_GLOBAL        2 (v)\n"
        "        62 STORE_GLOBAL        3 (r)\n"
        "        63 POP_TOP\n"
        "   5    64 JUMP                81 (to 81)\n"
        "   4    65 POP_TOP\n"
        "        66 POP_TOP\n"
        "        67 POP_TOP\n"
        "   6    68 LOAD_GLOBAL         4 (C)\n"
        "        69 LOAD_CONST          3 (('q',))\n"
        "        70 MATCH_CLASS         1\n"
        "        71 COPY                1\n"
        "        72 POP_JUMP_IF_NONE    80 (to 80)\n"
        "        73 UNPACK_SEQUENCE     2\n"
        "        74 SWAP                2\n"
        "        75 LOAD_CONST          4 (3)\n"
        "        76 COMPARE_OP          2 (==)\n"
        "        77 POP_JUMP_IF_FALSE   80 (to 80)\n"
        "        78 STORE_GLOBAL        5 (p)\n"
        "   7    79 JUMP                81 (to 81)\n"
        "   6    80 POP_TOP\n"
        "        81 LOAD_CONST          5 (None)\n"
        "        82 RETURN_VALUE\n");
}

TEST(CodegenModes, InteractiveEchoesTopLevelExpressions) {
    EXPECT_EQ(dis("if x:\n    3\n4\n", Mode::Interactive),
              "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
              "   1     0 LOAD_GLOBAL         0 (x)\n"
              "         1 POP_JUMP_IF_FALSE   4 (to 4)\n"
              "   2     2 LOAD_CONST          0 (3)\n"
              "         3 PRINT_EXPR\n"
              "   3     4 LOAD_CONST          1 (4)\n"
              "         5 PRINT_EXPR\n"
              "         6 LOAD_CONST          2 (None)\n"
              "         7 RETURN_VALUE\n");
}

TEST(CodegenModes, EmbeddedSendsOnlyTheLastExpressionToTheHost) {
    std::string text = dis("f()\nx = 2\nx\n", Mode::Embedded);
    EXPECT_NE(text.find("   3     5 LOAD_GLOBAL         1 (x)\n         6 SET_RESULT\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("SET_RESULT"), text.rfind("SET_RESULT"));
    // Not the last statement: no result.
    EXPECT_EQ(dis("x\ny = 1\n", Mode::Embedded).find("SET_RESULT"), std::string::npos);
}

TEST(CodegenModes, FileModeDropsConstantStatements) {
    std::string text = dis("1 + 1\n...\n'not a docstring'\n");
    EXPECT_EQ(text,
              "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
              "   3     0 LOAD_CONST          0 (None)\n"
              "         1 RETURN_VALUE\n");
}

TEST(CodegenModes, LeadingStringIsTheModuleDocstringUnlessItIsTheResult) {
    EXPECT_EQ(dis("'doc'\nx = 1\n"),
              "code 0 <module> flags=module args=0 posonly=0 kwonly=0 stack=1\n"
              "   1     0 LOAD_CONST          0 ('doc')\n"
              "         1 STORE_NAME          0 (__doc__)\n"
              "   2     2 LOAD_CONST          1 (1)\n"
              "         3 STORE_GLOBAL        1 (x)\n"
              "         4 LOAD_CONST          2 (None)\n"
              "         5 RETURN_VALUE\n");
    // Embedded code whose only statement is a string answers that string.
    EXPECT_EQ(dis("'answer'\n", Mode::Embedded).find("__doc__"), std::string::npos);
}

// ---- constants ----------------------------------------------------------------------------------

TEST(CodegenConstants, FoldsSmallArithmeticButNotHugePowers) {
    auto program = compile_ok("a = -1\nb = 2**10\nc = 2**100000\nd = -9223372036854775808\ne = 1.5 * 2\n");
    ASSERT_TRUE(program);
    const auto& consts = program->codes[0].consts;
    auto has_int = [&](int64_t v) {
        for (const auto& c : consts)
            if (auto* i = std::get_if<int64_t>(&c); i && *i == v) return true;
        return false;
    };
    EXPECT_TRUE(has_int(-1));
    EXPECT_TRUE(has_int(1024));
    EXPECT_TRUE(has_int(INT64_MIN));
    EXPECT_TRUE(has_int(100000));  // 2**100000 stays a BINARY_OP at run time
    std::string text = vm::disassemble(*program);
    EXPECT_NE(text.find("BINARY_OP           6 (**)"), std::string::npos) << text;
    EXPECT_NE(text.find("(3.0)"), std::string::npos) << text;
}

TEST(CodegenConstants, KeepsTypesOfEqualConstantsApart) {
    auto program = compile_ok("x = (1, 1.0, True, 0.0, -0.0)\n");
    ASSERT_TRUE(program);
    EXPECT_NE(vm::disassemble(*program).find("((1, 1.0, True, 0.0, -0.0))"), std::string::npos);
}

// ---- names and scopes as seen in the code objects ------------------------------------------------

TEST(CodegenNames, ParameterOrderAndFlags) {
    auto program = compile_ok("def f(a, /, b, *args, c, d=1, **kw):\n    e = 1\n");
    ASSERT_TRUE(program);
    const vm::Code* f = find_code(*program, "f");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->varnames, (std::vector<std::string>{"a", "b", "c", "d", "args", "kw", "e"}));
    EXPECT_EQ(f->argcount, 2u);
    EXPECT_EQ(f->posonly_argcount, 1u);
    EXPECT_EQ(f->kwonly_argcount, 2u);
    EXPECT_EQ(f->flags, uint32_t(vm::kCodeVarArgs | vm::kCodeVarKeywords));
}

TEST(CodegenNames, QualifiedNames) {
    auto program = compile_ok(
        "def f():\n    def g():\n        pass\n    class C:\n        def m(self):\n"
        "            return [x for x in y]\n    h = lambda: 0\n"
        "class D:\n    def n(self):\n        global G\n        def G():\n            pass\n");
    ASSERT_TRUE(program);
    for (const char* q : {"f", "f.<locals>.g", "f.<locals>.C", "f.<locals>.C.m", "f.<locals>.C.m.<locals>.<listcomp>",
                          "f.<locals>.<lambda>", "D", "D.n", "G"})
        EXPECT_TRUE(find_code(*program, q)) << q;
}

TEST(CodegenNames, PrivateNamesAreMangled) {
    std::string text = dis("class C:\n    __a = 1\n    def m(self):\n        return self.__b + __c\n");
    EXPECT_NE(text.find("STORE_NAME          3 (_C__a)"), std::string::npos) << text;
    EXPECT_NE(text.find("LOAD_ATTR           0 (_C__b)"), std::string::npos) << text;
    EXPECT_NE(text.find("LOAD_GLOBAL         1 (_C__c)"), std::string::npos) << text;
}

TEST(CodegenNames, ClassBodyReadsEnclosingFunctionVariablesWithClassDeref) {
    auto program = compile_ok("def f():\n    y = 1\n    class C:\n        z = y\n");
    ASSERT_TRUE(program);
    std::string text = vm::disassemble(*program);
    EXPECT_NE(text.find("LOAD_CLASSDEREF     0 (y)"), std::string::npos) << text;
    const vm::Code* c = find_code(*program, "f.<locals>.C");
    ASSERT_TRUE(c);
    EXPECT_EQ(c->freevars, std::vector<std::string>{"y"});
}

TEST(CodegenNames, CellFromParam) {
    auto program = compile_ok("def f(a, b):\n    c = 1\n    return lambda: a + c\n");
    ASSERT_TRUE(program);
    const vm::Code* f = find_code(*program, "f");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->cellvars, (std::vector<std::string>{"a", "c"}));
    EXPECT_EQ(f->cell_from_param, (std::vector<int32_t>{0, -1}));
    EXPECT_EQ(f->varnames, (std::vector<std::string>{"a", "b"}));
}

// ---- compile-time errors (CPython 3.11 messages and positions) --------------------------------

struct ErrorCase {
    const char* source;
    const char* message;
    int line;
    int col;
};

TEST(CodegenErrors, CPythonMessagesAndPositions) {
    const ErrorCase cases[] = {
        {"return 1\n", "'return' outside function", 1, 1},
        {"def f():\n    pass\nbreak\n", "'break' outside loop", 3, 1},
        {"for x in y:\n    def g():\n        continue\n", "'continue' not properly in loop", 3, 9},
        {"class C:\n    return 1\n", "'return' outside function", 2, 5},
        {"yield 1\n", "'yield' outside function", 1, 1},
        {"class C:\n    x = yield 2\n", "'yield' outside function", 2, 9},
        {"x = 1\nglobal x\n", "name 'x' is assigned to before global declaration", 2, 1},
        {"def f(a):\n    global a\n", "name 'a' is parameter and global", 2, 5},
        {"def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration", 3, 5},
        {"nonlocal x\n", "nonlocal declaration not allowed at module level", 1, 1},
        {"def f():\n    nonlocal y\n", "no binding for nonlocal 'y' found", 2, 5},
        {"def f(x):\n    nonlocal x\n", "name 'x' is parameter and nonlocal", 2, 5},
        {"def f():\n    global x\n    nonlocal x\n", "name 'x' is nonlocal and global", 2, 5},
        {"def f():\n    x: int\n    global x\n", "annotated name 'x' can't be global", 3, 5},
        {"def f(a, a):\n    pass\n", "duplicate argument 'a' in function definition", 1, 10},
        {"lambda a, b, a: 0\n", "duplicate argument 'a' in function definition", 1, 14},
        {"a, *b, *c = x\n", "multiple starred expressions in assignment", 1, 1},
        {"*a = x\n", "starred assignment target must be in a list or tuple", 1, 1},
        {"[(yield x) for x in y]\n", "'yield' inside list comprehension", 1, 3},
        {"def f():\n    [(x := 1) for x in y]\n",
         "assignment expression cannot rebind comprehension iteration variable 'x'", 2, 7},
        {"class C:\n    [(z := 1) for x in y]\n",
         "assignment expression within a comprehension cannot be used in a class body", 2, 7},
        {"await x\n", "'await' outside function", 1, 1},
        {"def f():\n    await x\n", "'await' outside async function", 2, 5},
        {"f(a=1, a=2)\n", "keyword argument repeated: a", 1, 8},
        {"x = *a\n", "can't use starred expression here", 1, 5},
        // Where async constructs may appear (the sandbox's top-level await is a compile option).
        {"async def f():\n    yield from x\n", "'yield from' inside async function", 2, 5},
        {"async def f():\n    yield 1\n    return 2\n", "'return' with value in async generator", 3, 5},
        {"def f():\n    [x async for x in y]\n", "asynchronous comprehension outside of an asynchronous function", 2, 5},
        {"async for x in y:\n    pass\n", "'async for' outside async function", 1, 1},
        {"def f():\n    async with x:\n        pass\n", "'async with' outside async function", 2, 5},
        {"lambda: await x\n", "'await' outside async function", 1, 9},
        {"class C:\n    await x\n", "'await' outside function", 2, 5},
        // The match statement's compile-time checks, with CPython 3.11's messages and positions.
        {"match x:\n case _: pass\n case 1: pass\n", "wildcard makes remaining patterns unreachable", 2, 7},
        {"match x:\n case y: pass\n case 1: pass\n", "name capture 'y' makes remaining patterns unreachable", 2, 7},
        {"match x:\n case (y | 1): pass\n", "name capture 'y' makes remaining patterns unreachable", 2, 8},
        {"match x:\n case [a, a]: pass\n", "multiple assignments to name 'a' in pattern", 2, 11},
        {"match x:\n case {'a': a, **a}: pass\n", "multiple assignments to name 'a' in pattern", 2, 13},
        {"match x:\n case [a] | b: pass\n", "alternative patterns bind different names", 2, 13},
        {"match x:\n case {'a': 1, 'a': 2}: pass\n", "mapping pattern checks duplicate key ('a')", 2, 7},
        {"match x:\n case {1: 1, True: 2}: pass\n", "mapping pattern checks duplicate key (True)", 2, 7},
        {"match x:\n case {-1.5: 1, -1.5: 2}: pass\n", "mapping pattern checks duplicate key (-1.5)", 2, 7},
        {"match x:\n case [*a, *b]: pass\n", "multiple starred names in sequence pattern", 2, 7},
        {"match x:\n case C(a=1, a=2): pass\n", "attribute name repeated in class pattern: a", 2, 16},
        {"match x:\n case C(__debug__=1): pass\n", "cannot assign to __debug__", 2, 19},
        {"def f():\n    from m import *\n", "import * only allowed at module level", 2, 19},
        {"class A:\n    from m import *\n", "import * only allowed at module level", 2, 19},
        {"from . import x\n", "relative imports are not supported", 1, 1},
        // except* clauses cannot be left by break/continue/return (a constant return value on the
        // return's line carries the position).
        {"for i in range(3):\n    try:\n        pass\n    except* E:\n        break\n", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 9},
        {"while x:\n    try:\n        pass\n    except* E:\n        continue\n", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 9},
        {"def f():\n    try:\n        pass\n    except* E:\n        return 1\n", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 16},
        {"def f():\n    try:\n        pass\n    except* E:\n        return x + 1\n", "'break', 'continue' and 'return' cannot appear in an except* block", 5, 9},
        {"try:\n    pass\nexcept* E:\n    break\n", "'break', 'continue' and 'return' cannot appear in an except* block", 4, 5},
    };
    for (const ErrorCase& c : cases) {
        SyntaxErrorInfo err = compile_error(c.source);
        EXPECT_EQ(err.type, "SyntaxError") << c.source;
        EXPECT_EQ(err.message, c.message) << c.source;
        EXPECT_EQ(err.line, c.line) << c.source;
        EXPECT_EQ(err.col, c.col) << c.source;
        EXPECT_EQ(err.filename, "main.py");
    }
}

TEST(CodegenErrors, ErrorCarriesSourceLine) {
    SyntaxErrorInfo err = compile_error("x = 1\n    \nif x:\n    break\n");
    EXPECT_EQ(err.line, 4);
    EXPECT_EQ(err.text, "    break");
    EXPECT_EQ(err.col, 5);
}

TEST(CodegenErrors, FeaturePolicyRejectsConstructs) {
    CompileOptions options;
    options.feature_check = [](Feature f, int line) -> std::optional<std::string> {
        if (f == Feature::WhileLoop) return std::string(feature_name(f)) + " are not allowed here";
        return std::nullopt;
    };
    auto ok = compile_program("for x in y:\n    pass\n", options);
    EXPECT_TRUE(std::holds_alternative<vm::ProgramRef>(ok));
    auto bad = compile_program("x = 1\nwhile x:\n    pass\n", options);
    ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(bad));
    EXPECT_EQ(std::get<SyntaxErrorInfo>(bad).message, "while loops are not allowed here");
    EXPECT_EQ(std::get<SyntaxErrorInfo>(bad).line, 2);
}

TEST(CodegenErrors, DeepNestingIsAnErrorNotACrash) {
    std::string src = "x = " + std::string(3000, '-') + "1\n";
    auto result = compile_program(src);
    // Either the parser or the compiler refuses it; it must not crash.
    if (auto* err = std::get_if<SyntaxErrorInfo>(&result)) EXPECT_FALSE(err->message.empty());
}

// ---- stack depth, exception table and lines --------------------------------------------------------

TEST(CodegenStack, MaxStackOfHandlersWithsAndComprehensions) {
    auto program = compile_ok(
        "def f():\n"
        "    with a() as x, b() as y:\n"          // exit1 exit2 prev exc res -> 5
        "        try:\n"
        "            pass\n"
        "        except E:\n"
        "            pass\n"
        "def g():\n"
        "    return [[i + j for j in y] for i in x]\n"
        "def h():\n"
        "    for i in x:\n"
        "        try:\n"
        "            return i\n"
        "        finally:\n"
        "            print(i)\n");
    ASSERT_TRUE(program);
    const vm::Code* f = find_code(*program, "f");
    ASSERT_TRUE(f);
    EXPECT_EQ(f->max_stack, 5u);
    const vm::Code* outer = find_code(*program, "g.<locals>.<listcomp>");
    ASSERT_TRUE(outer);
    EXPECT_EQ(outer->max_stack, 4u);  // list, iterator, then the inner comprehension's function and iterator
    const vm::Code* h = find_code(*program, "h");
    ASSERT_TRUE(h);
    EXPECT_EQ(h->max_stack, 5u);  // iter value print 'i' ... / iter prev exc print i
    EXPECT_EQ(h->frame_size(), uint32_t(h->varnames.size()) + h->max_stack);
}

TEST(CodegenStack, ExceptionTableIsSortedAndDisjoint) {
    auto program = compile_ok(
        "def f():\n"
        "    for i in x:\n"
        "        try:\n"
        "            try:\n"
        "                with m:\n"
        "                    g()\n"
        "            except A as e:\n"
        "                continue\n"
        "            except B:\n"
        "                break\n"
        "        finally:\n"
        "            h()\n");
    ASSERT_TRUE(program);
    for (const auto& code : program->codes) {
        uint32_t last_end = 0;
        for (const auto& e : code.exception_table) {
            EXPECT_LT(e.start, e.end);
            EXPECT_GE(e.start, last_end) << code.qualname;
            EXPECT_LT(e.handler, code.instructions.size());
            EXPECT_LE(e.depth, code.max_stack);
            last_end = e.end;
        }
    }
}

TEST(CodegenLines, EveryInstructionHasTheLineOfItsStatement) {
    auto program = compile_ok("x = 1\n\ny = f(\n    x,\n    g(x))\n");
    ASSERT_TRUE(program);
    const vm::Code& code = program->codes[0];
    ASSERT_GE(code.instructions.size(), 8u);
    EXPECT_EQ(code.line_at(0), 1u);
    EXPECT_EQ(code.line_at(1), 1u);
    // f(...) starts on line 3; g(x) is on line 5, and its CALL too.
    EXPECT_EQ(code.line_at(2), 3u);
    int calls_seen = 0;
    for (uint32_t pc = 0; pc < code.instructions.size(); ++pc) {
        if (vm::opcode_of(code.instructions[pc]) != vm::Op::CALL) continue;
        EXPECT_EQ(code.line_at(pc), calls_seen == 0 ? 5u : 3u);
        ++calls_seen;
    }
    EXPECT_EQ(calls_seen, 2);
}

TEST(CodeLineAt, BeforeFirstEntryUsesFirstLine) {
    vm::Code code;
    code.first_line = 7;
    code.lines = {{2, 8}, {5, 9}};
    EXPECT_EQ(code.line_at(0), 7u);
    EXPECT_EQ(code.line_at(2), 8u);
    EXPECT_EQ(code.line_at(4), 8u);
    EXPECT_EQ(code.line_at(5), 9u);
    EXPECT_EQ(code.line_at(100), 9u);
}

}  // namespace
}  // namespace basilisk::compiler
