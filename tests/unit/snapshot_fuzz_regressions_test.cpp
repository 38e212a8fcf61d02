// Inputs that crashed the fuzz_snapshot target (tests/fuzz/regressions/fuzz_snapshot-*), kept as
// regression tests. fuzz_snapshot's input format: the first byte picks the loader (even: an
// execution), the rest is the snapshot. The checksum is resealed here, as an attacker would.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>

#include "checkpoint/envelope.h"
#include "checkpoint/snapshot.h"
#include "compiler/compile.h"
#include "vm/opcodes.h"
#include "vm/vm.h"

namespace {

namespace fs = std::filesystem;
using basilisk::checkpoint::CheckpointError;

// An absolute path from CMake: __FILE__ is relative under ccache's CCACHE_BASEDIR.
fs::path regressions_dir() { return fs::path(BASILISK_TESTS_DIR) / "fuzz" / "regressions"; }

std::string read_file(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string reseal(std::string bytes) {
    if (bytes.size() < basilisk::checkpoint::kHeaderSize) return bytes;
    uint64_t sum = basilisk::checkpoint::checksum(std::string_view(bytes).substr(basilisk::checkpoint::kHeaderSize));
    for (int i = 0; i < 8; ++i) bytes[17 + size_t(i)] = char((sum >> (8 * i)) & 0xFF);
    return bytes;
}

// What fuzz_snapshot does with an input: restore, then run a little under tight limits.
std::string fuzz_one(const std::string& input) {
    std::string bytes = reseal(input.substr(1));
    auto restored = basilisk::checkpoint::restore_execution(bytes);
    if (auto* e = std::get_if<CheckpointError>(&restored)) return "refused: " + e->message;
    auto& vm = *std::get<std::unique_ptr<basilisk::vm::Vm>>(restored);
    vm.limits().max_instructions = 100000;
    vm.limits().max_memory_bytes = 64u << 20;
    vm.limits().max_recursion_depth = 200;
    vm.limits().max_duration_ms = 2000;
    vm.is_host_function = [](std::string_view) { return true; };
    std::string outcome = "ran";
    for (int calls = 0; calls < 8; ++calls) {
        if (vm.pending_call().active) {
            if (vm.pending_call().call_id & 1) {
                vm.raise(basilisk::vm::TypeId::ValueError, "host error");
                vm.resume_host_call(basilisk::vm::Value::error());
            } else {
                vm.resume_host_call(basilisk::vm::Value::none());
            }
        }
        if (vm.frames().empty()) break;
        basilisk::vm::RunStatus st = vm.run();
        if (st == basilisk::vm::RunStatus::Error) outcome = "ran: " + vm.format_exception_line(vm.uncaught_exception());
        if (st != basilisk::vm::RunStatus::HostCall) break;
    }
    return outcome;
}

// A finding of the version-2 fuzz run: what running it must end with.
std::string outcome_of(const std::string& file) { return fuzz_one(read_file(regressions_dir() / file)); }

// The inputs found before format version 2 are version-1 snapshots: they must be refused with a
// clear error (their states were also checked against the frame validation before the format
// changed; see tests/fuzz/regressions/README.md).
TEST(SnapshotFuzzRegressions, Version1InputsAreRefused) {
    int seen = 0;
    for (const auto& entry : fs::directory_iterator(regressions_dir())) {
        std::string name = entry.path().filename().string();
        if (name.rfind("fuzz_snapshot-", 0) != 0) continue;
        std::string input = read_file(entry.path());
        if (input.size() < 10 || uint8_t(input[6]) != 1) continue;   // envelope version byte (after the selector)
        ++seen;
        std::string outcome = fuzz_one(input);
        EXPECT_NE(outcome.find("unsupported snapshot format version 1"), std::string::npos) << name << ": " << outcome;
    }
    EXPECT_GE(seen, 6);
}

// Every kept input, whatever its version, runs to a clean end in a child process.
TEST(SnapshotFuzzRegressions, OldCrashInputs) {
    int seen = 0;
    for (const auto& entry : fs::directory_iterator(regressions_dir())) {
        std::string name = entry.path().filename().string();
        if (name.rfind("fuzz_snapshot-", 0) != 0) continue;
        ++seen;
        std::string input = read_file(entry.path());
        ASSERT_FALSE(input.empty()) << name;
        std::string outcome;
        EXPECT_EXIT({ outcome = fuzz_one(input); std::fprintf(stderr, "%s: %s\n", name.c_str(), outcome.c_str()); std::exit(0); },
                    ::testing::ExitedWithCode(0), "") << name;
    }
    EXPECT_GE(seen, 6);
}

// FORMAT_VALUE with a format spec that is not a str (interpreter read it as one).
TEST(SnapshotFuzzRegressions, FormatValueSpecNotStr) {
    std::string out;
    EXPECT_EXIT({ out = outcome_of("fuzz_snapshot-format-value-spec-not-str.bin"); std::fprintf(stderr, "%s", out.c_str()); std::exit(0); },
                ::testing::ExitedWithCode(0), "invalid bytecode: Str expected by FORMAT_VALUE");
}

}  // namespace

namespace {

// CALL_EX with a ** operand that is not a dict (invoke_ex read it as one).
TEST(SnapshotFuzzRegressions, CallExKwargsNotDict) {
    std::string out;
    EXPECT_EXIT({ out = outcome_of("fuzz_snapshot-call-ex-kwargs-not-dict.bin"); std::fprintf(stderr, "%s", out.c_str()); std::exit(0); },
                ::testing::ExitedWithCode(0), "invalid bytecode: Dict expected by CALL_EX");
}

}  // namespace

namespace {

// Hand-made bytecode that passes the verifier but calls __build_class__ with a body that is not a
// function (start_class_body read it as one): a SystemError.
void run_build_class_without_body() {
    auto compiled = basilisk::compiler::compile_program("x = 1\n");
    auto p = std::make_shared<basilisk::vm::Program>(*std::get<basilisk::vm::ProgramRef>(compiled));
    auto& c = p->codes[0];
    using basilisk::vm::Op;
    using basilisk::vm::encode;
    c.instructions = {encode(Op::LOAD_BUILD_CLASS, 0), encode(Op::LOAD_CONST, 0), encode(Op::LOAD_CONST, 0),
                      encode(Op::CALL, 2),             encode(Op::POP_TOP, 0),    encode(Op::LOAD_CONST, 0),
                      encode(Op::RETURN_VALUE, 0)};
    c.max_stack = 3;
    c.lines.clear();
    c.exception_table.clear();
    auto restored = basilisk::checkpoint::restore_program(basilisk::checkpoint::dump_program(*p));
    if (auto* e = std::get_if<CheckpointError>(&restored)) {
        std::fprintf(stderr, "refused: %s", e->message.c_str());
        std::exit(1);
    }
    basilisk::vm::Vm vm;
    vm.start_module(vm.add_program(std::get<basilisk::vm::ProgramRef>(restored)));
    basilisk::vm::RunStatus st = vm.run();
    std::fprintf(stderr, "%d %s", int(st), vm.format_exception_line(vm.uncaught_exception()).c_str());
    std::exit(0);
}

TEST(SnapshotFuzzRegressions, BuildClassWithoutBodyFunction) {
    EXPECT_EXIT(run_build_class_without_body(), ::testing::ExitedWithCode(0), "invalid bytecode: __build_class__");
}

}  // namespace

namespace {

// __build_class__ called by restored bytecode with a name that is not a str (finish_class read it
// as one when the body returned).
TEST(SnapshotFuzzRegressions, BuildClassNameNotStr) {
    std::string out;
    EXPECT_EXIT({ out = outcome_of("fuzz_snapshot-build-class-name-not-str.bin"); std::fprintf(stderr, "%s", out.c_str()); std::exit(0); },
                ::testing::ExitedWithCode(0), "invalid bytecode: __build_class__");
}

}  // namespace

namespace {

// A missing global that the host may provide: the scan for "is it called?" ran into words that
// are not opcodes (past the verified paths) and indexed the opcode table with them.
TEST(SnapshotFuzzRegressions, HostNameScanStopsAtBadOpcodes) {
    EXPECT_EXIT({ std::fprintf(stderr, "%s", outcome_of("fuzz_snapshot-host-name-scan-bad-opcode.bin").c_str()); std::exit(0); },
                ::testing::ExitedWithCode(0), "");
}

}  // namespace

namespace {

// BUILD_LIST 2 with one value on the stack: the verifier took the reads from the net effect
// (-1) and let it read below the frame's stack. Now refused at restore.
TEST(SnapshotFuzzRegressions, BuildListUnderflowIsRefused) {
    std::string out = outcome_of("fuzz_snapshot-build-list-underflow.bin");
    EXPECT_NE(out.find("refused"), std::string::npos) << out;
    EXPECT_NE(out.find("stack underflow"), std::string::npos) << out;
}

}  // namespace

namespace {

// An int constant written with a leading zero ("09..."): Boost's cpp_int reads such a string as
// octal and threw out of Vm::constants_of when the restored code ran. Now refused at restore.
TEST(SnapshotFuzzRegressions, BigIntConstantWithLeadingZeroIsRefused) {
    std::string out = outcome_of("fuzz_snapshot-bigint-constant-leading-zero.bin");
    EXPECT_NE(out.find("refused"), std::string::npos) << out;
    EXPECT_NE(out.find("bad int constant"), std::string::npos) << out;
}

}  // namespace
