// Pausing at host calls in every kind of place, resuming with values and exceptions, and
// dump/restore at each pause giving the same run as an uninterrupted one.
#include "tests/embedding/api_helpers.h"
#include "tests/embedding/pause_cases.h"

namespace basilisk::test {
namespace {

HostValue twice(const FunctionCall& c) { return int_arg(c, 0) * 2; }
HostValue score(const FunctionCall& c) { return -int_arg(c, 0); }   // reverses the order

class PauseTest : public ::testing::TestWithParam<PauseCase> {};

TEST_P(PauseTest, PausesAndResumes) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    RunLog log = drive(sandbox.execute(GetParam().code), {{"f", twice}});
    EXPECT_EQ(json_dump(log.output.to_json()), GetParam().expected_output);
    EXPECT_EQ(log.calls.size(), GetParam().calls);
}

TEST_P(PauseTest, DumpRestoreAtEveryPauseGivesTheSameRun) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    RunLog plain = drive(sandbox.execute(GetParam().code), {{"f", twice}});
    RunLog restored = drive(sandbox.execute(GetParam().code), {{"f", twice}}, true, &sandbox);
    EXPECT_EQ(plain.output, restored.output);
    EXPECT_EQ(plain.calls, restored.calls);
    EXPECT_EQ(plain.stdout_text, restored.stdout_text);
}

INSTANTIATE_TEST_SUITE_P(Places, PauseTest, ::testing::ValuesIn(kCases),
                         [](const auto& info) { return std::string(info.param.name); });

class CallbackPauseTest : public ::testing::TestWithParam<PauseCase> {};

TEST_P(CallbackPauseTest, PausesInsideBuiltinCallbacks) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"score"}});
    RunLog log;
    try {
        log = drive(sandbox.execute(GetParam().code), {{"score", score}}, true, &sandbox);
    } catch (const CodeRuntimeError& e) {
        FAIL() << e.traceback;
    }
    EXPECT_EQ(json_dump(log.output.to_json()), GetParam().expected_output);
    EXPECT_EQ(log.calls.size(), GetParam().calls);
}

INSTANTIATE_TEST_SUITE_P(Callbacks, CallbackPauseTest, ::testing::ValuesIn(kCallbackCases),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(Resume, ValueTypesRoundTrip) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"echo"}});
    HostValue v = HostValue::dict({
        {"none", HostValue()}, {"t", true}, {"i", -5}, {"big", HostBigInt{"123456789012345678901234567890"}},
        {"f", 2.5}, {"s", "héllo"}, {"b", HostValue::bytes(std::string("\x00\xff", 2))},
        {"l", HostValue::list({1, "x"})}, {"tup", HostValue::tuple({1, 2})},
        {"set", HostValue::set({3})}, {"fs", HostValue::set({4}, true)},
        {HostValue(7), "int key"},
    });
    CodeExecution run = sandbox.execute("x = echo(v)\n(x == v, x)", {{"v", v}});
    auto call = std::get<FunctionCall>(run.next());
    ASSERT_EQ(call.args.size(), 1u);
    EXPECT_EQ(call.args[0], v);
    run.provide_result(call.args[0]);
    auto done = std::get<ExecutionResult>(run.next());
    EXPECT_EQ(done.output, HostValue::tuple({true, v}));
}

TEST(Resume, BigIntsFromTheCode) {
    CodeSandbox sandbox;
    auto done = std::get<ExecutionResult>(sandbox.execute("[2**100, -2**70, 2**62]").next());
    EXPECT_EQ(json_dump(done.output.to_json()), "[1267650600228229401496703205376,-1180591620717411303424,4611686018427387904]");
}

TEST(Resume, ExceptionIsCatchable) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"get"}});
    const char* code =
        "try:\n    get('a')\nexcept ValueError as e:\n    r = 'caught ' + str(e)\n"
        "try:\n    get('b')\nexcept LookupError as e:\n    r2 = type(e).__name__ + repr(e.args)\n"
        "try:\n    get('c')\nexcept RuntimeError as e:\n    r3 = str(e)\n[r, r2, r3]";
    CodeExecution run = sandbox.execute(code);
    run.next();
    run.provide_exception("ValueError", "bad city");
    run.next();
    run.provide_exception("KeyError", "k");
    run.next();
    run.provide_exception("QuotaExceeded", "too many calls");
    auto done = std::get<ExecutionResult>(run.next());
    EXPECT_EQ(done.output, HostValue::list({"caught bad city", "KeyError('k',)", "QuotaExceeded: too many calls"}));
}

TEST(Resume, UncaughtHostExceptionHasATraceback) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"get"}});
    CodeExecution run = sandbox.execute("x = 1\ny = get(x)\n");
    run.next();
    run.provide_exception("ValueError", "no");
    try {
        run.next();
        FAIL();
    } catch (const CodeRuntimeError& e) {
        EXPECT_EQ(e.type, "ValueError");
        EXPECT_EQ(e.message(), "no");
        EXPECT_EQ(e.traceback,
                  "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    y = get(x)\n"
                  "ValueError: no");
    }
    EXPECT_TRUE(run.finished());
    EXPECT_THROW(run.next(), std::logic_error);
}

TEST(Resume, TryFinallyRunsWhenTheHostRaises) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f", "log"}});
    CodeExecution run = sandbox.execute("try:\n    f(1)\nfinally:\n    log('cleanup')\n");
    run.next();
    run.provide_exception("TimeoutError", "slow");
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(call.name, "log");
    run.provide_result(HostValue());
    EXPECT_THROW(run.next(), CodeRuntimeError);
}

TEST(Resume, CallIdsCountFromOneAndSurviveRestore) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"f"}});
    CodeExecution run = sandbox.execute("f(1)\nf(2)\nf(3)");
    EXPECT_EQ(std::get<FunctionCall>(run.next()).call_id, 1u);
    run.provide_result(0);
    EXPECT_EQ(std::get<FunctionCall>(run.next()).call_id, 2u);
    CodeExecution copy = sandbox.restore(run.dump());
    EXPECT_EQ(copy.pending_call()->call_id, 2u);
    copy.provide_result(0);
    EXPECT_EQ(std::get<FunctionCall>(copy.next()).call_id, 3u);
}

TEST(Resume, KwargsAndArgs) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("get_weather('London', days=3, units='C')");
    auto call = std::get<FunctionCall>(run.next());
    EXPECT_EQ(describe(call), "get_weather[\"London\"]{\"days\":3,\"units\":\"C\"}#1");
}

TEST(Resume, NextWhilePendingReturnsTheSameCall) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("print('a')\nf(1)");
    auto first = std::get<FunctionCall>(run.next());
    EXPECT_EQ(first.stdout_text, "a\n");
    auto again = std::get<FunctionCall>(run.next());
    EXPECT_EQ(again.call_id, first.call_id);
    EXPECT_EQ(again.stdout_text, "");
}

TEST(Resume, MisuseIsALogicError) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("1");
    EXPECT_THROW(run.provide_result(1), std::logic_error);
    run.next();
    EXPECT_THROW(run.provide_exception("ValueError", "x"), std::logic_error);
}

TEST(Resume, UnhashableKeyIsRefusedAndTheCallStaysPending) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("f()");
    run.next();
    EXPECT_THROW(run.provide_result(HostValue::set({HostValue::list({1})})), std::invalid_argument);
    EXPECT_TRUE(run.waiting_for_host());
    run.provide_result(1);
    EXPECT_EQ(std::get<ExecutionResult>(run.next()).output, HostValue(1));
}

TEST(Fork, OneSnapshotRestoredTwiceGivesIndependentRuns) {
    CodeSandbox sandbox(SandboxConfig{.functions = std::vector<std::string>{"ask"}});
    CodeExecution run = sandbox.execute("items = [1]\nanswer = ask()\nitems.append(answer)\nitems");
    run.next();
    std::string bytes = run.dump();
    CodeExecution a = sandbox.restore(bytes);
    CodeExecution b = sandbox.restore(bytes);
    a.provide_result("yes");
    b.provide_result("no");
    EXPECT_EQ(std::get<ExecutionResult>(a.next()).output, HostValue::list({1, "yes"}));
    EXPECT_EQ(std::get<ExecutionResult>(b.next()).output, HostValue::list({1, "no"}));
    run.provide_result(3);
    EXPECT_EQ(std::get<ExecutionResult>(run.next()).output, HostValue::list({1, 3}));
}

TEST(Fork, DumpIsDeterministic) {
    CodeSandbox sandbox;
    CodeExecution a = sandbox.execute("d = {'x': [1, 2.5, 'y']}\nf(d)");
    CodeExecution b = sandbox.execute("d = {'x': [1, 2.5, 'y']}\nf(d)");
    a.next();
    b.next();
    EXPECT_EQ(a.dump(), b.dump());
}

TEST(Fork, DumpBeforeStartAndAfterEnd) {
    CodeSandbox sandbox;
    CodeExecution run = sandbox.execute("print('hi')\n40 + 2", {{"unused", 1}});
    CodeExecution copy = sandbox.restore(run.dump());
    auto done = std::get<ExecutionResult>(copy.next());
    EXPECT_EQ(done.output, HostValue(42));
    EXPECT_EQ(done.stdout_text, "hi\n");
    run.next();
    // After the end the bytes are the globals between cells: a completed execution.
    EXPECT_TRUE(sandbox.restore(run.dump()).finished());
}

}  // namespace
}  // namespace basilisk::test
