// Ranges whose bounds pass int64 (and their iterators) survive a snapshot, and a snapshot that
// makes such a range from anything but ints is refused.
#include <gtest/gtest.h>

#include "checkpoint/snapshot.h"
#include "checkpoint/snapshot_access.h"
#include "tests/unit/checkpoint_test_util.h"

namespace {

namespace ck = basilisk::checkpoint;
namespace vm = basilisk::vm;
using basilisk::checkpoint_test::finish;
using basilisk::checkpoint_test::paused;

constexpr const char* kBigRanges =
    "r = range(10**20, 10**20 + 7, 3)\n"
    "n = range(-2**63, 2**63 - 1)\n"
    "it = iter(r)\n"
    "first = next(it)\n"
    "x = fetch(1)\n"
    "print(r, list(it), first, r[-1], 10**20 + 3 in r, n[2**63], len(r))\n"
    "try:\n    len(n)\nexcept OverflowError as e:\n    print(e)\n";

TEST(CheckpointBigRange, PausedStateWithBigRangesRestoresAndFinishes) {
    auto original = paused(kBigRanges);
    std::string bytes = ck::dump_execution(*original);
    auto restored = ck::restore_execution(bytes);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(restored)) << std::get<ck::CheckpointError>(restored).message;
    auto& copy = *std::get<std::unique_ptr<vm::Vm>>(restored);
    EXPECT_EQ(ck::dump_execution(copy), bytes);
    std::string expected =
        "range(100000000000000000000, 100000000000000000007, 3) [100000000000000000003, 100000000000000000006] "
        "100000000000000000000 100000000000000000006 True 0 3\n"
        "Python int too large to convert to C ssize_t\n";
    EXPECT_EQ(finish(copy), expected);
    EXPECT_EQ(finish(*original), expected);
}

// A big range whose bound is made a str through SnapshotAccess (what a crafted snapshot can
// hold) is refused by the validator.
TEST(CheckpointBigRange, BigRangeWithNonIntBoundIsRefused) {
    auto original = paused("r = range(10**20, 10**21)\ns = 'text'\nx = fetch(1)\n");
    const auto& slots = vm::SnapshotAccess::slots(original->heap);
    vm::Value text = vm::Value::none();
    for (size_t i = 1; i < slots.size(); ++i)
        if (slots[i] && slots[i]->kind == vm::ObjKind::Str && static_cast<vm::StrObject*>(slots[i])->text() == "text")
            text = vm::Value::object(vm::ObjRef(i));
    ASSERT_FALSE(text.is_none());
    int changed = 0;
    for (auto* o : slots) {
        if (!o || o->kind != vm::ObjKind::Range) continue;
        auto* range = static_cast<vm::RangeObject*>(o);
        ASSERT_TRUE(range->is_big());
        range->big_stop = text;
        ++changed;
    }
    ASSERT_EQ(changed, 1);
    auto r = ck::restore_execution(ck::dump_execution(*original));
    ASSERT_TRUE(std::holds_alternative<ck::CheckpointError>(r));
    EXPECT_NE(std::get<ck::CheckpointError>(r).message.find("big range bound is not an int"), std::string::npos)
        << std::get<ck::CheckpointError>(r).message;
}

}  // namespace
