// Regressions found by the fuzzers (tests/fuzz/) and the hostile-program tests (tests/hostile/).
// Each program runs under tight limits; crash-class cases run in a child process (a death test
// expecting a clean exit), so a regression fails its own test instead of killing the binary.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

#include <gtest/gtest.h>

#include "compiler/compile.h"
#include "vm/vm.h"

namespace {

using basilisk::vm::RunStatus;

struct FuzzOutcome {
    std::string kind;     // "ok", "syntax", "error", "limit", "host"
    std::string detail;   // output, exception line, limit name or syntax message
};

FuzzOutcome run_limited(std::string_view source, uint64_t max_memory = 64u << 20) {
    FuzzOutcome out;
    auto compiled = basilisk::compiler::compile_program(source);
    if (auto* err = std::get_if<basilisk::compiler::SyntaxErrorInfo>(&compiled)) {
        out.kind = "syntax";
        out.detail = err->type + ": " + err->message;
        return out;
    }
    basilisk::vm::Vm vm;
    vm.limits().max_instructions = 1'000'000;
    vm.limits().max_memory_bytes = max_memory;
    vm.limits().max_recursion_depth = 200;
    vm.limits().max_duration_ms = 5000;
    vm.limits().max_output_bytes = 1u << 20;
    vm.start_module(vm.add_program(std::get<basilisk::vm::ProgramRef>(compiled)));
    switch (vm.run()) {
        case RunStatus::Finished: out.kind = "ok"; out.detail = vm.output(); break;
        case RunStatus::Error: out.kind = "error"; out.detail = vm.format_exception_line(vm.uncaught_exception()); break;
        case RunStatus::LimitExceeded: out.kind = "limit"; out.detail = vm.limit_exceeded(); break;
        case RunStatus::HostCall: out.kind = "host"; break;
    }
    return out;
}

// Runs `source` in a child process; the child exits 0 when the program ended with an exception
// whose line starts with `prefix`, or a limit error when prefix is "limit:<name>".
void expect_clean_end(std::string_view source, std::string_view prefix) {
    std::string src(source), want(prefix);
    EXPECT_EXIT(
        {
            FuzzOutcome o = run_limited(src);
            bool ok = want.rfind("limit:", 0) == 0 ? (o.kind == "limit" && o.detail == want.substr(6))
                                                   : (o.kind == "error" && o.detail.rfind(want, 0) == 0);
            if (!ok) fprintf(stderr, "got %s: %s\n", o.kind.c_str(), o.detail.c_str());
            std::_Exit(ok ? 0 : 1);
        },
        ::testing::ExitedWithCode(0), "")
        << source.substr(0, 200);
}

// ---- Compiler: break/continue outside a loop inside with/try (fuzz_run crash-930c860d) ---------
// The failed loop search unwound the enclosing with/try blocks and left their handlers popped;
// the with statement then popped an empty handler stack (heap-buffer-overflow in CodeGen::emit).

std::string compile_error(std::string_view source) {
    auto compiled = basilisk::compiler::compile_program(source);
    auto* err = std::get_if<basilisk::compiler::SyntaxErrorInfo>(&compiled);
    return err ? err->type + ": " + err->message + " @" + std::to_string(err->line) : "compiled";
}

TEST(FuzzRegressions, ContinueInsideWithOutsideLoop) {
    EXPECT_EQ(compile_error("with a:\n    continue\n"), "SyntaxError: 'continue' not properly in loop @2");
    EXPECT_EQ(compile_error("with a:\n    break\n"), "SyntaxError: 'break' outside loop @2");
    EXPECT_EQ(compile_error("try:\n    break\nfinally:\n    pass\n"), "SyntaxError: 'break' outside loop @2");
    EXPECT_EQ(compile_error("with a, b:\n    try:\n        continue\n    except E:\n        pass\n"),
              "SyntaxError: 'continue' not properly in loop @3");
    EXPECT_EQ(compile_error("def f():\n    with a:\n        with b:\n            break\n"),
              "SyntaxError: 'break' outside loop @4");
    // Inside a loop the same shapes compile.
    EXPECT_EQ(compile_error("for i in x:\n    with a:\n        continue\n"), "compiled");
}

// ---- Compiler: `with ():` (fuzz_compile crash-2205d303, session 3) ---------------------------
// The parenthesized reading of with-items accepted `()` as a group of zero items, and code
// generation indexed the first item of an empty list (SIGSEGV). It is one item, the empty tuple.

TEST(FuzzRegressions, WithEmptyParenthesesIsOneItem) {
    EXPECT_EQ(compile_error("with ():368\n"), "compiled");
    expect_clean_end("with ():\n    pass\n", "TypeError: 'tuple' object does not support the context manager protocol");
    expect_clean_end("with () as x:\n    pass\n", "TypeError: 'tuple' object does not support the context manager protocol");
}

// ---- Native recursion on deeply nested values (hostile tests): SIGSEGV before the fix ---------

TEST(FuzzRegressions, ReprOfDeeplyNestedListRaisesRecursionError) {
    expect_clean_end("x = []\nfor i in range(100000):\n    x = [x]\nrepr(x)\n",
                     "RecursionError: maximum recursion depth exceeded while getting the repr of an object");
}

TEST(FuzzRegressions, StrOfDeeplyNestedDictRaisesRecursionError) {
    expect_clean_end("x = {}\nfor i in range(100000):\n    x = {1: x}\nstr(x)\n", "RecursionError");
}

TEST(FuzzRegressions, CompareDeeplyNestedListsRaisesRecursionError) {
    expect_clean_end("x = []\ny = []\nfor i in range(100000):\n    x = [x]\n    y = [y]\nx == y\n",
                     "RecursionError: maximum recursion depth exceeded in comparison");
}

TEST(FuzzRegressions, HashOfDeeplyNestedTupleEndsCleanly) {
    expect_clean_end("x = ()\nfor i in range(100000):\n    x = (x,)\nhash(x)\n", "RecursionError");
}

// Expected output is CPython's: 50 levels print as 51 brackets on each side.
TEST(FuzzRegressions, ModerateNestingStillWorks) {
    FuzzOutcome o = run_limited("x = []\nfor i in range(50):\n    x = [x]\nprint(len(repr(x)), x == x)\n");
    EXPECT_EQ(o.kind, "ok") << o.detail;
    EXPECT_EQ(o.detail, "102 True\n");
}

// ---- max_output_bytes was never enforced: the output counter was not advanced -----------------

TEST(FuzzRegressions, OutputLimitHolds) {
    FuzzOutcome o = run_limited("while True:\n    print('x' * 1000)\n");
    EXPECT_EQ(o.kind, "limit");
    EXPECT_EQ(o.detail, "max_output_bytes");
}

}  // namespace

namespace {

// ---- Limits inside one native operation (hostile tests) ---------------------------------------
// list(range(10**8)) under a 64 MB limit built an 800 MB list (and sorted() of it ran 21 s past
// max_duration_ms): Vm::collect never looked at the limits. Disabled until the native-loop limit
// check lands in vm/ (see the hostile-tests report); enable then.
TEST(FuzzRegressions, MemoryLimitHoldsInsideNativeCollect) {
    // 4 MB: memory binds before the instruction budget, which native loops are now charged
    // against too (one instruction per element).
    FuzzOutcome o = run_limited("len(list(range(10**8)))", 4u << 20);
    EXPECT_EQ(o.kind, "limit");
    EXPECT_EQ(o.detail, "max_memory_bytes");
    FuzzOutcome s = run_limited("len(sorted(range(10**8)))");
    EXPECT_EQ(s.kind, "limit");
}

}  // namespace

namespace {

// ---- range slicing (hand-tried hostile programs) -----------------------------------------------
// Slice bounds past the inline-int range were clamped as if beyond int64 (range(10**18)[10**17:]
// was empty), the slice's stop was recomputed from its length (range(10)[2:5:2] printed
// range(2, 6, 2)), and start + length * step overflowed int64 (UBSan: signed-integer-overflow in
// Vm::get_item). Expected output is CPython 3.11's (ranges whose bounds leave int64 are big-int
// ranges since session 3; they raised OverflowError before).
TEST(FuzzRegressions, RangeSlicesWithBigBounds) {
    FuzzOutcome o = run_limited(
        "def t(f):\n"
        "    try:\n"
        "        print(f())\n"
        "    except OverflowError as e:\n"
        "        print('OverflowError')\n"
        "t(lambda: range(10**18)[10**17:])\n"
        "t(lambda: range(10**18)[10**17:][5])\n"
        "t(lambda: range(10)[2:5:2])\n"
        "t(lambda: range(10)[5:2])\n"
        "t(lambda: range(10)[-100:100:-3])\n"
        "t(lambda: range(2**62, -2**63, -(2**62))[1:][::-1])\n"
        "t(lambda: range(-2**63, 2**63-1, 3)[-1])\n"
        "t(lambda: range(10**18)[-10**17:-10**16:10**15])\n"
        "t(lambda: range(5)[10**30:])\n"
        "t(lambda: range(0, 2**63-1, 2**62)[::5])\n"
        "t(lambda: range(-2**63, 2**63-1)[5])\n");
    EXPECT_EQ(o.kind, "ok") << o.detail;
    EXPECT_EQ(o.detail,
              "range(100000000000000000, 1000000000000000000)\n"
              "100000000000000005\n"
              "range(2, 5, 2)\n"
              "range(5, 2)\n"
              "range(-1, 9, -3)\n"
              "range(-4611686018427387904, 4611686018427387904, 4611686018427387904)\n"
              "9223372036854775804\n"
              "range(900000000000000000, 990000000000000000, 1000000000000000)\n"
              "range(5, 5)\n"
              "range(0, 9223372036854775808, 23058430092136939520)\n"
              "-9223372036854775803\n");
}

}  // namespace
