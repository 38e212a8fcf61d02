// The match statement pauses like any other code: host calls in the subject, in guards (while the
// subject's copy is on the value stack) and in case bodies; each pause dumped and restored in a
// fresh CodeSandbox gives the same run as an uninterrupted one.
#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

HostValue twice(const FunctionCall& c) { return int_arg(c, 0) * 2; }

struct MatchCase {
    const char* name;
    const char* code;
    const char* expected_output;   // JSON of the result
    size_t calls;
};

const MatchCase kCases[] = {
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

class MatchPauseTest : public ::testing::TestWithParam<MatchCase> {};

TEST_P(MatchPauseTest, PausesAndResumes) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    RunLog log;
    try {
        log = drive(sandbox.execute(GetParam().code), {{"f", twice}});
    } catch (const CodeRuntimeError& e) {
        FAIL() << e.traceback;
    }
    EXPECT_EQ(json_dump(log.output.to_json()), GetParam().expected_output);
    EXPECT_EQ(log.calls.size(), GetParam().calls);
}

TEST_P(MatchPauseTest, SnapshotAtEveryPauseFinishesInANewSandbox) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    CodeSandbox fresh(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    RunLog plain = drive(sandbox.execute(GetParam().code), {{"f", twice}});
    RunLog restored;
    try {
        restored = drive(sandbox.execute(GetParam().code), {{"f", twice}}, true, &fresh);
    } catch (const CodeRuntimeError& e) {
        FAIL() << e.traceback;
    }
    EXPECT_EQ(plain.output, restored.output);
    EXPECT_EQ(plain.calls, restored.calls);
    EXPECT_EQ(plain.stdout_text, restored.stdout_text);
}

INSTANTIATE_TEST_SUITE_P(Match, MatchPauseTest, ::testing::ValuesIn(kCases),
                         [](const auto& info) { return std::string(info.param.name); });

// A snapshot taken inside a case body, in the middle of a guard's call, restored in another
// sandbox: the rest of the match (later cases not tried, names bound by the pattern) is right.
TEST(MatchSnapshot, RestoredInsideAGuardSkipsTheOtherCases) {
    const char* code =
        "log = []\n"
        "for v in [(1, 2), (5, 0)]:\n"
        "    match v:\n"
        "        case (a, b) if ask(a):\n"
        "            log.append(('first', a, b))\n"
        "        case (a, b):\n"
        "            log.append(('second', a, b))\n"
        "log";
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"ask"}});
    CodeExecution run = sandbox.execute(code);
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(call.name, "ask");
    std::string bytes = run.dump();
    CodeSandbox other(SandboxConfig{.functions = std::vector<std::string>{"ask"}});
    CodeExecution resumed = other.restore(bytes);
    resumed.provide_result(true);
    call = std::get<FunctionCall>(resumed.next());
    EXPECT_EQ(call.args.at(0), HostValue(5));
    resumed.provide_result(false);
    auto done = std::get<ExecutionResult>(resumed.next());
    EXPECT_EQ(done.output, HostValue::list({HostValue::tuple({"first", 1, 2}), HostValue::tuple({"second", 5, 0})}));
}

// A class pattern reads attributes as `obj.attr` does (LOAD_ATTR's get_attr): a property written
// in Python runs as any special method does, so a host call inside it is refused with the same
// RuntimeError as for a plain attribute read, and the run ends cleanly instead of crashing.
TEST(MatchSnapshot, ClassPatternGetterBehavesAsAttributeAccess) {
    const char* prefix =
        "class P:\n    __match_args__ = ('v',)\n    @property\n    def v(self):\n        return f(1)\n";
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    std::string plain_message, match_message;
    try {
        drive(sandbox.execute(std::string(prefix) + "P().v\n"), {{"f", twice}});
    } catch (const CodeRuntimeError& e) {
        plain_message = e.type + ": " + e.message();
    }
    try {
        drive(sandbox.execute(std::string(prefix) + "match P():\n    case P(x):\n        x\n"), {{"f", twice}});
    } catch (const CodeRuntimeError& e) {
        match_message = e.type + ": " + e.message();
    }
    EXPECT_NE(plain_message.find("RuntimeError"), std::string::npos) << plain_message;
    EXPECT_EQ(plain_message, match_message);
    // A getter that calls no host function works in a pattern.
    auto done = std::get<ExecutionResult>(
        sandbox.execute("class P:\n    __match_args__ = ('v',)\n    @property\n    def v(self):\n        return 7\n"
                        "match P():\n    case P(x):\n        r = x\nr")
            .next());
    EXPECT_EQ(done.output, HostValue(7));
}

}  // namespace
}  // namespace basilisk::test
