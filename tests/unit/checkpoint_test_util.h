#pragma once
// Shared by the checkpoint unit tests: programs compiled as the sandbox compiles them, and
// executions whose only host function is fetch(n), answered with n * 10.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

#include <memory>
#include <string>
#include <string_view>
#include <variant>

#include "compiler/compile.h"
#include "tests/tools/answer_fetch.h"
#include "vm/vm.h"

namespace basilisk::checkpoint_test {

namespace vm = basilisk::vm;

inline vm::ProgramRef compile(const std::string& src) {
    basilisk::compiler::CompileOptions opts;
    opts.mode = basilisk::compiler::CompileOptions::Mode::Embedded;
    auto r = basilisk::compiler::compile_program(src, opts);
    EXPECT_TRUE(std::holds_alternative<vm::ProgramRef>(r));
    return std::get<vm::ProgramRef>(r);
}

inline void set_host(vm::Vm& v) {
    v.is_host_function = [](std::string_view n) { return n == "fetch"; };
}

// A Vm ready to run `src` from its start.
inline std::unique_ptr<vm::Vm> start(const std::string& src) {
    auto v = std::make_unique<vm::Vm>();
    set_host(*v);
    v->start_module(v->add_program(compile(src)));
    return v;
}

// A Vm paused at its first fetch() call.
inline std::unique_ptr<vm::Vm> paused(const std::string& src) {
    auto v = start(src);
    EXPECT_EQ(v->run(), vm::RunStatus::HostCall);
    return v;
}

// Answers every fetch(n) with n * 10 until the run ends; the output.
inline std::string finish(vm::Vm& v) {
    vm::RunStatus st = basilisk::test::answer_fetch_until_done(v);
    EXPECT_EQ(st, vm::RunStatus::Finished) << v.format_exception_line(v.uncaught_exception());
    return v.output();
}

// `bytes` (a dumped execution) restored and finished in a new process, as another worker would
// (tests/tools/restore_finish: its own prelude, no program cache, fetch(n) answered with n * 10).
// Returns that process's output; a refused snapshot or an unfinished run is a test failure.
inline std::string finish_in_fresh_process(const std::string& bytes) {
    char path[] = "/tmp/basilisk-snapshot-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) {
        ADD_FAILURE() << "mkstemp failed";
        return {};
    }
    close(fd);
    std::ofstream(path, std::ios::binary) << bytes;
    std::string cmd = std::string(BASILISK_RESTORE_FINISH) + " " + path + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    std::string out;
    if (p) {
        char buf[4096];
        size_t n;
        while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
        int status = pclose(p);
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0)
            << "restore in a fresh process failed (status " << status << "): " << out;
    } else {
        ADD_FAILURE() << "cannot run " << BASILISK_RESTORE_FINISH;
    }
    std::remove(path);
    return out;
}

}  // namespace basilisk::checkpoint_test
