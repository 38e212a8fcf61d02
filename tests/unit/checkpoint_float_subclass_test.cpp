// Instances of a `class X(float)` (FloatSubObject, the one heap form of a float) survive a
// snapshot with their class, value and attributes, in this process and in a fresh one; a snapshot
// that gives one a class that is not a float subclass is refused.
#include <gtest/gtest.h>

#include "checkpoint/snapshot.h"
#include "checkpoint/snapshot_access.h"
#include "tests/unit/checkpoint_test_util.h"

namespace {

namespace ck = basilisk::checkpoint;
namespace vm = basilisk::vm;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::finish_in_fresh_process;
using basilisk::checkpoint_test::paused;

constexpr const char* kFloatSubclasses =
    "class Meters(float):\n"
    "    def __repr__(self):\n"
    "        return f'Meters({float(self)!r})'\n"
    "class Temp(float):\n"
    "    def __new__(cls, value, unit='C'):\n"
    "        obj = super().__new__(cls, value)\n"
    "        obj.unit = unit\n"
    "        return obj\n"
    "m = Meters(2.5)\n"
    "t = Temp(-40.0, 'F')\n"
    "odd = [Meters('nan'), Meters('-inf'), Meters(-0.0)]\n"
    "table = {m: 'two and a half'}\n"
    "x = fetch(1)\n"
    "print(m, repr(m), type(m).__name__, m + x, type(m + x).__name__, table[2.5], hash(m) == hash(2.5))\n"
    "print(t, t.unit, type(t).__name__, isinstance(t, float), -t, odd, [type(v).__name__ for v in odd])\n"
    "y = fetch(2)\n"
    "print(m * y, Meters(y) == y, t < m)\n";

TEST(CheckpointFloatSubclass, PausedStateRestoresAndFinishesHereAndInAFreshProcess) {
    auto original = paused(kFloatSubclasses);
    std::string bytes = ck::dump_execution(*original);
    auto restored = ck::restore_execution(bytes);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(restored)) << std::get<ck::CheckpointError>(restored).message;
    auto& copy = *std::get<std::unique_ptr<vm::Vm>>(restored);
    EXPECT_EQ(ck::dump_execution(copy), bytes);
    std::string expected =
        "Meters(2.5) Meters(2.5) Meters 12.5 float two and a half True\n"
        "-40.0 F Temp True 40.0 [Meters(nan), Meters(-inf), Meters(-0.0)] ['Meters', 'Meters', 'Meters']\n"
        "50.0 True True\n";
    EXPECT_EQ(finish(copy), expected);
    EXPECT_EQ(finish_in_fresh_process(bytes), expected);
    EXPECT_EQ(finish(*original), expected);
}

// A float subclass instance whose class is made a plain class through SnapshotAccess (what a
// crafted snapshot can hold) is refused: type_of would answer a class of another layout.
TEST(CheckpointFloatSubclass, InstanceOfANonFloatClassIsRefused) {
    auto original = paused("class Meters(float): pass\nclass Plain: pass\nm = Meters(1.5)\nx = fetch(1)\n");
    const auto& slots = vm::SnapshotAccess::slots(original->heap);
    vm::Value plain_class = vm::Value::none();
    for (size_t i = 1; i < slots.size(); ++i)
        if (slots[i] && slots[i]->kind == vm::ObjKind::Class && static_cast<vm::ClassObject*>(slots[i])->name == "Plain")
            plain_class = vm::Value::object(vm::ObjRef(i));
    ASSERT_FALSE(plain_class.is_none());
    int changed = 0;
    for (auto* o : slots) {
        if (!o || o->kind != vm::ObjKind::Float) continue;
        auto* f = static_cast<vm::FloatSubObject*>(o);
        EXPECT_EQ(f->value, 1.5);
        f->slots.cls = plain_class;
        ++changed;
    }
    ASSERT_EQ(changed, 1);
    auto r = ck::restore_execution(ck::dump_execution(*original));
    ASSERT_TRUE(std::holds_alternative<ck::CheckpointError>(r));
    EXPECT_NE(std::get<ck::CheckpointError>(r).message.find("no float subclass"), std::string::npos)
        << std::get<ck::CheckpointError>(r).message;
}

}  // namespace
