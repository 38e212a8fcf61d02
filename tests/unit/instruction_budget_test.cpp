// The instruction budget counts what runs: every bytecode once, native loops one per element
// (in blocks of 4,096), and nothing for entering or leaving the interpreter loop (a generator
// resumed by sum(), a host call answered). max_instructions = N lets exactly N run.
#include <gtest/gtest.h>

#include <string>

#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

namespace vm = basilisk::vm;
using basilisk::checkpoint_test::compile;
using basilisk::checkpoint_test::set_host;

struct Outcome {
    vm::RunStatus status;
    uint64_t instructions;
    std::string output;
};

// Runs `src` to its end under `max_instructions` (0: none), answering fetch(n) with n.
Outcome run(const std::string& src, uint64_t max_instructions = 0) {
    vm::Vm v;
    set_host(v);
    v.limits().max_instructions = max_instructions;
    v.start_module(v.add_program(compile(src)));
    vm::RunStatus st = v.run();
    while (st == vm::RunStatus::HostCall) {
        auto& p = v.pending_call();
        v.resume_host_call(p.args.empty() ? vm::Value::none() : p.args[0]);
        st = v.run();
    }
    return {st, v.instructions_run(), v.output()};
}

TEST(InstructionBudget, AShortProgramIsChargedItsBytecodes) {
    Outcome o = run("x = 1\n");
    EXPECT_EQ(o.status, vm::RunStatus::Finished);
    EXPECT_GT(o.instructions, 0u);
    EXPECT_LE(o.instructions, 4u);   // was 1,024: one block charged up front
}

TEST(InstructionBudget, EachLoopIterationCostsTheSameFewInstructions) {
    uint64_t a = run("for i in range(1000):\n    pass\n").instructions;
    uint64_t b = run("for i in range(3000):\n    pass\n").instructions;
    EXPECT_EQ((b - a) % 2000, 0u);
    EXPECT_GE((b - a) / 2000, 1u);
    EXPECT_LE((b - a) / 2000, 3u);
}

TEST(InstructionBudget, TheLimitLetsExactlyThatManyRun) {
    const std::string src = "t = 0\nfor i in range(5000):\n    t += i\nprint(t)\n";
    Outcome free_run = run(src);
    ASSERT_EQ(free_run.status, vm::RunStatus::Finished);
    Outcome exact = run(src, free_run.instructions);
    EXPECT_EQ(exact.status, vm::RunStatus::Finished);
    EXPECT_EQ(exact.output, "12497500\n");
    EXPECT_EQ(exact.instructions, free_run.instructions);
    EXPECT_EQ(run(src, free_run.instructions - 1).status, vm::RunStatus::LimitExceeded);
}

TEST(InstructionBudget, GeneratorsConsumedByNativeCodeAreNotChargedPerResume) {
    // sum() drains a generator in the prelude: a few bytecodes of its loop and of the generator
    // per element.
    Outcome small = run("print(sum(v for v in range(5000)))\n", 100000);
    EXPECT_EQ(small.status, vm::RunStatus::Finished);
    EXPECT_EQ(small.output, "12497500\n");
    EXPECT_LT(small.instructions, 100000u);
    // The case: charged ~103 million before, under the command line's 100 million.
    Outcome big = run("print(sum(v for v in range(100000)))\n", 100000000);
    EXPECT_EQ(big.status, vm::RunStatus::Finished);
    EXPECT_LT(big.instructions, 40u * 100000);
    // Each element costs the generator's few bytecodes (plus the prelude loop's, for the
    // consumers written in Python): tens of instructions, not a 1,024-instruction block.
    for (const char* consumer : {"max", "min", "any", "all", "sorted", "list", "tuple", "set"}) {
        std::string src = std::string("r = ") + consumer + "(v + 1 for v in range(5000))\n";
        Outcome o = run(src, 200000);
        EXPECT_EQ(o.status, vm::RunStatus::Finished) << consumer;
        EXPECT_LT(o.instructions, 40u * 5000) << consumer;
    }
}

TEST(InstructionBudget, HostCallResumesAreNotChargedABlock) {
    Outcome o = run("t = 0\nfor i in range(10000):\n    t += fetch(i)\nprint(t)\n");
    EXPECT_EQ(o.status, vm::RunStatus::Finished);
    EXPECT_EQ(o.output, "49995000\n");
    EXPECT_LT(o.instructions, 20u * 10000);
}

TEST(InstructionBudget, RunawayCodeStillStops) {
    EXPECT_EQ(run("while True:\n    pass\n", 100000).status, vm::RunStatus::LimitExceeded);
    EXPECT_EQ(run("sum(x for x in iter(int, 1))\n", 100000).status, vm::RunStatus::LimitExceeded);
    Outcome o = run("def g():\n    while True:\n        yield 1\nfor v in g():\n    pass\n", 100000);
    EXPECT_EQ(o.status, vm::RunStatus::LimitExceeded);
    EXPECT_LE(o.instructions, 100000u + 4096u);
}

}  // namespace
