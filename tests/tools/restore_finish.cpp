// Restores a paused execution from a snapshot file in this new process (its own prelude, no program
// cache) and runs it to the end, answering every fetch(n) with n * 10 as the checkpoint tests'
// hosts do (tests/unit/checkpoint_test_util.h). Prints the execution's output to stdout.
// Exit status: 0 finished, 1 uncaught exception (its last line on stderr), 2 usage or I/O,
// 3 the snapshot was refused (the checkpoint error on stderr), 4 a limit stopped it.
// Usage: restore_finish SNAPSHOT_FILE [SKIP_BYTES]
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "tests/tools/answer_fetch.h"
#include "vm/vm.h"

int main(int argc, char** argv) {
    namespace vm = basilisk::vm;
    if (argc < 2) {
        std::cerr << "usage: restore_finish SNAPSHOT_FILE [SKIP_BYTES]\n";
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::cerr << "restore_finish: cannot read " << argv[1] << "\n";
        return 2;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    std::string bytes = ss.str();
    size_t skip = argc > 2 ? std::stoul(argv[2]) : 0;
    if (skip > bytes.size()) return 2;
    auto restored = basilisk::checkpoint::restore_execution(std::string_view(bytes).substr(skip));
    if (auto* e = std::get_if<basilisk::checkpoint::CheckpointError>(&restored)) {
        std::cerr << "restore_finish: " << e->message << "\n";
        return 3;
    }
    vm::Vm& v = *std::get<std::unique_ptr<vm::Vm>>(restored);
    vm::RunStatus st = basilisk::test::answer_fetch_until_done(v);
    std::cout << v.output();
    if (st == vm::RunStatus::Finished) return 0;
    if (st == vm::RunStatus::LimitExceeded) return 4;
    std::cerr << v.format_exception_line(v.uncaught_exception()) << "\n";
    return 1;
}
