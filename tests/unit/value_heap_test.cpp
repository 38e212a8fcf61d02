// The value word, the heap arena and the collector.
#include <gtest/gtest.h>

#include "vm/hash_table.h"
#include "vm/heap.h"
#include "vm/objects.h"
#include "vm/value.h"
#include "vm/vm.h"

using namespace basilisk::vm;

namespace {
// A str object straight in the heap (its text follows the header in the same block).
ObjRef make_str(Heap& heap, std::string_view text) {
    return heap.make_sized<StrObject>(StrObject::footprint(text.size()), text);
}
}  // namespace

TEST(Value, SmallIntsRoundTripAtTheEdges) {
    for (int64_t i : {int64_t(0), int64_t(1), int64_t(-1), Value::kMaxSmallInt, Value::kMinSmallInt, int64_t(123456789)}) {
        Value v = Value::small_int(i);
        EXPECT_TRUE(v.is_small_int());
        EXPECT_FALSE(v.is_float());
        EXPECT_EQ(v.as_small_int(), i);
    }
    EXPECT_TRUE(Value::fits_small_int(Value::kMaxSmallInt));
    EXPECT_FALSE(Value::fits_small_int(Value::kMaxSmallInt + 1));
    EXPECT_FALSE(Value::fits_small_int(Value::kMinSmallInt - 1));
}

TEST(Value, FloatsKeepEveryBitButNaNIsCanonical) {
    for (double d : {0.0, -0.0, 1.5, -2.25, 1e308, -1e-308, 5e-324, std::numeric_limits<double>::infinity(),
                     -std::numeric_limits<double>::infinity()}) {
        Value v = Value::from_double(d);
        ASSERT_TRUE(v.is_float());
        EXPECT_EQ(std::bit_cast<uint64_t>(v.as_float()), std::bit_cast<uint64_t>(d));
    }
    // Every NaN payload, including the negative quiet NaN x86 produces, becomes one float NaN
    // and never aliases a boxed value.
    for (uint64_t bits : {0x7FF8000000000000ull, 0xFFF8000000000000ull, 0xFFFF000000000001ull, 0x7FF0000000000001ull}) {
        Value v = Value::from_double(std::bit_cast<double>(bits));
        EXPECT_TRUE(v.is_float());
        EXPECT_TRUE(std::isnan(v.as_float()));
    }
}

TEST(Value, TagsAreDistinct) {
    Value vals[] = {Value::none(), Value::boolean(true), Value::boolean(false), Value::small_int(0), Value::object(0),
                    Value::type(0), Value::builtin(0), Value::undefined(), Value::error(), Value::not_implemented(),
                    Value::ellipsis(), Value::tail_call(), Value::from_double(0.0)};
    for (size_t i = 0; i < std::size(vals); ++i)
        for (size_t j = 0; j < std::size(vals); ++j)
            EXPECT_EQ(vals[i].identical(vals[j]), i == j) << i << " vs " << j;
    EXPECT_TRUE(Value::object(77).is_object());
    EXPECT_EQ(Value::object(77).as_object(), 77u);
    EXPECT_EQ(Value::type(5).as_type_id(), 5u);
    EXPECT_EQ(Value::builtin(9).as_builtin_id(), 9u);
    EXPECT_TRUE(Value::boolean(true).as_bool());
}

TEST(Heap, CollectsUnreachableAndReusesSlots) {
    Heap heap;
    ObjRef keep = heap.make<ListObject>();
    ObjRef child = make_str(heap, "child");
    heap.as<ListObject>(keep).items.push_back(Value::object(child));
    ObjRef garbage = make_str(heap, "garbage");
    EXPECT_EQ(heap.live_objects(), 3u);
    Tracer t;
    t.visit(Value::object(keep));
    heap.collect(t);
    EXPECT_EQ(heap.live_objects(), 2u);
    EXPECT_TRUE(heap.valid(keep));
    EXPECT_TRUE(heap.valid(child));
    EXPECT_FALSE(heap.valid(garbage));
    ObjRef reused = make_str(heap, "again");
    EXPECT_EQ(reused, garbage);
}

TEST(Heap, CyclesAreCollected) {
    Heap heap;
    ObjRef a = heap.make<ListObject>();
    ObjRef b = heap.make<ListObject>();
    heap.as<ListObject>(a).items.push_back(Value::object(b));
    heap.as<ListObject>(b).items.push_back(Value::object(a));
    Tracer t;
    heap.collect(t);
    EXPECT_EQ(heap.live_objects(), 0u);
}

TEST(DictTable, InsertionOrderSurvivesDeletesAndGrowth) {
    DictTable t;
    auto eq = [](Value x, Value y) { return x.identical(y) ? 1 : 0; };
    for (int i = 0; i < 100; ++i) ASSERT_TRUE(t.set(Value::small_int(i), i, Value::small_int(i * 2), eq));
    for (int i = 0; i < 100; i += 3) t.erase_at(t.find(Value::small_int(i), i, eq));
    std::vector<int64_t> keys;
    for (const DictEntry& e : t.entries())
        if (!e.key.is_undefined()) keys.push_back(e.key.as_small_int());
    ASSERT_EQ(keys.size(), t.size());
    for (size_t i = 1; i < keys.size(); ++i) EXPECT_LT(keys[i - 1], keys[i]);
    EXPECT_EQ(t.find(Value::small_int(3), 3, eq), DictTable::kNotFound);
    int64_t ix = t.find(Value::small_int(4), 4, eq);
    ASSERT_GE(ix, 0);
    EXPECT_EQ(t.entries()[size_t(ix)].value.as_small_int(), 8);
}

TEST(SetTable, IterationOrderMatchesCPythonForSmallInts) {
    // CPython: list({5, 3, 100, 8, 1}) == [1, 3, 100, 5, 8]; s = set(); s.add(-1); s.add(-2); s.add(7) gives {7, -1, -2}
    // (hash(-1) == hash(-2) == -2: the second one probes past the collision)
    auto order = [](std::vector<int64_t> keys) {
        SetTable t;
        auto eq = [](Value x, Value y) { return x.identical(y) ? 1 : 0; };
        for (int64_t k : keys) t.add(Value::small_int(k), k == -1 ? -2 : k, eq);
        std::vector<int64_t> out;
        for (const SetEntry& e : t.slots())
            if (e.live()) out.push_back(e.key.as_small_int());
        return out;
    };
    EXPECT_EQ(order({5, 3, 100, 8, 1}), (std::vector<int64_t>{1, 3, 100, 5, 8}));
    EXPECT_EQ(order({-1, -2, 7}), (std::vector<int64_t>{7, -1, -2}));
}

TEST(Vm, ObjectsOfTwoExecutionsAreIndependent) {
    Vm a, b;
    Value la = a.new_list({Value::small_int(1)});
    Value lb = b.new_list({});
    a.as<ListObject>(la).items.push_back(Value::small_int(2));
    EXPECT_EQ(a.as<ListObject>(la).items.size(), 2u);
    EXPECT_EQ(b.as<ListObject>(lb).items.size(), 0u);
}

TEST(Heap, PooledBlocksAreReusedAfterCollection) {
    Heap heap;
    ObjRef keep = heap.make<ListObject>();
    ObjRef dead = make_str(heap, "dead text");
    const void* dead_block = &heap.get(dead);
    EXPECT_NE(heap.get(keep).heap_class, 0);   // small objects come from the pools
    EXPECT_GT(heap.pool_reserved_bytes(), 0u);
    Tracer t;
    t.visit(Value::object(keep));
    heap.collect(t);
    EXPECT_FALSE(heap.valid(dead));
    // The next object of the same size class gets the freed block (and the freed slot).
    ObjRef again = make_str(heap, "new text!");
    EXPECT_EQ(again, dead);
    EXPECT_EQ(static_cast<const void*>(&heap.get(again)), dead_block);
    EXPECT_EQ(heap.as<StrObject>(again).text(), "new text!");
    EXPECT_EQ(heap.as<StrObject>(again).cp_length, 9u);
}

TEST(Heap, StrTextLivesInTheObjectsBlock) {
    // A str is one block: its text right after the header, NUL-terminated. Short ones come from
    // the pools, long ones (beyond the largest size class) from operator new; both are freed by
    // a collection (ASan checks the matching deallocation).
    Heap heap;
    ObjRef keep = heap.make<ListObject>();
    ObjRef small = make_str(heap, "h\xc3\xa9llo");
    std::string long_text(5000, 'q');
    ObjRef big = make_str(heap, long_text);
    const auto& s = heap.as<StrObject>(small);
    EXPECT_EQ(static_cast<const void*>(s.chars()), static_cast<const void*>(&s + 1));
    EXPECT_EQ(s.text(), "h\xc3\xa9llo");
    EXPECT_EQ(s.chars()[s.size()], '\0');
    EXPECT_EQ(s.cp_length, 5u);
    EXPECT_FALSE(s.ascii);
    EXPECT_NE(heap.get(small).heap_class, 0);
    EXPECT_NE(heap.get(small).heap_class, Heap::kOwnBlock);
    EXPECT_EQ(heap.get(big).heap_class, Heap::kOwnBlock);
    EXPECT_EQ(heap.as<StrObject>(big).text(), long_text);
    EXPECT_TRUE(heap.as<StrObject>(big).ascii);
    Tracer t;
    t.visit(Value::object(keep));
    heap.collect(t);
    EXPECT_FALSE(heap.valid(small));
    EXPECT_FALSE(heap.valid(big));
    EXPECT_EQ(heap.live_objects(), 1u);
}

TEST(Heap, ManyFreedBlocksComeBackInOrderWithTheirLookaheadLinks) {
    // A sweep frees many blocks of one class; each carries a link to the block some allocations
    // further down the list (for prefetching). Every freed block must come back exactly once,
    // lowest slot first, whatever the mix of kept and dead objects.
    Heap heap;
    std::vector<ObjRef> refs;
    for (int i = 0; i < 100; ++i) refs.push_back(make_str(heap, i % 3 == 0 ? "kept" : "dead"));
    Tracer t;
    std::vector<const void*> dead_blocks;
    for (size_t i = 0; i < refs.size(); ++i) {
        if (i % 3 == 0) t.visit(Value::object(refs[i]));
        else dead_blocks.push_back(&heap.get(refs[i]));
    }
    heap.collect(t);
    for (const void* block : dead_blocks) {
        ObjRef again = make_str(heap, "yyyy");
        EXPECT_EQ(static_cast<const void*>(&heap.get(again)), block);
    }
    // The free list is used up: the next one is carved fresh.
    ObjRef fresh = make_str(heap, "zzzz");
    for (const void* block : dead_blocks) EXPECT_NE(static_cast<const void*>(&heap.get(fresh)), block);
    EXPECT_EQ(heap.live_objects(), 34u + dead_blocks.size() + 1);
}

TEST(Heap, AdoptedAndPooledObjectsLiveSideBySide) {
    Heap heap;
    std::vector<ObjRef> refs;
    for (int i = 0; i < 1000; ++i) {
        if (i % 3 == 0) refs.push_back(heap.adopt(std::make_unique<BytesObject>("adopted " + std::to_string(i))));
        else if (i % 3 == 1) refs.push_back(heap.make<TupleObject>(std::vector<Value>{Value::small_int(i)}));
        else refs.push_back(heap.make<DictObject>());
    }
    EXPECT_EQ(heap.get(refs[0]).heap_class, 0);
    EXPECT_NE(heap.get(refs[1]).heap_class, 0);
    // Keep every other object; the rest (of all three origins) are freed.
    Tracer t;
    for (size_t i = 0; i < refs.size(); i += 2) t.visit(Value::object(refs[i]));
    heap.collect(t);
    EXPECT_EQ(heap.live_objects(), 500u);
    for (size_t i = 0; i < refs.size(); ++i) EXPECT_EQ(heap.valid(refs[i]), i % 2 == 0) << i;
    EXPECT_EQ(heap.as<BytesObject>(refs[0]).data, "adopted 0");
    EXPECT_EQ(heap.as<TupleObject>(refs[4]).items[0].as_small_int(), 4);
    // Freed slots are handed out lowest first.
    EXPECT_EQ(heap.make<ListObject>(), refs[1]);
}

TEST(Heap, SweepDropsTrailingEmptySlots) {
    Heap heap;
    ObjRef keep = heap.make<ListObject>();
    for (int i = 0; i < 100; ++i) heap.make<ListObject>();
    EXPECT_EQ(heap.slot_count(), 102u);
    Tracer t;
    t.visit(Value::object(keep));
    heap.collect(t);
    EXPECT_EQ(heap.slot_count(), 2u);
    EXPECT_EQ(heap.make<ListObject>(), 2u);
}

TEST(Heap, CollectionIsDueAfterTheYoungBudgetOrTheLiveSet) {
    Heap heap;
    heap.set_young_allocations(10);
    std::vector<ObjRef> live;
    for (int i = 0; i < 9; ++i) live.push_back(heap.make<ListObject>());
    EXPECT_FALSE(heap.wants_collection());
    live.push_back(heap.make<ListObject>());
    EXPECT_TRUE(heap.wants_collection());
    Tracer t;
    for (ObjRef r : live) t.visit(Value::object(r));
    heap.collect(t);
    EXPECT_FALSE(heap.wants_collection());
    // 10 live objects, young budget 10: the next collection waits for 10 allocations.
    for (int i = 0; i < 9; ++i) heap.make<ListObject>();
    EXPECT_FALSE(heap.wants_collection());
    heap.make<ListObject>();
    EXPECT_TRUE(heap.wants_collection());
    // 20 live objects: it waits for 20, as many as are live.
    for (int i = 0; i < 10; ++i) live.push_back(heap.make<ListObject>());
    Tracer t2;
    for (ObjRef r : live) t2.visit(Value::object(r));
    heap.collect(t2);
    EXPECT_EQ(heap.live_objects(), 20u);
    for (int i = 0; i < 19; ++i) heap.make<ListObject>();
    EXPECT_FALSE(heap.wants_collection());
    heap.make<ListObject>();
    EXPECT_TRUE(heap.wants_collection());
}

TEST(Heap, CollectionCountsTheOwnedBytesOfEveryLiveObject) {
    // Plain str objects have their owned bytes remembered per slot (a collection does not read
    // them); a bytearray grows in place, so its bytes are asked for again.
    Heap heap;
    std::vector<ObjRef> live = {make_str(heap, "short"), make_str(heap, std::string(100, 'x')),
                                make_str(heap, std::string(1000, 'y')), heap.make<BytesObject>(std::string("ab"), true),
                                heap.make<BytesObject>(std::string(40, 'b')), heap.make<ListObject>()};
    make_str(heap, std::string(300, 'g'));   // garbage
    heap.as<BytesObject>(live[3]).data.append(500, 'z');
    heap.as<ListObject>(live[5]).items.assign(50, Value::none());
    Tracer t;
    for (ObjRef r : live) t.visit(Value::object(r));
    heap.collect(t);
    size_t expected = 0;
    for (ObjRef r : live) expected += 64 + heap.get(r).owned_bytes();
    EXPECT_EQ(heap.live_objects(), live.size());
    EXPECT_EQ(heap.approx_bytes(), expected);
}

TEST(Vm, ShortLivedGarbageIsCollectedWithinTheYoungBudget) {
    // A loop that drops every object it makes keeps only about one young budget of slots.
    Vm vm;
    for (int i = 0; i < 200'000; ++i) {
        vm.new_list({Value::small_int(i)});
        if (vm.heap.wants_collection()) vm.collect_garbage();
    }
    EXPECT_LE(vm.heap.slot_count(), Heap::kDefaultYoungAllocations + 1000);
    EXPECT_LE(vm.heap.pool_reserved_bytes(), 4u << 20);
}

TEST(DictTable, SmallTablesScanThenGrowAnIndex) {
    DictTable t;
    auto eq = [](Value x, Value y) { return x.identical(y) ? 1 : 0; };
    // Colliding hashes, deletions and re-insertions while the table has no index.
    for (int i = 0; i < 6; ++i) ASSERT_TRUE(t.set(Value::small_int(i), i % 2, Value::small_int(i * 10), eq));
    t.erase_at(t.find(Value::small_int(2), 0, eq));
    EXPECT_EQ(t.find(Value::small_int(2), 0, eq), DictTable::kNotFound);
    EXPECT_EQ(t.entries()[size_t(t.find(Value::small_int(4), 0, eq))].value.as_small_int(), 40);
    ASSERT_TRUE(t.set(Value::small_int(2), 0, Value::small_int(99), eq));
    EXPECT_EQ(t.size(), 6u);
    // An eq that fails is reported.
    EXPECT_EQ(t.find(Value::small_int(100), 1, [](Value, Value) { return -1; }), DictTable::kError);
    // Growing past the scan limit builds the index; every key stays findable, in order.
    for (int i = 6; i < 40; ++i) ASSERT_TRUE(t.set(Value::small_int(i), i % 2, Value::small_int(i * 10), eq));
    EXPECT_EQ(t.size(), 40u);
    for (int i = 0; i < 40; ++i) {
        int64_t ix = t.find(Value::small_int(i), i % 2, eq);
        ASSERT_GE(ix, 0) << i;
        EXPECT_EQ(t.entries()[size_t(ix)].value.as_small_int(), i == 2 ? 99 : i * 10);
    }
    std::vector<int64_t> keys;
    for (const DictEntry& e : t.entries())
        if (!e.key.is_undefined()) keys.push_back(e.key.as_small_int());
    std::vector<int64_t> want = {0, 1, 3, 4, 5, 2};
    for (int i = 6; i < 40; ++i) want.push_back(i);
    EXPECT_EQ(keys, want);
}
