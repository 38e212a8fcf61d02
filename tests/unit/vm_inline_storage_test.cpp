// The Vm keeps the first part of its heap slots, object pool, value stack, frame stack and
// per-program tables inside itself (no malloc for a short run). These tests cross each inline
// capacity while running, while paused at a host call, and across a snapshot and its restore:
// the state must survive the move from inline storage to malloc'd storage in every order.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

using basilisk::checkpoint::CheckpointError;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint::restore_execution;
namespace vm = basilisk::vm;
using basilisk::checkpoint_test::compile;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::paused;
using basilisk::checkpoint_test::start;

std::unique_ptr<vm::Vm> restored(const std::string& bytes) {
    auto r = restore_execution(bytes);
    if (auto* e = std::get_if<CheckpointError>(&r)) {
        ADD_FAILURE() << e->message;
        return nullptr;
    }
    return std::move(std::get<std::unique_ptr<vm::Vm>>(r));
}

// Paused, dumped, restored: the restored execution dumps the same bytes and finishes with the
// original's output.
void expect_same_after_restore(const std::string& src, const std::string& want) {
    auto a = paused(src);
    std::string bytes = dump_execution(*a);
    auto b = restored(bytes);
    ASSERT_TRUE(b);
    EXPECT_EQ(dump_execution(*b), bytes);
    EXPECT_EQ(finish(*a), want);
    EXPECT_EQ(finish(*b), want);
    EXPECT_EQ(basilisk::checkpoint_test::finish_in_fresh_process(bytes), want);
}

// 30 nested calls, each with 6 locals and 20 live lists: 30 frames, a value stack
// of several hundred slots (inline: 64), 600+ heap slots (inline: 32) and pool chunks past the
// inline 1 KiB one.
const char* kDeep =
    "def down(n, acc):\n"
    "    a, b, c, d = n, n + 1, n + 2, [n] * 3\n"
    "    keep = [[i, n] for i in range(20)]\n"
    "    if n == 0:\n"
    "        return fetch(len(acc)) + sum(x[0] for x in keep)\n"
    "    r = down(n - 1, acc + [a])\n"
    "    return r + a + b + c + d[2] + len(keep)\n"
    "print(down(30, []))\n";

TEST(VmInlineStorage, PausedPastEveryInlineCapacityRestores) {
    // fetch(30) = 300; the sum over the frames n = 1..30 of 4n + 3 + 20, plus 190 at the bottom.
    int64_t total = 300 + 190;
    for (int n = 1; n <= 30; ++n) total += 4 * n + 3 + 20;
    auto a = paused(kDeep);
    EXPECT_GT(a->frames().size(), 2u);
    EXPECT_GT(a->stack().size(), 64u);
    EXPECT_GT(a->heap.slot_count(), 32u);
    EXPECT_GT(a->heap.pool_reserved_bytes(), vm::ObjectPool::kFirstChunkBytes);
    expect_same_after_restore(kDeep, std::to_string(total) + "\n");
}

TEST(VmInlineStorage, PausedInsideInlineCapacityGrowsAfterRestore) {
    // Paused with one frame and a few objects; after the restore the run goes deep and
    // allocates past every inline capacity, then pauses and round-trips again.
    const char* src =
        "x = fetch(1)\n"
        "def deep(n):\n"
        "    junk = [str(i) for i in range(10)]\n"
        "    return fetch(n) if n == 0 else deep(n - 1) + len(junk)\n"
        "print(x, deep(40))\n";
    auto a = paused(src);
    EXPECT_EQ(a->frames().size(), 1u);
    EXPECT_LE(a->stack().size(), 64u);
    std::string bytes = dump_execution(*a);
    auto b = restored(bytes);
    ASSERT_TRUE(b);
    basilisk::checkpoint_test::set_host(*b);
    b->resume_host_call(b->new_int(10));
    ASSERT_EQ(b->run(), vm::RunStatus::HostCall);
    EXPECT_GT(b->frames().size(), 2u);
    EXPECT_GT(b->stack().size(), 64u);
    std::string again = dump_execution(*b);
    auto c = restored(again);
    ASSERT_TRUE(c);
    EXPECT_EQ(finish(*b), "10 400\n");
    EXPECT_EQ(finish(*c), "10 400\n");
    EXPECT_EQ(basilisk::checkpoint_test::finish_in_fresh_process(again), "10 400\n");
}

TEST(VmInlineStorage, ManyProgramsKeepTheirCaches) {
    // Program 0's code caches are inline, the others' allocated apart; the prelude program
    // (map with a Python function) joins while program 0's code is running. Then more programs
    // run in the same globals, past the two inline per-program entries.
    vm::Vm machine;
    machine.start_module(machine.add_program(compile(
        "g = 5\n"
        "def f(x):\n    return x + g\n"
        "t = 0\n"
        "for i in range(50):\n    t += sum(map(f, [i, i]))\n"
        "print(t)\n")));
    ASSERT_EQ(machine.run(), vm::RunStatus::Finished);
    for (int i = 0; i < 5; ++i) {
        machine.start_module(machine.add_program(compile("t += sum(map(f, range(3)))\nprint(t, g)\n")),
                             machine.module_globals());
        ASSERT_EQ(machine.run(), vm::RunStatus::Finished) << machine.format_exception_line(machine.uncaught_exception());
    }
    std::string want = "2950\n";
    int64_t t = 2950;
    for (int i = 0; i < 5; ++i) {
        t += 0 + 1 + 2 + 3 * 5;
        want += std::to_string(t) + " 5\n";
    }
    EXPECT_EQ(machine.output(), want);
}

TEST(VmInlineStorage, PoolCountsItsInlineChunk) {
    // The inline first chunk is reserved pool memory like a malloc'd one; growth doubles from it.
    vm::Heap heap;
    EXPECT_EQ(heap.pool_reserved_bytes(), vm::ObjectPool::kFirstChunkBytes);
    for (int i = 0; i < 200; ++i) heap.make_sized<vm::StrObject>(vm::StrObject::footprint(1), std::string_view("s"));
    EXPECT_GE(heap.pool_reserved_bytes(), 3 * vm::ObjectPool::kFirstChunkBytes);
    EXPECT_EQ(heap.live_objects(), 200u);
}

TEST(VmInlineStorage, MemoryLimitStillHoldsForSmallObjects) {
    // Many small pooled objects (the inline chunk, then malloc'd ones) count against the limit.
    auto v = start("x = []\nwhile True:\n    x.append([len(x)])\n");
    v->limits().max_memory_bytes = 4u << 20;
    EXPECT_EQ(v->run(), vm::RunStatus::LimitExceeded);
    EXPECT_EQ(v->limit_exceeded(), "max_memory_bytes");
}

}  // namespace
