// The ProgramCache: restores that find a program in it share the verified program instead of
// decoding it again, and give exactly what a restore without the cache gives.
#include <gtest/gtest.h>

#include <thread>

#include "checkpoint/envelope.h"
#include "checkpoint/program_cache.h"
#include "checkpoint/snapshot.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

namespace ck = basilisk::checkpoint;
namespace vm = basilisk::vm;

using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::paused;
using basilisk::checkpoint_test::set_host;

std::unique_ptr<vm::Vm> restore_ok(const std::string& bytes, ck::ProgramCache* cache) {
    auto r = ck::restore_execution(bytes, cache);
    if (auto* e = std::get_if<ck::CheckpointError>(&r)) {
        ADD_FAILURE() << "restore failed: " << e->message;
        return nullptr;
    }
    auto v = std::move(std::get<std::unique_ptr<vm::Vm>>(r));
    set_host(*v);
    return v;
}

constexpr const char* kScript =
    "def double(x):\n    return x * 2\n"
    "a = fetch(double(2))\n"
    "b = fetch(a + 1)\n"
    "print(a, b, [double(i) for i in range(3)])\n";

TEST(ProgramCache, CachedRestoreSharesTheProgramAndRunsTheSame) {
    auto original = paused(kScript);
    std::string plain = ck::dump_execution(*original);
    ck::ProgramCache cache;
    std::string cached = ck::dump_execution(*original, &cache);
    EXPECT_EQ(plain, cached);   // the cache changes nothing in the bytes
    EXPECT_EQ(cache.size(), 1u);

    auto cold = restore_ok(plain, nullptr);
    auto warm1 = restore_ok(cached, &cache);
    auto warm2 = restore_ok(cached, &cache);
    ASSERT_TRUE(cold && warm1 && warm2);
    // The dump put the original's program in the cache: both restores share it; the one
    // without a cache decoded its own copy.
    EXPECT_EQ(&warm1->program(0), &original->program(0));
    EXPECT_EQ(&warm2->program(0), &original->program(0));
    EXPECT_NE(&cold->program(0), &original->program(0));
    EXPECT_EQ(cache.size(), 1u);

    std::string expected = finish(*original);
    EXPECT_EQ(expected, "40 410 [0, 2, 4]\n");
    EXPECT_EQ(finish(*cold), expected);
    EXPECT_EQ(finish(*warm1), expected);
    EXPECT_EQ(finish(*warm2), expected);
    EXPECT_EQ(basilisk::checkpoint_test::finish_in_fresh_process(cached), expected);
}

TEST(ProgramCache, RestoreFillsTheCacheAndDumpsFromItGiveTheSameBytes) {
    auto original = paused(kScript);
    std::string bytes = ck::dump_execution(*original);
    ck::ProgramCache cache;
    auto first = restore_ok(bytes, &cache);   // decodes, verifies, caches
    ASSERT_TRUE(first);
    EXPECT_EQ(cache.size(), 1u);
    auto second = restore_ok(bytes, &cache);
    ASSERT_TRUE(second);
    EXPECT_EQ(&first->program(0), &second->program(0));
    EXPECT_EQ(ck::dump_execution(*second, &cache), bytes);
    EXPECT_EQ(ck::dump_execution(*second), bytes);
}

TEST(ProgramCache, DifferentProgramsAreNotConfused) {
    ck::ProgramCache cache;
    auto a = paused("x = fetch(1)\nprint('a', x)\n");
    auto b = paused("x = fetch(2)\nprint('b', x)\n");
    std::string da = ck::dump_execution(*a, &cache);
    std::string db = ck::dump_execution(*b, &cache);
    EXPECT_EQ(cache.size(), 2u);
    auto ra = restore_ok(da, &cache);
    auto rb = restore_ok(db, &cache);
    ASSERT_TRUE(ra && rb);
    EXPECT_EQ(finish(*ra), "a 10\n");
    EXPECT_EQ(finish(*rb), "b 20\n");
}

TEST(ProgramCache, KeepsAtMostItsLimitOldestOut) {
    ck::ProgramCache cache(2);
    std::vector<std::string> dumps;
    std::vector<std::unique_ptr<vm::Vm>> keep;
    for (int i = 0; i < 4; ++i) {
        keep.push_back(paused("x = fetch(" + std::to_string(i) + ")\nprint(x)\n"));
        dumps.push_back(ck::dump_execution(*keep.back(), &cache));
        EXPECT_LE(cache.size(), 2u);
    }
    // The newest is still there (shared); the oldest was dropped (decoded again).
    auto newest = restore_ok(dumps[3], &cache);
    auto oldest = restore_ok(dumps[0], &cache);
    ASSERT_TRUE(newest && oldest);
    EXPECT_EQ(&newest->program(0), &keep[3]->program(0));
    EXPECT_NE(&oldest->program(0), &keep[0]->program(0));
    EXPECT_EQ(finish(*oldest), "0\n");
}

// A snapshot whose program fails verification is refused and leaves nothing in the cache; the
// good program stays usable.
TEST(ProgramCache, BadProgramIsRefusedAndNotCached) {
    auto original = paused("x = fetch(1)\nprint(x)\n");
    std::string good = ck::dump_execution(*original);
    ck::ProgramCache cache;
    ASSERT_TRUE(restore_ok(good, &cache));
    ASSERT_EQ(cache.size(), 1u);
    // Checksum-valid snapshots with one byte of the body changed.
    int invalid_programs = 0;
    for (size_t at = 33; at < good.size(); ++at) {
        std::string bad = good;
        bad[at] = char(bad[at] ^ 0x41);
        // reseal: the checksum covers the payload after the 25-byte header
        std::string payload = bad.substr(25);
        std::string resealed = bad.substr(0, 25);
        uint64_t sum = ck::checksum(payload);
        for (int k = 0; k < 8; ++k) resealed[17 + k] = char(uint8_t(sum >> (8 * k)));
        resealed += payload;
        size_t before = cache.size();
        auto r = ck::restore_execution(resealed, &cache);
        auto* err = std::get_if<ck::CheckpointError>(&r);
        if (err && err->message.find("invalid program") != std::string::npos) {
            ++invalid_programs;
            EXPECT_EQ(cache.size(), before) << "byte " << at;
        }
    }
    EXPECT_GT(invalid_programs, 5);
    // The good snapshot still restores from the cache.
    auto again = restore_ok(good, &cache);
    ASSERT_TRUE(again);
    EXPECT_EQ(finish(*again), "10\n");
}

TEST(ProgramCache, ConcurrentRestoresShareOneCache) {
    auto original = paused(kScript);
    std::string bytes = ck::dump_execution(*original);
    ck::ProgramCache cache;
    std::vector<std::string> outputs(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            for (int i = 0; i < 50; ++i) {
                auto r = ck::restore_execution(bytes, &cache);
                if (!std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) return;
                auto v = std::move(std::get<std::unique_ptr<vm::Vm>>(r));
                set_host(*v);
                vm::RunStatus status = vm::RunStatus::HostCall;
                while (status == vm::RunStatus::HostCall) {
                    int64_t a = v->pending_call().args[0].as_small_int();
                    v->resume_host_call(v->new_int(a * 10));
                    status = v->run();
                }
                outputs[size_t(t)] = v->output();
            }
        });
    }
    for (auto& th : threads) th.join();
    for (const auto& out : outputs) EXPECT_EQ(out, "40 410 [0, 2, 4]\n");
    EXPECT_EQ(cache.size(), 1u);
}

}  // namespace
