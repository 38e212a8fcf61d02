// Asynchronous code through the C++ API: PendingCalls, provide_results, unawaited calls, and
// every pause of the shared async cases dumped and restored in a new sandbox (an empty program
// cache), with the same event again.
#include <algorithm>
#include <map>

#include <gtest/gtest.h>

#include "interp/sandbox.h"
#include "tests/embedding/async_cases.h"

namespace basilisk::test {
namespace {

SandboxConfig async_config() {
    SandboxConfig config;
    config.functions = std::vector<std::string>{"f"};
    config.async_functions = {"fetch", "fail"};
    return config;
}

int64_t int_of(const HostValue& v) {
    auto* i = std::get_if<int64_t>(&v.data);
    return i ? *i : 0;
}

CallResult answer(const HostCall& call) {
    CallResult r;
    r.call_id = call.call_id;
    int64_t x = call.args.empty() ? 0 : int_of(call.args[0]);
    if (call.name == "fail") r.error = std::make_pair(std::string("ValueError"), "bad " + std::to_string(x));
    else r.value = HostValue(10 * x);
    return r;
}

std::string describe(const PendingCalls& p) {
    std::string out;
    for (const HostCall& c : p.calls) out += c.name + "#" + std::to_string(c.call_id) + " ";
    out += "| pending";
    for (uint64_t id : p.pending) out += " " + std::to_string(id);
    return out;
}

// Runs to the end, answering every pending call at each PendingCalls; with `via_snapshot` every
// pause is dumped and the run continues in a restore made by a new sandbox.
HostValue drive_async(CodeExecution run, bool via_snapshot) {
    std::map<uint64_t, HostCall> known;
    for (;;) {
        ExecutionEvent ev = run.next();
        if (auto* done = std::get_if<ExecutionResult>(&ev)) return done->output;
        if (via_snapshot) {
            std::string bytes = run.dump();
            CodeSandbox fresh(async_config());
            CodeExecution copy = fresh.restore(bytes);
            ExecutionEvent again = copy.next();
            if (auto* p = std::get_if<PendingCalls>(&ev)) {
                auto* q = std::get_if<PendingCalls>(&again);
                EXPECT_TRUE(q != nullptr);
                if (q) EXPECT_EQ(describe(*q), describe(*p));
            } else {
                EXPECT_TRUE(std::holds_alternative<FunctionCall>(again));
            }
            run = std::move(copy);
        }
        if (auto* call = std::get_if<FunctionCall>(&ev)) {
            for (const HostCall& c : call->async_calls) known[c.call_id] = c;
            run.provide_result(HostValue(2 * int_of(call->args[0])));
            continue;
        }
        auto& pc = std::get<PendingCalls>(ev);
        for (const HostCall& c : pc.calls) known[c.call_id] = c;
        std::vector<CallResult> results;
        for (uint64_t id : pc.pending) results.push_back(answer(known.at(id)));
        run.provide_results(results);
    }
}

class AsyncApi : public ::testing::TestWithParam<AsyncCase> {};

TEST_P(AsyncApi, SameResultWithAndWithoutSnapshots) {
    const AsyncCase& c = GetParam();
    CodeSandbox sandbox(async_config());
    EXPECT_EQ(json_dump(drive_async(sandbox.execute(c.code), false).to_json()), c.expected_output) << c.name;
    EXPECT_EQ(json_dump(drive_async(sandbox.execute(c.code), true).to_json()), c.expected_output) << c.name;
}

INSTANTIATE_TEST_SUITE_P(Async, AsyncApi, ::testing::ValuesIn(kAsyncCases),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(AsyncApi, PendingCallsAnsweredInParts) {
    CodeSandbox sandbox(async_config());
    CodeExecution run = sandbox.execute("import asyncio\nprint('start')\nawait asyncio.gather(fetch(1), fetch(2), fetch(x=3))");
    auto p = std::get<PendingCalls>(run.next());
    ASSERT_EQ(p.calls.size(), 3u);
    EXPECT_EQ(p.calls[2].kwargs.size(), 1u);
    EXPECT_EQ(p.pending, (std::vector<uint64_t>{1, 2, 3}));
    EXPECT_EQ(p.stdout_text, "start\n");
    EXPECT_TRUE(run.waiting_for_results());
    EXPECT_FALSE(run.waiting_for_host());
    EXPECT_THROW(run.provide_result(HostValue(1)), std::logic_error);
    EXPECT_THROW(run.provide_results({}), std::invalid_argument);
    CallResult stray;
    stray.call_id = 7;
    EXPECT_THROW(run.provide_results({stray}), std::invalid_argument);
    CallResult second;
    second.call_id = 2;
    second.value = HostValue("two");
    run.provide_results({second});
    p = std::get<PendingCalls>(run.next());
    EXPECT_TRUE(p.calls.empty());
    EXPECT_EQ(p.pending, (std::vector<uint64_t>{1, 3}));
    CallResult third, first;
    third.call_id = 3;
    third.value = HostValue("three");
    first.call_id = 1;
    first.value = HostValue("one");
    run.provide_results({third, first});
    auto done = std::get<ExecutionResult>(run.next());
    EXPECT_EQ(done.output, HostValue::list({"one", "two", "three"}));
    EXPECT_TRUE(done.unawaited.empty());
}

CallResult value_for(uint64_t id, int64_t v) {
    CallResult r;
    r.call_id = id;
    r.value = HostValue(v);
    return r;
}

// An awaited call paused in place, answered without it, with it and others, and alone: each
// answer gives the batch the ordinary path gives, dumped and restored or not.
TEST(AsyncApi, AwaitedCallAnsweredInEveryShape) {
    const char* code = "a = fetch(1)\nb = await fetch(2)\nc = await a\n[b, c]";
    for (bool via_snapshot : {false, true}) {
        CodeSandbox sandbox(async_config());
        auto settle = [&](CodeExecution& run) {
            if (!via_snapshot) return;
            CodeSandbox fresh(async_config());
            run = fresh.restore(run.dump());
        };
        // Without the awaited call: the task waits on for it, and it is not announced again.
        CodeExecution run = sandbox.execute(code);
        auto p = std::get<PendingCalls>(run.next());
        EXPECT_EQ(describe(p), "fetch#1 fetch#2 | pending 1 2");
        settle(run);
        run.provide_results({value_for(1, 100)});
        p = std::get<PendingCalls>(run.next());
        EXPECT_EQ(describe(p), "| pending 2");
        settle(run);
        run.provide_results({value_for(2, 200)});
        EXPECT_EQ(std::get<ExecutionResult>(run.next()).output, HostValue::list({200, 100}));
        // With others, in any order.
        run = sandbox.execute(code);
        p = std::get<PendingCalls>(run.next());
        settle(run);
        run.provide_results({value_for(2, 20), value_for(1, 10)});
        auto done = std::get<ExecutionResult>(run.next());
        EXPECT_EQ(done.output, HostValue::list({20, 10}));
        EXPECT_TRUE(done.unawaited.empty());
        // Alone: the task goes on in place and then waits for the first call.
        run = sandbox.execute(code);
        p = std::get<PendingCalls>(run.next());
        settle(run);
        run.provide_results({value_for(2, 2)});
        p = std::get<PendingCalls>(run.next());
        EXPECT_EQ(describe(p), "| pending 1");
        EXPECT_EQ(run.pending_async_calls().size(), 1u);
        settle(run);
        run.provide_results({value_for(1, 1)});
        EXPECT_EQ(std::get<ExecutionResult>(run.next()).output, HostValue::list({2, 1}));
    }
}

TEST(AsyncApi, AwaitedCallReportsItselfToARestoredHost) {
    CodeSandbox sandbox(async_config());
    CodeExecution run = sandbox.execute("x = await fetch(7, key='k')\nx");
    auto p = std::get<PendingCalls>(run.next());
    ASSERT_EQ(p.calls.size(), 1u);
    CodeSandbox fresh(async_config());
    CodeExecution copy = fresh.restore(run.dump());
    auto calls = copy.pending_async_calls();
    ASSERT_EQ(calls.size(), 1u);
    EXPECT_EQ(calls[0].name, "fetch");
    EXPECT_EQ(calls[0].args, std::vector<HostValue>{HostValue(7)});
    ASSERT_EQ(calls[0].kwargs.size(), 1u);
    EXPECT_EQ(calls[0].kwargs[0].first, "key");
    auto again = std::get<PendingCalls>(copy.next());
    EXPECT_EQ(describe(again), describe(p));
    CallResult err;
    err.call_id = p.pending[0];
    err.error = std::make_pair(std::string("KeyError"), std::string("gone"));
    copy.provide_results({err});
    EXPECT_THROW(copy.next(), CodeRuntimeError);
}

TEST(AsyncApi, UnawaitedCallsAreReported) {
    CodeSandbox sandbox(async_config());
    auto done = std::get<ExecutionResult>(sandbox.execute("a = fetch(1)\nb = fetch(2)\n'left'").next());
    EXPECT_EQ(done.output, HostValue("left"));
    EXPECT_EQ(done.unawaited, (std::vector<uint64_t>{1, 2}));
    ASSERT_EQ(done.async_calls.size(), 2u);
    EXPECT_EQ(done.async_calls[1].name, "fetch");
}

TEST(AsyncApi, AsyncFunctionsWithoutTheAsyncioImport) {
    CodeSandbox sandbox(async_config());
    CodeExecution run = sandbox.execute("async def two():\n    return await fetch(1) + await fetch(2)\nawait two()");
    HostValue out = drive_async(std::move(run), true);
    EXPECT_EQ(out, HostValue(30));
}

TEST(AsyncApi, AsyncFeatureCanBeSwitchedOff) {
    SandboxConfig config = async_config();
    config.disabled_features = {Feature::Async};
    CodeSandbox sandbox(config);
    EXPECT_THROW(sandbox.execute("async def g():\n    pass"), CodeSyntaxError);
    EXPECT_THROW(sandbox.execute("await fetch(1)"), CodeSyntaxError);
}

}  // namespace
}  // namespace basilisk::test
