// The snapshot format's building blocks (checkpoint/archive_io.h, envelope.h): varints, values,
// the outer Boost archive, the checksum, and the format version.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <variant>

#include "checkpoint/archive_io.h"
#include "checkpoint/build_fingerprint.h"
#include "checkpoint/envelope.h"
#include "checkpoint/snapshot.h"
#include "compiler/compile.h"
#include "vm/vm.h"

namespace {

namespace ck = basilisk::checkpoint;
namespace vm = basilisk::vm;
using vm::Value;

TEST(CheckpointFormat, ReadArchiveMatchesBoost) {
    // read_archive decodes the archive write_archive makes without a binary_iarchive: it must
    // read what Boost reads.
    for (size_t n : {size_t(0), size_t(1), size_t(300), size_t(70000)}) {
        std::string body(n, 'x');
        for (size_t i = 0; i < n; ++i) body[i] = char(i * 7);
        std::string payload;
        ck::write_archive(payload, body);
        std::string_view fast = ck::read_archive(payload);
        ck::ViewBuf buf(payload);
        boost::archive::binary_iarchive ar(buf, ck::kArchiveFlags);
        uint64_t len = 0;
        ar >> len;
        std::string via_boost(size_t(len), '\0');
        ar.load_binary(via_boost.data(), size_t(len));
        EXPECT_EQ(buf.remaining(), 0u);
        EXPECT_EQ(std::string(fast), via_boost);
        EXPECT_EQ(std::string(fast), body);
    }
    EXPECT_THROW(ck::read_archive("1234567"), ck::DecodeError);
    std::string payload;
    ck::write_archive(payload, "abc");
    EXPECT_THROW(ck::read_archive(payload + "d"), ck::DecodeError);
    EXPECT_THROW(ck::read_archive(payload.substr(0, payload.size() - 1)), ck::DecodeError);
}

TEST(CheckpointFormat, ReusedArchiveWriterWritesWhatAFreshArchiveWrites) {
    // One writer for many dumps (the sandbox lends them out): each write must give exactly the
    // bytes of a fresh binary_oarchive, whatever was written before and into whichever string.
    ck::ArchiveWriter writer;
    for (size_t n : {size_t(0), size_t(5), size_t(70000), size_t(1), size_t(300), size_t(0)}) {
        std::string body(n, '\0');
        for (size_t i = 0; i < n; ++i) body[i] = char(i * 13 + n);
        std::string fresh = "head", reused = "head";
        ck::write_archive(fresh, body);
        writer.write(reused, body);
        EXPECT_EQ(reused, fresh) << n;
        EXPECT_EQ(ck::read_archive(std::string_view(reused).substr(4)), body);
    }
}

TEST(CheckpointFormat, VarintsRoundTripAndAreBounded) {
    std::string body;
    const uint64_t samples[] = {0, 1, 127, 128, 300, 16383, 16384, uint64_t(1) << 35, ~uint64_t(0)};
    {
        ck::Writer w(body);
        for (uint64_t v : samples) w.varint(v);
        w.num(int64_t(-5));
        w.num(std::numeric_limits<int64_t>::min());
        w.num(1.25);
    }
    ck::Reader r(body);
    for (uint64_t v : samples) EXPECT_EQ(r.varint(), v);
    EXPECT_EQ(r.num<int64_t>(), -5);
    EXPECT_EQ(r.num<int64_t>(), std::numeric_limits<int64_t>::min());
    EXPECT_EQ(r.num<double>(), 1.25);
    EXPECT_EQ(r.remaining(), 0u);
    // Out of range for the type, overlong, non-canonical and truncated varints are refused.
    std::string big;
    { ck::Writer w(big); w.varint(300); }
    EXPECT_THROW(ck::Reader(big).num<uint8_t>(), ck::DecodeError);
    EXPECT_THROW(ck::Reader(std::string(11, '\xff')).varint(), ck::DecodeError);
    EXPECT_THROW(ck::Reader(std::string("\x80\x00", 2)).varint(), ck::DecodeError);
    EXPECT_THROW(ck::Reader(std::string("\x80", 1)).varint(), ck::DecodeError);
    EXPECT_THROW(ck::Reader(std::string("\xff\xff\xff\xff\xff\xff\xff\xff\xff\x02", 10)).varint(), ck::DecodeError);
}

TEST(CheckpointFormat, ValuesRoundTripCompactly) {
    const Value samples[] = {Value::none(), Value::boolean(true), Value::boolean(false), Value::small_int(0),
                             Value::small_int(-1), Value::small_int(Value::kMaxSmallInt),
                             Value::small_int(Value::kMinSmallInt), Value::from_double(1.5),
                             Value::from_double(-0.0), Value::from_double(0.1), Value::from_double(NAN),
                             Value::from_double(INFINITY), Value::object(1), Value::object(70000),
                             Value::object(70001), Value::object(5), Value::undefined(), Value::ellipsis(),
                             Value::type(3), Value::builtin(42), Value::from_bits(0xFFF8'0000'0000'0001ull),
                             Value::from_bits(0xFFFF'0000'0000'0001ull)};
    std::string body;
    {
        ck::Writer w(body);
        w.anchor(70000);
        for (Value v : samples) w.value(v);
    }
    ck::Reader r(body);
    r.anchor(70000);
    for (Value v : samples) EXPECT_EQ(r.value().bits(), v.bits());
    EXPECT_EQ(r.remaining(), 0u);
    // None, small ints and references near the anchor take one byte; 1.5 takes three (not 9).
    auto size_of = [](Value v, uint64_t anchor) {
        std::string b;
        ck::Writer w(b);
        w.anchor(anchor);
        w.value(v);
        w.finish();
        return b.size();
    };
    EXPECT_EQ(size_of(Value::none(), 0), 1u);
    EXPECT_EQ(size_of(Value::small_int(7), 0), 1u);
    EXPECT_EQ(size_of(Value::object(100001), 100000), 1u);
    EXPECT_EQ(size_of(Value::from_double(1.5), 0), 3u);
    // A bad tag or an out-of-range reference is refused.
    EXPECT_THROW(ck::Reader(std::string("\x07", 1)).value(), ck::DecodeError);
    EXPECT_THROW(ck::Reader(std::string("\x0b", 1)).value(), ck::DecodeError);
}

TEST(CheckpointFormat, ChecksumSeesEveryByte) {
    std::string data(1000, '\0');
    for (size_t i = 0; i < data.size(); ++i) data[i] = char(i * 31 + 7);
    uint64_t base = ck::checksum(data);
    for (size_t i = 0; i < data.size(); ++i) {
        for (int bit = 0; bit < 8; ++bit) {
            std::string d = data;
            d[i] = char(d[i] ^ (1 << bit));
            ASSERT_NE(ck::checksum(d), base) << "byte " << i << " bit " << bit;
        }
    }
    EXPECT_NE(ck::checksum(data.substr(0, 999)), base);
}

TEST(CheckpointFormat, Version1IsRefused) {
    basilisk::compiler::CompileOptions opts;
    auto compiled = basilisk::compiler::compile_program("x = 1\n", opts);
    vm::Vm v;
    v.start_module(v.add_program(std::get<vm::ProgramRef>(compiled)));
    std::string bytes = ck::dump_execution(v);
    EXPECT_EQ(uint8_t(bytes[5]), ck::kFormatVersion);
    EXPECT_EQ(ck::kFormatVersion, 6u);
    bytes[5] = 1;
    auto r = ck::restore_execution(bytes);
    ASSERT_TRUE(std::holds_alternative<ck::CheckpointError>(r));
    EXPECT_NE(std::get<ck::CheckpointError>(r).message.find("unsupported snapshot format version 1"), std::string::npos)
        << std::get<ck::CheckpointError>(r).message;
}

// DESIGN.md decision 6: same code, inputs and host answers give the same output and snapshot
// bytes, whether or not the host checkpointed on the way. Garbage left in the heap is not
// written out, yet its slots stay occupied so the restored heap allocates (ids) and collects
// exactly like the original.
TEST(CheckpointFormat, RestoredRunStaysIdenticalToTheOriginal) {
    const char* src =
        "def mk(i):\n    return [i] * 3\n"
        "junk = [mk(i) for i in range(50)]\njunk = None\n"
        "a = fetch(1)\nprint(id(object()), id([a]))\n"
        "more = [mk(i) for i in range(30)]\n"
        "b = fetch(2)\nprint(id(more), id(object()))\n";
    basilisk::compiler::CompileOptions opts;
    opts.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
    auto program = std::get<vm::ProgramRef>(basilisk::compiler::compile_program(src, opts));
    vm::Vm a;
    a.is_host_function = [](std::string_view n) { return n == "fetch"; };
    a.start_module(a.add_program(program));
    ASSERT_EQ(a.run(), vm::RunStatus::HostCall);
    std::string first = ck::dump_execution(a);
    auto r = ck::restore_execution(first);
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(r)) << std::get<ck::CheckpointError>(r).message;
    vm::Vm& b = *std::get<std::unique_ptr<vm::Vm>>(r);
    b.is_host_function = a.is_host_function;
    EXPECT_EQ(a.heap.slot_count(), b.heap.slot_count());
    EXPECT_EQ(a.heap.live_objects(), b.heap.live_objects());
    for (vm::Vm* v : {&a, &b}) {
        v->resume_host_call(Value::small_int(10));
        ASSERT_EQ(v->run(), vm::RunStatus::HostCall);
    }
    EXPECT_EQ(ck::dump_execution(a), ck::dump_execution(b));
    for (vm::Vm* v : {&a, &b}) {
        v->resume_host_call(Value::small_int(20));
        ASSERT_EQ(v->run(), vm::RunStatus::Finished);
    }
    EXPECT_EQ(a.output(), b.output());
    EXPECT_FALSE(a.output().empty());
}

}  // namespace

// Format 6: a snapshot ends with the fingerprint of the build's numbering of built-in functions,
// types and opcodes. A restore by a build whose numbering differs (here: the fingerprint bytes
// changed and the envelope resealed, as a snapshot from another build would arrive) is refused
// with a message that says so, for executions and for programs.
TEST(CheckpointFormat, SnapshotFromAnotherBuildIsRefused) {
    basilisk::compiler::CompileOptions opts;
    auto compiled = basilisk::compiler::compile_program("x = len('abc')\n", opts);
    auto program = std::get<vm::ProgramRef>(compiled);
    vm::Vm v;
    v.start_module(v.add_program(program));
    std::string fp(8, '\0');
    for (int i = 0; i < 8; ++i) fp[size_t(i)] = char(uint8_t(ck::build_fingerprint() >> (8 * i)));

    for (bool is_program : {false, true}) {
        std::string bytes = is_program ? ck::dump_program(*program) : ck::dump_execution(v);
        // The body is the archive's last bytes; its fingerprint is the body's last 8.
        size_t at = bytes.rfind(fp);
        ASSERT_NE(at, std::string::npos);
        ASSERT_EQ(at, bytes.size() - 8);
        // Unchanged, it restores.
        if (is_program) {
            ASSERT_TRUE(std::holds_alternative<vm::ProgramRef>(ck::restore_program(bytes)));
        } else {
            ASSERT_TRUE(std::holds_alternative<std::unique_ptr<vm::Vm>>(ck::restore_execution(bytes)));
        }
        bytes[at + 3] = char(bytes[at + 3] ^ 0x10);
        ck::seal_envelope(bytes, is_program ? ck::SnapshotKind::Program : ck::SnapshotKind::Execution);
        std::string message;
        if (is_program) {
            auto r = ck::restore_program(bytes);
            ASSERT_TRUE(std::holds_alternative<ck::CheckpointError>(r));
            message = std::get<ck::CheckpointError>(r).message;
        } else {
            auto r = ck::restore_execution(bytes);
            ASSERT_TRUE(std::holds_alternative<ck::CheckpointError>(r));
            message = std::get<ck::CheckpointError>(r).message;
        }
        EXPECT_NE(message.find("snapshot was made by a different build of Basilisk"), std::string::npos) << message;
    }
}
