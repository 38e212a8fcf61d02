// Restored frames are checked against the bytecode verifier: a snapshot whose frames, suspended
// generators or paused host call do not sit where the bytecode can be (pc on an instruction the
// verifier reached, value-stack depth equal to the verifier's, results going where the calling
// instruction expects them) is refused. Each tampered state here is what an attacker could write
// (the checksum is no MAC): the state is altered through SnapshotAccess and dumped, and the
// restore must give a CheckpointError. The untampered states must restore and finish as the
// original does.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <variant>

#include "checkpoint/program_io.h"
#include "checkpoint/snapshot.h"
#include "checkpoint/snapshot_access.h"
#include "compiler/compile.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

using basilisk::checkpoint::CheckpointError;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint::restore_execution;
namespace vm = basilisk::vm;
using vm::SnapshotAccess;

using basilisk::checkpoint_test::compile;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::paused;
using basilisk::checkpoint_test::start;

std::string restore_error(const std::string& bytes) {
    auto r = restore_execution(bytes);
    if (auto* e = std::get_if<CheckpointError>(&r)) return e->message;
    return "";
}

// The untampered state restores and finishes like the original.
void expect_round_trip(const std::string& src) {
    auto a = paused(src);
    std::string bytes = dump_execution(*a);
    auto r = restore_execution(bytes);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<CheckpointError>(r).message;
    auto& b = *std::get<std::unique_ptr<vm::Vm>>(r);
    std::string want = finish(*a);
    EXPECT_EQ(finish(b), want);
    EXPECT_EQ(basilisk::checkpoint_test::finish_in_fresh_process(bytes), want);
}

// Each tampering of a freshly paused state must make the restore fail (with `want` in the message).
void expect_refused(const std::string& src, const std::function<void(vm::Vm&)>& tamper, const std::string& want) {
    auto a = paused(src);
    tamper(*a);
    std::string err = restore_error(dump_execution(*a));
    EXPECT_NE(err, "") << "tampered state was accepted";
    EXPECT_NE(err.find(want), std::string::npos) << err;
}

const char* kNested =
    "def inner(x):\n    y = fetch(x)\n    return y + 1\n"
    "def outer(x):\n    return [1, 2, inner(x)]\n"
    "print(outer(3))\n";

const char* kGenerators =
    "def gen(n):\n    for i in range(n):\n        yield i\n"
    "def slow():\n    a = fetch(1)\n    yield a\n    yield a + 1\n"
    "g = gen(5)\nnext(g)\nfresh = gen(2)\n"
    "total = 0\nfor v in slow():\n    total += v\nprint(total, list(g), list(fresh))\n";

const char* kYieldFrom =
    "def sub():\n    x = fetch(2)\n    yield x\n    return 7\n"
    "def deleg():\n    r = yield from sub()\n    yield r\n"
    "print(list(deleg()))\n";

const char* kClassBody =
    "class C:\n    a = fetch(4)\n    def m(self):\n        return self.a\n"
    "print(C().m())\n";

const char* kWith =
    "class Ctx:\n    def __enter__(self):\n        return fetch(5)\n    def __exit__(self, *a):\n        return False\n"
    "with Ctx() as v:\n    print(v)\n";

TEST(CheckpointFrames, ValidStatesRoundTrip) {
    expect_round_trip(kNested);
    expect_round_trip(kGenerators);
    expect_round_trip(kYieldFrom);
    expect_round_trip(kClassBody);
    expect_round_trip(kWith);
}

TEST(CheckpointFrames, NotStartedModule) {
    auto a = start("x = 1\nprint(x + fetch(x))\n");
    auto b = restore_execution(dump_execution(*a));
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(b));
    EXPECT_EQ(finish(*std::get<std::unique_ptr<vm::Vm>>(b)), "11\n");
    // One value too many on the stack of the module frame about to start.
    auto c = start("x = 1\nprint(x)\n");
    SnapshotAccess::frames(*c).back().sp += 1;
    EXPECT_NE(restore_error(dump_execution(*c)).find("depth does not match"), std::string::npos);
    // pc inside the code but where the verifier's depth differs (after LOAD_CONST, before STORE).
    auto d = start("x = 1\nprint(x)\n");
    SnapshotAccess::frames(*d).back().pc = 1;
    EXPECT_NE(restore_error(dump_execution(*d)), "");
}

TEST(CheckpointFrames, PausedFrameStackDepth) {
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v).back().sp += 1; }, "stack pointer does not match");
    expect_refused(kNested, [](vm::Vm& v) {
        auto& f = SnapshotAccess::frames(v).back();
        f.sp -= 1;
        SnapshotAccess::fields(v).host_ret_slot -= 1;
    }, "call result slot");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::fields(v).host_ret_slot += 1; }, "");
}

TEST(CheckpointFrames, PausedFramePc) {
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v).back().pc += 1; }, "");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v).back().pc -= 1; }, "");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v).back().pc = 0; }, "not just after a call");
}

TEST(CheckpointFrames, CallerFrames) {
    // The calling frames: their pc must follow a call, and the callee's result slot must match.
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v)[1].pc -= 1; }, "calling frame");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v)[1].pc += 1; }, "calling frame");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v)[2].ret_slot -= 1; }, "result slot");
    expect_refused(kNested, [](vm::Vm& v) { SnapshotAccess::frames(v)[0].pc = 0; }, "calling frame");
    expect_refused(kNested, [](vm::Vm& v) {
        SnapshotAccess::frames(v)[2].on_return = uint8_t(vm::FrameReturn::GenForIter);
    }, "");
    expect_refused(kNested, [](vm::Vm& v) {
        SnapshotAccess::frames(v)[2].on_return = uint8_t(vm::FrameReturn::ClassBody);
    }, "");
    expect_refused(kNested, [](vm::Vm& v) {
        SnapshotAccess::frames(v)[0].on_return = uint8_t(vm::FrameReturn::Push);
    }, "bottom frame");
}

TEST(CheckpointFrames, GeneratorFrames) {
    // Paused inside slow(), resumed by FOR_ITER in the module.
    expect_refused(kGenerators, [](vm::Vm& v) { SnapshotAccess::frames(v).back().ret_slot -= 1; }, "");
    expect_refused(kGenerators, [](vm::Vm& v) {
        SnapshotAccess::frames(v).back().on_return = uint8_t(vm::FrameReturn::Push);
    }, "generator frame returns like a function");
    expect_refused(kGenerators, [](vm::Vm& v) { SnapshotAccess::frames(v).back().generator = vm::Value::none(); }, "");
}

// The suspended generator objects (not on the frame stack) of kGenerators: g (suspended at its
// yield) and fresh (created).
template <class F>
void each_generator(vm::Vm& v, F&& f) {
    const auto& slots = SnapshotAccess::slots(v.heap);
    for (auto& s : slots)
        if (s && s->kind == vm::ObjKind::Generator) f(static_cast<vm::GeneratorObject&>(*s));
}

TEST(CheckpointFrames, SuspendedGenerators) {
    // A suspended generator with one value too many in its saved stack.
    expect_refused(kGenerators, [](vm::Vm& v) {
        each_generator(v, [](vm::GeneratorObject& g) {
            if (g.state != vm::GeneratorState::Suspended) return;
            g.slots.push_back(vm::Value::none());
            g.frame.sp += 1;
        });
    }, "depth does not match");
    // Resumed somewhere else than after a yield.
    expect_refused(kGenerators, [](vm::Vm& v) {
        each_generator(v, [](vm::GeneratorObject& g) {
            if (g.state == vm::GeneratorState::Suspended) g.frame.pc -= 1;
        });
    }, "generator frame");
    // A created generator that does not start at the beginning.
    expect_refused(kGenerators, [](vm::Vm& v) {
        each_generator(v, [](vm::GeneratorObject& g) {
            if (g.state == vm::GeneratorState::Created) g.frame.pc = 2;
        });
    }, "not at its start");
}

TEST(CheckpointFrames, YieldFrom) {
    expect_refused(kYieldFrom, [](vm::Vm& v) { SnapshotAccess::frames(v).back().ret_slot += 1; }, "");
    expect_refused(kYieldFrom, [](vm::Vm& v) {
        auto& fr = SnapshotAccess::frames(v);
        fr[fr.size() - 2].pc += 1;
    }, "YIELD_FROM");
}

TEST(CheckpointFrames, ClassBody) {
    expect_refused(kClassBody, [](vm::Vm& v) { SnapshotAccess::frames(v).back().locals_dict = vm::Value::none(); },
                   "namespace");
    expect_refused(kClassBody, [](vm::Vm& v) {
        auto& f = SnapshotAccess::frames(v).back();
        SnapshotAccess::stack(v)[f.ret_slot + 2] = vm::Value::small_int(1);
    }, "class name");
}

TEST(CheckpointFrames, AnsweredWithError) {
    // Answered with an exception but not run yet: the exception is raised at the call.
    auto a = paused("try:\n    fetch(1)\nexcept ValueError as e:\n    print('caught', e)\n");
    a->raise(vm::TypeId::ValueError, "no");
    a->resume_host_call(vm::Value::error());
    std::string bytes = dump_execution(*a);
    auto r = restore_execution(bytes);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<CheckpointError>(r).message;
    EXPECT_EQ(finish(*std::get<std::unique_ptr<vm::Vm>>(r)), "caught no\n");
    SnapshotAccess::frames(*a).back().sp += 1;
    EXPECT_NE(restore_error(dump_execution(*a)), "");
}

TEST(CheckpointFrames, AnsweredWithValue) {
    // Answered but not run yet: the frame stands before the instruction after the call.
    auto a = paused("print(fetch(1) + 1)\n");
    a->resume_host_call(vm::Value::small_int(41));
    auto r = restore_execution(dump_execution(*a));
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<CheckpointError>(r).message;
    EXPECT_EQ(finish(*std::get<std::unique_ptr<vm::Vm>>(r)), "42\n");
}

// The verifier refuses yields in code that is not a generator (the interpreter would treat the
// frame as a generator's) and handlers whose depth is above what the covered instruction leaves.
TEST(CheckpointVerifier, YieldOutsideGenerator) {
    auto p = std::make_shared<vm::Program>(*compile("def g():\n    yield 1\n"));
    for (auto& c : p->codes) c.flags &= ~uint32_t(vm::kCodeGenerator);
    auto e = basilisk::checkpoint::verify_program(*p);
    ASSERT_TRUE(e.has_value());
    EXPECT_NE(e->find("yield outside a generator"), std::string::npos) << *e;
}

TEST(CheckpointVerifier, HandlerDepthAboveInputs) {
    auto p = std::make_shared<vm::Program>(*compile("try:\n    print(1 + len('ab'))\nexcept Exception:\n    pass\n"));
    ASSERT_FALSE(basilisk::checkpoint::verify_program(*p).has_value());
    auto& c = p->codes[0];
    ASSERT_FALSE(c.exception_table.empty());
    c.max_stack += 4;
    c.exception_table[0].depth += 2;
    EXPECT_TRUE(basilisk::checkpoint::verify_program(*p).has_value());
}

// The verifier accepts everything the compiler makes (its rules are not looser than needed for
// safety, and not stricter than the compiler's output).
TEST(CheckpointVerifier, AcceptsEveryConformanceProgram) {
    namespace fs = std::filesystem;
    fs::path dir = fs::path(BASILISK_TESTS_DIR) / "conformance";
    ASSERT_TRUE(fs::is_directory(dir)) << dir;
    int verified = 0;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        if (entry.path().extension() != ".py") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        auto r = basilisk::compiler::compile_program(ss.str());
        auto* p = std::get_if<vm::ProgramRef>(&r);
        if (!p) continue;
        auto e = basilisk::checkpoint::verify_program(**p);
        EXPECT_FALSE(e.has_value()) << entry.path() << ": " << *e;
        ++verified;
    }
    EXPECT_GT(verified, 300);
}

}  // namespace

namespace {

// Decoding stays linear: long EXTENDED_ARG chains are refused, and a big exception table is
// matched to instructions without a scan per instruction.
TEST(CheckpointVerifier, LongExtendedArgChainsAndBigHandlerTables) {
    auto p = std::make_shared<vm::Program>(*compile("x = 1\n"));
    auto& c = p->codes[0];
    std::vector<uint32_t> code(5, vm::encode(vm::Op::EXTENDED_ARG, 0));
    code.insert(code.end(), c.instructions.begin(), c.instructions.end());
    c.instructions.assign(code.begin(), code.end());
    auto e = basilisk::checkpoint::verify_program(*p);
    ASSERT_TRUE(e.has_value());
    EXPECT_NE(e->find("EXTENDED_ARG"), std::string::npos) << *e;

    // 20,000 instructions under 20,000 nested handlers: quick, and accepted when consistent.
    auto q = std::make_shared<vm::Program>(*compile("x = 1\n"));
    auto& d = q->codes[0];
    const uint32_t n = 20000;
    d.instructions.assign(n, vm::encode(vm::Op::NOP, 0));
    d.instructions.push_back(vm::encode(vm::Op::LOAD_CONST, 0));
    d.instructions.push_back(vm::encode(vm::Op::RETURN_VALUE, 0));
    // The handler (at n + 2) gets the exception pushed on an empty stack.
    d.instructions.push_back(vm::encode(vm::Op::POP_TOP, 0));
    d.instructions.push_back(vm::encode(vm::Op::LOAD_CONST, 0));
    d.instructions.push_back(vm::encode(vm::Op::RETURN_VALUE, 0));
    d.max_stack = 2;
    d.lines.clear();
    d.exception_table.clear();
    for (uint32_t i = 0; i < n; ++i) d.exception_table.push_back({i, n, n + 2, 0});
    auto t0 = std::chrono::steady_clock::now();
    auto err = basilisk::checkpoint::verify_program(*q);
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_LT(ms, 2000);
    EXPECT_FALSE(err.has_value()) << *err;
}

}  // namespace

namespace {

// Containers built from the stack read all their operands: the verifier counts them all.
TEST(CheckpointVerifier, BuildOpsReadAllTheirOperands) {
    using vm::Op;
    using vm::encode;
    for (Op op : {Op::BUILD_TUPLE, Op::BUILD_LIST, Op::BUILD_SET, Op::BUILD_MAP}) {
        auto p = std::make_shared<vm::Program>(*compile("x = 1\n"));
        auto& c = p->codes[0];
        c.instructions = {encode(Op::LOAD_CONST, 0), encode(op, 2), encode(Op::RETURN_VALUE, 0)};
        c.max_stack = 4;
        c.lines.clear();
        c.exception_table.clear();
        auto e = basilisk::checkpoint::verify_program(*p);
        ASSERT_TRUE(e.has_value()) << vm::kOpNames[int(op)];
        EXPECT_NE(e->find("stack underflow"), std::string::npos) << *e;
    }
}

// The match statement's opcodes: COPY/SWAP reach as deep as their operand says, MATCH_CLASS reads
// three items and MATCH_KEYS two, and the operands that would read the slot above the top are
// refused.
TEST(CheckpointVerifier, MatchOpsReadTheirOperands) {
    using vm::Op;
    using vm::encode;
    struct Case {
        std::vector<uint32_t> code;
        const char* error;  // nullptr: accepted
    };
    const uint32_t k = encode(Op::LOAD_CONST, 0), ret = encode(Op::RETURN_VALUE, 0), pop = encode(Op::POP_TOP, 0);
    const Case cases[] = {
        {{k, k, encode(Op::COPY, 2), pop, pop, ret}, nullptr},
        {{k, encode(Op::COPY, 2), pop, ret}, "stack underflow"},
        {{k, encode(Op::COPY, 0), pop, ret}, "copy depth"},
        {{k, k, encode(Op::SWAP, 2), pop, ret}, nullptr},
        {{k, k, encode(Op::SWAP, 3), pop, ret}, "stack underflow"},
        {{k, k, encode(Op::SWAP, 1), pop, ret}, "swap depth"},
        {{k, k, encode(Op::MATCH_CLASS, 0), pop, ret}, "stack underflow"},
        {{k, k, k, encode(Op::MATCH_CLASS, 0), ret}, nullptr},
        {{k, encode(Op::MATCH_KEYS, 0), pop, pop, ret}, "stack underflow"},
        {{encode(Op::GET_LEN, 0), ret}, "stack underflow"},
        {{k, encode(Op::MATCH_SEQUENCE, 0), pop, ret}, nullptr},
    };
    for (const Case& t : cases) {
        auto p = std::make_shared<vm::Program>(*compile("x = 1\n"));
        auto& c = p->codes[0];
        c.instructions.assign(t.code.begin(), t.code.end());
        c.max_stack = 4;
        c.lines.clear();
        c.exception_table.clear();
        auto e = basilisk::checkpoint::verify_program(*p);
        if (!t.error) {
            EXPECT_FALSE(e.has_value()) << *e;
        } else {
            ASSERT_TRUE(e.has_value()) << t.error;
            EXPECT_NE(e->find(t.error), std::string::npos) << *e;
        }
    }
}

}  // namespace
