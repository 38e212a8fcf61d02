// Executions paused inside the class protocol's Python hooks (vm/class_hooks.cpp,
// vm/instances.cpp): __init_subclass__ and __set_name__ while a class statement finishes, a
// Python __new__, and the __init__ that follows it. Each pause is dumped, restored here and in a
// fresh process, and finished like the uninterrupted run; tampered hook state is refused.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "checkpoint/snapshot_access.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

using basilisk::checkpoint::CheckpointError;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint::restore_execution;
namespace vm = basilisk::vm;
using vm::SnapshotAccess;

using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::finish_in_fresh_process;
using basilisk::checkpoint_test::start;

const char* kInitSubclass =
    "class Base:\n"
    "    seen = []\n"
    "    def __init_subclass__(cls, tag=None, **kw):\n"
    "        super().__init_subclass__(**kw)\n"
    "        Base.seen.append((cls.__name__, tag, fetch(2)))\n"
    "class A(Base, tag='a'):\n    pass\n"
    "class B(A):\n    pass\n"
    "print(Base.seen)\n";

const char* kSetName =
    "class F:\n"
    "    def __set_name__(self, owner, name):\n"
    "        self.name = name + str(fetch(3)) + owner.__name__\n"
    "class P:\n"
    "    def __init_subclass__(cls):\n"
    "        cls.tag = fetch(4)\n"
    "class H(P):\n    a = F()\n    b = F()\n"
    "print(H.a.name, H.b.name, H.tag)\n";

const char* kNew =
    "class P:\n"
    "    def __new__(cls, x, *, y=1):\n"
    "        inst = super().__new__(cls)\n"
    "        inst.v = fetch(x) + y\n"
    "        return inst\n"
    "    def __init__(self, x, *, y=1):\n"
    "        self.w = fetch(y) + x\n"
    "p = P(4, y=2)\n"
    "print(p.v, p.w, type(p).__name__)\n";

// Runs `src` to its `n`th host call (1 = the first), answering the earlier ones as finish() does.
std::unique_ptr<vm::Vm> paused_at(const std::string& src, int n) {
    auto v = start(src);
    vm::RunStatus st = v->run();
    for (int i = 1; i < n && st == vm::RunStatus::HostCall; ++i) {
        auto& p = v->pending_call();
        int64_t a = p.args.empty() || !p.args[0].is_small_int() ? 0 : p.args[0].as_small_int();
        v->resume_host_call(v->new_int(a * 10));
        st = v->run();
    }
    EXPECT_EQ(st, vm::RunStatus::HostCall);
    return v;
}

std::string uninterrupted(const std::string& src) {
    auto v = start(src);
    return finish(*v);
}

// Every pause of `src` restores, here and in a fresh process, and finishes as the run that was
// never interrupted.
void expect_every_pause_round_trips(const std::string& src, int pauses, const std::string& want) {
    EXPECT_EQ(uninterrupted(src), want);
    for (int n = 1; n <= pauses; ++n) {
        auto a = paused_at(src, n);
        std::string bytes = dump_execution(*a);
        auto r = restore_execution(bytes);
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<CheckpointError>(r).message;
        EXPECT_EQ(finish(*std::get<std::unique_ptr<vm::Vm>>(r)), want) << "pause " << n;
        EXPECT_EQ(finish_in_fresh_process(bytes), want) << "pause " << n;
    }
}

void expect_refused(const std::string& src, int n, const std::function<void(vm::Vm&)>& tamper, const std::string& want) {
    auto a = paused_at(src, n);
    tamper(*a);
    auto r = restore_execution(dump_execution(*a));
    auto* e = std::get_if<CheckpointError>(&r);
    ASSERT_NE(e, nullptr) << "tampered state was accepted";
    EXPECT_NE(e->message.find(want), std::string::npos) << e->message;
}

// The frame of the paused hook (the top frame) and its result slot.
vm::Frame& top(vm::Vm& v) { return SnapshotAccess::frames(v).back(); }

TEST(CheckpointClassProtocol, InitSubclassPauses) {
    expect_every_pause_round_trips(kInitSubclass, 2, "[('A', 'a', 20), ('B', None, 20)]\n");
    EXPECT_EQ(top(*paused_at(kInitSubclass, 1)).on_return, uint8_t(vm::FrameReturn::ClassHook));
}

TEST(CheckpointClassProtocol, SetNamePauses) {
    expect_every_pause_round_trips(kSetName, 3, "a30H b30H 40\n");
}

TEST(CheckpointClassProtocol, NewAndInitPause) {
    expect_every_pause_round_trips(kNew, 2, "42 24 P\n");
    EXPECT_EQ(top(*paused_at(kNew, 1)).on_return, uint8_t(vm::FrameReturn::NewResult));
    EXPECT_EQ(top(*paused_at(kNew, 2)).on_return, uint8_t(vm::FrameReturn::InitResult));
}

TEST(CheckpointClassProtocol, TamperedHookStateIsRefused) {
    auto slot = [](vm::Vm& v, uint32_t k) -> vm::Value& { return SnapshotAccess::stack(v)[top(v).ret_slot + k]; };
    expect_refused(kSetName, 1, [&](vm::Vm& v) { slot(v, 0) = vm::Value::small_int(1); }, "class state");
    expect_refused(kSetName, 1, [&](vm::Vm& v) { slot(v, 1) = vm::Value::none(); }, "class state");
    expect_refused(kSetName, 1, [&](vm::Vm& v) { slot(v, 2) = vm::Value::none(); }, "class state");
    expect_refused(kSetName, 1, [&](vm::Vm& v) { slot(v, 3) = vm::Value::small_int(0); }, "class state");
    expect_refused(kSetName, 1, [&](vm::Vm& v) { top(v).ret_slot += 1; }, "");
    expect_refused(kNew, 1, [&](vm::Vm& v) { slot(v, 0) = vm::Value::small_int(1); }, "without its class");
    expect_refused(kNew, 1, [&](vm::Vm& v) { slot(v, 1) = vm::Value::small_int(1); }, "keyword names");
    // More keyword names than the arguments kept for __init__.
    expect_refused(kNew, 1, [&](vm::Vm& v) {
        vm::Value name = v.as<vm::TupleObject>(slot(v, 1)).items.front();
        slot(v, 1) = v.new_tuple({name, name, name});
    }, "more keywords");
}

}  // namespace
