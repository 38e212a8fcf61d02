#pragma once
// The checkpoint tests' host: every fetch(n) is answered with n * 10 (0 for a non-int argument)
// until the run ends. Shared by the in-process tests and restore_finish (the fresh process).
#include <cstdint>

#include "vm/vm.h"

namespace basilisk::test {

inline vm::RunStatus answer_fetch_until_done(vm::Vm& v) {
    v.is_host_function = [](std::string_view n) { return n == "fetch"; };
    vm::RunStatus st = v.pending_call().active ? vm::RunStatus::HostCall : v.run();
    while (st == vm::RunStatus::HostCall) {
        auto& p = v.pending_call();
        int64_t a = p.args.empty() || !p.args[0].is_small_int() ? 0 : p.args[0].as_small_int();
        v.resume_host_call(v.new_int(a * 10));
        st = v.run();
    }
    return st;
}

}  // namespace basilisk::test
