// `basilisk serve` driven through pipes, as a host in another language would drive it.
#include <csignal>
#include <cstdio>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "interp/values.h"
#include "tests/embedding/pause_cases.h"
#include "tests/embedding/serve_process.h"

namespace basilisk::test {
namespace {


TEST(Protocol, StartCallResumeComplete) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"print('hi')\nw = get_weather('London', days=3)\nw['t'] * 2","inputs":{}})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"call","call_id":1,"function":"get_weather","args":["London"],"kwargs":{"days":3},"stdout":"hi\n"})J");
    e = s.send(R"J({"op":"resume","value":{"t":10.5}})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"complete","output":21.0,"stdout":""})J");
}

TEST(Protocol, ResumeWithErrorRaisesInsideTheCode) {
    Server s;
    s.send(R"J({"op":"start","code":"try:\n    f()\nexcept ValueError as e:\n    r = str(e)\ntry:\n    f()\nexcept RuntimeError as e:\n    r2 = str(e)\n[r, r2]"})J");
    Json e = s.send(R"J({"op":"resume","error":{"type":"ValueError","message":"bad city"}})J");
    EXPECT_EQ(e["event"], "call");
    EXPECT_EQ(e["call_id"], 2);
    e = s.send(R"J({"op":"resume","error":{"type":"Nope","message":"m"}})J");
    EXPECT_EQ(json_dump(e["output"]), R"J(["bad city","Nope: m"])J");
}

TEST(Protocol, DeclaredFunctionsAndInputs) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"fetch(n)\nunknown()","functions":["fetch"],"inputs":{"n":{"$tuple":[1,2]}}})J");
    EXPECT_EQ(json_dump(e["args"]), R"J([{"$tuple":[1,2]}])J");
    e = s.send(R"J({"op":"resume","value":null})J");
    EXPECT_EQ(e["event"], "error");
    EXPECT_EQ(e["kind"], "runtime");
    EXPECT_EQ(e["type"], "NameError");
    EXPECT_EQ(e["message"], "name 'unknown' is not defined");
}

TEST(Protocol, EveryTaggedValueRoundTrips) {
    Server s;
    const std::string value =
        R"J({"n":null,"b":true,"i":-3,"big":123456789012345678901234567890,"f":1.5,"whole":187126.0,)J"
        R"J("s":"é","l":[1,[2]],"t":{"$tuple":[1,"x"]},"set":{"$set":[1]},"fs":{"$frozenset":["a"]},)J"
        R"J("by":{"$bytes":"AAH/"},"inf":{"$float":"inf"},"ninf":{"$float":"-inf"},"nan":{"$float":"nan"},)J"
        R"J("d":{"$dict":[[1,"one"],[{"$tuple":[1,2]},"pair"],["$k","dollar"]]}})J";
    Json e = s.send(R"J({"op":"start","code":"echo(v)","inputs":{"v":)J" + value + "}}");
    ASSERT_EQ(e["event"], "call");
    EXPECT_EQ(json_dump(e["args"][0]), value);
    e = s.send(R"J({"op":"resume","value":)J" + value + "}");
    EXPECT_EQ(json_dump(e["output"]), value);
}

TEST(Protocol, ReprForValuesWithoutAJsonForm) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"def f(): pass\nf"})J");
    EXPECT_EQ(e["event"], "complete");
    EXPECT_EQ(e["output"]["$repr"].get<std::string>().rfind("<function f at", 0), 0u);
}

TEST(Protocol, DumpRestoreManyTimes) {
    Server s;
    s.send(R"J({"op":"start","code":"x = ask('q')\nx * 2"})J");
    Json snap = s.send(R"J({"op":"dump"})J");
    ASSERT_EQ(snap["event"], "snapshot");
    std::string data = snap["data"];
    EXPECT_EQ(snap["bytes"].get<size_t>(), base64_decode(data).size());
    for (int i = 1; i <= 2; ++i) {
        Json e = s.send(R"J({"op":"restore","data":")J" + data + "\"}");
        EXPECT_EQ(json_dump(e), R"J({"event":"call","call_id":1,"function":"ask","args":["q"],"kwargs":{},"stdout":""})J");
        e = s.send(R"J({"op":"resume","value":)J" + std::to_string(i) + "}");
        EXPECT_EQ(e["output"], 2 * i);
    }
    // Restoring in another process works too.
    Server other;
    Json e = other.send(R"J({"op":"restore","data":")J" + data + "\"}");
    EXPECT_EQ(e["function"], "ask");
}

// Answers a call as the API tests' hosts do: f(x) -> 2x, score(x) -> -x.
std::string answer(const Json& call) {
    int64_t x = call["args"][0].get<int64_t>();
    return R"J({"op":"resume","value":)J" + std::to_string(call["function"] == "f" ? 2 * x : -x) + "}";
}

// Runs `c` in one `serve` process up to its `pause`-th host call, dumps it there, then restores the
// bytes in a new process (its own prelude, no program seen before) and answers the rest there.
// Returns the final event.
Json finish_in_another_process(const PauseCase& c, size_t pause) {
    Json start = {{"op", "start"}, {"code", c.code}, {"functions", {"f", "score"}}};
    Server first;
    Json e = first.send(json_dump(start));
    for (size_t k = 1; k < pause && e["event"] == "call"; ++k) e = first.send(answer(e));
    if (e["event"] != "call") return e;
    Json snap = first.send(R"J({"op":"dump"})J");
    if (snap["event"] != "snapshot") return snap;
    Server second;
    Json again = second.send(R"J({"op":"restore","data":")J" + snap["data"].get<std::string>() + "\"}");
    Json want = e;
    want["stdout"] = "";
    EXPECT_EQ(json_dump(again), json_dump(want)) << c.name << " at call " << pause;
    e = again;
    while (e["event"] == "call") e = second.send(answer(e));
    return e;
}

class CrossProcessRestore : public ::testing::TestWithParam<PauseCase> {};

// Every pause of every case of the API's pause matrix, restored in a fresh process, ends as the
// uninterrupted run does.
TEST_P(CrossProcessRestore, EveryPauseFinishesInAFreshProcess) {
    const PauseCase& c = GetParam();
    for (size_t pause = 1; pause <= c.calls; ++pause) {
        Json e = finish_in_another_process(c, pause);
        EXPECT_EQ(e["event"], "complete") << c.name << " at call " << pause << ": " << json_dump(e);
        EXPECT_EQ(json_dump(e["output"]), c.expected_output) << c.name << " at call " << pause;
    }
}

INSTANTIATE_TEST_SUITE_P(Places, CrossProcessRestore, ::testing::ValuesIn(kCases),
                         [](const auto& info) { return std::string(info.param.name); });
INSTANTIATE_TEST_SUITE_P(Callbacks, CrossProcessRestore, ::testing::ValuesIn(kCallbackCases),
                         [](const auto& info) { return std::string(info.param.name); });
INSTANTIATE_TEST_SUITE_P(Match, CrossProcessRestore, ::testing::ValuesIn(kMatchCases),
                         [](const auto& info) { return std::string(info.param.name); });

TEST(Protocol, CheckpointErrors) {
    Server s;
    s.send(R"J({"op":"start","code":"ask()"})J");
    std::string data = s.send(R"J({"op":"dump"})J")["data"];
    std::string bytes = base64_decode(data);
    bytes[bytes.size() / 2] ^= 1;
    Json e = s.send(R"J({"op":"restore","data":")J" + base64_encode(bytes) + "\"}");
    EXPECT_EQ(e["event"], "error");
    EXPECT_EQ(e["kind"], "checkpoint");
    e = s.send(R"J({"op":"restore","data":")J" + base64_encode(base64_decode(data).substr(0, 20)) + "\"}");
    EXPECT_EQ(e["kind"], "checkpoint");
    e = s.send(R"J({"op":"restore","data":"!!!"})J");
    EXPECT_EQ(e["kind"], "protocol");
}

TEST(Protocol, SyntaxRuntimeAndLimitErrors) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"x = (","script_name":"agent.py"})J");
    EXPECT_EQ(e["kind"], "syntax");
    EXPECT_EQ(e["type"], "SyntaxError");
    EXPECT_NE(e["traceback"].get<std::string>().find("File \"agent.py\", line 1"), std::string::npos);
    e = s.send(R"J({"op":"start","code":"print('a')\n1/0"})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"error","kind":"runtime","type":"ZeroDivisionError","message":"division by zero",)J"
                            R"J("traceback":"Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    1/0\n)J"
                            R"J(ZeroDivisionError: division by zero","stdout":"a\n"})J");
    e = s.send(R"J({"op":"start","code":"while True: pass","limits":{"max_duration_ms":50}})J");
    EXPECT_EQ(e["kind"], "limit");
    EXPECT_EQ(e["type"], "max_duration_ms");
    e = s.send(R"J({"op":"start","code":"while True: pass","limits":{"max_instructions":1000}})J");
    EXPECT_EQ(e["type"], "max_instructions");
    e = s.send(R"J({"op":"resume","value":1})J");
    EXPECT_EQ(e["kind"], "protocol");
}

TEST(Protocol, KeepGlobals) {
    Server s;
    EXPECT_EQ(s.send(R"J({"op":"start","code":"total = 40"})J")["event"], "complete");
    Json e = s.send(R"J({"op":"start","code":"total + 2","keep_globals":true})J");
    EXPECT_EQ(e["output"], 42);
    e = s.send(R"J({"op":"start","code":"total","functions":[]})J");
    EXPECT_EQ(e["type"], "NameError");
}

TEST(Protocol, CheckAndConstraints) {
    Server s({"--disable", "while_loops", "--instructions", "Be brief."});
    EXPECT_EQ(json_dump(s.send(R"J({"op":"check","code":"x = f(1)","stubs":"def f(a: int) -> int: ..."})J")),
              R"J({"event":"checked","ok":true})J");
    Json e = s.send(R"J({"op":"check","code":"while True:\n    pass"})J");
    EXPECT_EQ(e["kind"], "syntax");
    EXPECT_EQ(e["line"], 1);
    e = s.send(R"J({"op":"check","code":"x = 1","stubs":"def f(:"})J");
    EXPECT_EQ(e["kind"], "type");
    e = s.send(R"J({"op":"constraints"})J");
    EXPECT_EQ(e["event"], "constraints");
    EXPECT_EQ(e["constraints"]["features"]["while_loops"], false);
    EXPECT_NE(e["prompt"].get<std::string>().find("- no while loops"), std::string::npos);
    EXPECT_NE(e["prompt"].get<std::string>().find("Be brief."), std::string::npos);
    e = s.send(R"J({"op":"start","code":"while False: pass"})J");
    EXPECT_EQ(e["kind"], "syntax");
}

TEST(Protocol, MalformedRequestsKeepTheServerAlive) {
    Server s;
    for (const char* bad : {"not json", "[1]", R"J({"op":"fly"})J", R"J({"code":"1"})J", R"J({"op":"start"})J",
                            R"J({"op":"start","code":1})J", R"J({"op":"start","code":"1","inputs":{"x":{"$bad":1}}})J",
                            R"J({"op":"start","code":"1","inputs":{"x":{"$repr":"x"}}})J",
                            R"J({"op":"start","code":"1","limits":{"max_speed":1}})J", R"J({"op":"resume","value":1})J",
                            R"J({"op":"dump"})J", R"J({"op":"restore"})J"}) {
        Json e = s.send(bad);
        EXPECT_EQ(e["event"], "error") << bad;
        EXPECT_EQ(e["kind"], "protocol") << bad;
    }
    s.send(R"J({"op":"start","code":"f()"})J");
    Json e = s.send(R"J({"op":"resume"})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","value":{"$set":[[1]]}})J");
    EXPECT_EQ(e["kind"], "protocol");
    e = s.send(R"J({"op":"resume","value":5})J");
    EXPECT_EQ(json_dump(e), R"J({"event":"complete","output":5,"stdout":""})J");
    EXPECT_EQ(s.close_and_wait(), 0);
}

// `basilisk serve` applies the command line's default limits unless a request sets its own, so a
// runaway start ends in a limit error and the process keeps serving.
TEST(Protocol, DefaultLimitsStopRunawayCode) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"while True: pass"})J");
    EXPECT_EQ(e["event"], "error");
    EXPECT_EQ(e["kind"], "limit");
    EXPECT_EQ(e["type"], "max_instructions");
    e = s.send(R"J({"op":"start","code":"x = 'a'\nwhile True: x = x + x","limits":{"max_memory_bytes":1000000}})J");
    EXPECT_EQ(e["kind"], "limit");
    EXPECT_EQ(e["type"], "max_memory_bytes");
    e = s.send(R"J({"op":"start","code":"sum(range(10**6))","limits":{"max_instructions":0}})J");
    EXPECT_EQ(e["event"], "complete");
    EXPECT_EQ(e["output"], 499999500000);
}


// A start's "now" is the clock datetime and time read, "seed" the seed of unseeded random;
// both survive a pause (and a bad value is a protocol error).
TEST(Protocol, StartGivesTheClockAndTheSeed) {
    Server s;
    Json e = s.send(R"J({"op":"start","code":"import datetime, random\nd = str(datetime.datetime.now())\nx = random.random()\nwait()\n[d, x == random.Random(0).random(), str(datetime.date.today())]","now":"2024-05-01T14:30:00+02:00","seed":7})J");
    EXPECT_EQ(e["event"], "call");
    e = s.send(R"J({"op":"resume","value":null})J");
    EXPECT_EQ(json_dump(e["output"]), R"J(["2024-05-01 12:30:00",false,"2024-05-01"])J");
    e = s.send(R"J({"op":"start","code":"import time\ntime.time()"})J");
    EXPECT_EQ(e["event"], "error");
    EXPECT_EQ(e["type"], "RuntimeError");
    e = s.send(R"J({"op":"start","code":"1","now":"yesterday"})J");
    EXPECT_EQ(e["event"], "error");
    e = s.send(R"J({"op":"start","code":"1","seed":-1})J");
    EXPECT_EQ(e["event"], "error");
}
}  // namespace
}  // namespace basilisk::test
