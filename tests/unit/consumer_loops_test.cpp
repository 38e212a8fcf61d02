// Loops over a generator whose body the generator's yield does in place (vm/consumer_loops.h):
// the shapes recognised, and the promise that doing so changes nothing a program or a host can
// see: output, instruction counts, limits, and snapshots (a restored frame loses the mark and
// yields the ordinary way, so a paused and restored run must charge what an uninterrupted one
// does).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "compiler/compile.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/code.h"
#include "vm/consumer_loops.h"
#include "vm/vm.h"

namespace {

namespace vm = basilisk::vm;
using basilisk::checkpoint::CheckpointError;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint::restore_execution;
using basilisk::checkpoint_test::compile;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::paused;
using basilisk::checkpoint_test::start;

// The shape of the first FOR_ITER's loop body in the code named `name`.
vm::ConsumerLoopShape shape_of(const std::string& src, const std::string& name) {
    vm::ProgramRef p = compile(src);
    for (const vm::Code& c : p->codes) {
        if (c.name != name) continue;
        for (uint32_t i = 0; i < c.instructions.size(); ++i)
            if (vm::opcode_of(c.instructions[i]) == vm::Op::FOR_ITER)
                return vm::match_consumer_loop(c.instructions.data(), c.instructions.size(), i + 1);
    }
    ADD_FAILURE() << "no FOR_ITER in " << name;
    return {};
}

TEST(ConsumerLoops, RecognisesTheThreeShapesAndNothingElse) {
    EXPECT_EQ(shape_of("def f(it, t):\n    for v in it:\n        t = t + v\n    return t\n", "f").kind,
              vm::ConsumerLoop::Sum);
    EXPECT_EQ(shape_of("def f(it, t):\n    for v in it:\n        t += v\n    return t\n", "f").kind,
              vm::ConsumerLoop::Sum);
    EXPECT_EQ(shape_of("def f(it):\n    for v in it:\n        if v:\n            return True\n    return False\n", "f").kind,
              vm::ConsumerLoop::SkipFalsy);
    EXPECT_EQ(shape_of("def f(it):\n    for v in it:\n        if not v:\n            return False\n    return True\n", "f").kind,
              vm::ConsumerLoop::SkipTruthy);
    const char* keep = "def f(it, b):\n    for v in it:\n        if v {} b:\n            b = v\n    return b\n";
    const std::pair<const char*, vm::ConsumerLoop> keeps[] = {
        {">", vm::ConsumerLoop::KeepGreater}, {"<", vm::ConsumerLoop::KeepLess},
        {">=", vm::ConsumerLoop::KeepGreaterEqual}, {"<=", vm::ConsumerLoop::KeepLessEqual},
        {"==", vm::ConsumerLoop::None}, {"!=", vm::ConsumerLoop::None}};
    for (auto [op, kind] : keeps) {
        std::string src = keep;
        src.replace(src.find("{}"), 2, op);
        EXPECT_EQ(shape_of(src, "f").kind, kind) << op;
    }
    // b > v (operands swapped) and a body that keeps something else are other loops.
    EXPECT_EQ(shape_of("def f(it, b):\n    for v in it:\n        if b > v:\n            b = v\n    return b\n", "f").kind,
              vm::ConsumerLoop::None);
    EXPECT_EQ(shape_of("def f(it, b, c):\n    for v in it:\n        if v > b:\n            c = v\n    return b\n", "f").kind,
              vm::ConsumerLoop::None);
    // t = v + t (operands swapped), t = t - v, t = t + v + 1, and a loop variable that is also
    // the accumulator are other loops.
    for (const char* body : {"t = v + t", "t = t - v", "t = t + v + 1", "v = v + v", "t = t + v\n        print(t)"}) {
        std::string src = std::string("def f(it, t):\n    for v in it:\n        ") + body + "\n    return t\n";
        EXPECT_EQ(shape_of(src, "f").kind, vm::ConsumerLoop::None) << body;
    }
}

struct Finished {
    std::string output;
    uint64_t instructions;
};

Finished run_to_end(vm::Vm& v) {
    std::string out = finish(v);
    return {out, v.instructions_run()};
}

// Each program pauses once inside a generator its consumer drains in place, then finishes.
const char* const kPrograms[] = {
    "t = 0\nfor v in (fetch(i) if i == 300 else i for i in range(1000)):\n    t = t + v\nprint(t, v)\n",
    "print(sum(fetch(i) if i == 300 else i * 0.5 for i in range(1000)))\n",
    "print(any(fetch(1) if i == 300 else 0 for i in range(1000)), all(fetch(i) if i == 7 else 1 for i in range(900)))\n",
    "def g():\n    for i in range(600):\n        if i == 250:\n            fetch(i)\n        yield i if i % 7 else 2 ** 70\nprint(sum(g()))\n",
};

TEST(ConsumerLoops, ARestoredRunChargesAndPrintsWhatAnUninterruptedOneDoes) {
    for (const char* src : kPrograms) {
        auto whole = start(src);
        Finished uninterrupted = run_to_end(*whole);
        auto a = paused(src);
        auto r = restore_execution(dump_execution(*a));
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<CheckpointError>(r).message;
        Finished restored = run_to_end(*std::get<std::unique_ptr<vm::Vm>>(r));
        Finished same_process = run_to_end(*a);
        EXPECT_EQ(restored.output, uninterrupted.output) << src;
        EXPECT_EQ(same_process.output, uninterrupted.output) << src;
        EXPECT_EQ(restored.instructions, uninterrupted.instructions) << src;
        EXPECT_EQ(same_process.instructions, uninterrupted.instructions) << src;
    }
}

TEST(ConsumerLoops, ItemsDoneInPlaceCostWhatTheOrdinaryWayCosts) {
    // Each pair runs the same bytecodes; the first's items are done in place, the second's (a
    // bool, a str) go the ordinary way.
    const std::pair<const char*, const char*> pairs[] = {
        {"print(sum(1 for i in range(2000)))\n", "print(sum(True for i in range(2000)))\n"},
        {"print(any(0 for i in range(2000)))\n", "print(any('' for i in range(2000)))\n"},
        {"print(all(1 for i in range(2000)))\n", "print(all('x' for i in range(2000)))\n"},
        // max() and min() keep some items and pass others: the same order of ints and of strs.
        {"def g(xs):\n    for x in xs:\n        yield x\nprint(max(g([3, 1, 4, 1, 5, 9, 2, 6] * 50)), min(g([3, 1, 4, 1, 5, 0, 2, 6] * 50)))\n",
         "def g(xs):\n    for x in xs:\n        yield x\nprint(max(g(['3', '1', '4', '1', '5', '9', '2', '6'] * 50)), min(g(['3', '1', '4', '1', '5', '0', '2', '6'] * 50)))\n"},
    };
    for (auto [in_place, ordinary] : pairs) {
        auto a = start(in_place);
        auto b = start(ordinary);
        Finished x = run_to_end(*a);
        Finished y = run_to_end(*b);
        EXPECT_EQ(x.output, y.output) << in_place;
        EXPECT_EQ(x.instructions, y.instructions) << in_place;
    }
}

TEST(ConsumerLoops, TheInstructionLimitStopsAtTheSameBytecode) {
    // Exactly the free run's count lets it finish; one less stops it, wherever the budget runs
    // out inside a stretch of items done in place.
    const std::string src = "print(sum(v for v in range(3000)))\n";
    auto whole = start(src);
    Finished free_run = run_to_end(*whole);
    for (uint64_t limit : {free_run.instructions, free_run.instructions - 1, free_run.instructions / 2}) {
        auto v = start(src);
        v->limits().max_instructions = limit;
        vm::RunStatus st = v->run();
        EXPECT_EQ(st, limit >= free_run.instructions ? vm::RunStatus::Finished : vm::RunStatus::LimitExceeded) << limit;
        EXPECT_LE(v->instructions_run(), limit) << limit;
    }
}

}  // namespace
