// datetime objects, seeded and unseeded random generators and the host's clock survive a pause:
// dumped at a host call and restored in a fresh process, the execution prints what an
// uninterrupted run prints (same dates, same continuing random sequences, same clock).
#include <gtest/gtest.h>

#include "checkpoint/snapshot.h"
#include "tests/unit/checkpoint_test_util.h"

namespace {

namespace vm = basilisk::vm;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::finish_in_fresh_process;
using basilisk::checkpoint_test::start;

constexpr const char* kProgram = R"PY(
import datetime, random, time, uuid
d = datetime.datetime(2024, 2, 29, 23, 59, 59, 5, tzinfo=datetime.timezone(datetime.timedelta(hours=2), 'X'))
delta = datetime.timedelta(days=1, microseconds=7)
r = random.Random(2024)
first = [r.random() for _ in range(3)]
random.seed('abc')
shared = random.randint(1, 1000)
unseeded = random.Random()
u0 = unseeded.random()
now = datetime.datetime.now(datetime.timezone.utc)
n = fetch(4)
print(n, d + delta, repr(d.date()), d.astimezone(datetime.timezone.utc).isoformat())
print(first, [r.random() for _ in range(3)], r.getrandbits(100))
print(shared, random.randint(1, 1000), random.choice('abcdef'))
print(u0 != unseeded.random(), uuid.uuid4().version)
time.sleep(2.5)
print(now, datetime.datetime.now(datetime.timezone.utc), time.time(), time.monotonic())
)PY";

std::unique_ptr<vm::Vm> world_start() {
    auto v = start(kProgram);
    v->world.has_clock = true;
    v->world.now_us = 1709251199000001;   // 2024-02-29T23:59:59.000001Z
    v->world.seed = (uint64_t(1) << 63) | 77;   // a known seed (stdlib/modules/random.cpp)
    return v;
}

TEST(CheckpointDatetimeRandom, ContinuesInAFreshProcess) {
    auto whole = world_start();
    std::string want = finish(*whole);
    EXPECT_NE(want.find("2024-03-01 23:59:59.000012+02:00"), std::string::npos) << want;
    EXPECT_NE(want.find("2024-02-29 23:59:59.000001+00:00 2024-03-01 00:00:01.500001+00:00 1709251201.500001 2.5"),
              std::string::npos) << want;

    auto paused = world_start();
    ASSERT_EQ(paused->run(), vm::RunStatus::HostCall);
    std::string bytes = dump_execution(*paused);
    EXPECT_EQ(bytes, dump_execution(*paused));
    EXPECT_EQ(finish_in_fresh_process(bytes), want);
}

// The same seed gives the same unseeded sequences; another seed, others.
TEST(CheckpointDatetimeRandom, UnseededDrawsFromTheHostSeed) {
    const char* code = "import random\nprint(random.random(), random.Random().random())\n";
    auto a = start(code);
    auto b = start(code);
    auto c = start(code);
    a->world.seed = b->world.seed = (uint64_t(1) << 63) | 5;
    c->world.seed = (uint64_t(1) << 63) | 6;
    std::string ra = finish(*a), rb = finish(*b), rc = finish(*c);
    EXPECT_EQ(ra, rb);
    EXPECT_NE(ra, rc);
    // No seed: one drawn from the OS at first use, then kept (and recorded).
    auto d = start("import random\nprint(random.random())\n");
    std::string rd = finish(*d);
    EXPECT_NE(d->world.seed & (uint64_t(1) << 63), 0u) << rd;
}

}  // namespace
