// Asynchronous code through `basilisk serve`: the calls event, the results resume answered in
// parts and out of order, and every pause dumped in one process and finished in another.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "interp/values.h"
#include "tests/embedding/async_cases.h"
#include "tests/embedding/serve_process.h"

namespace basilisk::test {
namespace {

Json start_request(const char* code) {
    return {{"op", "start"}, {"code", code}, {"functions", {"f"}}, {"async_functions", {"fetch", "fail"}}};
}

Json result_for(const Json& call) {
    int64_t x = call["args"][0].get<int64_t>();
    Json r = {{"call_id", call["call_id"]}};
    if (call["function"] == "fail") r["error"] = {{"type", "ValueError"}, {"message", "bad " + std::to_string(x)}};
    else r["value"] = 10 * x;
    return r;
}

// How the host answers a calls event: every pending call at once in reverse order, or only the
// oldest one (the rest stay pending across events).
enum class Answer { AllReversed, OneAtATime };

// The host remembers the calls it was given (the event lists each new call once).
struct AsyncHost {
    std::map<uint64_t, Json> known;
    Answer mode;
    std::string reply(const Json& e) {
        if (e.contains("calls"))
            for (const Json& c : e["calls"]) known[c["call_id"].get<uint64_t>()] = c;
        if (e["event"] == "call") {
            int64_t x = e["args"][0].get<int64_t>();
            return R"J({"op":"resume","value":)J" + std::to_string(2 * x) + "}";
        }
        std::vector<uint64_t> pending = e["pending"].get<std::vector<uint64_t>>();
        if (mode == Answer::OneAtATime) pending.resize(1);
        else std::reverse(pending.begin(), pending.end());
        Json results = Json::array();
        for (uint64_t id : pending) results.push_back(result_for(known.at(id)));
        return json_dump(Json{{"op", "resume"}, {"results", results}});
    }
};

bool paused(const Json& e) { return e["event"] == "call" || e["event"] == "calls"; }

// Runs `c` in one process to its `pause`-th event, dumps it, restores it in a second process and
// finishes there. Returns the final event, or null when the run has fewer pauses.
Json finish_elsewhere(const AsyncCase& c, size_t pause, Answer mode) {
    AsyncHost host{{}, mode};
    Server first;
    Json e = first.send(json_dump(start_request(c.code)));
    for (size_t k = 1; k < pause && paused(e); ++k) e = first.send(host.reply(e));
    if (!paused(e)) return pause == 1 ? e : Json();
    Json snap = first.send(R"J({"op":"dump"})J");
    EXPECT_EQ(snap["event"], "snapshot") << json_dump(snap);
    Server second;
    Json again = second.send(R"J({"op":"restore","data":")J" + snap["data"].get<std::string>() + "\"}");
    Json want = e;
    want["stdout"] = "";
    EXPECT_EQ(json_dump(again), json_dump(want)) << c.name << " at pause " << pause;
    e = again;
    while (paused(e)) e = second.send(host.reply(e));
    return e;
}

class AsyncCrossProcess : public ::testing::TestWithParam<AsyncCase> {};

TEST_P(AsyncCrossProcess, EveryPauseFinishesInAFreshProcess) {
    const AsyncCase& c = GetParam();
    for (Answer mode : {Answer::AllReversed, Answer::OneAtATime}) {
        for (size_t pause = 1;; ++pause) {
            Json e = finish_elsewhere(c, pause, mode);
            if (e.is_null()) break;
            ASSERT_EQ(e["event"], "complete") << c.name << " at pause " << pause << ": " << json_dump(e);
            EXPECT_EQ(json_dump(e["output"]), c.expected_output) << c.name << " at pause " << pause;
            ASSERT_LT(pause, 40u) << "too many pauses";
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Async, AsyncCrossProcess, ::testing::ValuesIn(kAsyncCases),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(ProtocolAsync, CallsEventAndResults) {
    Server s;
    Json e = s.send(json_dump(start_request("import asyncio\nprint('go')\n"
                                            "await asyncio.gather(fetch(1), fetch(2), fetch(3))")));
    EXPECT_EQ(json_dump(e), R"J({"event":"calls","calls":[{"call_id":1,"function":"fetch","args":[1],"kwargs":{}},)J"
                            R"J({"call_id":2,"function":"fetch","args":[2],"kwargs":{}},)J"
                            R"J({"call_id":3,"function":"fetch","args":[3],"kwargs":{}}],)J"
                            R"J("pending":[1,2,3],"stdout":"go\n"})J");
    // Not pending, twice, empty, a value form at a calls event: protocol errors that change nothing.
    e = s.send(R"J({"op":"resume","results":[{"call_id":9,"value":1}]})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","results":[{"call_id":2,"value":1},{"call_id":2,"value":1}]})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","results":[]})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","value":1})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","results":[{"call_id":2,"value":"b"}]})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"calls","calls":[],"pending":[1,3],"stdout":""})J");
    e = s.send(R"J({"op":"resume","results":[{"call_id":3,"value":"c"},{"call_id":1,"value":"a"}]})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"complete","output":["a","b","c"],"stdout":""})J");
}

TEST(ProtocolAsync, UnawaitedCallsAndSyncEventsCarryAsyncCalls) {
    Server s;
    Json e = s.send(json_dump(start_request("t = fetch(5)\nv = f(2)\nv")));
    EXPECT_EQ(e["event"], "call");
    EXPECT_EQ(e["function"], "f");
    EXPECT_EQ(e["call_id"], 2);
    EXPECT_EQ(json_dump(e["calls"]), R"J([{"call_id":1,"function":"fetch","args":[5],"kwargs":{}}])J");
    e = s.send(R"J({"op":"resume","value":4})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"complete","output":4,"stdout":"","unawaited":[1]})J");
}

TEST(ProtocolAsync, ErrorsFromTasksReadLikeCPython) {
    Server s;
    Json e = s.send(json_dump(start_request("r = await fetch(1)\nr / 0")));
    e = s.send(R"J({"op":"resume","results":[{"call_id":1,"value":3}]})J");
    EXPECT_EQ(e["type"], "ZeroDivisionError");
    EXPECT_EQ(e["traceback"], "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    r / 0\n"
                              "ZeroDivisionError: division by zero");
    e = s.send(R"J({"op":"start","code":"async def f():\n    pass\nawait f()","async_functions":["f"],"functions":["f"]})J");
    EXPECT_EQ(e["kind"], "protocol");
}

}  // namespace
}  // namespace basilisk::test

namespace basilisk::test {
namespace {

TEST(ProtocolAsync, HostCallLimitRaisesAtTheCallSite) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"try:\n    f(1)\n    f(2)\nexcept RuntimeError as e:\n    r = str(e)\nr","functions":["f"],"limits":{"max_host_calls":1}})J");
    EXPECT_EQ(e["event"], "call");
    e = s.send(R"J({"op":"resume","value":1})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"complete","output":"host call limit reached: 1","stdout":""})J");
    e = s.send(R"J({"op":"start","code":"import asyncio\nawait asyncio.gather(*(fetch(i) for i in range(3)))","async_functions":["fetch"],"limits":{"max_host_calls":2}})J");
    EXPECT_EQ(e["event"], "error");
    EXPECT_EQ(e["type"], "RuntimeError");
    EXPECT_EQ(e["message"], "host call limit reached: 2");
}

}  // namespace
}  // namespace basilisk::test
