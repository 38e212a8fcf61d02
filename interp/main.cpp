// The `basilisk` command: run a script, run -c code, or an interactive prompt.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "interp/script_runner.h"

namespace {

int usage() {
    std::cerr << "usage: basilisk run FILE | basilisk -c CODE | basilisk\n";
    return 2;
}

int finish(const basilisk::interp::ScriptOutcome& outcome) {
    std::fwrite(outcome.stdout_text.data(), 1, outcome.stdout_text.size(), stdout);
    std::fflush(stdout);
    std::fwrite(outcome.stderr_text.data(), 1, outcome.stderr_text.size(), stderr);
    return outcome.exit_status;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 1) return basilisk::interp::run_repl(std::cin, std::cout, std::cerr, isatty(0));
    std::string cmd = argv[1];
    if (cmd == "-c" && argc >= 3) return finish(basilisk::interp::run_script(argv[2], "<string>"));
    if (cmd == "run" && argc >= 3) {
        std::ifstream file(argv[2], std::ios::binary);
        if (!file) {
            std::cerr << "basilisk: can't open file '" << argv[2] << "': No such file or directory\n";
            return 2;
        }
        std::stringstream ss;
        ss << file.rdbuf();
        return finish(basilisk::interp::run_script(ss.str(), argv[2]));
    }
    return usage();
}
