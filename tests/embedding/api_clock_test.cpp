// The host's clock and seed through the public API: datetime.now(), date.today() and
// time.time() read SandboxConfig::clock_us and raise a clear error without it; random draws
// from SandboxConfig::random_seed.
#include <string>

#include "tests/embedding/api_helpers.h"

namespace basilisk::test {
namespace {

HostValue run(const SandboxConfig& config, const std::string& code) {
    CodeSandbox sandbox(config);
    ExecutionEvent ev = sandbox.execute(code).next();
    return std::get<ExecutionResult>(ev).output;
}

TEST(Clock, NowReadsTheHostsInstant) {
    SandboxConfig config;
    config.clock_us = 1714564800123456;   // 2024-05-01T12:00:00.123456Z
    EXPECT_EQ(run(config, "import datetime\nstr(datetime.datetime.now())"), HostValue("2024-05-01 12:00:00.123456"));
    EXPECT_EQ(run(config, "import datetime\nrepr(datetime.date.today())"), HostValue("datetime.date(2024, 5, 1)"));
    EXPECT_EQ(run(config, "import datetime as d\nd.datetime.now(d.timezone(d.timedelta(hours=-4))).isoformat()"),
              HostValue("2024-05-01T08:00:00.123456-04:00"));
    EXPECT_EQ(run(config, "import datetime\nstr(datetime.datetime.utcnow())"), HostValue("2024-05-01 12:00:00.123456"));
    EXPECT_EQ(run(config, "import time\ntime.time()"), HostValue(1714564800.123456));
    EXPECT_EQ(run(config, "import time\ntime.strftime('%Y-%m-%d %H:%M')"), HostValue("2024-05-01 12:00"));
    // sleep() advances the virtual clock instead of waiting.
    EXPECT_EQ(run(config, "import time, datetime\nt = time.time()\ntime.sleep(60)\n"
                          "(time.time() - t, str(datetime.datetime.now()), time.monotonic())"),
              HostValue::tuple({HostValue(60.0), HostValue("2024-05-01 12:01:00.123456"), HostValue(60.0)}));
}

TEST(Clock, WithoutAClockReadingItRaises) {
    CodeSandbox sandbox;
    for (const char* code : {"import datetime\ndatetime.datetime.now()", "import datetime\ndatetime.date.today()",
                             "import time\ntime.time()", "import time\ntime.localtime()"}) {
        try {
            sandbox.execute(code).next();
            ADD_FAILURE() << "no error from " << code;
        } catch (const CodeRuntimeError& e) {
            EXPECT_EQ(e.type, "RuntimeError") << code;
            EXPECT_NE(e.message().find("the host gave no clock"), std::string::npos) << e.message();
        }
    }
    // What needs no clock still works.
    EXPECT_EQ(run(SandboxConfig{}, "import time, datetime\n(time.monotonic(), str(datetime.date(2024, 1, 1)))"),
              HostValue::tuple({HostValue(0.0), HostValue("2024-01-01")}));
}

TEST(Clock, TheSeedDecidesUnseededRandom) {
    SandboxConfig a, b;
    a.random_seed = 1;
    b.random_seed = 2;
    const char* code = "import random, uuid\n(random.random(), str(uuid.uuid4()))";
    EXPECT_EQ(run(a, code), run(a, code));
    EXPECT_NE(run(a, code), run(b, code));
    // Without a seed, each execution draws its own from the OS (at first use).
    EXPECT_NE(run(SandboxConfig{}, "import random\nrandom.getrandbits(64)"), run(SandboxConfig{}, "import random\nrandom.getrandbits(64)"));
    // Seeded generators ignore it: CPython's sequence.
    EXPECT_EQ(run(a, "import random\nrandom.seed(42)\nrandom.random()"), HostValue(0.6394267984578837));
}

}  // namespace
}  // namespace basilisk::test
