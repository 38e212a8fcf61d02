// The match statement pauses like any other code: host calls in the subject, in guards (while the
// subject's copy is on the value stack) and in case bodies; each pause dumped and restored in a
// fresh CodeSandbox gives the same run as an uninterrupted one.
#include "tests/embedding/api_helpers.h"
#include "tests/embedding/pause_cases.h"

namespace basilisk::test {
namespace {

HostValue twice(const FunctionCall& c) { return int_arg(c, 0) * 2; }

class MatchPauseTest : public ::testing::TestWithParam<PauseCase> {};

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

INSTANTIATE_TEST_SUITE_P(Match, MatchPauseTest, ::testing::ValuesIn(kMatchCases),
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
