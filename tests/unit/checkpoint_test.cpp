// Snapshots of paused executions and compiled programs: round trips, forks, determinism and
// every kind of corrupted input.
#include <gtest/gtest.h>

#include <chrono>
#include <random>

#include "checkpoint/envelope.h"
#include "checkpoint/snapshot.h"
#include "compiler/compile.h"
#include "tests/unit/checkpoint_test_util.h"
#include "vm/vm.h"

namespace {

using basilisk::checkpoint::CheckpointError;
using basilisk::checkpoint::dump_execution;
using basilisk::checkpoint::restore_execution;
namespace vm = basilisk::vm;

vm::ProgramRef compile(const std::string& src) {
    basilisk::compiler::CompileOptions opts;
    opts.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
    auto r = basilisk::compiler::compile_program(src, opts);
    EXPECT_TRUE(std::holds_alternative<vm::ProgramRef>(r));
    return std::get<vm::ProgramRef>(r);
}

void set_host(vm::Vm& v) {
    v.is_host_function = [](std::string_view n) { return n == "fetch"; };
}

std::unique_ptr<vm::Vm> start(const std::string& src) {
    auto v = std::make_unique<vm::Vm>();
    set_host(*v);
    v->start_module(v->add_program(compile(src)));
    return v;
}

std::unique_ptr<vm::Vm> restore_ok(const std::string& bytes) {
    auto r = restore_execution(bytes);
    if (auto* e = std::get_if<CheckpointError>(&r)) {
        ADD_FAILURE() << "restore failed: " << e->message;
        return nullptr;
    }
    auto v = std::move(std::get<std::unique_ptr<vm::Vm>>(r));
    set_host(*v);
    return v;
}

// Answers every host call with fetch's first argument * 10 (ints) and runs to the end.
std::string finish(vm::Vm& v, vm::RunStatus status) {
    std::string trace;
    while (status == vm::RunStatus::HostCall) {
        auto& p = v.pending_call();
        int64_t a = p.args.empty() || !p.args[0].is_small_int() ? 0 : p.args[0].as_small_int();
        trace += "call " + p.function + "(" + std::to_string(a) + ");";
        v.resume_host_call(v.new_int(a * 10));
        status = v.run();
    }
    EXPECT_EQ(status, vm::RunStatus::Finished) << v.format_exception_line(v.uncaught_exception());
    auto r = v.repr_string(v.result());
    return trace + "|" + v.output() + "|" + (r ? *r : "?");
}

// Runs to the first pause, snapshots, and checks that the original and two restored copies
// finish identically.
std::string check_round_trip(const std::string& src) {
    auto a = start(src);
    vm::RunStatus st = a->run();
    EXPECT_EQ(st, vm::RunStatus::HostCall);
    std::string bytes = dump_execution(*a);
    EXPECT_EQ(bytes, dump_execution(*a)) << "dumping twice must give the same bytes";
    auto b = restore_ok(bytes);
    auto c = restore_ok(bytes);
    if (!b || !c) return "";
    EXPECT_EQ(dump_execution(*b), bytes) << "a restored execution dumps to the same bytes";
    std::string ra = finish(*a, st);
    std::string rb = finish(*b, vm::RunStatus::HostCall);
    std::string rc = finish(*c, vm::RunStatus::HostCall);
    EXPECT_EQ(ra, rb);
    EXPECT_EQ(ra, rc);
    EXPECT_EQ(basilisk::checkpoint_test::finish_in_fresh_process(bytes), a->output());
    return ra;
}

TEST(Checkpoint, SimplePause) {
    std::string r = check_round_trip("x = [1, 2]\nprint('before')\ny = fetch(3)\nprint('after', x, y)\ny + 1\n");
    EXPECT_EQ(r, "call fetch(3);|before\nafter [1, 2] 30\n|31");
}

// The snapshot carries the prelude's program (sorted's key= and map ran in it) and little after
// its constant tables: format 2's reader wanted eight bytes per table there and refused it.
TEST(Checkpoint, PauseAfterAPreludeBuiltin) {
    std::string r = check_round_trip("k = sorted([3, 1], key=lambda v: v)\nm = list(map(lambda v: -v, k))\ny = fetch(1)\nprint(k, m, y)\n");
    EXPECT_EQ(r, "call fetch(1);|[1, 3] [-1, -3] 10\n|None");
}

TEST(Checkpoint, NestedCallsAndLoops) {
    std::string r = check_round_trip(R"(
def inner(n):
    total = 0
    for i in range(n):
        total += fetch(i)
    return total
def outer(k):
    d = {'a': 1, 'b': [1, 2, {3}]}
    return inner(k) + len(d)
print(outer(3))
outer(2)
)");
    EXPECT_EQ(r, "call fetch(0);call fetch(1);call fetch(2);call fetch(0);call fetch(1);|32\n|12");
}

TEST(Checkpoint, Generator) {
    std::string r = check_round_trip(R"(
def gen(n):
    for i in range(n):
        yield fetch(i) + 1
out = []
for v in gen(3):
    out.append(v)
print(out)
sum(out)
)");
    EXPECT_EQ(r, "call fetch(0);call fetch(1);call fetch(2);|[1, 11, 21]\n|33");
}

TEST(Checkpoint, TryFinallyAndException) {
    std::string r = check_round_trip(R"(
def f():
    try:
        x = fetch(1)
        raise ValueError('boom %d' % x)
    except ValueError as e:
        print('caught', e)
        return fetch(2)
    finally:
        print('finally')
f()
)");
    EXPECT_EQ(r, "call fetch(1);call fetch(2);|caught boom 10\nfinally\n|20");
}

TEST(Checkpoint, ClassMethodAndClosure) {
    std::string r = check_round_trip(R"(
class Base:
    def __init__(self, k):
        self.k = k
class C(Base):
    def get(self):
        def add(v):
            return v + self.k
        return add(fetch(self.k))
    def __repr__(self):
        return f'C({self.k})'
c = C(4)
print(c, c.get(), {1: c})
c.get()
)");
    EXPECT_EQ(r, "call fetch(4);call fetch(4);|C(4) 44 {1: C(4)}\n|44");
}

// Format 4's additions: a function's annotations, assigned __doc__/__module__, and OSError's
// errno fields survive the snapshot (and the fresh process it is finished in).
TEST(Checkpoint, FunctionAndOSErrorFields) {
    std::string r = check_round_trip(R"(
def area(w: float, h: float = 2.0) -> float:
    "Area."
    return w * h
def plain(v):
    "Plain."
area.__module__ = 'geometry'
plain.__doc__ = None
plain.tag = 'x'
err = OSError(2, 'No such file or directory', 'in.csv')
blocked = BlockingIOError(11, 'again', 3)
x = fetch(1)
print(area(x), area.__annotations__, area.__doc__, area.__module__, plain.__doc__, plain.__module__, plain.__dict__)
print(type(err).__name__, err, err.args, err.errno, err.strerror, err.filename, err.filename2, blocked.characters_written)
)");
    EXPECT_EQ(r, "call fetch(1);|20.0 {'w': <class 'float'>, 'h': <class 'float'>, 'return': <class 'float'>} Area. geometry None __main__ "
                 "{'tag': 'x'}\nFileNotFoundError [Errno 2] No such file or directory: 'in.csv' (2, 'No such file or directory') 2 "
                 "No such file or directory in.csv None 3\n|None");
}

TEST(Checkpoint, UnionTypes) {
    std::string r = check_round_trip(R"(
class Node:
    pass
def f(x: int | None, y: Node | str | None) -> bool | None:
    pass
u = Node | int
x = fetch(2)
print(u, f.__annotations__, isinstance(x, u), u == (int | Node), hash(u) == hash(int | Node))
)");
    EXPECT_EQ(r, "call fetch(2);|__main__.Node | int {'x': int | None, 'y': __main__.Node | str | None, 'return': bool | None} True "
                 "True True\n|None");
}

TEST(Checkpoint, GenericAliases) {
    // list[int] is a GenericAlias object (a kind past the header's 5 bits: the escape encoding).
    std::string r = check_round_trip(R"(
from typing import TypeVar
T = TypeVar('T')
a = dict[str, list[T]]
u = list[int] | None
x = fetch(2)
print(a, a[int], u, u == (None | list[int]), type(a).__name__, list[int](range(x))[-2:])
)");
    EXPECT_EQ(r, "call fetch(2);|dict[str, list[~T]] dict[str, list[int]] list[int] | None True GenericAlias [18, 19]\n|None");
}

TEST(Checkpoint, AnextPausesInsideAnext) {
    // anext()/aiter() run a class's __anext__/__aiter__ as ordinary frames: a host call there pauses.
    std::string r = check_round_trip(R"(
import asyncio
class Source:
    def __init__(self):
        self.n = 0
    def __aiter__(self):
        fetch(1)
        return self
    async def __anext__(self):
        self.n += 1
        if self.n > 2:
            raise StopAsyncIteration
        return fetch(self.n + 1)
async def main():
    s = aiter(Source())
    print(await anext(s), await anext(s, 'd'), await anext(s, 'done'))
asyncio.run(main())
)");
    EXPECT_EQ(r, "call fetch(1);call fetch(2);call fetch(3);|20 30 done\n|None");
}

TEST(Checkpoint, ResumeWithException) {
    auto a = start("try:\n    fetch(1)\nexcept KeyError as e:\n    print('got', e)\n");
    ASSERT_EQ(a->run(), vm::RunStatus::HostCall);
    auto b = restore_ok(dump_execution(*a));
    ASSERT_TRUE(b);
    for (vm::Vm* v : {a.get(), b.get()}) {
        v->raise(vm::TypeId::KeyError, "nope");
        v->resume_host_call(vm::Value::error());
        // Dumping between resume and run keeps the pending error.
        auto c = restore_ok(dump_execution(*v));
        ASSERT_TRUE(c);
        EXPECT_EQ(c->run(), vm::RunStatus::Finished);
        EXPECT_EQ(c->output(), "got 'nope'\n");
        EXPECT_EQ(v->run(), vm::RunStatus::Finished);
        EXPECT_EQ(v->output(), "got 'nope'\n");
    }
}

TEST(Checkpoint, SetsAndDictsKeepOrder) {
    std::string r = check_round_trip(R"(
s = {5, 3, 'x', 100, -1}
s.discard(3)
d = {k: k * 2 for k in range(20)}
del d[4]
it = iter(d)
next(it)
v = fetch(1)
s.add(77)
print(s, list(it)[:3], d.popitem(), frozenset({1, 2}))
)");
    EXPECT_NE(r.find("call fetch(1);"), std::string::npos);
}

TEST(Checkpoint, BigIntsFloatsStrings) {
    std::string r = check_round_trip("a = 2 ** 200\nb = -(3 ** 90)\nc = 'héllo ✓'\nf = 1.5e300\nfetch(0)\nprint(a, b, c, f, b'\\x00\\xff')\n");
    EXPECT_NE(r.find("1606938044258990275541962092341162602522202993782792835301376"), std::string::npos);
}

TEST(Checkpoint, NotStartedAndFinished) {
    auto a = start("print('hi')\n");
    auto b = restore_ok(dump_execution(*a));
    ASSERT_TRUE(b);
    EXPECT_EQ(b->run(), vm::RunStatus::Finished);
    EXPECT_EQ(b->output(), "hi\n");
    EXPECT_EQ(a->run(), vm::RunStatus::Finished);
    auto c = restore_ok(dump_execution(*a));
    ASSERT_TRUE(c);
    EXPECT_EQ(c->output(), "hi\n");
}

// Restoring indexes a dict's entries as they are read, or after the whole arena when a key is
// made later than the dict, or from stored hashes when a key is not an int or str; deleted
// entries take the slow way. Every way must give a table whose lookups, inserts and deletes
// behave as the original's.
TEST(Checkpoint, DictsRestoredEveryWay) {
    const char* src = R"(
names = ['k' + str(i) for i in range(12)]
before = {n: i for i, n in enumerate(names)}
small = {names[0]: 0, names[1]: 1}
later = {}
later['x' + str(1)] = 1
later['x' + str(2)] = 2
big_later = {}
for i in range(9):
    big_later['y' + str(i)] = i
holes = {'a': 1, 'b': 2, 'c': 3}
del holes['b']
odd = {(1, 2): 't', 2.5: 'f', None: 'n', True: 'b', 7: 's'}
odd_holes = dict(odd)
del odd_holes[None]
ints = {i * 7: i for i in range(30)}
del ints[14]
fetch(1)
out = []
for d in (before, small, later, big_later, holes, odd, odd_holes, ints):
    keys = list(d)
    out.append([d[k] for k in keys])
    d['new'] = -1
    del d[keys[0]]
    out.append(list(d.items())[:4])
    out.append(keys[-1] in d and 'zz' not in d)
print(out[0], out[3:])
)";
    std::string r = check_round_trip(src);
    EXPECT_EQ(r, "call fetch(1);|"
                 "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] "
                 "[[0, 1], [('k1', 1), ('new', -1)], True, [1, 2], [('x2', 2), ('new', -1)], True, "
                 "[0, 1, 2, 3, 4, 5, 6, 7, 8], [('y1', 1), ('y2', 2), ('y3', 3), ('y4', 4)], True, "
                 "[1, 3], [('c', 3), ('new', -1)], True, ['t', 'f', 'n', 'b', 's'], "
                 "[(2.5, 'f'), (None, 'n'), (True, 'b'), (7, 's')], True, ['t', 'f', 'b', 's'], "
                 "[(2.5, 'f'), (True, 'b'), (7, 's'), ('new', -1)], True, "
                 "[0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29], "
                 "[(7, 1), (21, 3), (28, 4), (35, 5)], True]\n|None");
}

TEST(Checkpoint, ManyDicts) {
    auto a = start("ds = [{'a': i, 'b': str(i), 'c': [i]} for i in range(10000)]\nfetch(1)\nprint(len(ds), ds[9999])\n");
    ASSERT_EQ(a->run(), vm::RunStatus::HostCall);
    auto t0 = std::chrono::steady_clock::now();
    std::string bytes = dump_execution(*a);
    auto t1 = std::chrono::steady_clock::now();
    auto b = restore_ok(bytes);
    auto t2 = std::chrono::steady_clock::now();
    ASSERT_TRUE(b);
    std::printf("[ 10,000 dicts: %zu bytes, dump %.2f ms, restore %.2f ms ]\n", bytes.size(),
                std::chrono::duration<double, std::milli>(t1 - t0).count(),
                std::chrono::duration<double, std::milli>(t2 - t1).count());
    EXPECT_EQ(finish(*b, vm::RunStatus::HostCall), finish(*a, vm::RunStatus::HostCall));
}

// ---- Corruption ------------------------------------------------------------------------------

std::string small_snapshot() {
    auto a = start("def f(x):\n    return fetch(x) + 1\nd = {'k': (1, 2.5, None)}\nprint(f(2), d)\n");
    EXPECT_EQ(a->run(), vm::RunStatus::HostCall);
    return dump_execution(*a);
}

std::string reseal(std::string bytes) {
    // Recompute the checksum so the decoder sees the altered payload.
    uint64_t h = basilisk::checkpoint::checksum(std::string_view(bytes).substr(basilisk::checkpoint::kHeaderSize));
    for (int i = 0; i < 8; ++i) bytes[17 + i] = char((h >> (8 * i)) & 0xFF);
    return bytes;
}

// Restores; with `run`, an accepted state must also run without crashing (the interpreter checks
// the object kinds each instruction relies on, so a resealed bit flip that turns one opcode into
// another ends in SystemError). See FlippedBytesThenRun.
void try_restore(const std::string& bytes, bool run = false) {
    auto r = restore_execution(bytes);
    if (auto* v = std::get_if<std::unique_ptr<vm::Vm>>(&r)) {
        if (!run) return;
        set_host(**v);
        (*v)->limits().max_instructions = 100000;
        if ((*v)->pending_call().active) (*v)->resume_host_call(vm::Value::small_int(1));
        (*v)->run();
    } else {
        EXPECT_FALSE(std::get<CheckpointError>(r).message.empty());
    }
}

TEST(CheckpointCorruption, Truncated) {
    std::string bytes = small_snapshot();
    for (size_t n = 0; n < bytes.size(); ++n) {
        auto r = restore_execution(std::string_view(bytes).substr(0, n));
        ASSERT_TRUE(std::holds_alternative<CheckpointError>(r)) << "length " << n;
    }
    // Truncated payloads with a valid header and checksum.
    for (size_t n = basilisk::checkpoint::kHeaderSize; n < bytes.size(); ++n) {
        std::string cut = bytes.substr(0, n);
        uint64_t len = n - basilisk::checkpoint::kHeaderSize;
        for (int i = 0; i < 8; ++i) cut[9 + i] = char((len >> (8 * i)) & 0xFF);
        auto r = restore_execution(reseal(cut));
        ASSERT_TRUE(std::holds_alternative<CheckpointError>(r)) << "payload length " << len;
    }
}

TEST(CheckpointCorruption, FlippedBytes) {
    std::string bytes = small_snapshot();
    size_t accepted = 0;
    for (size_t i = 0; i < bytes.size(); ++i) {
        std::string bad = bytes;
        bad[i] = char(bad[i] ^ 0x5A);
        ASSERT_TRUE(std::holds_alternative<CheckpointError>(restore_execution(bad))) << "byte " << i;
        if (i >= basilisk::checkpoint::kHeaderSize) {
            auto r = restore_execution(reseal(bad));
            if (std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) ++accepted;
            try_restore(reseal(bad));
        }
    }
    std::printf("[ %zu of %zu resealed single-byte corruptions decoded to a valid state ]\n", accepted, bytes.size());
}

TEST(CheckpointCorruption, FlippedBytesThenRun) {
    std::string bytes = small_snapshot();
    for (size_t i = basilisk::checkpoint::kHeaderSize; i < bytes.size(); ++i) {
        std::string bad = bytes;
        bad[i] = char(bad[i] ^ 0x5A);
        try_restore(reseal(bad), true);
    }
}

// Corrupted dicts of every kind restore-time indexing handles (records, keys made after the
// dict, deleted entries, stored hashes): each must be refused or run safely, and a record's key
// turned into a reference to something other than a str must be refused, not indexed.
TEST(CheckpointCorruption, DictsFlippedBytesThenRun) {
    auto a = start(R"(
recs = [{'id': i, 'name': 'n' + str(i)} for i in range(3)]
later = {}
later['x' + str(1)] = 1
holes = {'a': 1, 'b': 2, 'c': 3}
del holes['b']
odd = {(1, 2): 't', 2.5: 'f'}
v = fetch(1)
print(recs, later, holes, odd, later['x1'], holes['c'], odd[2.5])
)");
    ASSERT_EQ(a->run(), vm::RunStatus::HostCall);
    std::string bytes = dump_execution(*a);
    size_t unhashable = 0;
    for (size_t i = basilisk::checkpoint::kHeaderSize; i < bytes.size(); ++i) {
        for (int mask : {0x5A, 0x01, 0x08}) {
            std::string bad = bytes;
            bad[i] = char(bad[i] ^ mask);
            bad = reseal(bad);
            auto r = restore_execution(bad);
            if (auto* e = std::get_if<CheckpointError>(&r))
                unhashable += e->message.find("dict key without a stored hash") != std::string::npos;
            try_restore(bad, true);
        }
    }
    EXPECT_GT(unhashable, 0u);
}

TEST(CheckpointCorruption, HeaderFields) {
    std::string bytes = small_snapshot();
    std::string bad = bytes;
    bad[0] = 'X';
    EXPECT_NE(std::get<CheckpointError>(restore_execution(bad)).message.find("magic"), std::string::npos);
    bad = bytes;
    bad[5] = 7;
    EXPECT_NE(std::get<CheckpointError>(restore_execution(bad)).message.find("version 7"), std::string::npos);
    bad = bytes;
    bad[4] = 2;   // a program snapshot kind
    EXPECT_TRUE(std::holds_alternative<CheckpointError>(restore_execution(bad)));
    bad = bytes + "x";
    EXPECT_TRUE(std::holds_alternative<CheckpointError>(restore_execution(bad)));
    bad = bytes;
    bad[16] = char(0x7F);   // payload length 2^62
    EXPECT_NE(std::get<CheckpointError>(restore_execution(bad)).message.find("too large"), std::string::npos);
    bad = bytes;
    bad[bytes.size() - 1] ^= 1;
    EXPECT_NE(std::get<CheckpointError>(restore_execution(bad)).message.find("checksum"), std::string::npos);
}

TEST(CheckpointCorruption, RandomGarbageAndHugeCounts) {
    std::mt19937_64 rng(42);
    for (int round = 0; round < 300; ++round) {
        std::string payload(size_t(rng() % 200), '\0');
        for (char& c : payload) c = char(rng());
        if (round % 3 == 0 && payload.size() >= 8) {
            for (int i = 0; i < 8; ++i) payload[i] = char(0xFF);   // a huge first count
        }
        std::string bytes = basilisk::checkpoint::wrap_envelope(basilisk::checkpoint::SnapshotKind::Execution, payload);
        try_restore(bytes);
        std::string prog = basilisk::checkpoint::wrap_envelope(basilisk::checkpoint::SnapshotKind::Program, payload);
        EXPECT_TRUE(std::holds_alternative<CheckpointError>(basilisk::checkpoint::restore_program(prog)));
    }
    // Huge counts at every 8-byte-aligned position of a real payload.
    std::string bytes = small_snapshot();
    for (size_t i = basilisk::checkpoint::kHeaderSize; i + 8 <= bytes.size(); ++i) {
        std::string bad = bytes;
        for (int k = 0; k < 8; ++k) bad[i + size_t(k)] = char(k == 7 ? 0x0F : 0xFF);
        try_restore(reseal(bad));
    }
}

// ---- Programs --------------------------------------------------------------------------------

TEST(CheckpointProgram, RoundTrip) {
    std::string src = R"(
def f(a, b=2, *args, c, **kw):
    x = [i * 2 for i in range(a)]
    def g():
        nonlocal a
        a += 1
        return a
    try:
        g()
    finally:
        pass
    return (x, b, args, c, kw, 10 ** 30, b'\x00', ..., 1.5, (1, (2, 'x')))
class K:
    def m(self):
        yield from range(3)
print(f(3, c=4), list(K().m()))
)";
    auto p = compile(src);
    std::string bytes = basilisk::checkpoint::dump_program(*p);
    EXPECT_EQ(bytes, basilisk::checkpoint::dump_program(*p));
    auto r = basilisk::checkpoint::restore_program(bytes);
    ASSERT_TRUE(std::holds_alternative<vm::ProgramRef>(r)) << std::get<CheckpointError>(r).message;
    auto q = std::get<vm::ProgramRef>(r);
    EXPECT_EQ(vm::disassemble(*q), vm::disassemble(*p));
    EXPECT_EQ(basilisk::checkpoint::dump_program(*q), bytes);
    vm::Vm a, b;
    a.start_module(a.add_program(p));
    b.start_module(b.add_program(q));
    ASSERT_EQ(a.run(), vm::RunStatus::Finished);
    ASSERT_EQ(b.run(), vm::RunStatus::Finished);
    EXPECT_EQ(a.output(), b.output());
    EXPECT_FALSE(a.output().empty());
    // Wrong kind.
    EXPECT_TRUE(std::holds_alternative<CheckpointError>(restore_execution(bytes)));
}

TEST(CheckpointProgram, Corruption) {
    auto p = compile("def f(x):\n    return [x, x + 1]\nprint(f(2))\n");
    std::string bytes = basilisk::checkpoint::dump_program(*p);
    for (size_t n = 0; n < bytes.size(); ++n)
        ASSERT_TRUE(std::holds_alternative<CheckpointError>(basilisk::checkpoint::restore_program(bytes.substr(0, n))));
    for (size_t i = basilisk::checkpoint::kHeaderSize; i < bytes.size(); ++i) {
        for (uint8_t mask : {uint8_t(0x01), uint8_t(0x80), uint8_t(0xFF)}) {
            std::string bad = bytes;
            bad[i] = char(bad[i] ^ mask);
            auto r = basilisk::checkpoint::restore_program(reseal(bad));
            // Accepted programs are verified bytecode (FlippedBytesThenRun runs accepted executions).
            if (auto* q = std::get_if<vm::ProgramRef>(&r)) EXPECT_TRUE(*q);
        }
    }
}

}  // namespace
