// Writes seed inputs for fuzz_snapshot: for each Python file given, a dumped compiled program
// (first byte 1) and a dumped not-yet-started execution (first byte 0), in fuzz_snapshot's format.
// Usage: fuzz_snapshot_seeds OUT_DIR FILE.py...
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <variant>

#include "checkpoint/snapshot.h"
#include "compiler/compile.h"

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: fuzz_snapshot_seeds OUT_DIR FILE.py...\n";
        return 2;
    }
    std::string out_dir = argv[1];
    int written = 0;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i], std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        auto compiled = basilisk::compiler::compile_program(ss.str());
        auto* program = std::get_if<basilisk::vm::ProgramRef>(&compiled);
        if (!program) continue;
        std::string name = out_dir + "/seed" + std::to_string(i);
        std::ofstream(name + "_program", std::ios::binary) << '\x01' << basilisk::checkpoint::dump_program(**program);
        basilisk::vm::Vm vm;
        vm.start_module(vm.add_program(*program));
        std::ofstream(name + "_execution", std::ios::binary) << '\x00' << basilisk::checkpoint::dump_execution(vm);
        written += 2;
    }
    std::cout << "fuzz_snapshot_seeds: " << written << " seeds in " << out_dir << "\n";
    return 0;
}
